import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  EnvelopeSchema,
  FileType,
  FormInteger,
  FormRowIdSchema,
  INT32_MAX,
  isUploadFileName,
  MATCH_REASON_DESC,
  MatchResult,
  RowIdSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_RECORDS,
  UploadMessage,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { sendDownload, uploadTemplate, workbook } from '../../../platform/files/download';
import { badRequest, forbidden, ok } from '../../../platform/http/errors';
import { readOneFile } from '../../../platform/files/fileUpload';
import type { ImportTarget } from '../../../core/importTargets';
import { matchEntries, parseResult } from './matching';
import { entriesOf, readSheet } from './spreadsheet';

const tags = ['upload'];
const FileTypeField = Type.String({ minLength: 1, maxLength: 60 });
const TargetId = RowIdSchema;
const EntId = Type.String({ minLength: 1, maxLength: 64 });
/** The other columns a target reads (`ImportTarget.readValues`): the SCS book's exposures, rating and limit. */
const RowValues = Type.Object(
  Object.fromEntries(
    ['loan', 'bill', 'guarantee', 'bond', 'offBalance', 'rating', 'limit', 'overdueDays', 'loanClass'].map((k) => [
      k,
      Type.Optional(Type.String({ maxLength: 200 })),
    ]),
  ),
  { additionalProperties: false },
);

/** Read the multipart body: one file (at most 20 MB, refused with the spec's message beyond) and a few fields. */
const readUpload = (request: FastifyRequest) => readOneFile(request, UPLOAD_MAX_BYTES, UploadMessage);

/**
 * Batch import (spec 2 §7): parse and match a spreadsheet, import the
 * matched companies into a target, the result file and the template, and
 * the manual-match search. Nothing is written before the confirmation, and
 * that is one transaction.
 */
