import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  GreyAddSchema,
  GreyEntrySchema,
  GreyRemoveSchema,
  SCREENING_LIST_HEADER,
  SCREENING_PERMISSION,
  ScreeningComparisonSchema,
  ScreeningCompareQuerySchema,
  ScreeningListLoadedSchema,
  ScreeningListSchema,
  ScreeningRegeneratedSchema,
  ScreeningRunCreateSchema,
  ScreeningRunDetailSchema,
  ScreeningRunIdSchema,
  ScreeningRunListRequestSchema,
  ScreeningRunListSchema,
  ScreeningRunStartedSchema,
  UPLOAD_MAX_BYTES,
  UploadMessage,
  chinaDay,
  isRealDay,
  type ScreeningSnapshot,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import { sendDownload, workbook } from '../../../platform/files/download';
import { readOneFile } from '../../../platform/files/fileUpload';
import { renderPdf } from '../../../platform/files/pdf';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { compareHits } from './compare';
import { screeningReport } from './document';
import { readList } from './listTask';
import { addGrey, greyEntries, latestListVersions, removeGrey, saveListVersion } from './lists';
import { runPage, runRow, type RunRow } from './runs';
import { runScreening, sha256 } from './screen';

const LIST_FILE = /\.(xlsx|xls|csv)$/i;

/**
 * PRMA 名单筛查 (issue 42): lists loaded from spreadsheets (a version per load, read in a worker), the grey list,
 * screening runs on the job system, their report re-rendered from the kept snapshot, and a re-run as of today
 * compared with the run it repeats. Every call needs `app:prma:screening`; another institution's run answers 404.
 */
