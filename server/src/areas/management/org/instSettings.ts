import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeSchema,
  InstParamName,
  InstSettingsSchema,
  InstSettingsValuesSchema,
  OrgSettingsMessage,
  RoleType,
  SOLUTIONS,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { badRequest, forbidden, ok } from '../../../platform/http/errors';
import { loadInstParams, saveInstParam } from '../../../core/institutions/institution';
import { settingsOf, settingsProblem } from '../../../core/institutions/instSettings';

/**
 * 机构设置: the institution's own settings, kept as institution parameters —
 * the password policy (read at login and at every password change), the
 * service desk, the beneficial-owner threshold. The name, code and enabled
 * solutions are shown read-only: the platform administrator sets those.
 */
export const instSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const url = '/framework/api/org/instSetting';

  const read = async (instId: number) => settingsOf(await loadInstParams(db, instId));

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
