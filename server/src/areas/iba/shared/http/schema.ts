import type { TSchema } from '@sinclair/typebox';
import { EnvelopeSchema } from '@esee/contracts';

/**
 * An IBA call's OpenAPI schema: the area's tag, what the call does, what it takes (`body` or `querystring`)
 * and the data its envelope answers with.
 */
export const ibaSchema = <I extends object, D extends TSchema>(summary: string, input: I, data: D) => ({
  tags: ['iba'],
  summary,
  ...input,
  response: { 200: EnvelopeSchema(data) },
});
