import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DaySchema,
  FileType,
  isRealDay,
  KEY_SURVEY_DEFAULT_DEPTH,
  KEY_SURVEY_DEFAULT_TYPES,
  KEY_SURVEY_MAX_FILES,
  KEY_SURVEY_MAX_TIP_DAYS,
  KEY_SURVEY_PAGE_SIZE,
  KEY_SURVEY_PERMISSION,
  KEY_SURVEY_RELATION_TYPES,
  PageNoSchema,
  PageSizeSchema,
  RISK_GRADES,
  RowIdSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_RECORDS,
  type KeySurveyMember,
  type KeySurveyRelationType,
  type KeySurveyResult,
  type RiskGrade,
  type SupplierRiskRow,
  chinaDay,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import { pageOf } from '../../../platform/db/paging';
import { sendDownload } from '../../../platform/files/download';
import { badRequest, ok } from '../../../platform/http/errors';
import { byLabel, riskSummaries } from '../../../core/risk/riskSummary';
import { EXAMPLE_NAME, exampleMembers } from './example';
import {
  fileCount,
  fileList,
  fileMembers,
  keySurveyTarget,
  oldestBeyondLimit,
  ownFile,
  tipsOf,
  withTips,
} from './files';
import { forgetSurvey, survey } from './survey';
import { listWorkbook, surveyWorkbook, templateWorkbook } from './workbooks';

const tags = ['keySurvey'];
const config = { right: KEY_SURVEY_PERMISSION };
const FileQuery = Type.Object({ fileId: RowIdSchema });
const SurveyOptions = {
  /** Relation types, comma-separated (KEY_SURVEY_RELATION_TYPES); the registered relations when absent. */
  relTypes: Type.Optional(Type.String({ maxLength: 100 })),
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
};
const Paging = { pageNum: Type.Optional(PageNoSchema), pageSize: Type.Optional(PageSizeSchema) };
const GRADES = RISK_GRADES.map((g) => g.grade);

