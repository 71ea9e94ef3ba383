import { badRequest, validationMessage } from '../../platform/http/errors';
import { validatorCompiler } from '../../platform/http/validation';

type Check = {
  (value: unknown): boolean;
  errors?:
    | { instancePath: string; keyword: string; params: Record<string, unknown>; schemaPath: string; message?: string }[]
    | null;
};

/**
 * The check of an export job's `params` against the page's own request schema: the same messages as the
 * page's search would give, naming the field under params (`badRequest` when they do not pass).
 */
export function exportParamsCheck(schema: object): (params: Record<string, unknown>) => void {
  const check = validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '' }) as Check;
  return (params) => {
    if (check(params)) return;
    const validation = (check.errors ?? []).map((e) => ({ ...e, instancePath: `/params${e.instancePath}` }));
    throw badRequest(validationMessage({ validation, validationContext: 'body' }));
  };
}
