import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  BANK_FLOW_MAX_SUBJECTS,
  BANK_FLOW_PAGE,
  BANK_FLOW_PERMISSION,
  BankFlowAnalysisCreateSchema,
  BankFlowAnalysisDetailSchema,
  BankFlowAnalysisIdSchema,
  BankFlowAnalysisListRequestSchema,
  BankFlowAnalysisListSchema,
  BankFlowFlagListRequestSchema,
  BankFlowFlagNoteSchema,
  BankFlowFlagPageSchema,
  BankFlowFlagSignOffSchema,
  BankFlowLinkRequestSchema,
  BankFlowPreviewSchema,
  BankFlowResultSchema,
  BankFlowReviewerRequestSchema,
  BankFlowRuleCatalogueSchema,
  BankFlowStatementIdSchema,
  BankFlowStatementSchema,
  BankFlowSubjectAddSchema,
  BankFlowSubjectIdSchema,
  BankFlowSubjectSchema,
  BankFlowTransactionPageSchema,
  BankFlowThresholdsUpdateSchema,
  BankFlowTransactionsRequestSchema,
  EnvelopeSchema,
  InstParamName,
  ErrorMessage,
  bankFlowRoleProblem,
  nameProblem,
  UPLOAD_MAX_BYTES,
  UploadMessage,
  WorkRunSchema,
  chinaTime,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { sendDownload } from '../../../platform/files/download';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import { readOneFile } from '../../../platform/files/fileUpload';
import { saveInstParam } from '../../../core/institutions/institution';
import { analysisFor, flagFor, reviewerId, reviewers, statementFor, subjectFor } from './access';
import { importStatement, previewStatement, type UploadedFile } from './importing';
import {
  addSubject,
  createAnalysis,
  deleteAnalysis,
  deleteStatement,
  deleteSubject,
  noteFlag,
  projectAnalysis,
  projectOf,
  registerCompany,
  ruleCatalogue,
  setReviewer,
  signOffFlag,
  subjectCount,
  thresholdsOf,
  transactionCount,
} from './query';
import { runAnalysis } from './run';
import { formatOf } from './statementFile';
import { checkThresholds, requireThresholdsEditor } from './thresholds';
import { analysisPage, detailOf, flagsOf, resultOf, transactionsOf } from './views';
import { workingPapers } from './workpapers';
import { ibaSchema } from '../shared/http/schema';

const FIELD_MAX = 8000;

/** A multipart upload: one statement file (at most 20 MB, of a format the import reads) and the form fields. */
async function readUpload(request: FastifyRequest): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  const { fields, ...file } = await readOneFile(request, UPLOAD_MAX_BYTES, UploadMessage);
  formatOf(file.fileName);
  return { file, fields };
}

/** The subject named in an upload's form fields. */
function subjectIdOf(fields: Record<string, string>): number {
  const text = fields.subjectId ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw badRequest(`${ErrorMessage.BAD_REQUEST}：缺少或错误的 subjectId`);
  return Number(text);
}

/**
 * IBA 银行流水分析 (product pages §3.5): analyses and their subjects, statement upload with column mapping,
 * the analysis (pre-checks, standard analyses, anomaly rules), flags with the analyst's note and the
 * reviewer's sign-off, the working papers, and spec 1's bank-flow link call. Every call needs the page's key.
 */