export const screeningModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['prma'];
  const config = { right: SCREENING_PERMISSION };
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
  });

  const screeningRun = app.workRuns.define<{ runId: number }>({
    name: 'prma.screening',
    faultReason: '名单筛查失败，请稍后重新筛查',
    run: ({ runId }, context) => runScreening(db, runId, context, app.clock),
  });
  const scopeOf = (runId: number) => `screening:${runId}`;

  /** Keep a run's inputs and put it on the job system. */
  async function startRun(user: SessionUser, entIds: string[], asOf: string, previousRunId: number | null) {
    const { id } = await db
      .insertInto('screening_run')
      .values({
        inst_id: user.instId,
        user_id: user.userId,
        as_of: asOf,
        ent_ids: entIds,
        previous_run_id: previousRunId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const work = await app.workRuns.start(screeningRun, {
      instId: user.instId,
      userId: user.userId,
      scope: scopeOf(id),
      params: { runId: id },
    });
    await db.updateTable('screening_run').set({ work_run_id: work.runId }).where('id', '=', id).execute();
    return id;
  }

  /** The institution's run, or 404 (another institution's run is not found either). */
  async function ownRun(user: SessionUser, runId: number): Promise<RunRow> {
    const run = await runRow(db, user.instId, runId);
    if (!run) throw notFound('筛查记录不存在');
    return run;
  }

  app.post(
    '/esee/prma/screening/lists/upload',
    {
      config: { ...config, cost: 'upload' },
      schema: {
        tags,
        summary:
          '导入名单（multipart：file .xlsx/.xls/.csv，listName）：在后台线程读取并逐行校验，全部通过才成为名单的新版本',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(ScreeningListLoadedSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const upload = await readOneFile(request, UPLOAD_MAX_BYTES, UploadMessage);
      const listName = (upload.fields.listName ?? '').trim();
      if (!listName) throw badRequest('请填写名单名称');
      if ([...listName].length > 50) throw badRequest('名单名称不能超过50个字');
      if (!LIST_FILE.test(upload.fileName)) throw badRequest('仅支持上传.xlsx、.xls、.csv格式的文件');
      const { entries } = await readList({ fileName: upload.fileName, bytes: upload.bytes });
      return ok(await saveListVersion(db, user, { listName, fileName: upload.fileName, entries }));
    },
  );

  app.get(
    '/esee/prma/screening/lists',
    {
      config,
      schema: {
        tags,
        summary: '本机构的名单（各名单的最新版本）',
        response: { 200: EnvelopeSchema(Type.Array(ScreeningListSchema)) },
      },
    },
    async (request) => ok((await latestListVersions(db, requireUser(request).instId)).map((v) => v.view)),
  );

  app.get(
    '/esee/prma/screening/lists/template',
    { config, schema: { tags, summary: '名单导入模板（.xlsx）' } },
    async (_request, reply) =>
      sendDownload(
        reply,
        '名单导入模板.xlsx',
        await workbook([
          {
            name: '名单',
            header: [...SCREENING_LIST_HEADER],
            rows: [
              ['示例科技有限公司', '企业', '91110000000000000X', '被列入制裁名单', '2026-01-15'],
              ['张三', '个人', '', '涉嫌洗钱', '2025-12-01'],
            ],
            widths: [28, 8, 26, 30, 14],
          },
        ]),
      ),
  );

  app.get(
    '/esee/prma/screening/grey',
    {
      config,
      schema: { tags, summary: '本机构的灰名单', response: { 200: EnvelopeSchema(Type.Array(GreyEntrySchema)) } },
    },
    async (request) => ok(await greyEntries(db, requireUser(request).instId)),
  );

  app.post(
    '/esee/prma/screening/grey/add',
    { config, schema: { tags, summary: '加入灰名单', body: GreyAddSchema } },
    async (request) => {
      await addGrey(db, requireUser(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/esee/prma/screening/grey/remove',
    { config, schema: { tags, summary: '移出灰名单（条目保留记录，灰名单版本递增）', body: GreyRemoveSchema } },
    async (request) => {
      await removeGrey(db, requireUser(request), request.body.id, app.clock());
      return ok(null);
    },
  );

  app.post(
    '/esee/prma/screening/runs/create',
    {
      config: { ...config, cost: 'graph' },
      schema: {
        tags,
        summary: '发起名单筛查（企业及其股东、对外投资、董监高；风险记录、名单、灰名单），在后台运行',
        body: ScreeningRunCreateSchema,
        response: { 200: EnvelopeSchema(ScreeningRunStartedSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const today = chinaDay(app.clock());
      const asOf = request.body.asOf ?? today;
      if (!isRealDay(asOf)) throw badRequest('筛查基准日不是有效日期');
      if (asOf > today) throw badRequest('筛查基准日不能晚于今天');
      const entIds = [...new Set(request.body.entIds)];
      const found = await db.selectFrom('company').select('ent_id').where('ent_id', 'in', entIds).execute();
      if (found.length < entIds.length) throw notFound('未找到该企业');
      return ok({ runId: await startRun(user, entIds, asOf, null) });
    },
  );

  app.post(
    '/esee/prma/screening/runs/rerun',
    {
      config: { ...config, cost: 'graph' },
      schema: {
        tags,
        summary: '按今日重新筛查：同样的企业，基准日为今天',
        body: ScreeningRunIdSchema,
        response: { 200: EnvelopeSchema(ScreeningRunStartedSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const run = await ownRun(user, request.body.runId);
      return ok({ runId: await startRun(user, run.entIds, chinaDay(app.clock()), run.runId) });
    },
  );

  app.post(
    '/esee/prma/screening/runs/list',
    {
      config,
      schema: {
        tags,
        summary: '本机构的筛查记录，最新在前',
        body: ScreeningRunListRequestSchema,
        response: { 200: EnvelopeSchema(ScreeningRunListSchema) },
      },
    },
    async (request) => ok(await runPage(db, requireUser(request).instId, request.body)),
  );

  app.get(
    '/esee/prma/screening/runs/detail',
    {
      config,
      schema: {
        tags,
        summary: '筛查详情：进度、结果快照、校验码与报告的 SHA-256',
        querystring: ScreeningRunIdSchema,
        response: { 200: EnvelopeSchema(ScreeningRunDetailSchema) },
      },
    },
    async (request) => {
      const run = await ownRun(requireUser(request), request.query.runId);
      const progress = await app.workRuns.latest(screeningRun, scopeOf(run.runId));
      return ok({
        run: run.view,
        progress: progress ?? {
          runId: 0,
          state: 'failed' as const,
          progress: 0,
          stage: null,
          failureReason: '筛查未能启动，请重新筛查',
          startedBy: run.view.createdBy,
          createdAt: run.view.createdAt,
          finishedAt: null,
        },
        snapshot: run.snapshot ? (JSON.parse(run.snapshot) as ScreeningSnapshot) : null,
        snapshotSha256: run.snapshotSha256,
        pdfSha256: run.pdfSha256,
      });
    },
  );

  app.get(
    '/esee/prma/screening/runs/report',
    {
      config: { ...config, cost: 'export' },
      schema: { tags, summary: '下载筛查报告（PDF，筛查完成时生成）', querystring: ScreeningRunIdSchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const run = await ownRun(user, request.query.runId);
      const pdf = await db.selectFrom('screening_run').select('pdf').where('id', '=', run.runId).executeTakeFirst();
      if (!pdf?.pdf) throw badRequest('筛查尚未完成');
      return sendDownload(reply, `名单筛查报告_${run.runId}.pdf`, pdf.pdf, 'application/pdf');
    },
  );

  app.post(
    '/esee/prma/screening/runs/regenerate',
    {
      config: { ...config, cost: 'export' },
      schema: {
        tags,
        summary: '重新生成报告：由保存的结果快照重新排版，答复新文件的 SHA-256 及是否与原报告一致',
        body: ScreeningRunIdSchema,
        response: { 200: EnvelopeSchema(ScreeningRegeneratedSchema) },
      },
    },
    async (request) => {
      const run = await ownRun(requireUser(request), request.body.runId);
      if (!run.snapshot || !run.snapshotSha256 || !run.pdfSha256) throw badRequest('筛查尚未完成');
      // From the kept text and checksum only: the report never reads today's data.
      const pdf = await renderPdf(screeningReport(JSON.parse(run.snapshot) as ScreeningSnapshot, run.snapshotSha256));
      const pdfSha256 = sha256(pdf);
      return ok({ pdfSha256, storedSha256: run.pdfSha256, matches: pdfSha256 === run.pdfSha256 });
    },
  );

  app.get(
    '/esee/prma/screening/runs/compare',
    {
      config,
      schema: {
        tags,
        summary: '两次筛查对比：新增、移除、变化的命中',
        querystring: ScreeningCompareQuerySchema,
        response: { 200: EnvelopeSchema(ScreeningComparisonSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [run, base] = [await ownRun(user, request.query.runId), await ownRun(user, request.query.baseId)];
      if (!run.snapshot || !base.snapshot) throw badRequest('筛查尚未完成');
      const hits = (s: string) => (JSON.parse(s) as ScreeningSnapshot).hits;
      return ok({ base: base.view, run: run.view, ...compareHits(hits(base.snapshot), hits(run.snapshot)) });
    },
  );
};
