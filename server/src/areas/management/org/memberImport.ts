import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import {
  EmployeeAddSchema,
  EnvelopeSchema,
  ErrorMessage,
  MEMBER_IMPORT_HEADER,
  MemberImportLimit,
  MemberImportResultSchema,
  nameProblem,
  OrgLimit,
  OrgMessage,
  ResultCode,
  RoleType,
  UploadMessage,
  type MemberImportError,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { sendDownload, workbook } from '../../../platform/files/download';
import { AppError, badRequest, ok } from '../../../platform/http/errors';
import { uncleanInput } from '../../../platform/http/input';
import { assertSeats } from '../../../core/institutions/seats';
import { readSheet, type SheetRow } from '../../../platform/files/spreadsheet';
import { instPasswordRule, newMemberRow } from './members';
import { isUniqueViolation } from './queries';
import { recordMemberAction, unitName } from './changeLog';

const tags = ['org'];
const FIELDS = EmployeeAddSchema.properties;
const MB = MemberImportLimit.BYTES / 1024 / 1024;

/** A member of the file once every check passed. */
interface ImportedMember {
  username: string;
  name: string;
  unitId: number;
  role: { id: number; role_type: 'NORMAL' | 'INST_MGR' };
  mobile: string | null;
  email: string | null;
  password: string;
}

/**
 * What a file's rows are checked against, loaded once: the institution's
 * departments by path (总行/风险管理部) and by name, its roles by name, the
 * usernames taken, and its password rule.
 */
async function importContext(db: Db, caller: SessionUser, usernames: string[]) {
  const units = await db
    .selectFrom('org_unit')
    .select(['id', 'parent_id', 'name'])
    .where('inst_id', '=', caller.instId)
    .execute();
  const byId = new Map(units.map((u) => [u.id, u]));
  const pathOf = (id: number, seen = 0): string => {
    const unit = byId.get(id)!;
    return unit.parent_id === null || seen > OrgLimit.UNIT_DEPTH * 2
      ? unit.name
      : `${pathOf(unit.parent_id, seen + 1)}/${unit.name}`;
  };
  const byPath = new Map(units.map((u) => [pathOf(u.id), u.id]));
  const byName = new Map<string, number[]>();
  for (const u of units) byName.set(u.name, [...(byName.get(u.name) ?? []), u.id]);
  const roles = await db
    .selectFrom('role')
    .select(['id', 'name', 'role_type', 'enabled'])
    .where('inst_id', '=', caller.instId)
    .execute();
  const taken = usernames.length
    ? await db
        .selectFrom('app_user')
        .select('username')
        .where('inst_id', '=', caller.instId)
        .where('username', 'in', usernames)
        .execute()
    : [];
  return {
    byPath,
    byName,
    roles: new Map(roles.map((r) => [r.name, r])),
    taken: new Set(taken.map((t) => t.username)),
  };
}

type Context = Awaited<ReturnType<typeof importContext>>;

/** A department from its path (总行/风险管理部) or its name when no other department bears it. */
function unitOf(ctx: Context, text: string): number | string {
  const path = text
    .split('/')
    .map((p) => p.trim())
    .join('/');
  if (path.includes('/')) return ctx.byPath.get(path) ?? `部门不存在：${text}`;
  const ids = ctx.byName.get(path) ?? [];
  if (ids.length === 1) return ids[0]!;
  return ids.length ? `部门名称不唯一，请填写完整路径（如 总行/${path}）` : `部门不存在：${text}`;
}

/**
 * Check every row of the file against the rules of the single add (username
 * format and uniqueness in the institution and in the file, name, department,
 * an enabled role the caller may give, mobile, email, password policy).
 */
function checkRows(
  rows: SheetRow[],
  col: (row: SheetRow, title: (typeof MEMBER_IMPORT_HEADER)[number]) => string,
  ctx: Context,
  caller: SessionUser,
  rule: { test: (p: string) => boolean; message: string },
) {
  const members: ImportedMember[] = [];
  const errors: MemberImportError[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const problems: string[] = [];
    const username = col(row, '用户名');
    const name = col(row, '姓名');
    const unitText = col(row, '部门');
    const roleName = col(row, '角色');
    const mobile = col(row, '手机') || null;
    const email = col(row, '邮箱') || null;
    const password = col(row, '初始密码');
    if (!username) problems.push('用户名不能为空');
    else if (!Value.Check(FIELDS.username, username)) problems.push('用户名须为2–64位字母、数字或 . _ @ -');
    else if (ctx.taken.has(username)) problems.push(OrgMessage.USERNAME_TAKEN);
    else if (seen.has(username)) problems.push(`用户名与第${seen.get(username)}行重复`);
    else seen.set(username, row.line);
    const nameIssue = nameProblem(name, '姓名', OrgLimit.PERSON_NAME);
    if (nameIssue) problems.push(nameIssue);
    const unit = unitText ? unitOf(ctx, unitText) : '部门不能为空';
    if (typeof unit === 'string') problems.push(unit);
    const role = ctx.roles.get(roleName);
    if (!roleName) problems.push('角色不能为空');
    else if (!role) problems.push(`角色不存在：${roleName}`);
    else if (!role.enabled) problems.push(`${OrgMessage.ROLE_DISABLED}：${roleName}`);
    else if (role.role_type === RoleType.INST_MGR && caller.roleType !== RoleType.INST_MGR)
      problems.push(OrgMessage.INST_MGR_ONLY);
    if (mobile && !Value.Check(FIELDS.mobile, mobile)) problems.push('手机号格式不正确');
    if (email && !Value.Check(FIELDS.email, email)) problems.push('邮箱格式不正确');
    if (!password) problems.push('初始密码不能为空');
    else if (!rule.test(password)) problems.push(rule.message);
    if (problems.length) errors.push({ row: row.line, message: `第${row.line}行：${problems.join('；')}` });
    else if (role && typeof unit === 'number')
      members.push({ username, name: name.trim(), unitId: unit, role, mobile, email, password });
  }
  return { members, errors };
}

/** The file part of a multipart upload: one .xlsx of at most 5 MB. */
async function readFile(request: Parameters<typeof requireUser>[0]): Promise<Buffer> {
  const tooLarge = `文件大小不能超过${MB}M`;
  if (Number(request.headers['content-length']) > MemberImportLimit.BYTES + 64 * 1024) throw badRequest(tooLarge);
  if (!request.isMultipart()) throw badRequest(UploadMessage.NO_FILE);
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts())
      if (part.type === 'file') file ??= { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge);
    throw badRequest(UploadMessage.CORRUPT);
  }
  if (!file) throw badRequest(UploadMessage.NO_FILE);
  const unclean = uncleanInput({ fileName: file.fileName });
  if (unclean) throw badRequest(`${ErrorMessage.BAD_REQUEST}：${unclean}`);
  if (!/\.xlsx$/i.test(file.fileName)) throw badRequest('请上传 .xlsx 文件');
  if (!file.bytes.length) throw badRequest('文件为空，请按模板填写成员');
  return file.bytes;
}

