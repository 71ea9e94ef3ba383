import { Type, type Static } from '@sinclair/typebox';

/**
 * IBA 智能助手 (issue 22, product pages §3.10): answers from the platform's own data — a company's registry facts,
 * holders, holdings, people, judicial and risk counts; articles of the law library — each sentence citing its
 * source with the data's as-of day, and a refusal when nothing in the platform supports an answer. An
 * institution may connect an OpenAI-compatible model endpoint (功能模型设置, the platform administrator's); the
 * model only rewords the retrieved sources and its answer is checked against them.
 */

/** The menu entry's permission key, checked by the server on every call. */
export const ASSISTANT_PERMISSION = 'app:iba:modelAI';
export const ASSISTANT_PATH = '/investment/modelAI';

export const AssistantLimit = {
  QUESTION: 300,
  /** Earlier turns sent along (the page keeps the last ones). */
  HISTORY_TURNS: 6,
  HISTORY_TEXT: 2000,
  /** Sources handed to the model, at most. */
  SOURCES: 8,
  ANSWER: 4000,
  BASE_URL: 300,
  MODEL: 100,
  API_KEY: 500,
  TIMEOUT_MIN_S: 1,
  TIMEOUT_MAX_S: 120,
  HISTORY_PAGE: 50,
} as const;

export const AssistantMessage = {
  NO_SOURCE: '未在平台数据中找到依据，无法回答',
  ENDPOINT_MISSING: '本机构未配置大模型接入',
  MODEL_UNVERIFIED: '大模型的回答未能通过来源核验，已改用检索回答',
  MODEL_FAILED: '大模型服务暂不可用，已改用检索回答',
  MODEL_TIMEOUT: '大模型服务响应超时，已改用检索回答',
  MODEL_DECLINED: '大模型未能依据来源作答，已改用检索回答',
} as const;

export const ASSISTANT_CITATION_KINDS = ['company', 'law', 'review'] as const;
export type AssistantCitationKind = (typeof ASSISTANT_CITATION_KINDS)[number];

const TurnSchema = Type.Object({
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String({ maxLength: AssistantLimit.HISTORY_TEXT }),
});

/** `POST /esee/modelAI/ask`. */
export const AssistantAskSchema = Type.Object({
  question: Type.String({ minLength: 1, maxLength: AssistantLimit.QUESTION }),
  /** The company asked about, when the page knows it (else recognised by name in the question or history). */
  companyId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  history: Type.Optional(Type.Array(TurnSchema, { maxItems: AssistantLimit.HISTORY_TURNS })),
});
export type AssistantAsk = Static<typeof AssistantAskSchema>;
export type AssistantTurn = Static<typeof TurnSchema>;

export const AssistantCitationSchema = Type.Object({
  /** The marker `[n]` in the answer. */
  n: Type.Integer(),
  kind: Type.Union([Type.Literal('company'), Type.Literal('law'), Type.Literal('review')]),
  title: Type.String(),
  detail: Type.String(),
  /** A page of the platform (company detail with its tab, the law with the article). */
  link: Type.String(),
  /** The day of the data (YYYY-MM-DD). */
  asOf: Type.String(),
});
export type AssistantCitation = Static<typeof AssistantCitationSchema>;

export const AssistantAnswerSchema = Type.Object({
  answer: Type.String(),
  citations: Type.Array(AssistantCitationSchema),
  mode: Type.Union([Type.Literal('retrieval'), Type.Literal('model')]),
  /** Why it would not answer (no source); absent when it answered. */
  refused: Type.Optional(Type.String()),
  /** A note on how the answer came to be (the model failed, its answer was not verified…). */
  notice: Type.Optional(Type.String()),
  /** Questions the platform can answer, offered with a refusal. */
  suggestions: Type.Array(Type.String()),
  /** The company the answer is about, for a follow-up question. */
  company: Type.Union([Type.Object({ entId: Type.String(), name: Type.String() }), Type.Null()]),
});
export type AssistantAnswer = Static<typeof AssistantAnswerSchema>;

export const AssistantHistoryQuerySchema = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: AssistantLimit.HISTORY_PAGE })),
});

export const AssistantHistoryItemSchema = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  mode: Type.Union([Type.Literal('retrieval'), Type.Literal('model')]),
  refused: Type.Boolean(),
  citationCount: Type.Integer(),
  askedAt: Type.String(),
});
export type AssistantHistoryItem = Static<typeof AssistantHistoryItemSchema>;
export const AssistantHistorySchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(AssistantHistoryItemSchema),
});
export type AssistantHistory = Static<typeof AssistantHistorySchema>;

// ---------------------------------------------------------------- model endpoints (platform administrator)

const InstCode = Type.String({ minLength: 1, maxLength: 32 });

/** An institution's model endpoint as the platform administrator sees it: never the key, only whether one is set. */
export const ModelEndpointSchema = Type.Object({
  instCode: Type.String(),
  instName: Type.String(),
  baseUrl: Type.String(),
  model: Type.String(),
  timeoutSeconds: Type.Integer(),
  enabled: Type.Boolean(),
  keySet: Type.Boolean(),
  lastTestAt: Type.Union([Type.String(), Type.Null()]),
  lastTestOk: Type.Union([Type.Boolean(), Type.Null()]),
  lastTestMessage: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});
export type ModelEndpoint = Static<typeof ModelEndpointSchema>;

export const ModelEndpointQuerySchema = Type.Object({ instCode: InstCode });
/** One institution's endpoint, or null when it has none. */
export const ModelEndpointAnswerSchema = Type.Union([ModelEndpointSchema, Type.Null()]);

export const ModelEndpointSaveSchema = Type.Object({
  instCode: InstCode,
  baseUrl: Type.String({ minLength: 1, maxLength: AssistantLimit.BASE_URL }),
  model: Type.String({ minLength: 1, maxLength: AssistantLimit.MODEL }),
  /** Write-only: absent keeps the saved key, '' removes it. */
  apiKey: Type.Optional(Type.String({ maxLength: AssistantLimit.API_KEY })),
  timeoutSeconds: Type.Integer({ minimum: AssistantLimit.TIMEOUT_MIN_S, maximum: AssistantLimit.TIMEOUT_MAX_S }),
  enabled: Type.Boolean(),
});
export type ModelEndpointSave = Static<typeof ModelEndpointSaveSchema>;

export const ModelEndpointTestSchema = Type.Object({
  ok: Type.Boolean(),
  message: Type.String(),
  latencyMs: Type.Integer(),
  testedAt: Type.String(),
});
export type ModelEndpointTest = Static<typeof ModelEndpointTestSchema>;
