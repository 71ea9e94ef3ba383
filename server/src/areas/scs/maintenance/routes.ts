import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  ErrorMessage,
  PageNoSchema,
  PageSizeSchema,
  ResultCode,
  RowIdSchema,
  ScsBookRowSchema,
  ScsChangeKind,
  ScsControlRowSchema,
  ScsFamilyRowSchema,
  ScsGroupPendingSchema,
  ScsGuaranteeRowSchema,
  ScsMaintenanceListSchema,
  ScsReviewMessage,
  ScsSubmitResultSchema,
  SCS_FAMILY_RELATIONS,
  SCS_MAINTENANCE_PERMISSION,
  SCS_SAME_CUSTOMER_PERMISSION,
  UploadMessage,
  chinaMinute,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { containing } from '../../../platform/db/paging';
import { sendDownload, workbook } from '../../../platform/files/download';
import { AppError, badRequest, notFound, ok } from '../../../platform/http/errors';
import { uncleanInput } from '../../../platform/http/input';
import { readSheet } from '../../../platform/files/spreadsheet';
import { changeKind, pendingScopes, reviewUser, submitChange } from '../shared/review/changes';
import { registerGroupKinds } from './groupKinds';
import { registerMaintenanceKinds } from './kinds';

const right = { right: SCS_MAINTENANCE_PERMISSION };
const ListQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    pageNum: Type.Optional(PageNoSchema),
    pageSize: Type.Optional(PageSizeSchema),
  },
  { additionalProperties: false },
);
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const FAMILY_HEADER = ['人员甲', '人员乙', '关系'];

/** The pending changes of a tab: by row (scope `<tab>:<id>`) and the additions (`<tab>:new`). */
async function pendingOf(db: Db, instId: number, tab: string) {
  const rows = await pendingScopes(db, instId, `${tab}:`);
  const byRow = new Map<string, { changeId: number; title: string }>();
  const adds: { changeId: number; title: string; summary: string }[] = [];
  for (const r of rows) {
    const title = changeKind(r.kind)?.title ?? r.kind;
    if (r.scope === `${tab}:new`) adds.push({ changeId: r.id, title, summary: r.summary });
    else byRow.set(r.scope!.slice(tab.length + 1), { changeId: r.id, title });
  }
  return { byRow, adds };
}

/**
 * SCS 数据维护: the family ties, guarantees, agreement control relations and the book's exposures of the
 * institution, each row with its pending change (「待复核」); edits are submitted through the review core
 * (`/esee/scs/review/submit`), never written here. The family import reads a workbook, checks every row
 * (all or nothing, row errors in the envelope's data) and submits the rows as one change. The group detail
 * page's pending actions.
 */
