import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// verbose: an error carries the schema it broke, whose `title` labels the field in its message (validationMessage).
const common: Options = {
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  strict: false,
  verbose: true,
};

/** Query strings, path parameters and headers are text: numbers and booleans are converted. */
const coercing = new Ajv({ ...common, coerceTypes: 'array' });
/** A JSON body must carry the right types: `"authName": 123` is refused, not converted. */
const strict = new Ajv({ ...common, coerceTypes: false });

// `format` (date, email, uri...) is checked, not ignored as a bare Ajv does.
addFormats(coercing);
addFormats(strict);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object);
