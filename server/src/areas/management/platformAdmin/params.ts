import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  GlobalParamSaveSchema,
  GlobalParamSchema,
  GlobalSettingsSchema,
  INST_PARAM_DEFAULTS,
  InstParamName,
  InstParamSaveSchema,
  PasswordStrength,
  PlatformInstParamSchema,
  PlatformMessage,
  PRIVATE_INST_PARAMS,
  PRODUCT_NAME,
  SOLUTION_KEYS,
} from '@esee/contracts';
import { badRequest, ok } from '../../../platform/http/errors';
import { loadInstParams, saveInstParam, type InstParams } from '../../../core/institutions/institution';
import { parameterDefaults } from '../../../core/institutions/institutions';
import { settingsOf, settingsProblem } from '../../../core/institutions/instSettings';
import { saveGlobalSettings, storedGlobalSettings } from '../../../core/institutions/platformSettings';
import { customerInst } from './queries';

const NAMES = Object.keys(INST_PARAM_DEFAULTS) as InstParamName[];
const FLAGS: string[] = [
  InstParamName.ASSET_ALLOCATION,
  InstParamName.RESEARCH,
  InstParamName.CHINA_FUND,
  InstParamName.PWD_SPEC_CHAR_REQUIRED,
  InstParamName.BO_INCLUSIVE,
];
const NUMBERS: string[] = [
  InstParamName.PWD_MIN_LENGTH,
  InstParamName.PWD_MAX_AGE_DAYS,
  InstParamName.BO_THRESHOLD,
  InstParamName.EXPORT_ROWS_PER_DAY,
];
const JSON_OBJECTS: string[] = [InstParamName.CREDIT_REPORT_WEIGHTS, InstParamName.BANK_FLOW_THRESHOLDS];
const FREE_TEXT_MAX = 200;

const isJsonObject = (text: string) => {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};

/**
 * The problem with setting one parameter to a value, null when it is all
 * right. Where it is one of the 机构设置 fields, the settings page's own
 * rules decide, over the institution's other values.
 */
export function paramProblem(name: InstParamName, value: string, current: InstParams): string | null {
  if (name === InstParamName.SUPPORT_APP) {
    const keys = value
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter(Boolean);
    return keys.every((k) => (SOLUTION_KEYS as string[]).includes(k))
      ? null
      : `解决方案只能是 ${SOLUTION_KEYS.join(', ')}`;
  }
  if (FLAGS.includes(name) && !['true', 'false'].includes(value)) return '取值应为 true 或 false';
  if (NUMBERS.includes(name) && !/^-?\d+(\.\d+)?$/.test(value)) return '取值应为数字';
  if (name === InstParamName.PWD_STRENGTH && !Object.values(PasswordStrength).includes(value as PasswordStrength))
    return `密码强度应为 ${Object.values(PasswordStrength).join(', ')} 之一`;
  if (
    name === InstParamName.EXPORT_ROWS_PER_DAY &&
    !(Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= 10_000_000)
  )
    return '每日导出行数应为0–10000000的整数';
  if (JSON_OBJECTS.includes(name) && value && !isJsonObject(value)) return '取值应为 JSON 对象，或留空使用默认值';
  if (name === InstParamName.EXTERNAL_AUTH_SECRET && value && value.length < 32) return '密钥至少32个字符';
  if (name === InstParamName.EXTERNAL_AUTH_JWKS_URL && value && !/^https?:\/\/\S+$/.test(value))
    return '地址应以 http:// 或 https:// 开头';
  if (!JSON_OBJECTS.includes(name) && value.length > FREE_TEXT_MAX) return `取值不能超过${FREE_TEXT_MAX}个字符`;
  const settings = settingsOf({ ...current, [name]: value } as InstParams);
  if (name in settings) return settingsProblem(settings);
  return null;
}

const knownName = (name: string): InstParamName => {
  if (!(NAMES as string[]).includes(name)) throw badRequest(PlatformMessage.PARAM_UNKNOWN);
  return name as InstParamName;
};

/**
 * An institution's parameters (`/framework/api/ops/instParam`), the platform's
 * global parameters (defaults for new institutions) and its global settings.
 */
