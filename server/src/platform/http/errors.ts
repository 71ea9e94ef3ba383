import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorMessage, ResultCode, type Envelope } from '@esee/contracts';
import { validationMessage } from './validationMessage';

export { validationMessage };

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
 * and message, invalid input with a Chinese sentence naming the field by its label, anything
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
