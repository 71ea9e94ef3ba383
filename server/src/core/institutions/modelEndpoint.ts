import type { Db } from '../../platform/db/database';
import { outboundFetch, OutboundRefused, type OutboundPolicy } from '../../platform/http/outbound';
import { openSecret } from '../../platform/secretSeal';

/**
 * An institution's OpenAI-compatible model endpoint (智能助手, issue 22) as the server uses it: loaded with its key
 * in clear, and the one call made to it, `POST {baseUrl}/chat/completions`. The platform administrator's calls that
 * edit it are in `modules/platform/modelEndpoints.ts`; the assistant is in `modules/assistant`.
 */
export interface ModelEndpointUse {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

/** The institution's endpoint; with `enabledOnly`, null when it is switched off. */
export async function modelEndpointOf(db: Db, instId: number, enabledOnly = true): Promise<ModelEndpointUse | null> {
  const row = await db.selectFrom('model_endpoint').selectAll().where('inst_id', '=', instId).executeTakeFirst();
  if (!row || (enabledOnly && !row.enabled)) return null;
  return {
    baseUrl: row.base_url,
    model: row.model,
    apiKey: row.key_sealed ? await openSecret(db, row.key_sealed) : null,
    timeoutMs: row.timeout_ms,
  };
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type ChatResult =
  | { ok: true; content: string; latencyMs: number }
  | { ok: false; reason: 'timeout' | 'failed'; message: string; latencyMs: number };

/** The completions URL of a base URL (`https://host/v1` → `https://host/v1/chat/completions`). */
export const completionsUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/**
 * One chat completion: temperature 0, the answer's text. Never throws: a timeout, a refused connection, an HTTP
 * error or an answer not in the chat-completions shape is a failure with a Chinese message (without the key).
 * The address is checked at the call, on the addresses it resolves to (`platform/http/outbound.ts`): https,
 * outside loopback and private ranges, unless the operator named the host (`policy`).
 */
export async function chatCompletion(
  endpoint: ModelEndpointUse,
  messages: ChatMessage[],
  options: { maxTokens?: number; policy: OutboundPolicy },
): Promise<ChatResult> {
  const started = performance.now();
  const took = () => performance.now() - started;
  try {
    const response = await outboundFetch(
      completionsUrl(endpoint.baseUrl),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: endpoint.model,
          messages,
          temperature: 0,
          stream: false,
          ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        }),
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      },
      options.policy,
    );
    if (!response.ok) {
      await response.body?.cancel();
      const why = response.status === 401 || response.status === 403 ? '（密钥无效或无权访问）' : '';
      return { ok: false, reason: 'failed', message: `模型服务返回 HTTP ${response.status}${why}`, latencyMs: took() };
    }
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      return { ok: false, reason: 'failed', message: '模型服务的应答不是 chat/completions 格式', latencyMs: took() };
    return { ok: true, content, latencyMs: took() };
  } catch (error) {
    if (error instanceof OutboundRefused)
      return { ok: false, reason: 'failed', message: `模型服务${error.message}`, latencyMs: took() };
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return {
        ok: false,
        reason: 'timeout',
        message: `模型服务 ${endpoint.timeoutMs / 1000} 秒内未应答`,
        latencyMs: took(),
      };
    return { ok: false, reason: 'failed', message: '无法连接模型服务（地址不可达或应答无效）', latencyMs: took() };
  }
}