export const uploadModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  // Multipart for this module's routes only; a file over the limit is an error, never silently cut.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1000 },
  });

  /** The target of a file type, once the user may use it. */
  async function targetFor(request: FastifyRequest, fileType: string): Promise<ImportTarget> {
    const target = app.importTargets.get(fileType);
    if (!target) throw badRequest(`不支持的上传类型：${fileType}`);
    if (target.right && !(await request.access()).can(target.right)) throw forbidden();
    return target;
  }
  const targetIdOf = (value: string | undefined): number | null => {
    if (value === undefined || value === '') return null;
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1 || id > INT32_MAX) throw badRequest('请求参数有误：targetId');
    return id;
  };

  app.post(
    '/esee/upload/dataParse',
    {
      // The workbook is read in a worker: an upload that starts heavy work, limited per user.
      config: { cost: 'upload' },
      schema: {
        tags,
        summary: '上传并解析企业名单（multipart：file，fileType，targetId）',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const user = requireUser(request);
      const upload = await readUpload(request);
      const target = await targetFor(request, upload.fields.fileType || FileType.BATCH_SEARCH);
      const targetId = targetIdOf(upload.fields.targetId);
      // Another institution's target is refused before the file is read.
      await target.existing(db, user, targetId, []);
      if (!isUploadFileName(upload.fileName)) throw badRequest(UploadMessage.WRONG_TYPE);
      const sheet = await readSheet(upload.bytes);
      const entries = entriesOf(sheet);
      const values = target.readValues?.(sheet);
      const rows = matchEntries(await app.companies.indexFor(entries.map((e) => e.text)), entries);
      if (values) for (const row of rows) row.values = values.get(row.excelLineNo) ?? {};
      const matched = [...new Set(rows.flatMap((r) => (r.entId ? [r.entId] : [])))];
      const held = await target.existing(db, user, targetId, matched);
      for (const row of rows) if (row.entId && held.has(row.entId)) row.relatedData = target.existingLabel;
      return ok(parseResult(upload.fileName, rows));
    },
  );

  app.post(
    '/esee/upload/dataConfirm',
    {
      config: { quota: 'import' },
      schema: {
        tags,
        summary: '导入匹配成功的企业',
        body: Type.Object({
          fileType: Type.Optional(FileTypeField),
          fileName: Type.String({ minLength: 1, maxLength: 200 }),
          targetId: Type.Optional(TargetId),
          regionCode: Type.Optional(Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$', maxLength: 6 })),
          totalRecord: Type.Optional(Type.Integer({ minimum: 0, maximum: UPLOAD_MAX_RECORDS })),
          confirmList: Type.Array(
            Type.Object({
              entId: EntId,
              data: Type.Optional(Type.String({ maxLength: 200 })),
              excelLineNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_048_576 })),
              values: Type.Optional(RowValues),
            }),
            { maxItems: UPLOAD_MAX_RECORDS },
          ),
        }),
        response: {
          200: EnvelopeSchema(
            Type.Object({
              imported: Type.Integer(),
              existing: Type.Integer(),
              targetId: Type.Union([Type.Integer(), Type.Null()]),
            }),
          ),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const target = await targetFor(request, body.fileType ?? FileType.BATCH_SEARCH);
      const targetId = body.targetId ?? null;
      await target.existing(db, user, targetId, []);
      // One row per company, the first row that named it.
      const seen = new Set<string>();
      const rows = body.confirmList.filter((r) => !seen.has(r.entId) && seen.add(r.entId));
      if (!rows.length) throw badRequest('没有可导入的企业');
      const known = await db
        .selectFrom('company')
        .select('ent_id')
        .where(
          'ent_id',
          'in',
          rows.map((r) => r.entId),
        )
        .execute();
      if (known.length !== rows.length) throw badRequest('请求参数有误：包含不存在的企业');
      const result = await db.transaction().execute((trx) =>
        target.importInto(trx, {
          user,
          targetId,
          fileName: body.fileName.trim(),
          totalRecord: Math.max(body.totalRecord ?? 0, body.confirmList.length),
          companies: rows.map((r, i) => ({
            entId: r.entId,
            data: r.data ?? '',
            line: r.excelLineNo ?? i + 2,
            values: r.values,
          })),
          options: { regionCode: body.regionCode },
        }),
      );
      return ok(result);
    },
  );

  app.post(
    '/esee/upload/matchResult',
    {
      config: { cost: 'export' },
      schema: {
        tags,
        summary: '下载匹配结果（.xlsx）',
        body: Type.Object({
          fileName: Type.String({ minLength: 1, maxLength: 200 }),
          origDataList: Type.Array(
            Type.Object({
              data: Type.String({ maxLength: 200 }),
              dataType: Type.Optional(Type.String({ maxLength: 40 })),
              dataTypeDesc: Type.Optional(Type.String({ maxLength: 40 })),
              matchResult: Type.Optional(Type.String({ maxLength: 60 })),
              correctData: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
              matchReasonDesc: Type.Optional(Type.String({ maxLength: 60 })),
              matchScore: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()])),
            }),
            { maxItems: UPLOAD_MAX_RECORDS },
          ),
        }),
      },
    },
    async (request, reply) => {
      const { fileName, origDataList } = request.body;
      const base = fileName.replace(/\.(xlsx?|XLSX?)$/, '');
      const book = await workbook([
        {
          name: '匹配结果',
          header: ['序号', '上传数据', '数据类型', '匹配结果', '匹配企业', '匹配依据', '匹配得分'],
          rows: origDataList.map((r, i) => [
            i + 1,
            r.data,
            r.dataTypeDesc ?? '',
            r.matchResult ?? '',
            r.correctData ?? '',
            r.matchReasonDesc ?? '',
            r.matchScore ?? '',
          ]),
          widths: [6, 40, 16, 24, 40, 28, 10],
        },
        { name: '按匹配依据统计', header: ['匹配依据', '行数'], rows: countsByReason(origDataList), widths: [36, 10] },
      ]);
      return sendDownload(reply, `${base}_匹配结果.xlsx`, book);
    },
  );

  // One template for every upload, the closer-bank match's included.
  for (const url of ['/esee/upload/template', '/esee/batchMatch/template', '/esee/monitorManage/template'])
    app.get(url, { schema: { tags, summary: '批量导入模板（.xlsx）' } }, async (_request, reply) =>
      sendDownload(reply, '企业名单导入模板.xlsx', await templateWorkbook()),
    );

  app.post(
    '/esee/batchSearch/commonCompanyMatch',
    {
      config: { cost: 'search' },
      schema: {
        tags,
        summary: '手动匹配：按名称搜索企业（表单）',
        body: Type.Object({
          nameLike: Type.String({ maxLength: 100 }),
          pageNum: Type.Optional(FormInteger),
          pageSize: Type.Optional(FormInteger),
          fileType: Type.Optional(FileTypeField),
          targetId: Type.Optional(FormRowIdSchema),
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const name = body.nameLike.trim();
      if ([...name].length < 2) throw badRequest(UploadMessage.SEARCH_TOO_SHORT);
      const target = await targetFor(request, body.fileType ?? FileType.BATCH_SEARCH);
      const pageNum = Number(body.pageNum ?? 1);
      const pageSize = Math.min(50, Number(body.pageSize ?? 10));
      const { total, rows } = await app.companies.page(name, pageNum, pageSize);
      const held = await target.existing(
        db,
        user,
        body.targetId === undefined ? null : Number(body.targetId),
        rows.map((r) => r.entId),
      );
      return ok({
        page: { totalPage: Math.ceil(total / pageSize), total, pageNum, pageSize },
        list: rows.map((r) => ({
          ...r,
          existFlag: held.has(r.entId),
          relatedData: held.has(r.entId) ? target.existingLabel : '',
        })),
      });
    },
  );
};

/** How many rows matched for each reason, in the order of `MATCH_REASON_DESC`; rows left unmatched by their result. */
export function countsByReason(
  rows: readonly { matchResult?: string; matchReasonDesc?: string }[],
): [string, number][] {
  const counts = new Map<string, number>(Object.values(MATCH_REASON_DESC).map((d) => [d, 0]));
  for (const r of rows) {
    const key = r.matchReasonDesc || r.matchResult || MatchResult.NOT_FOUND;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 0);
}

/** The template: one column to fill, and how to fill it on a second sheet. */
const templateWorkbook = () =>
  uploadTemplate(
    '企业名单',
    '在“企业名单”第一列逐行填写企业全称、统一社会信用代码、注册号或组织机构代码，每行一家企业。',
    [
      '名称中的全角半角、中英文括号、空格、繁体字、地区位置、组织形式、简称、拼音和个别错字会自动识别，并注明匹配依据。',
      '未匹配成功的企业可在上传结果中手动匹配。',
    ],
  );