/**
 * Member import from .xlsx (issue 20): the template, and the import itself,
 * all or nothing: every row is checked first; one bad row writes nothing and
 * the answer lists the bad rows.
 */
export const memberImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MemberImportLimit.BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
  });

  app.get(
    '/framework/api/org/unit/employee/template',
    { config: { right: 'fmk:org:emp' }, schema: { tags, summary: '成员导入模板（.xlsx）' } },
    async (_request, reply) =>
      sendDownload(
        reply,
        '成员导入模板.xlsx',
        await workbook([
          {
            name: '成员',
            header: MEMBER_IMPORT_HEADER,
            rows: [
              [
                'zhang.san',
                '张三',
                '总行/风险管理部',
                '业务人员',
                '13800138000',
                'zhang.san@example.com',
                'Welcome@2026',
              ],
            ],
            widths: [16, 12, 28, 14, 14, 28, 16],
          },
          {
            name: '填写说明',
            header: ['填写说明'],
            rows: [
              ['1. 用户名：2–64位字母、数字或 . _ @ -，在本机构内唯一。'],
              ['2. 部门：填写完整路径（如 总行/风险管理部），名称唯一的部门也可只填名称。'],
              ['3. 角色：本机构已启用的角色名称。'],
              ['4. 初始密码须符合本机构的密码规则；成员首次登录时须修改密码。'],
              [`5. 单次最多${MemberImportLimit.ROWS}名成员，文件不超过${MB}M；任一行有误则整批不导入。`],
            ],
            widths: [80],
          },
        ]),
      ),
  );

  app.post(
    '/framework/api/org/unit/employee/import',
    {
      config: { right: 'fmk:org:emp', cost: 'upload' },
      schema: {
        tags,
        summary: '从 .xlsx 导入成员（multipart：file）：逐行校验，全部通过才创建',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(MemberImportResultSchema) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const bytes = await readFile(request);
      // Read one row past the limit to tell a full file from an oversized one.
      const sheet = await readSheet(bytes, MemberImportLimit.ROWS + 2);
      const header = sheet[0]?.cells.map((c) => c.trim()) ?? [];
      const at = MEMBER_IMPORT_HEADER.map((title) => header.indexOf(title));
      if (!sheet.length || at.some((i) => i < 0))
        throw badRequest(`未找到表头（${MEMBER_IMPORT_HEADER.join('、')}），请使用模板`);
      const rows = sheet.slice(1);
      if (!rows.length) throw badRequest('文件中没有成员数据');
      if (rows.length > MemberImportLimit.ROWS) throw badRequest(`单次最多导入${MemberImportLimit.ROWS}名成员`);
      const col = (row: SheetRow, title: (typeof MEMBER_IMPORT_HEADER)[number]) =>
        (row.cells[at[MEMBER_IMPORT_HEADER.indexOf(title)]!] ?? '').trim();
      const ctx = await importContext(db, caller, rows.map((r) => col(r, '用户名')).filter(Boolean));
      const { members, errors } = checkRows(rows, col, ctx, caller, await instPasswordRule(app, caller.instId));
      if (errors.length)
        throw new AppError(
          ResultCode.BAD_REQUEST,
          `导入失败，未创建任何成员：${errors
            .slice(0, 3)
            .map((e) => e.message)
            .join('；')}${errors.length > 3 ? ' 等' : ''}`,
          400,
          { errors },
        );
      // The licence's seats, for every row at once: all or nothing.
      await assertSeats(db, caller.instId, members.length);
      // Hash first (argon2 runs off the event loop), then write all rows in one transaction.
      const values = await Promise.all(members.map((m) => newMemberRow(caller.instId, m, m.role)));
      try {
        await db.transaction().execute(async (trx) => {
          const added = await trx.insertInto('app_user').values(values).returning(['id', 'unit_id']).execute();
          // 架构变更 keeps one line per member, as a single add does.
          for (const member of added)
            await recordMemberAction(trx, caller, member.id, 'MEMBER_ADD', {
              after: await unitName(trx, member.unit_id),
            });
        });
      } catch (error) {
        // A member added meanwhile under one of the names.
        if (isUniqueViolation(error)) throw badRequest(OrgMessage.USERNAME_TAKEN);
        throw error;
      }
      return ok({ created: values.length });
    },
  );
};
