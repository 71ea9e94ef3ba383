import { describe, expect, it } from 'vitest';
import { validationMessage } from './errors';
import { validatorCompiler } from './validation';

describe('request validation', () => {
  it('checks formats instead of ignoring them, and says which field is wrong by its Chinese label', () => {
    const validate = validatorCompiler({
      schema: { type: 'object', properties: { day: { type: 'string', format: 'date', title: '日期' } } },
      method: 'POST',
      url: '/x',
      httpPart: 'body',
    }) as ((data: unknown) => boolean) & { errors?: unknown[] };
    expect(validate({ day: '2026-11-23' })).toBe(true);
    expect(validate({ day: '2026-02-30' })).toBe(false);
    const message = validationMessage({ validation: validate.errors as never, validationContext: 'body' });
    expect(message).toBe('日期格式不正确');
  });
});
