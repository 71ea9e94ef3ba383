import type {
  FeedbackDesk,
  FeedbackDetail,
  FeedbackListQuery,
  FeedbackMineQuery,
  FeedbackOptions,
  FeedbackPage,
  FeedbackStatus,
  FeedbackSubmit,
} from '@esee/contracts';
import { http } from '@esee/http';

/** The 意见反馈 calls (issue 23): the member's, and the desks' (`desk`: the institution's or the platform's). */
export const feedbackApi = {
  submit: (body: FeedbackSubmit) => http.post<{ id: number }>('/esee/feedback/submit', body),
  mine: (q: FeedbackMineQuery) => http.post<FeedbackPage>('/esee/feedback/mine', q),
  mineDetail: (id: number) => http.post<FeedbackDetail>('/esee/feedback/mine/detail', { id }),
  followUp: (id: number, content: string) => http.post<FeedbackDetail>('/esee/feedback/followUp', { id, content }),
  close: (id: number) => http.post<FeedbackDetail>('/esee/feedback/close', { id }),
  options: (desk: FeedbackDesk) => http.post<FeedbackOptions>('/esee/feedback/options', { desk }),
  list: (q: FeedbackListQuery) => http.post<FeedbackPage>('/esee/feedback/list', q),
  detail: (desk: FeedbackDesk, id: number) => http.post<FeedbackDetail>('/esee/feedback/detail', { desk, id }),
  reply: (desk: FeedbackDesk, id: number, content: string) =>
    http.post<FeedbackDetail>('/esee/feedback/reply', { desk, id, content }),
  status: (desk: FeedbackDesk, id: number, change: { status?: FeedbackStatus; assign?: boolean }) =>
    http.post<FeedbackDetail>('/esee/feedback/status', { desk, id, ...change }),
};