/** The relation types asked for, checked; the registered relations when none. */
function typesOf(relTypes: string | undefined): KeySurveyRelationType[] {
  const asked = [
    ...new Set(
      (relTypes ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = asked.find((t) => !KEY_SURVEY_RELATION_TYPES.some((r) => r.code === t));
  if (unknown) throw badRequest(`请求参数有误：未知的关系类型 ${unknown}`);
  return asked.length ? (asked as KeySurveyRelationType[]) : KEY_SURVEY_DEFAULT_TYPES;
}

const baseName = (fileName: string) => fileName.replace(/\.xlsx?$/i, '');

/**
 * PRMA 重点排查 (spec 2 §7 "Relationship and key survey", query parameters): the lists a user uploads
 * through the batch import (FileType.KEY_SURVEY), kept as files with a tips validity, and each list's
 * companies grouped into 集团1, 集团2 … by the relations among them, with the paths.
 */
export const keySurveyModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const today = () => chinaDay(app.clock());
  app.importTargets.set(FileType.KEY_SURVEY, keySurveyTarget(app.clock));

  /** Rows of a list (`fileId`), or of the example (null), with their tips from the user's other lists. */
  const withUserTips = async (user: SessionUser, rows: Parameters<typeof withTips>[0], fileId: number | null) =>
    withTips(
      rows,
      await tipsOf(
        db,
        user,
        rows.map((r) => r.entId),
        today(),
        fileId,
      ),
    );
  /** A list's members with their tips from the user's other lists. */
  const membersOf = async (user: SessionUser, fileId: number) =>
    withUserTips(user, await fileMembers(db, fileId), fileId);
  const exampleOf = async (user: SessionUser) => withUserTips(user, await exampleMembers(db), null);
  const surveyResult = async (
    list: { fileId: number | null; fileName: string; members: KeySurveyMember[] },
    query: { relTypes?: string; depth?: number; pageNum?: number; pageSize?: number },
  ): Promise<KeySurveyResult> => {
    const types = typesOf(query.relTypes);
    const depth = query.depth ?? KEY_SURVEY_DEFAULT_DEPTH;
    const key = list.fileId === null ? 'example' : `file:${list.fileId}`;
    const s = await survey(db, key, list.members, types, depth, app.clock().getTime());
    const pageNum = query.pageNum ?? 1;
    const pageSize = query.pageSize ?? KEY_SURVEY_PAGE_SIZE;
    return {
      fileId: list.fileId,
      fileName: list.fileName,
      example: list.fileId === null,
      depth,
      types,
      memberCount: list.members.length,
      groupCount: s.groups.length,
      pageNum,
      pageSize,
      groups: s.groups.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      unrelated: s.unrelated,
      hubs: s.hubs.slice(0, 50),
    };
  };
  const exportSurvey = async (
    list: { fileId: number | null; fileName: string; members: KeySurveyMember[] },
    query: { relTypes?: string; depth?: number },
  ) => {
    const types = typesOf(query.relTypes);
    const depth = query.depth ?? KEY_SURVEY_DEFAULT_DEPTH;
    const key = list.fileId === null ? 'example' : `file:${list.fileId}`;
    const s = await survey(db, key, list.members, types, depth, app.clock().getTime());
    return surveyWorkbook(s, { listName: list.fileName, types, depth });
  };

  app.get(
    '/esee/keySurvey/template/entName',
    { config, schema: { tags, summary: '重点排查名单模板（.xlsx）' } },
    async (_request, reply) => sendDownload(reply, '重点排查名单模板.xlsx', await templateWorkbook()),
  );

  app.get(
    '/esee/keySurvey/uploadNumLimit',
    { config, schema: { tags, summary: '上传限制：最多文件数、已用文件数、每个文件最多条数与大小' } },
    async (request) =>
      ok({
        maxFileCount: KEY_SURVEY_MAX_FILES,
        fileCount: await fileCount(db, requireUser(request)),
        maxRecord: UPLOAD_MAX_RECORDS,
        maxFileSize: UPLOAD_MAX_BYTES,
      }),
  );

  app.post(
    '/esee/keySurvey/getUploadFileName',
    { config, schema: { tags, summary: '文件名称（fileId）', querystring: FileQuery } },
    async (request) => {
      const file = await ownFile(db, requireUser(request), request.query.fileId);
      return ok({ fileId: file.id, fileName: file.fileName });
    },
  );

  app.post(
    '/esee/keySurvey/getUploadFileInfoList',
    {
      config,
      schema: {
        tags,
        summary: '本人上传的重点排查名单，新者在前（pageNum，pageSize，fileName）',
        querystring: Type.Object({ ...Paging, fileName: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
    },
    async (request) => {
      const day = today();
      const rows = await fileList(db, requireUser(request), pageOf(request.query), request.query.fileName?.trim());
      return ok({
        total: Number(rows[0]?.total ?? 0),
        list: rows.map(({ total: _total, ...r }) => ({
          ...r,
          tipsValid: r.tipsValidUntil !== null && r.tipsValidUntil >= day,
        })),
      });
    },
  );

  app.get(
    '/esee/keySurvey/download/entName',
    { config: { ...config, cost: 'export' }, schema: { tags, summary: '下载名单（.xlsx）', querystring: FileQuery } },
    async (request, reply) => {
      const file = await ownFile(db, requireUser(request), request.query.fileId);
      return sendDownload(
        reply,
        `${baseName(file.fileName)}_名单.xlsx`,
        await listWorkbook(await fileMembers(db, file.id)),
      );
    },
  );

  app.post(
    '/esee/keySurvey/deleteUploadFile',
    { config, schema: { tags, summary: '删除名单（fileId）', querystring: FileQuery } },
    async (request) => {
      const file = await ownFile(db, requireUser(request), request.query.fileId);
      await db.deleteFrom('key_survey_file').where('id', '=', file.id).execute();
      forgetSurvey(db, `file:${file.id}`);
      return ok(null);
    },
  );

  app.post(
    '/esee/keySurvey/deleteFileToLtLimit',
    { config, schema: { tags, summary: '删除最早的名单，使再上传一个不超过上限；答复删除了哪些' } },
    async (request) => {
      const user = requireUser(request);
      const oldest = await oldestBeyondLimit(db, user);
      if (oldest.length)
        await db
          .deleteFrom('key_survey_file')
          .where('user_id', '=', user.userId)
          .where(
            'id',
            'in',
            oldest.map((f) => f.fileId),
          )
          .execute();
      for (const f of oldest) forgetSurvey(db, `file:${f.fileId}`);
      return ok({ deleted: oldest, fileCount: await fileCount(db, user), maxFileCount: KEY_SURVEY_MAX_FILES });
    },
  );

  app.post(
    '/esee/keySurvey/editTipsValidTime',
    {
      config,
      schema: {
        tags,
        summary: '设置排查提示有效期（fileId，validUntil 或 days）',
        querystring: Type.Object({
          fileId: RowIdSchema,
          validUntil: Type.Optional(DaySchema),
          days: Type.Optional(Type.Integer({ minimum: 0, maximum: KEY_SURVEY_MAX_TIP_DAYS })),
        }),
      },
    },
    async (request) => {
      const { fileId, validUntil, days } = request.query;
      const file = await ownFile(db, requireUser(request), fileId);
      if ((validUntil === undefined) === (days === undefined))
        throw badRequest('请求参数有误：请给出有效期至（validUntil）或有效天数（days）之一');
      if (validUntil !== undefined && !isRealDay(validUntil)) throw badRequest('请求参数有误：validUntil');
      const latest = chinaDay(app.clock(), KEY_SURVEY_MAX_TIP_DAYS);
      if (validUntil !== undefined && validUntil > latest)
        throw badRequest(`有效期不能超过${KEY_SURVEY_MAX_TIP_DAYS}天`);
      const until = validUntil ?? chinaDay(app.clock(), days);
      await db.updateTable('key_survey_file').set({ tips_valid_until: until }).where('id', '=', file.id).execute();
      return ok({ fileId: file.id, tipsValidUntil: until, tipsValid: until >= today() });
    },
  );

  app.post(
    '/esee/keySurvey/enhanceList',
    {
      config: { ...config, cost: 'graph' },
      schema: {
        tags,
        summary: '名单内企业按关联归为集团1、集团2…，含关联路径；未发现关联的企业单列',
        querystring: Type.Object({ fileId: RowIdSchema, ...SurveyOptions, ...Paging }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await ownFile(db, user, request.query.fileId);
      const members = await membersOf(user, file.id);
      return ok(await surveyResult({ fileId: file.id, fileName: file.fileName, members }, request.query));
    },
  );

  app.post(
    '/esee/keySurvey/exportEnhance',
    {
      config: { ...config, cost: 'export' },
      schema: {
        tags,
        summary: '导出重点排查结果（.xlsx：集团成员、关联路径）',
        querystring: Type.Object({ fileId: RowIdSchema, ...SurveyOptions }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await ownFile(db, user, request.query.fileId);
      const members = await membersOf(user, file.id);
      const book = await exportSurvey({ fileId: file.id, fileName: file.fileName, members }, request.query);
      return sendDownload(reply, `${baseName(file.fileName)}_重点排查结果.xlsx`, book);
    },
  );

  app.post(
    '/esee/example/keySurvey/enhanceList',
    {
      config: { ...config, cost: 'graph' },
      schema: {
        tags,
        summary: '示例数据的重点排查结果（未上传名单时展示）',
        querystring: Type.Object({ ...SurveyOptions, ...Paging }),
      },
    },
    async (request) => {
      const members = await exampleOf(requireUser(request));
      return ok(await surveyResult({ fileId: null, fileName: EXAMPLE_NAME, members }, request.query));
    },
  );

  app.post(
    '/esee/example/keySurvey/exportEnhance',
    {
      config: { ...config, cost: 'export' },
      schema: { tags, summary: '导出示例数据的重点排查结果（.xlsx）', querystring: Type.Object(SurveyOptions) },
    },
    async (request, reply) => {
      const members = await exampleOf(requireUser(request));
      const book = await exportSurvey({ fileId: null, fileName: EXAMPLE_NAME, members }, request.query);
      return sendDownload(reply, `${EXAMPLE_NAME}_重点排查结果.xlsx`, book);
    },
  );

  app.post(
    '/esee/keySurvey/supplierRisk',
    {
      config: { ...config, cost: 'graph' },
      schema: {
        tags,
        summary: '供应商风险排查：名单内企业的风险清单计数、风险等级与所属集团（grade 筛选）',
        querystring: Type.Object({
          fileId: RowIdSchema,
          grade: Type.Optional(Type.Union(GRADES.map((g) => Type.Literal(g)))),
          ...Paging,
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await ownFile(db, user, request.query.fileId);
      const members = await membersOf(user, file.id);
      const ids = members.map((m) => m.entId);
      const [s, risks] = await Promise.all([
        survey(
          db,
          `file:${file.id}`,
          members,
          KEY_SURVEY_DEFAULT_TYPES,
          KEY_SURVEY_DEFAULT_DEPTH,
          app.clock().getTime(),
        ),
        riskSummaries(db, ids, app.clock()),
      ]);
      const groupOf = new Map(s.groups.flatMap((g) => g.members.map((m) => [m.entId, g.name] as const)));
      const byGrade = Object.fromEntries(GRADES.map((g) => [g, 0])) as Record<RiskGrade, number>;
      const rows: SupplierRiskRow[] = members.map((m) => {
        const risk = risks.get(m.entId);
        const grade = risk?.grade ?? 'A';
        byGrade[grade]++;
        return {
          entId: m.entId,
          name: m.name,
          lineNo: m.lineNo,
          status: m.status,
          riskCount: risk?.total ?? 0,
          riskGrade: grade,
          risks: byLabel(risk),
          group: groupOf.get(m.entId) ?? null,
        };
      });
      const chosen = request.query.grade ? rows.filter((r) => r.riskGrade === request.query.grade) : rows;
      const page = pageOf(request.query);
      return ok({ total: chosen.length, list: chosen.slice(page.offset, page.offset + page.limit), byGrade });
    },
  );
};
