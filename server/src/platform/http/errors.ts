import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorMessage, ResultCode, type Envelope } from '@esee/contracts';

/** A failure the client is told about: envelope code, Chinese message, HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 400,
    /** What the envelope's `data` carries, such as the bad rows of an import; null unless given. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalidSession = () => new AppError(ResultCode.INVALID_SESSION, ErrorMessage.INVALID_SESSION, 401);
export const forbidden = (message: string = ErrorMessage.FORBIDDEN) => new AppError(ResultCode.FORBIDDEN, message, 403);
export const notFound = (message: string = ErrorMessage.NOT_FOUND) => new AppError(ResultCode.NOT_FOUND, message, 404);
export const badRequest = (message: string) => new AppError(ResultCode.BAD_REQUEST, message, 400);

/** The success envelope. */
export const ok = <T>(data: T): Envelope<T> => ({ code: ResultCode.OK, data, message: 'success' });

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: '空值',
};

const PART_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** A Chinese sentence for the first schema violation, naming the field. */
export function validationMessage(error: Pick<FastifyError, 'validation' | 'validationContext'>): string {
  const first = error.validation?.[0];
  if (!first) return ErrorMessage.BAD_REQUEST;
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path || PART_NAMES[error.validationContext ?? ''] || '请求';
  let detail: string;
  switch (first.keyword) {
    case 'required':
      detail = `缺少必填字段 ${path ? `${path}.` : ''}${String(params.missingProperty)}`;
      break;
    case 'type':
      detail = `${field} 应为${String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或')}`;
      break;
    case 'minLength':
      detail = params.limit === 1 ? `${field} 不能为空` : `${field} 至少 ${String(params.limit)} 个字符`;
      break;
    case 'maxLength':
      detail = `${field} 不能超过 ${String(params.limit)} 个字符`;
      break;
    case 'minItems':
      detail = `${field} 至少 ${String(params.limit)} 项`;
      break;
    case 'maxItems':
      detail = `${field} 最多 ${String(params.limit)} 项`;
      break;
    case 'minimum':
    case 'maximum':
      detail = `${field} 超出允许范围`;
      break;
    case 'format':
    case 'pattern':
      detail = `${field} 格式不正确`;
      break;
    default:
      detail = `${field} 的值不合法`;
  }
  return `${ErrorMessage.BAD_REQUEST}：${detail}`;
}

/** Messages for Fastify's own client errors (unparsable body, too large, wrong content type). */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return `${ErrorMessage.BAD_REQUEST}：请求体不是合法的 JSON`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `${ErrorMessage.BAD_REQUEST}：请求体过大`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `${ErrorMessage.BAD_REQUEST}：不支持的请求类型`;
    default:
      return ErrorMessage.BAD_REQUEST;
  }
}

/**
 * Every failure leaves as the spec's envelope: known failures with their code
 * and message, invalid input with a sentence naming the field, anything
 * unexpected as code 500 with no detail (the detail goes to the log).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError)
        return reply.status(error.httpStatus).send({ code: error.code, data: error.data, message: error.message });
      if (error.validation)
        return reply.status(400).send({ code: ResultCode.BAD_REQUEST, data: null, message: validationMessage(error) });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = status === 429 ? ResultCode.TOO_MANY : ResultCode.BAD_REQUEST;
        const message = status === 429 ? ErrorMessage.TOO_MANY : clientErrorMessage(error);
        return reply.status(status).send({ code, data: null, message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: ResultCode.INTERNAL, data: null, message: ErrorMessage.INTERNAL });
    });
  },
  { name: 'errors' },
);
