import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CASE_ALL_RIGHT,
  CASE_ATTACHMENT_MAX_BYTES,
  CASE_ATTACHMENTS_MAX,
  CASE_QUEUES,
  CaseExportQuerySchema,
  CaseListQuerySchema,
  CaseMessage,
  CaseOpenSchema,
  CaseUpdateSchema,
  RowIdSchema,
  type CaseQueue,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { nowSql } from '../../../platform/clock';
import { acceptedAttachment } from '../../../platform/files/acceptedAttachment';
import { sendDownload } from '../../../platform/files/download';
import { readOneFile } from '../../../platform/files/fileUpload';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import { caseDetail, caseOf, mayAct, openCase, updateCase } from './cases';
import { caseWorkbook, EXPORT_MAX_CASES } from './export';
import { casePage } from './queues';

const tags = ['monitorCase'];
const config = { right: 'monitor' };

/** Whether the caller oversees every case of the institution (全部案件). */
const oversees = async (request: FastifyRequest) => (await request.access()).can(CASE_ALL_RIGHT);

/** A queue the caller may read: 全部案件 needs the audit right. */
async function checkQueue(request: FastifyRequest, queue: CaseQueue) {
  if (queue === 'all' && !(await oversees(request))) throw forbidden();
}

/**
 * 案件处置 (issue 42): alerts become cases of the institution. Any member with monitoring reads a case of the
 * institution (its audit trail); its assignee, its team, who opened it and the audit right change it. Another
 * institution's case, alert, member or team is not found.
 */
