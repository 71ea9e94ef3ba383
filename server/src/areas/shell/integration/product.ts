import type { FastifyReply } from 'fastify';
import { IntegrationLimit, IntegrationMessage, ResultCode } from '@esee/contracts';
import { AppError, forbidden, ok } from '../../../platform/http/errors';
import { outboundFetch, OutboundRefused, type OutboundPolicy } from '../../../platform/http/outbound';

/** At most `limit` bytes of a body, or null when it is longer. */
async function boundedText(response: Response, limit: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * `/esee/cmschina/product`: the institution's product service asked server-side (its address is the platform
 * administrator's, never the caller's), bounded in time and size. Its answer is the data; a failing answer goes
 * back as-is under 9999 (spec 1 §7: "a failure returns its body to the caller"); no answer at all is 19999. The
 * address is checked again here, on the addresses it resolves to (`platform/http/outbound.ts`): https, outside
 * loopback and private ranges, unless the operator named the host.
 */
export async function fetchProduct(
  reply: FastifyReply,
  target: string | null,
  productId: string | undefined,
  policy: OutboundPolicy,
) {
  if (!target) throw forbidden(IntegrationMessage.TARGET_UNSET);
  const url = new URL(target);
  if (productId) url.searchParams.set('productId', productId);
  let response: Response;
  let text: string | null;
  try {
    response = await outboundFetch(
      url.href,
      { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(IntegrationLimit.UPSTREAM_TIMEOUT_MS) },
      policy,
    );
    text = await boundedText(response, IntegrationLimit.UPSTREAM_MAX_BYTES);
  } catch (error) {
    const why = error instanceof OutboundRefused ? `：产品服务${error.message}` : '';
    throw new AppError(ResultCode.DATA_COMMUNICATION, `${IntegrationMessage.UPSTREAM_FAILED}${why}`, 200);
  }
  if (text === null) throw new AppError(ResultCode.DATA_COMMUNICATION, IntegrationMessage.UPSTREAM_FAILED, 200);
  if (!response.ok) {
    return reply.send({
      code: ResultCode.PASS_THROUGH,
      data: parsed(text),
      message: IntegrationMessage.UPSTREAM_FAILED,
    });
  }
  return ok(parsed(text));
}