export const paramRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['platform'];
  const config = { right: 'super' };

  app.get(
    '/framework/api/ops/instParam',
    {
      config,
      schema: {
        tags,
        summary: '机构的全部参数（密钥只显示是否已设置）',
        querystring: Type.Object({ inst_code: Type.String({ minLength: 1, maxLength: 20 }) }),
        response: { 200: EnvelopeSchema(Type.Array(PlatformInstParamSchema)) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.query.inst_code);
      const rows = await db
        .selectFrom('inst_param')
        .select(['param_name', 'param_value', 'default_value'])
        .where('inst_id', '=', inst.id)
        .execute();
      return ok(
        NAMES.map((name) => {
          const row = rows.find((r) => r.param_name === name);
          const value = row?.param_value ?? null;
          const secret = PRIVATE_INST_PARAMS.includes(name);
          return {
            name,
            value: secret ? null : value,
            defaultValue: row?.default_value ?? INST_PARAM_DEFAULTS[name],
            secret,
            isSet: value !== null && value !== '',
          };
        }),
      );
    },
  );

  app.post(
    '/framework/api/ops/instParam',
    {
      config,
      schema: { tags, summary: '设置机构的一个参数（null 恢复默认值）', body: InstParamSaveSchema },
    },
    async (request) => {
      const { instCode, value } = request.body;
      const inst = await customerInst(db, instCode);
      const name = knownName(request.body.name);
      if (value !== null) {
        const problem = paramProblem(name, value.trim(), await loadInstParams(db, inst.id));
        if (problem) throw badRequest(problem);
      }
      await saveInstParam(db, inst.id, name, value === null ? null : value.trim());
      return ok(null);
    },
  );

  app.get(
    '/esee/platform/globalParameter',
    {
      config,
      schema: {
        tags,
        summary: '全局参数：新机构的参数默认值',
        response: { 200: EnvelopeSchema(Type.Array(GlobalParamSchema)) },
      },
    },
    async () => {
      const rows = await db.selectFrom('platform_param').select(['param_name', 'param_value']).execute();
      return ok(
        NAMES.filter((n) => !PRIVATE_INST_PARAMS.includes(n)).map((name) => ({
          name,
          builtIn: INST_PARAM_DEFAULTS[name],
          value: rows.find((r) => r.param_name === name)?.param_value ?? null,
        })),
      );
    },
  );

  app.post(
    '/esee/platform/globalParameter',
    {
      config,
      schema: { tags, summary: '设置一个全局参数（null 恢复内置默认值）', body: GlobalParamSaveSchema },
    },
    async (request) => {
      const name = knownName(request.body.name);
      // A secret is an institution's own: it has no platform-wide default.
      if (PRIVATE_INST_PARAMS.includes(name)) throw badRequest(PlatformMessage.PARAM_UNKNOWN);
      const value = request.body.value?.trim() ?? null;
      if (value === null) {
        await db.deleteFrom('platform_param').where('param_name', '=', name).execute();
        return ok(null);
      }
      const problem = paramProblem(name, value, await parameterDefaults(db));
      if (problem) throw badRequest(problem);
      await db
        .insertInto('platform_param')
        .values({ param_name: name, param_value: value })
        .onConflict((oc) => oc.column('param_name').doUpdateSet({ param_value: value, updated_at: app.clock() }))
        .execute();
      return ok(null);
    },
  );

  app.get(
    '/esee/platform/globalSetting',
    {
      config,
      schema: {
        tags,
        summary: '全局设置：平台名称、服务电话与邮箱（空：服务器配置）',
        response: {
          200: EnvelopeSchema(Type.Object({ stored: GlobalSettingsSchema, fallback: GlobalSettingsSchema })),
        },
      },
    },
    async () =>
      ok({
        stored: await storedGlobalSettings(db),
        fallback: {
          productName: PRODUCT_NAME,
          servicePhone: app.config.servicePhone,
          serviceEmail: app.config.serviceEmail,
        },
      }),
  );

  app.post(
    '/esee/platform/globalSetting',
    {
      config,
      schema: { tags, summary: '保存全局设置', body: GlobalSettingsSchema },
    },
    async (request) => {
      const v = request.body;
      const values = {
        ...settingsOf({ ...INST_PARAM_DEFAULTS }),
        servicePhone: v.servicePhone,
        serviceEmail: v.serviceEmail,
      };
      const problem = settingsProblem(values);
      if (problem) throw badRequest(problem);
      await saveGlobalSettings(db, v);
      return ok(null);
    },
  );
};
