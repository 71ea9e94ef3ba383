import type { FastifyInstance } from 'fastify';
import {
  AssistantLimit,
  AssistantMessage,
  type AssistantAnswer,
  type AssistantAsk,
  type AssistantCitation,
} from '@esee/contracts';
import { chatCompletion, modelEndpointOf, type ChatMessage } from '../../../core/institutions/modelEndpoint';
import { notFound } from '../../../platform/http/errors';
import { companyIn, companySources, companySuggestions, factsAsked, type KnownCompany } from './company';
import { asksRules, lawSources } from './law';
import type { Source } from './sources';

const GENERAL_SUGGESTIONS = [
  '《中华人民共和国证券法》关于信息披露有哪些规定？',
  '保荐机构持续督导的期间是多久？',
  '反洗钱法对客户身份识别有什么要求？',
];

const citationsOf = (sources: Source[]): AssistantCitation[] =>
  sources.map(({ sentence: _sentence, ...s }, i) => ({ n: i + 1, ...s }));

/** The retrieval answer: one templated sentence a source, each with its marker. */
const retrievalText = (sources: Source[]) => sources.map((s, i) => `${s.sentence}[${i + 1}]。`).join('\n');

export const SYSTEM_PROMPT = [
  '你是银行投行业务的智能助手。只能依据用户消息中“资料”列出的编号来源作答，不得使用资料以外的知识。',
  '每句话后用方括号标注所依据的来源编号，如 [1]、[2]；只能引用给出的编号。',
  '资料中没有答案时，只回答“无法回答”。用简体中文，简洁作答。',
].join('\n');

/** The user message the model gets: the numbered sources with their days, then the question. */
function modelPrompt(question: string, sources: Source[]): string {
  const listed = sources.map((s, i) => `[${i + 1}] ${s.title}（数据截至 ${s.asOf}）：${s.detail}`).join('\n');
  return `资料：\n${listed}\n\n问题：${question}`;
}

/**
 * Whether a model's answer may be shown: it cites at least one source, cites only the sources it was given, and
 * does not decline. Returns the numbers cited, or why not.
 */
export function verifyModelAnswer(
  text: string,
  sourceCount: number,
): { ok: true; cited: number[] } | { ok: false; notice: string } {
  if (text.includes('无法回答')) return { ok: false, notice: AssistantMessage.MODEL_DECLINED };
  const cited = [...text.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1]));
  if (!cited.length || cited.some((n) => n < 1 || n > sourceCount))
    return { ok: false, notice: AssistantMessage.MODEL_UNVERIFIED };
  return { ok: true, cited: [...new Set(cited)].sort((a, b) => a - b) };
}

/** The company a question is about: the page's, named in the question, or named in the earlier turns. */
async function companyOf(
  app: FastifyInstance,
  instId: number,
  ask: AssistantAsk,
): Promise<(KnownCompany & { named: boolean }) | null> {
  if (ask.companyId) {
    const row = await app.db
      .selectFrom('company')
      .select(['ent_id', 'name'])
      .where('ent_id', '=', ask.companyId)
      .executeTakeFirst();
    if (!row) throw notFound('未找到该企业');
    return { entId: row.ent_id, name: row.name, named: true };
  }
  const own = await companyIn(app, instId, ask.question);
  if (own) return { ...own, named: true };
  // A follow-up (它的股东呢？) is about the company of the latest question that named one.
  for (const turn of [...(ask.history ?? [])].reverse())
    if (turn.role === 'user') {
      const earlier = await companyIn(app, instId, turn.content);
      if (earlier) return { ...earlier, named: false };
    }
  return null;
}

/**
 * Answer a question from the platform's data: retrieve first (the company's facts, the law library's articles),
 * refuse without a source; with the institution's model endpoint, let the model word the answer from the numbered
 * sources and keep it only when its citations check out, else fall back to the retrieval answer with a notice.
 */
export async function answer(app: FastifyInstance, instId: number, ask: AssistantAsk): Promise<AssistantAnswer> {
  const question = ask.question.trim();
  const now = app.clock().getTime();
  const about = await companyOf(app, instId, { ...ask, question });
  const facts = about ? factsAsked(question, about.name, about.named) : [];
  // A company of an earlier question counts only when this one asks something of it.
  const company: KnownCompany | null =
    about && (about.named || facts.length) ? { entId: about.entId, name: about.name } : null;
  const sources: Source[] = company && facts.length ? await companySources(app, company, facts) : [];
  if (!sources.length || asksRules(question)) sources.push(...(await lawSources(app.db, question, now)));
  const found = sources.slice(0, AssistantLimit.SOURCES);

  if (!found.length)
    return {
      answer: company
        ? `${AssistantMessage.NO_SOURCE}：平台数据中没有${company.name}这方面的信息。`
        : `${AssistantMessage.NO_SOURCE}。`,
      citations: [],
      mode: 'retrieval',
      refused: AssistantMessage.NO_SOURCE,
      suggestions: company ? companySuggestions(company.name) : GENERAL_SUGGESTIONS,
      company,
    };

  const retrieval: AssistantAnswer = {
    answer: retrievalText(found),
    citations: citationsOf(found),
    mode: 'retrieval',
    suggestions: [],
    company,
  };
  const endpoint = await modelEndpointOf(app.db, instId);
  if (!endpoint) return retrieval;

  const history: ChatMessage[] = (ask.history ?? []).slice(-AssistantLimit.HISTORY_TURNS).map((t) => ({
    role: t.role,
    content: t.content.slice(0, AssistantLimit.HISTORY_TEXT),
  }));
  const result = await chatCompletion(
    endpoint,
    [{ role: 'system', content: SYSTEM_PROMPT }, ...history, { role: 'user', content: modelPrompt(question, found) }],
    { policy: { allowedHosts: app.config.gatewayAllowedHosts } },
  );
  if (!result.ok) {
    app.log.warn({ reason: result.reason, message: result.message }, 'assistant: model endpoint failed');
    return {
      ...retrieval,
      notice: result.reason === 'timeout' ? AssistantMessage.MODEL_TIMEOUT : AssistantMessage.MODEL_FAILED,
    };
  }
  const text = result.content.trim().slice(0, AssistantLimit.ANSWER);
  const verdict = verifyModelAnswer(text, found.length);
  if (!verdict.ok) return { ...retrieval, notice: verdict.notice };
  return {
    answer: text,
    citations: citationsOf(found).filter((c) => verdict.cited.includes(c.n)),
    mode: 'model',
    suggestions: [],
    company,
  };
}
