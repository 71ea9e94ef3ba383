import { InstSettingLimit, isParamOn, parseSupportApp, SPECIAL_CHARS, type InstSettingsValues } from '@esee/contracts';
import { passwordPolicyOf, type InstParams } from './institution';

/**
 * The rules of an institution's own settings (机构设置), shared by the
 * institution's settings page and the platform administrator's parameter
 * editor, so a value is checked the same way wherever it is set.
 */

const within = (n: number, [min, max]: readonly [number, number]) => n >= min && n <= max;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d+\-() ]{3,30}$/;

/** The first problem of a settings form, as the page shows it; null when it is all right. */
export function settingsProblem(v: InstSettingsValues): string | null {
  const [minLen, maxLen] = InstSettingLimit.PWD_MIN_LENGTH;
  if (!Number.isInteger(v.pwdMinLength) || !within(v.pwdMinLength, InstSettingLimit.PWD_MIN_LENGTH))
    return `密码最小长度应为${minLen}–${maxLen}位`;
  if (/[\sA-Za-z0-9]/.test(v.pwdIllegalChar)) return '禁用字符只能是符号，不能包含字母、数字或空白';
  // A policy nobody can meet: special characters required, every one of them forbidden.
  if (v.pwdSpecCharRequired && [...SPECIAL_CHARS].every((c) => v.pwdIllegalChar.includes(c)))
    return '要求特殊字符时，不能禁用全部特殊字符';
  const [, maxAge] = InstSettingLimit.PWD_MAX_AGE_DAYS;
  if (!Number.isInteger(v.pwdMaxAgeDays) || !within(v.pwdMaxAgeDays, InstSettingLimit.PWD_MAX_AGE_DAYS))
    return `密码有效期应为0–${maxAge}天（0为不过期）`;
  if (v.servicePhone.trim() && !PHONE.test(v.servicePhone.trim())) return '服务电话格式不正确';
  if (v.serviceEmail.trim() && !EMAIL.test(v.serviceEmail.trim())) return '服务邮箱格式不正确';
  if (!within(v.boThreshold, InstSettingLimit.BO_THRESHOLD) || Math.round(v.boThreshold * 100) !== v.boThreshold * 100)
    return '受益所有人持股比例应为1–100，最多两位小数';
  return null;
}

/** The settings form's values from an institution's parameters. */
export function settingsOf(params: InstParams) {
  const policy = passwordPolicyOf(params);
  const maxAge = Number.parseInt(params.pwdMaxAgeDays, 10);
  const threshold = Number(params.boThreshold);
  return {
    pwdMinLength: policy.length,
    pwdStrength: policy.pwdStrength,
    pwdSpecCharRequired: policy.specCharRequired,
    pwdIllegalChar: policy.illegalChar,
    pwdMaxAgeDays: Number.isInteger(maxAge) && maxAge > 0 ? maxAge : 0,
    servicePhone: params.servicePhone,
    serviceEmail: params.serviceEmail,
    boThreshold: Number.isFinite(threshold) ? threshold : 25,
    boInclusive: isParamOn(params.boInclusive),
    supportApps: parseSupportApp(params.getSupportApp),
  };
}
