import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  ErrorMessage,
  RowIdSchema,
  ScsBookRowSchema,
  ScsChangeKind,
  ScsControlRowSchema,
  ScsFamilyRowSchema,
  ScsGroupPendingSchema,
  ScsGuaranteeRowSchema,
  ScsMaintenanceListSchema,
  type ScsMaintenanceList,
  ScsReviewMessage,
  ScsSubmitResultSchema,
  PersonSuggestQuerySchema,
  PersonSuggestionsSchema,
  SCS_FAMILY_RELATIONS,
  SCS_MAINTENANCE_PERMISSION,
  SCS_SAME_CUSTOMER_PERMISSION,
  UploadMessage,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { sendDownload, workbook } from '../../../platform/files/download';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { uncleanInput } from '../../../platform/http/input';
import { readSheet } from '../../../platform/files/spreadsheet';
import { changeKind, pendingScopes, reviewUser, submitChange } from '../shared/review/changes';
import { keywordPageQuery } from '../shared/listing';
import { registerGroupKinds } from './groupKinds';
import { registerMaintenanceKinds } from './kinds';
import { bookList, controlList, familyList, guaranteeList, type TabPage } from './lists';
import { refuseRows, type RowError } from './rowErrors';
import { personSuggestions } from '../../../core/pairCheck/persons';