export const casesModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: CASE_ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 100_000 },
  });

  app.post(
    '/esee/monitorCase/open',
    { config, schema: { tags, summary: '预警转为案件（同一企业的预警；处理人缺省为本人）', body: CaseOpenSchema } },
    async (request) => ok({ caseId: await openCase(db, requireUser(request), request.body) }),
  );

  app.post(
    '/esee/monitorCase/list',
    {
      config,
      schema: { tags, summary: '案件队列（我的、团队、全部）：状态、逾期、企业名称', body: CaseListQuerySchema },
    },
    async (request) => {
      const user = requireUser(request);
      const { queue, status, overdue, entName } = request.body;
      await checkQueue(request, queue);
      return ok(await casePage(db, user, { queue, status, overdue, entName }, pageOf(request.body)));
    },
  );

  app.get(
    '/esee/monitorCase/detail',
    {
      config,
      schema: { tags, summary: '案件详情：预警、处置记录、附件', querystring: Type.Object({ caseId: RowIdSchema }) },
    },
    async (request) => ok(await caseDetail(db, requireUser(request), request.query.caseId, await oversees(request))),
  );

  app.post(
    '/esee/monitorCase/update',
    {
      config,
      schema: {
        tags,
        summary: '处理案件：指派、团队、期限、状态（已处置、误报须填理由）、备注',
        body: CaseUpdateSchema,
      },
    },
    async (request) => {
      await updateCase(db, requireUser(request), request.body, await oversees(request));
      return ok(null);
    },
  );

  app.get(
    '/esee/monitorCase/assignees',
    { config, schema: { tags, summary: '可指派的处理人（本机构在职成员）与团队' } },
    async (request) => {
      const { instId } = requireUser(request);
      const [users, teams] = await Promise.all([
        db
          .selectFrom('app_user as u')
          .leftJoin('org_unit as d', 'd.id', 'u.unit_id')
          .select(['u.id as userId', 'u.display_name as name', 'd.name as unitName'])
          .where('u.inst_id', '=', instId)
          .where('u.enabled', '=', true)
          .where('u.resign_flag', '=', false)
          .orderBy('u.id')
          .limit(1000)
          .execute(),
        db
          .selectFrom('org_team as t')
          .select((eb) => [
            't.id as teamId',
            't.name',
            eb.fn
              .coalesce(
                eb
                  .selectFrom('org_team_member as m')
                  .select((e) => e.fn.agg<number[]>('array_agg', ['m.user_id']).as('ids'))
                  .whereRef('m.team_id', '=', 't.id'),
                eb.val<number[]>([]),
              )
              .as('userIds'),
          ])
          .where('t.inst_id', '=', instId)
          .orderBy('t.id')
          .limit(500)
          .execute(),
      ]);
      return ok({ users, teams, oversees: await oversees(request) });
    },
  );

  app.post(
    '/esee/monitorCase/attachment',
    {
      config,
      schema: {
        tags,
        summary: '上传案件附件（multipart：caseId、file；≤ 5 MB，pdf/jpg/png/xlsx/docx，按内容校验）',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await readOneFile(request, CASE_ATTACHMENT_MAX_BYTES, {
        TOO_LARGE: CaseMessage.FILE_TOO_LARGE,
        NO_FILE: CaseMessage.NO_FILE,
        CORRUPT: CaseMessage.CORRUPT,
      });
      const caseId = /^[1-9][0-9]{0,8}$/.test(file.fields.caseId ?? '') ? Number(file.fields.caseId) : 0;
      if (!caseId) throw notFound(CaseMessage.MISSING);
      const c = await caseOf(db, user, caseId);
      if (!(await mayAct(db, user, c, await oversees(request)))) throw forbidden();
      const { fileName, mime, bytes, size } = acceptedAttachment(file, {
        maxBytes: CASE_ATTACHMENT_MAX_BYTES,
        messages: { TOO_LARGE: CaseMessage.FILE_TOO_LARGE, FILE_TYPE: CaseMessage.FILE_TYPE },
      });
      const id = await db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('monitor_case_attachment')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('case_id', '=', caseId)
          .executeTakeFirstOrThrow();
        if (Number(held.n) >= CASE_ATTACHMENTS_MAX) throw badRequest(CaseMessage.TOO_MANY_FILES);
        const row = await trx
          .insertInto('monitor_case_attachment')
          .values({
            case_id: caseId,
            file_name: fileName,
            mime,
            size,
            content: bytes,
            uploaded_by: user.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('monitor_case_event')
          .values({
            case_id: caseId,
            user_id: user.userId,
            user_name: user.displayName,
            action: '上传附件',
            detail: fileName,
          })
          .execute();
        await trx.updateTable('monitor_case').set({ updated_at: nowSql }).where('id', '=', caseId).execute();
        return row.id;
      });
      return ok({ attachmentId: id, fileName, size });
    },
  );

  app.get(
    '/esee/monitorCase/attachment/download',
    {
      config,
      schema: {
        tags,
        summary: '下载案件附件',
        querystring: Type.Object({ attachmentId: RowIdSchema }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await db
        .selectFrom('monitor_case_attachment as f')
        .innerJoin('monitor_case as k', 'k.id', 'f.case_id')
        .select(['f.file_name', 'f.mime', 'f.content'])
        .where('f.id', '=', request.query.attachmentId)
        .where('k.inst_id', '=', user.instId)
        .executeTakeFirst();
      if (!file) throw notFound(CaseMessage.ATTACHMENT_MISSING);
      return sendDownload(reply, file.file_name, Buffer.from(file.content), file.mime);
    },
  );

  app.get(
    '/esee/export/exportMonitorCases',
    {
      config: { right: 'marketing:export', cost: 'export' },
      schema: { tags, summary: '导出案件及其处置记录（.xlsx，审计留痕）', querystring: CaseExportQuerySchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { queue, status, overdue, entName } = request.query;
      // The export is of a queue: the monitoring right as for the list, and 全部案件's audit right.
      if (!(await request.access()).can('monitor')) throw forbidden();
      await checkQueue(request, queue);
      const book = await caseWorkbook(db, user, { queue, status, overdue, entName });
      if (!book) throw badRequest(`单次最多导出${EXPORT_MAX_CASES}个案件，请缩小筛选范围`);
      return sendDownload(reply, `${CASE_QUEUES[queue]}-处置记录.xlsx`, book);
    },
  );
};