export const bankFlowModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['bankFlow'];
  const right = BANK_FLOW_PERMISSION;
  const config = { right };
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: FIELD_MAX },
  });

  app.get(
    '/esee/bankFlow/rules',
    {
      config,
      schema: {
        tags,
        summary: '异常规则目录与本机构阈值',
        response: { 200: EnvelopeSchema(BankFlowRuleCatalogueSchema) },
      },
    },
    async (request) => ok(await ruleCatalogue(db, requireUser(request))),
  );

  app.post(
    '/esee/bankFlow/thresholds',
    {
      config,
      schema: ibaSchema(
        '设置本机构的异常规则阈值（机构管理员；thresholds 为 null 恢复默认）；之后的分析按新阈值',
        { body: BankFlowThresholdsUpdateSchema },
        BankFlowRuleCatalogueSchema,
      ),
    },
    async (request) => {
      const user = requireUser(request);
      requireThresholdsEditor(user);
      const { thresholds } = request.body;
      const value = thresholds === null ? null : JSON.stringify(checkThresholds(thresholds));
      await saveInstParam(db, user.instId, InstParamName.BANK_FLOW_THRESHOLDS, value);
      return ok(await ruleCatalogue(db, user));
    },
  );

  app.get(
    '/esee/bankFlow/reviewers',
    {
      config,
      schema: {
        tags,
        summary: '可指定为复核人的本机构用户',
        response: { 200: EnvelopeSchema(Type.Array(Type.Object({ username: Type.String(), name: Type.String() }))) },
      },
    },
    async (request) => ok(await reviewers(db, requireUser(request))),
  );

  app.post(
    '/esee/bankFlow/analysis/create',
    {
      config,
      schema: ibaSchema('新建分析项目', { body: BankFlowAnalysisCreateSchema }, BankFlowAnalysisDetailSchema),
    },
    async (request) => {
      const user = requireUser(request);
      const problem = nameProblem(request.body.name, '分析项目名称', 60);
      if (problem) throw badRequest(problem);
      const reviewer = await reviewerId(db, user, request.body.reviewer ?? '');
      const id = await createAnalysis(db, user, request.body.name.trim(), reviewer, app.clock);
      return ok(await detailOf(db, user, id));
    },
  );

  app.post(
    '/esee/bankFlow/analysis/list',
    {
      config,
      schema: ibaSchema(
        '我负责或复核的分析项目',
        { body: BankFlowAnalysisListRequestSchema },
        BankFlowAnalysisListSchema,
      ),
    },
    async (request) => {
      const user = requireUser(request);
      const { offset, limit } = pageOf(request.body);
      return ok(await analysisPage(db, user, offset, limit));
    },
  );

  app.post(
    '/esee/bankFlow/analysis/detail',
    {
      config,
      schema: ibaSchema(
        '分析项目：主体与已导入的流水',
        { body: BankFlowAnalysisIdSchema },
        BankFlowAnalysisDetailSchema,
      ),
    },
    async (request) => {
      const user = requireUser(request);
      await analysisFor(db, user, request.body.analysisId, 'reader');
      return ok(await detailOf(db, user, request.body.analysisId));
    },
  );

  app.post(
    '/esee/bankFlow/analysis/reviewer',
    {
      config,
      schema: ibaSchema('指定或取消复核人', { body: BankFlowReviewerRequestSchema }, BankFlowAnalysisDetailSchema),
    },
    async (request) => {
      const user = requireUser(request);
      const analysis = await analysisFor(db, user, request.body.analysisId, 'owner');
      const reviewer = await reviewerId(db, user, request.body.reviewer);
      await setReviewer(db, analysis.id, reviewer);
      return ok(await detailOf(db, user, analysis.id));
    },
  );

  app.post(
    '/esee/bankFlow/analysis/delete',
    {
      config,
      schema: ibaSchema('删除分析项目（含流水与标记）', { body: BankFlowAnalysisIdSchema }, Type.Null()),
    },
    async (request) => {
      const analysis = await analysisFor(db, requireUser(request), request.body.analysisId, 'owner');
      await deleteAnalysis(db, analysis.id);
      return ok(null);
    },
  );

  app.post(
    '/esee/bankFlow/subject/add',
    {
      config,
      schema: ibaSchema('添加主体（工商企业或自然人）', { body: BankFlowSubjectAddSchema }, BankFlowSubjectSchema),
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const analysis = await analysisFor(db, user, body.analysisId, 'owner');
      let name = body.name?.trim() ?? '';
      let entId: string | null = null;
      if (body.kind === 'company' && body.entId) {
        const company = await registerCompany(db, body.entId);
        if (!company) throw notFound('未找到该企业');
        entId = company.ent_id;
        name = company.name;
      } else if (body.kind === 'person' && body.entId)
        throw badRequest(`${ErrorMessage.BAD_REQUEST}：自然人主体不能指定企业`);
      const problem = nameProblem(name, '主体名称', 60) ?? bankFlowRoleProblem(body.kind, body.role);
      if (problem) throw badRequest(problem);
      if ((await subjectCount(db, analysis.id)) >= BANK_FLOW_MAX_SUBJECTS)
        throw badRequest(`一个分析项目最多 ${BANK_FLOW_MAX_SUBJECTS} 个主体`);
      const role = body.role;
      const subjectId = await addSubject(db, analysis.id, { kind: body.kind, entId, name, role });
      if (subjectId === undefined) throw badRequest('该主体已在分析项目中');
      return ok({ subjectId, kind: body.kind, name, entId, role });
    },
  );

  app.post(
    '/esee/bankFlow/subject/delete',
    {
      config,
      schema: ibaSchema('删除主体及其流水', { body: BankFlowSubjectIdSchema }, Type.Null()),
    },
    async (request) => {
      const { subject, analysis } = await subjectFor(db, requireUser(request), request.body.subjectId, 'owner');
      await deleteSubject(db, subject.id, analysis.id, app.clock);
      return ok(null);
    },
  );

  app.post(
    '/esee/bankFlow/statement/preview',
    {
      // Reading a statement is heavy work: it counts against the user's upload limit.
      config: { right, cost: 'upload' },
      schema: {
        tags,
        summary:
          '预览流水文件：识别表头、银行格式与列映射，核对本方账号与户名是否属于该主体（multipart：file、subjectId、mapping?、accountNo?）',
        response: { 200: EnvelopeSchema(BankFlowPreviewSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { file, fields } = await readUpload(request);
      const { subject, analysis } = await subjectFor(db, user, subjectIdOf(fields), 'owner');
      return ok(
        await previewStatement(db, { instId: user.instId, analysisId: analysis.id, subjectId: subject.id }, file, {
          mapping: fields.mapping,
          accountNo: fields.accountNo,
        }),
      );
    },
  );

  app.post(
    '/esee/bankFlow/statement/import',
    {
      // Reading a statement is heavy work: it counts against the user's upload limit.
      config: { right, cost: 'upload' },
      schema: {
        tags,
        summary:
          '导入流水（multipart：file、subjectId、mapping? 确认的列映射 JSON、accountNo?、confirm? 已确认的核对项），全部成功或全部不写入；账号属于其他主体、或未确认的核对项：409',
        response: { 200: EnvelopeSchema(BankFlowStatementSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { file, fields } = await readUpload(request);
      const { subject, analysis } = await subjectFor(db, user, subjectIdOf(fields), 'owner');
      if ((fields.accountNo ?? '').length > 60) throw badRequest('本方账号不能超过 60 个字符');
      return ok(
        await importStatement(
          db,
          {
            instId: user.instId,
            userId: user.userId,
            analysisId: analysis.id,
            subjectId: subject.id,
            subjectName: subject.name,
            now: app.clock(),
          },
          file,
          { mapping: fields.mapping, accountNo: fields.accountNo, confirm: fields.confirm },
        ),
      );
    },
  );

  app.post(
    '/esee/bankFlow/statement/delete',
    {
      config,
      schema: ibaSchema('删除一份流水', { body: BankFlowStatementIdSchema }, Type.Null()),
    },
    async (request) => {
      const { statement } = await statementFor(db, requireUser(request), request.body.statementId, 'owner');
      await deleteStatement(db, statement.id, statement.analysis_id, app.clock);
      return ok(null);
    },
  );

  app.post(
    '/esee/bankFlow/transactions',
    {
      config,
      schema: ibaSchema(
        '交易明细（分页、可按流水、主体、对手方、方向筛选）',
        { body: BankFlowTransactionsRequestSchema },
        BankFlowTransactionPageSchema,
      ),
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const analysis = await analysisFor(db, user, body.analysisId, 'reader');
      const { offset, limit } = pageOf(body);
      return ok(await transactionsOf(db, analysis.id, body, offset, limit));
    },
  );

  // An analysis of up to a million transactions is long work: the call starts it, the page follows it.
  const analyseRun = app.workRuns.define<{ analysisId: number }>({
    name: 'bankFlow.analyse',
    faultReason: '流水分析失败，请稍后重新分析',
    run: async ({ analysisId }, run) => {
      const thresholds = await thresholdsOf(db, run.instId);
      await runAnalysis(db, (names) => app.companies.named(names), analysisId, thresholds, app.clock(), run);
    },
  });
  const analysisScope = (analysisId: number) => `analysis:${analysisId}`;

  app.post(
    '/esee/bankFlow/analyze',
    {
      config: { right, cost: 'graph', quota: 'bankFlow' },
      schema: ibaSchema(
        '运行分析（预检、标准分析、异常规则，保留已有说明与复核）：在后台运行，答复运行的进度；已在分析时答复该运行',
        { body: BankFlowAnalysisIdSchema },
        WorkRunSchema,
      ),
    },
    async (request) => {
      const user = requireUser(request);
      const analysis = await analysisFor(db, user, request.body.analysisId, 'owner');
      if (!(await transactionCount(db, analysis.id))) throw badRequest('请先导入流水');
      return ok(
        await app.workRuns.start(analyseRun, {
          instId: user.instId,
          userId: user.userId,
          scope: analysisScope(analysis.id),
          params: { analysisId: analysis.id },
        }),
      );
    },
  );

  app.post(
    '/esee/bankFlow/analyze/state',
    {
      config,
      schema: ibaSchema(
        '分析的运行进度（排队中、运行中、已完成、失败及原因），尚未分析为 null',
        { body: BankFlowAnalysisIdSchema },
        Type.Union([WorkRunSchema, Type.Null()]),
      ),
    },
    async (request) => {
      const analysis = await analysisFor(db, requireUser(request), request.body.analysisId, 'reader');
      return ok(await app.workRuns.latest(analyseRun, analysisScope(analysis.id)));
    },
  );

  app.post(
    '/esee/bankFlow/result',
    {
      config,
      schema: ibaSchema(
        '最近一次分析结果（stale：流水在分析后有变动）',
        { body: BankFlowAnalysisIdSchema },
        BankFlowResultSchema,
      ),
    },
    async (request) => {
      const analysis = await analysisFor(db, requireUser(request), request.body.analysisId, 'reader');
      return ok(await resultOf(db, analysis.id));
    },
  );

  app.post(
    '/esee/bankFlow/flag/list',
    {
      config,
      schema: ibaSchema(
        '异常标记（分页，可按规则、状态、主体筛选）',
        { body: BankFlowFlagListRequestSchema },
        BankFlowFlagPageSchema,
      ),
    },
    async (request) => {
      const body = request.body;
      const analysis = await analysisFor(db, requireUser(request), body.analysisId, 'reader');
      const { offset, limit } = pageOf(body);
      return ok(await flagsOf(db, analysis.id, body, offset, limit));
    },
  );

  app.post(
    '/esee/bankFlow/flag/note',
    {
      config,
      schema: ibaSchema('分析人员填写说明/排除（提交复核）', { body: BankFlowFlagNoteSchema }, Type.Null()),
    },
    async (request) => {
      const user = requireUser(request);
      const { flag } = await flagFor(db, user, request.body.flagId, 'owner');
      if (flag.status === 'signed') throw badRequest('该标记已复核，不能再修改说明');
      const note = request.body.note.trim();
      if (!note) throw badRequest('说明不能为空');
      await noteFlag(db, user, flag.id, { note, conclusion: request.body.conclusion }, app.clock);
      return ok(null);
    },
  );

  app.post(
    '/esee/bankFlow/flag/signOff',
    {
      config,
      schema: ibaSchema('复核人复核（通过或退回）', { body: BankFlowFlagSignOffSchema }, Type.Null()),
    },
    async (request) => {
      const user = requireUser(request);
      const { flag, analysis } = await flagFor(db, user, request.body.flagId, 'reader');
      if (flag.noted_by === user.userId) throw forbidden('不能复核本人填写的说明');
      if (analysis.reviewer_id !== user.userId) throw forbidden('仅该分析项目的复核人可以复核');
      if (flag.status !== 'noted') throw badRequest('该标记尚无待复核的说明');
      const comment = request.body.comment?.trim() || null;
      if (!request.body.approve && !comment) throw badRequest('退回时请填写复核意见');
      await signOffFlag(db, user, flag.id, { approve: request.body.approve, comment }, app.clock);
      return ok(null);
    },
  );

  app.get(
    '/esee/bankFlow/export',
    {
      config: { right, cost: 'export' },
      schema: { tags, summary: '导出核查底稿（.xlsx）', querystring: BankFlowAnalysisIdSchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const analysis = await analysisFor(db, user, request.query.analysisId, 'reader');
      const [result, detail, flags] = await Promise.all([
        resultOf(db, analysis.id),
        detailOf(db, user, analysis.id),
        flagsOf(db, analysis.id, {}, 0, null),
      ]);
      const file = await workingPapers({
        name: analysis.name,
        owner: detail.owner,
        reviewer: detail.reviewer,
        exportedBy: user.displayName || user.username,
        exportedAt: chinaTime(app.clock()),
        result,
        flags: flags.list,
      });
      return sendDownload(reply, `${analysis.name}银行流水核查底稿.xlsx`, file);
    },
  );

  // Spec 1 §7: the bank-flow link of a project. Without the page's key the route's check answers 403 with
  // 无权限操作，请联系管理员！, the warning the spec names.
  app.post(
    '/esee/bankFlow/link',
    {
      config,
      schema: ibaSchema(
        '项目的银行流水分析链接（无权限时提示“无权限操作，请联系管理员！”）',
        { body: BankFlowLinkRequestSchema },
        Type.String(),
      ),
    },
    async (request) => {
      const user = requireUser(request);
      const project = await projectOf(db, user.instId, request.body.projectId);
      if (!project) throw notFound('项目不存在');
      const id = await projectAnalysis(db, user, project, app.clock);
      return ok(`${BANK_FLOW_PAGE}?analysisId=${id}`);
    },
  );
};
