import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeSchema,
  InstParamName,
  InstSettingLimit,
  InstSettingsSchema,
  InstSettingsValuesSchema,
  isParamOn,
  OrgSettingsMessage,
  parseSupportApp,
  RoleType,
  SOLUTIONS,
  SPECIAL_CHARS,
  type InstSettingsValues,
} from '@esee/contracts';
import { requireUser } from '../../platform/auth/plugin';
import { badRequest, forbidden, ok } from '../../platform/errors';
import { loadInstParams, passwordPolicyOf, saveInstParam } from '../../platform/institution';

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

/**
 * 机构设置: the institution's own settings, kept as institution parameters —
 * the password policy (read at login and at every password change), the
 * service desk, the beneficial-owner threshold. The name, code and enabled
 * solutions are shown read-only: the platform administrator sets those.
 */
export const instSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const url = '/framework/api/org/instSetting';

  const read = async (instId: number) => {
    const params = await loadInstParams(db, instId);
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
  };

  app.get(
    url,
    {
      config: { right: 'fmk' },
      schema: { tags: ['org'], summary: '机构设置', response: { 200: EnvelopeSchema(InstSettingsSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const { supportApps, ...values } = await read(user.instId);
      return ok({
        ...values,
        instCode: user.instCode,
        instName: user.instName,
        solutions: supportApps.map((s) => SOLUTIONS[s].title),
        editable: user.roleType === RoleType.INST_MGR,
      });
    },
  );

  app.post(
    url,
    {
      config: { right: 'fmk' },
      schema: { tags: ['org'], summary: '保存机构设置（仅机构管理员）', body: InstSettingsValuesSchema },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.roleType !== RoleType.INST_MGR) throw forbidden(OrgSettingsMessage.INST_MGR_ONLY);
      const v = request.body;
      const problem = settingsProblem(v);
      if (problem) throw badRequest(problem);
      const values: [InstParamName, string][] = [
        [InstParamName.PWD_MIN_LENGTH, String(v.pwdMinLength)],
        [InstParamName.PWD_STRENGTH, v.pwdStrength],
        [InstParamName.PWD_SPEC_CHAR_REQUIRED, String(v.pwdSpecCharRequired)],
        [InstParamName.PWD_ILLEGAL_CHAR, v.pwdIllegalChar],
        [InstParamName.PWD_MAX_AGE_DAYS, String(v.pwdMaxAgeDays)],
        [InstParamName.SERVICE_PHONE, v.servicePhone.trim()],
        [InstParamName.SERVICE_EMAIL, v.serviceEmail.trim()],
        [InstParamName.BO_THRESHOLD, String(v.boThreshold)],
        [InstParamName.BO_INCLUSIVE, String(v.boInclusive)],
      ];
      await db.transaction().execute(async (trx) => {
        for (const [name, value] of values) await saveInstParam(trx, user.instId, name, value);
      });
      return ok(null);
    },
  );
};