export const scsMaintenanceModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['scsMaintenance'];
  registerMaintenanceKinds();
  registerGroupKinds();
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1000 },
  });

  const list = <T extends TSchema>(row: T) => ({ 200: EnvelopeSchema(ScsMaintenanceListSchema(row)) });

  app.get(
    '/esee/scs/maintenance/family',
    {
      config: right,
      schema: {
        tags,
        summary: '家族关系列表（含待复核变更）',
        querystring: ListQuery,
        response: list(ScsFamilyRowSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { keyword, pageNum = 1, pageSize = 10 } = request.query;
      let q = db.selectFrom('scs_family_relation').where('inst_id', '=', user.instId);
      const word = keyword?.trim();
      if (word)
        q = q.where((eb) =>
          eb.or([eb('person_a', 'ilike', containing(word)), eb('person_b', 'ilike', containing(word))]),
        );
      const [count, rows, pending] = await Promise.all([
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
        q
          .select(['id', 'person_a', 'person_b', 'relation', 'created_at'])
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
        pendingOf(db, user.instId, 'family'),
      ]);
      return ok({
        total: count.n,
        list: rows.map((r) => ({
          id: r.id,
          personA: r.person_a,
          personB: r.person_b,
          relation: r.relation,
          createdAt: chinaMinute(new Date(r.created_at)),
          pending: pending.byRow.get(String(r.id)) ?? null,
        })),
        pendingAdds: pending.adds,
      });
    },
  );

  app.get(
    '/esee/scs/maintenance/guarantee',
    {
      config: right,
      schema: {
        tags,
        summary: '担保关系列表（含待复核变更）',
        querystring: ListQuery,
        response: list(ScsGuaranteeRowSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { keyword, pageNum = 1, pageSize = 10 } = request.query;
      let q = db
        .selectFrom('scs_guarantee as g')
        .innerJoin('company as a', 'a.ent_id', 'g.guarantor_id')
        .innerJoin('company as b', 'b.ent_id', 'g.guaranteed_id')
        .where('g.inst_id', '=', user.instId);
      const word = keyword?.trim();
      if (word)
        q = q.where((eb) => eb.or([eb('a.name', 'ilike', containing(word)), eb('b.name', 'ilike', containing(word))]));
      const [count, rows, pending] = await Promise.all([
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
        q
          .select(['g.id', 'g.guarantor_id', 'a.name as a_name', 'g.guaranteed_id', 'b.name as b_name', 'g.amount'])
          .orderBy('g.id', 'desc')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
        pendingOf(db, user.instId, 'guarantee'),
      ]);
      return ok({
        total: count.n,
        list: rows.map((r) => ({
          id: r.id,
          guarantorId: r.guarantor_id,
          guarantorName: r.a_name,
          guaranteedId: r.guaranteed_id,
          guaranteedName: r.b_name,
          amount: Number(r.amount),
          pending: pending.byRow.get(String(r.id)) ?? null,
        })),
        pendingAdds: pending.adds,
      });
    },
  );

  app.get(
    '/esee/scs/maintenance/control',
    {
      config: right,
      schema: {
        tags,
        summary: '协议控制关系列表（含待复核变更）',
        querystring: ListQuery,
        response: list(ScsControlRowSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { keyword, pageNum = 1, pageSize = 10 } = request.query;
      let q = db
        .selectFrom('scs_manual_control as m')
        .innerJoin('company as a', 'a.ent_id', 'm.controller_id')
        .innerJoin('company as b', 'b.ent_id', 'm.controlled_id')
        .where('m.inst_id', '=', user.instId);
      const word = keyword?.trim();
      if (word)
        q = q.where((eb) => eb.or([eb('a.name', 'ilike', containing(word)), eb('b.name', 'ilike', containing(word))]));
      const [count, rows, pending] = await Promise.all([
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
        q
          .select([
            'm.id',
            'm.controller_id',
            'a.name as a_name',
            'm.controlled_id',
            'b.name as b_name',
            'm.basis',
            'm.created_at',
          ])
          .orderBy('m.id', 'desc')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
        pendingOf(db, user.instId, 'control'),
      ]);
      return ok({
        total: count.n,
        list: rows.map((r) => ({
          id: r.id,
          controllerId: r.controller_id,
          controllerName: r.a_name,
          controlledId: r.controlled_id,
          controlledName: r.b_name,
          basis: r.basis,
          createdAt: chinaMinute(new Date(r.created_at)),
          pending: pending.byRow.get(String(r.id)) ?? null,
        })),
        pendingAdds: pending.adds,
      });
    },
  );

  app.get(
    '/esee/scs/maintenance/book',
    {
      config: right,
      schema: {
        tags,
        summary: '客户敞口与评级（数据修正，含待复核变更）',
        querystring: ListQuery,
        response: list(ScsBookRowSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { keyword, pageNum = 1, pageSize = 10 } = request.query;
      let q = db
        .selectFrom('institution_customer as ic')
        .innerJoin('company as c', 'c.ent_id', 'ic.ent_id')
        .where('ic.inst_id', '=', user.instId);
      const word = keyword?.trim();
      if (word) q = q.where('c.name', 'ilike', containing(word));
      const [count, rows, pending] = await Promise.all([
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
        q
          .select([
            'ic.ent_id',
            'c.name',
            'ic.loan_amount',
            'ic.bill_amount',
            'ic.guarantee_amount',
            'ic.bond_amount',
            'ic.off_balance_amount',
            'ic.rating',
            'ic.approved_limit',
          ])
          .orderBy('c.name')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
        pendingOf(db, user.instId, 'book'),
      ]);
      return ok({
        total: count.n,
        list: rows.map((r) => ({
          entId: r.ent_id,
          name: r.name,
          loan: Number(r.loan_amount),
          bill: Number(r.bill_amount),
          guarantee: Number(r.guarantee_amount),
          bond: Number(r.bond_amount),
          offBalance: Number(r.off_balance_amount),
          rating: r.rating,
          limit: r.approved_limit === null ? null : Number(r.approved_limit),
          pending: pending.byRow.get(r.ent_id) ?? null,
        })),
        pendingAdds: [],
      });
    },
  );

  app.get(
    '/esee/scs/maintenance/family/template',
    { config: right, schema: { tags, summary: '家族关系导入模板（.xlsx）' } },
    async (_request, reply) =>
      sendDownload(
        reply,
        '家族关系导入模板.xlsx',
        workbook([
          {
            name: '家族关系',
            header: FAMILY_HEADER,
            rows: [['张三', '李四', '配偶']],
            widths: [16, 16, 30],
          },
          { name: '说明', header: ['可填写的关系'], rows: SCS_FAMILY_RELATIONS.map((r) => [r]), widths: [20] },
        ]),
      ),
  );

  app.post(
    '/esee/scs/maintenance/family/import',
    {
      config: right,
      schema: {
        tags,
        summary: '批量导入家族关系（multipart：file、reason、attachmentIds?）：逐行校验，全部通过才作为一条变更提交',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(ScsSubmitResultSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(UploadMessage.NO_FILE);
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      let file: { fileName: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') file ??= { fileName: part.filename, bytes: await part.toBuffer() };
          else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('导入文件不能超过 5 MB');
        throw badRequest(UploadMessage.CORRUPT);
      }
      if (!file) throw badRequest(UploadMessage.NO_FILE);
      const unclean = uncleanInput({ fileName: file.fileName, ...fields });
      if (unclean) throw badRequest(`${ErrorMessage.BAD_REQUEST}：${unclean}`);
      if (!/\.xlsx$/i.test(file.fileName)) throw badRequest('请上传 .xlsx 文件');
      const reason = (fields.reason ?? '').trim();
      if (!reason) throw badRequest(ScsReviewMessage.REASON_REQUIRED);
      if (reason.length > 500) throw badRequest(`${ErrorMessage.BAD_REQUEST}：reason 不能超过 500 个字符`);
      const attachmentIds = (fields.attachmentIds ?? '')
        .split(',')
        .filter(Boolean)
        .map((v) => {
          const id = Number(v);
          if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
            throw badRequest(`${ErrorMessage.BAD_REQUEST}：attachmentIds`);
          return id;
        });
      const sheet = await readSheet(file.bytes);
      const { rows, errors } = familyRows(sheet);
      if (errors.length || !rows.length) {
        if (!errors.length) throw badRequest('文件中没有家族关系数据');
        throw new AppError(
          ResultCode.BAD_REQUEST,
          `导入失败，整批未提交：${errors
            .slice(0, 3)
            .map((e) => `第 ${e.line} 行${e.message}`)
            .join('；')}${errors.length > 3 ? ' 等' : ''}`,
          400,
          { errors },
        );
      }
      return ok(
        await submitChange(db, await reviewUser(request), {
          kind: ScsChangeKind.FAMILY_IMPORT,
          payload: { fileName: file.fileName.slice(-200), rows },
          reason,
          attachmentIds,
        }),
      );
    },
  );

  app.get(
    '/esee/scs/sameCustomer/pending',
    {
      config: { right: SCS_SAME_CUSTOMER_PERMISSION },
      schema: {
        tags,
        summary: '集团的待复核操作（确认/排除/添加成员、拆分、合并）',
        querystring: Type.Object({ groupId: RowIdSchema }, { additionalProperties: false }),
        response: { 200: EnvelopeSchema(ScsGroupPendingSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await db
        .selectFrom('scs_group')
        .select('group_key')
        .where('id', '=', request.query.groupId)
        .where('inst_id', '=', user.instId)
        .executeTakeFirst();
      if (!group) throw notFound();
      const rows = await pendingScopes(db, user.instId, `group:${group.group_key}:`);
      return ok({
        groupKey: group.group_key,
        list: rows.map((r) => {
          const payload = r.payload as { entId?: string; entIds?: string[] };
          return {
            changeId: r.id,
            kind: r.kind,
            title: changeKind(r.kind)?.title ?? r.kind,
            summary: r.summary,
            entIds: payload.entIds ?? (payload.entId ? [payload.entId] : []),
          };
        }),
      });
    },
  );
};

/** The rows of a family workbook: the header (人员甲, 人员乙, 关系) in the first ten rows, then one tie a row. */
export function familyRows(sheet: readonly { line: number; cells: string[] }[]) {
  const errors: { line: number; column: string; message: string }[] = [];
  const rows: { personA: string; personB: string; relation: (typeof SCS_FAMILY_RELATIONS)[number] }[] = [];
  const headerAt = sheet.slice(0, 10).findIndex((r) => r.cells.some((c) => c.trim() === FAMILY_HEADER[0]));
  if (headerAt < 0)
    return { rows, errors: [{ line: 1, column: '表头', message: '未找到表头（人员甲、人员乙、关系），请使用模板' }] };
  const header = sheet[headerAt]!.cells.map((c) => c.trim());
  const col = FAMILY_HEADER.map((h) => header.findIndex((c) => c.startsWith(h)));
  if (col.some((c) => c < 0))
    return {
      rows,
      errors: [{ line: sheet[headerAt]!.line, column: '表头', message: '缺少列（人员甲、人员乙、关系），请使用模板' }],
    };
  for (const r of sheet.slice(headerAt + 1)) {
    const [a, b, rel] = col.map((c) => (r.cells[c] ?? '').trim());
    if (!a && !b && !rel) continue;
    if (!a || !b) errors.push({ line: r.line, column: !a ? '人员甲' : '人员乙', message: '姓名不能为空' });
    else if (a.length > 50 || b.length > 50)
      errors.push({ line: r.line, column: '人员甲', message: '姓名不能超过 50 个字符' });
    else if (a === b) errors.push({ line: r.line, column: '人员乙', message: '两人不能为同一人' });
    else if (!(SCS_FAMILY_RELATIONS as readonly string[]).includes(rel!))
      errors.push({ line: r.line, column: '关系', message: `关系须为${SCS_FAMILY_RELATIONS.join('、')}之一` });
    else rows.push({ personA: a, personB: b, relation: rel as (typeof SCS_FAMILY_RELATIONS)[number] });
    if (rows.length + errors.length > 2000) {
      errors.push({ line: r.line, column: '', message: '一次最多导入 2000 条' });
      break;
    }
  }
  return { rows, errors };
}
