import type { AssistantAnswer, AssistantHistory, AssistantTurn } from '@esee/contracts';
import { http, quiet } from '@esee/http';

/** IBA 智能助手: ask, the member's own questions, whether the institution has a model connected. */
export const assistantApi = {
  ask: (question: string, history: AssistantTurn[]) =>
    http.post<AssistantAnswer>('/esee/modelAI/ask', { question, history }, { ...quiet, timeout: 150_000 }),
  history: (pageNo = 1, pageSize = 20) =>
    http.get<AssistantHistory>('/esee/modelAI/history', { pageNo, pageSize }, quiet),
  setting: () => http.get<{ model: boolean }>('/esee/modelAI/setting', {}, quiet),
};
