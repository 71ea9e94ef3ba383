import { ResultCode } from '@esee/contracts';

/** A call the server answered with not found: the page's client errors carry the envelope's code. */
export const isNotFoundError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ResultCode.NOT_FOUND;
