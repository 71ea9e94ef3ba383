import { Type, type Static } from '@sinclair/typebox';

/** Password strengths of spec 1 §3. */
export const PasswordStrength = {
  ANY: 'ANY',
  ALPHA_REQUIRED: 'ALPHA_REQUIRED',
  UPPERCASE_AND_LOWERCASE: 'UPPERCASE_AND_LOWERCASE',
  UPPERCASE_AND_LOWERCASE_AND_NUM: 'UPPERCASE_AND_LOWERCASE_AND_NUM',
} as const;
export type PasswordStrength = (typeof PasswordStrength)[keyof typeof PasswordStrength];

/** `GET /framework/pwd_strength`: the institution's password policy. */
export const PasswordPolicySchema = Type.Object({
  specCharRequired: Type.Boolean(),
  illegalChar: Type.String(),
  length: Type.Integer({ minimum: 1 }),
  pwdStrength: Type.Union([
    Type.Literal(PasswordStrength.ANY),
    Type.Literal(PasswordStrength.ALPHA_REQUIRED),
    Type.Literal(PasswordStrength.UPPERCASE_AND_LOWERCASE),
    Type.Literal(PasswordStrength.UPPERCASE_AND_LOWERCASE_AND_NUM),
  ]),
});
export type PasswordPolicy = Static<typeof PasswordPolicySchema>;

/** The special characters a policy may require (spec 1 §5). */
export const SPECIAL_CHARS = '!@#$%^&*()=+/<>;:-';

const STRENGTH_TEXT: Record<PasswordStrength, string | null> = {
  ANY: null,
  ALPHA_REQUIRED: '包含字母（不能为纯数字）',
  UPPERCASE_AND_LOWERCASE: '同时包含大写和小写字母',
  UPPERCASE_AND_LOWERCASE_AND_NUM: '同时包含大写字母、小写字母和数字',
};

const STRENGTH_TEST: Record<PasswordStrength, (p: string) => boolean> = {
  ANY: () => true,
  ALPHA_REQUIRED: (p) => /[A-Za-z]/.test(p) && !/^\d+$/.test(p),
  UPPERCASE_AND_LOWERCASE: (p) => /[A-Z]/.test(p) && /[a-z]/.test(p),
  UPPERCASE_AND_LOWERCASE_AND_NUM: (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p),
};

export interface PasswordRule {
  /** The whole rule as one Chinese sentence, shown when a password breaks it. */
  message: string;
  test: (password: string) => boolean;
}

/**
 * The password rule built from the policy (spec 1 §5): no whitespace; the
 * strength's letters and digits; a special character if required; none of
 * the illegal characters; at least `length` characters. One function for
 * the browser (form validation) and the server (which enforces it).
 */
export function passwordRule(policy: PasswordPolicy): PasswordRule {
  const parts = ['不能包含空格'];
  const strength = STRENGTH_TEXT[policy.pwdStrength];
  if (strength) parts.push(`须${strength}`);
  if (policy.specCharRequired) parts.push(`须包含特殊字符（${SPECIAL_CHARS}中的至少一个）`);
  const illegal = [...new Set(policy.illegalChar)].join('');
  if (illegal) parts.push(`不能包含字符 ${illegal}`);
  parts.push(`长度至少 ${policy.length} 位`);
  return {
    message: `密码${parts.join('，')}`,
    test: (p) =>
      !/\s/.test(p) &&
      STRENGTH_TEST[policy.pwdStrength](p) &&
      (!policy.specCharRequired || [...SPECIAL_CHARS].some((c) => p.includes(c))) &&
      ![...illegal].some((c) => p.includes(c)) &&
      [...p].length >= policy.length,
  };
}