const right = { right: SCS_MAINTENANCE_PERMISSION };
const ListQuery = keywordPageQuery({ additionalProperties: false });
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const FAMILY_HEADER = ['人员甲', '人员乙', '关系'];
/** Optional columns: a company each person represents, serves or holds, to tell people of one name apart. */
const FAMILY_COMPANY = ['人员甲任职或持股企业', '人员乙任职或持股企业'];

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

  /** A tab's list route: `/esee/scs/maintenance/<tab>` answering one page of the tab's rows. */
  const listRoute = (
    tab: string,
    summary: string,
    row: TSchema,
    read: (db: Db, instId: number, page: TabPage) => Promise<ScsMaintenanceList<unknown>>,
  ) =>
    app.get(
      `/esee/scs/maintenance/${tab}`,
      {
        config: right,
        schema: {
          tags,
          summary,
          querystring: ListQuery,
          response: { 200: EnvelopeSchema(ScsMaintenanceListSchema(row)) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { keyword, pageNum = 1, pageSize = 10 } = request.query;
        const page = { word: keyword?.trim(), limit: pageSize, offset: (pageNum - 1) * pageSize };
        return ok(await read(db, user.instId, page));
      },
    );
  listRoute('family', '家族关系列表（含待复核变更）', ScsFamilyRowSchema, familyList);
  listRoute('guarantee', '担保关系列表（含待复核变更）', ScsGuaranteeRowSchema, guaranteeList);
  listRoute('control', '协议控制关系列表（含待复核变更）', ScsControlRowSchema, controlList);
  listRoute('book', '客户敞口与评级（数据修正，含待复核变更）', ScsBookRowSchema, bookList);

  app.get(
    '/esee/scs/maintenance/family/template',
    { config: right, schema: { tags, summary: '家族关系导入模板（.xlsx）' } },
    async (_request, reply) =>
      sendDownload(
        reply,
        '家族关系导入模板.xlsx',
        await workbook([
          {
            name: '家族关系',
            header: [...FAMILY_HEADER, ...FAMILY_COMPANY],
            rows: [['张三', '李四', '配偶', '甲有限公司', '乙有限公司']],
            widths: [16, 16, 16, 30, 30],
          },
          { name: '说明', header: ['可填写的关系'], rows: SCS_FAMILY_RELATIONS.map((r) => [r]), widths: [20] },
        ]),
      ),
  );

  app.post(
    '/esee/scs/maintenance/family/import',
    {
      config: { ...right, cost: 'upload' },
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
      if (reason.length > 500) throw badRequest('变更原因不能超过 500 个字符');
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
      if (!errors.length && !rows.length) throw badRequest('文件中没有家族关系数据');
      refuseRows(errors);
      const ties = await familyPeople(db, rows);
      return ok(
        await submitChange(db, await reviewUser(request), {
          kind: ScsChangeKind.FAMILY_IMPORT,
          payload: { fileName: file.fileName.slice(-200), rows: ties },
          reason,
          attachmentIds,
        }),
      );
    },
  );

  app.get(
    '/esee/scs/maintenance/personSuggest',
    {
      config: right,
      schema: {
        tags,
        summary: '家族关系选人：同名人员及其任职、持股的企业（entName 为其中一家企业名称的一部分）',
        querystring: PersonSuggestQuerySchema,
        response: { 200: EnvelopeSchema(PersonSuggestionsSchema) },
      },
    },
    async (request) => {
      // Typed in a picker: pinyin, traditional characters and homophones too (a file's names stay exact).
      const name = request.query.persName.trim();
      return ok(await personSuggestions(db, name, request.query.entName, await app.companies.personNames(name)));
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
  const errors: RowError[] = [];
  const rows: FamilyNameRow[] = [];
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
  const companyCol = FAMILY_COMPANY.map((h) => header.indexOf(h));
  for (const r of sheet.slice(headerAt + 1)) {
    const [a, b, rel] = col.map((c) => (r.cells[c] ?? '').trim());
    const [entA, entB] = companyCol.map((c) => (c < 0 ? '' : (r.cells[c] ?? '').trim()));
    if (!a && !b && !rel) continue;
    if (!a || !b) errors.push({ line: r.line, column: !a ? '人员甲' : '人员乙', message: '姓名不能为空' });
    else if (a.length > 50 || b.length > 50)
      errors.push({ line: r.line, column: '人员甲', message: '姓名不能超过 50 个字符' });
    else if (a === b) errors.push({ line: r.line, column: '人员乙', message: '两人不能为同一人' });
    else if (!(SCS_FAMILY_RELATIONS as readonly string[]).includes(rel!))
      errors.push({ line: r.line, column: '关系', message: `关系须为${SCS_FAMILY_RELATIONS.join('、')}之一` });
    else
      rows.push({
        line: r.line,
        personA: a,
        personB: b,
        entA: entA || undefined,
        entB: entB || undefined,
        relation: rel as (typeof SCS_FAMILY_RELATIONS)[number],
      });
    if (rows.length + errors.length > 2000) {
      errors.push({ line: r.line, column: '', message: '一次最多导入 2000 条' });
      break;
    }
  }
  return { rows, errors };
}

interface FamilyNameRow {
  line: number;
  personA: string;
  personB: string;
  /** A company the person is tied to (part of its name), when the file gives one. */
  entA?: string;
  entB?: string;
  relation: (typeof SCS_FAMILY_RELATIONS)[number];
}

/**
 * The people of each row by identity: the one person of the name (tied to the company given, if any). A name
 * that matches nobody, or several people, is a row error (all or nothing, as the other row checks).
 */
async function familyPeople(db: Db, rows: readonly FamilyNameRow[]) {
  const errors: RowError[] = [];
  const ties: { personAId: string; personBId: string; relation: FamilyNameRow['relation'] }[] = [];
  const one = async (line: number, column: string, name: string, ent?: string) => {
    const found = await personSuggestions(db, name, ent);
    if (found.total === 1) return found.list[0]!.personId;
    errors.push({
      line,
      column,
      message: found.total
        ? `同名人员有 ${found.total} 位，请在「${column}任职或持股企业」列填写其一家企业`
        : `未找到${ent ? `在「${ent}」任职或持股的` : ''}人员「${name}」`,
    });
    return null;
  };
  for (const r of rows) {
    const a = await one(r.line, '人员甲', r.personA, r.entA);
    const b = await one(r.line, '人员乙', r.personB, r.entB);
    if (a && b) ties.push({ personAId: a, personBId: b, relation: r.relation });
  }
  refuseRows(errors);
  return ties;
}
