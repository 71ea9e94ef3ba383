import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CompanyModelsSaveSchema,
  CompanyModelsSchema,
  EnvelopeSchema,
  FEATURE_MODELS,
  FEATURE_SWITCHES,
  FeatureModelSchema,
  CompanyCodeQuerySchema,
  InstParamName,
  isParamOn,
  parseSupportApp,
  PlatformMessage,
  SOLUTION_KEYS,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest, ok } from '../../../platform/http/errors';
import { isCustomer } from '../../../core/institutions/institutions';
import { loadInstParams, saveInstParam, type InstParams } from '../../../core/institutions/institution';
import { customerInst } from './queries';

/** The models an institution has: its solutions (getSupportApp) and the switches that are on. */
const modelsOf = (params: InstParams): string[] => [
  ...parseSupportApp(params.getSupportApp),
  ...FEATURE_SWITCHES.filter((name) => isParamOn(params[name])),
];

/** Every customer institution's models, for the catalogue's counts. */
async function everyInstitutionsModels(db: Db): Promise<string[][]> {
  const institutions = await db.selectFrom('institution').select('id').where(isCustomer).execute();
  return Promise.all(institutions.map(async (i) => modelsOf(await loadInstParams(db, i.id))));
}

/**
 * 功能模型 (spec 2 §7): the catalogue of what can be sold to an institution —
 * the four solutions and the feature switches of spec 1 §3 — and which ones an
 * institution has. Saving writes the institution parameters getSupportApp and
 * the switches; the members' next call (menu, remotes, rights) follows them,
 * since access is read per request.
 */
export const modelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['platform'];
  const config = { right: 'super' };

  app.get(
    '/esee/company/modelList',
    {
      config,
      schema: {
        tags,
        summary: '功能模型目录：四个解决方案与功能开关，及开通的机构数',
        response: { 200: EnvelopeSchema(Type.Array(FeatureModelSchema)) },
      },
    },
    async () => {
      const all = await everyInstitutionsModels(db);
      return ok(
        FEATURE_MODELS.map((m) => ({ ...m, institutionCount: all.filter((models) => models.includes(m.code)).length })),
      );
    },
  );

  app.get(
    '/esee/model/settableModelList',
    {
      config,
      schema: {
        tags,
        summary: '平台管理员可为机构设置的功能模型',
        response: {
          200: EnvelopeSchema(
            Type.Array(Type.Object({ code: Type.String(), title: Type.String(), kind: Type.String() })),
          ),
        },
      },
    },
    () => ok(FEATURE_MODELS.map(({ code, title, kind }) => ({ code, title, kind }))),
  );

  app.get(
    '/esee/company/companyModelList',
    {
      config,
      schema: {
        tags,
        summary: '机构已开通的功能模型',
        querystring: CompanyCodeQuerySchema,
        response: { 200: EnvelopeSchema(CompanyModelsSchema) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.query.instCode);
      return ok({ instCode: inst.code, models: modelsOf(await loadInstParams(db, inst.id)) });
    },
  );

  app.post(
    '/esee/company/saveCompanyModels',
    {
      config,
      schema: {
        tags,
        summary: '保存机构的功能模型（成员下次请求即生效）',
        body: CompanyModelsSaveSchema,
        response: { 200: EnvelopeSchema(CompanyModelsSchema) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.body.instCode);
      const models = request.body.models;
      const unknown = models.find((m) => !FEATURE_MODELS.some((f) => f.code === m));
      if (unknown) throw badRequest(`${PlatformMessage.MODEL_UNKNOWN}：${unknown}`);
      await db.transaction().execute(async (trx) => {
        const solutions = SOLUTION_KEYS.filter((k) => models.includes(k));
        await saveInstParam(trx, inst.id, InstParamName.SUPPORT_APP, solutions.join(','));
        for (const name of FEATURE_SWITCHES) await saveInstParam(trx, inst.id, name, String(models.includes(name)));
      });
      return ok({ instCode: inst.code, models: modelsOf(await loadInstParams(db, inst.id)) });
    },
  );
};
