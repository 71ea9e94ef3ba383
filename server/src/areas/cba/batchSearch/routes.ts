import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  FileType,
  FormInteger,
  FormRowIdSchema,
  RowIdSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_RECORDS,
  yuanToWan,
} from '@esee/contracts';
import { regionText } from '../../../core/prospects/options';
import { DISTRICTS } from '../../../core/reference/regions';
import { dataScopeUserIds, whereInScope } from '../../../platform/auth/dataScope';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText, containing, day, pageOf } from '../../../platform/db/paging';
import { sendDownload, workbook } from '../../../platform/files/download';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import type { ImportTarget } from '../../../core/importTargets';

/** Files a user keeps of each kind; the oldest must be deleted to upload more. */
export const MAX_FILES = 50;
const RIGHT = 'marketing:search:batch';
type Kind = 'SEARCH' | 'CLOSER_BANK';

/** The user's file of that kind, or not found: another user's id is as good as none. */
async function ownFile(db: Db, user: SessionUser, kind: Kind, id: number) {
  const file = await db
    .selectFrom('batch_file')
    .selectAll()
    .select(chinaTimeText('created_at', 'minute').as('createTime'))
    .where('id', '=', id)
    .where('user_id', '=', user.userId)
    .where('inst_id', '=', user.instId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!file) throw notFound('文件不存在');
  return file;
}

const fileCount = async (db: Db, user: SessionUser, kind: Kind) =>
  Number(
    (
      await db
        .selectFrom('batch_file')
        .select(sql<string>`count(*)`.as('n'))
        .where('user_id', '=', user.userId)
        .where('inst_id', '=', user.instId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A batch file is made by the import: each confirmation keeps one more. */
function fileTarget(kind: Kind): ImportTarget {
  return {
    right: RIGHT,
    existingLabel: '',
    existing: async () => new Set(),
    async importInto(trx, { user, fileName, totalRecord, companies, options }) {
      const regionCode = kind === 'CLOSER_BANK' ? options.regionCode : undefined;
      if (kind === 'CLOSER_BANK' && !regionCode) throw badRequest('请选择匹配区域');
      if ((await fileCount(trx, user, kind)) >= MAX_FILES)
        throw badRequest(`最多保留${MAX_FILES}个批量查询文件，请删除后再上传`);
      const { id } = await trx
        .insertInto('batch_file')
        .values({
          inst_id: user.instId,
          user_id: user.userId,
          kind,
          file_name: fileName,
          region_code: regionCode ?? null,
          total_record: totalRecord,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('batch_file_company')
        .values(companies.map((c) => ({ file_id: id, ent_id: c.entId, line_no: c.line, data: c.data })))
        .execute();
      return { imported: companies.length, existing: 0, targetId: id };
    },
  };
}

/**
 * A page of the user's files of a kind, newest first; with `team`, the files
 * of the members in the user's data scope (the owner named on each).
 */
async function fileList(
  db: Db,
  user: SessionUser,
  kind: Kind,
  page: { offset: number; limit: number },
  name?: string,
  team = false,
) {
  let query = db
    .selectFrom('batch_file as f')
    .innerJoin('app_user as o', 'o.id', 'f.user_id')
    .select([
      'o.display_name as ownerName',
      'f.id as fileId',
      'f.file_name as fileName',
      'f.total_record as totalRecord',
      'f.region_code as regionCode',
      sql<number>`(select count(*)::int from batch_file_company c where c.file_id = f.id)`.as('matchRecord'),
      chinaTimeText('f.created_at', 'minute').as('createTime'),
      sql<string>`count(*) over ()`.as('total'),
    ])
    .where('f.inst_id', '=', user.instId)
    .where('f.kind', '=', kind);
  query = team
    ? whereInScope(query, 'f.user_id', await dataScopeUserIds(db, user))
    : query.where('f.user_id', '=', user.userId);
  if (name) query = query.where('f.file_name', 'ilike', containing(name));
  return query.orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

/** A file's companies with their key facts, in the file's order. */
function fileCompanies(db: Db, fileId: number) {
  return db
    .selectFrom('batch_file_company as b')
    .innerJoin('company as c', 'c.ent_id', 'b.ent_id')
    .select([
      'b.line_no as lineNo',
      'b.data',
      'c.ent_id as entId',
      'c.name as orgName',
      'c.status as orgStatus',
      'c.legal_rep as legRepName',
      'c.credit_code as creditCode',
      sql<number | null>`c.reg_capital::float8`.as('regCapital'),
      day('c.est_date').as('estDate'),
      'c.industry_name as industryName',
      'c.region_code as regionCode',
      'c.address',
      'c.phone',
    ])
    .where('b.file_id', '=', fileId)
    .orderBy('b.line_no');
}

type FileCompany = Awaited<ReturnType<ReturnType<typeof fileCompanies>['execute']>>[number];
/** Inside the chosen region: its code is a prefix of the company's district (2 digits a province, 4 a city). */
const inRegion = (regionCode: string | null, company: FileCompany) =>
  Boolean(regionCode && company.regionCode?.startsWith(regionCode));

/** Provinces and their cities, from the districts the data knows (GB/T 2260 codes). */
function regionTree() {
  const provinces = new Map<string, { code: string; name: string; children: Map<string, string> }>();
  for (const d of DISTRICTS) {
    const p = provinces.get(d.code.slice(0, 2)) ?? { code: d.code.slice(0, 2), name: d.province, children: new Map() };
    provinces.set(p.code, p);
    p.children.set(d.code.slice(0, 4), d.city);
  }
  return [...provinces.values()].map((p) => ({
    code: p.code,
    name: p.name,
    children: [...p.children].map(([code, name]) => ({ code, name })),
  }));
}

const FileForm = Type.Object({ fileId: FormRowIdSchema });
const ListForm = Type.Object({
  pageNum: Type.Optional(FormInteger),
  pageSize: Type.Optional(FormInteger),
  fileName: Type.Optional(Type.String({ maxLength: 100 })),
  /** team: the files of the members in the caller's data scope (read only). */
  scope: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('team')])),
});

/**
 * CBA 批量查询 (spec 2 §7): the files a user imported, each a list of
 * companies with their key facts and an export; and its closer-bank variant,
 * whose files carry a region and whose result says which companies are in it.
 */
export const batchSearchModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['batchSearch'];
  const config = { right: RIGHT };
  app.importTargets.set(FileType.BATCH_SEARCH, fileTarget('SEARCH'));
  app.importTargets.set(FileType.CLOSER_BANK, fileTarget('CLOSER_BANK'));

  for (const [prefix, kind] of [
    ['/esee/batchSearch', 'SEARCH'],
    ['/esee/batchMatch/closerBank', 'CLOSER_BANK'],
  ] as const) {
    app.get(
      `${prefix}/uploadFileLimit`,
      { config, schema: { tags, summary: '上传限制与已用文件数' } },
      async (request) =>
        ok({
          maxFileCount: MAX_FILES,
          fileCount: await fileCount(db, requireUser(request), kind),
          maxRecord: UPLOAD_MAX_RECORDS,
          maxFileSize: UPLOAD_MAX_BYTES,
        }),
    );

    app.post(
      `${prefix}/uploadFileList`,
      {
        config,
        schema: {
          tags,
          summary: '本人上传的文件（表单：pageNum，pageSize，fileName，scope team：数据范围内成员的）',
          body: ListForm,
        },
      },
      async (request) => {
        const rows = await fileList(
          db,
          requireUser(request),
          kind,
          pageOf(request.body),
          request.body.fileName?.trim(),
          request.body.scope === 'team',
        );
        return ok({
          total: Number(rows[0]?.total ?? 0),
          list: rows.map(({ total: _total, regionCode, ...r }) => ({
            ...r,
            ...(kind === 'CLOSER_BANK' ? { regionCode, regionName: regionName(regionCode) } : {}),
          })),
        });
      },
    );

    app.post(
      `${prefix}/deleteFile`,
      { config, schema: { tags, summary: '删除文件（表单：fileId）', body: FileForm } },
      async (request) => {
        const file = await ownFile(db, requireUser(request), kind, Number(request.body.fileId));
        await db.deleteFrom('batch_file').where('id', '=', file.id).execute();
        return ok(null);
      },
    );
  }

  app.post(
    '/esee/batchSearch/fileDetail',
    {
      config,
      schema: {
        tags,
        summary: '文件中的企业（表单：fileId，pageNum，pageSize）',
        body: Type.Object({
          fileId: FormRowIdSchema,
          pageNum: Type.Optional(FormInteger),
          pageSize: Type.Optional(FormInteger),
        }),
      },
    },
    async (request) => {
      const file = await ownFile(db, requireUser(request), 'SEARCH', Number(request.body.fileId));
      const page = pageOf(request.body);
      const [companies, count] = await Promise.all([
        fileCompanies(db, file.id).offset(page.offset).limit(page.limit).execute(),
        db
          .selectFrom('batch_file_company')
          .select(sql<string>`count(*)`.as('n'))
          .where('file_id', '=', file.id)
          .executeTakeFirstOrThrow(),
      ]);
      return ok({
        file: {
          fileId: file.id,
          fileName: file.file_name,
          totalRecord: file.total_record,
          matchRecord: Number(count.n),
          createTime: file.createTime,
        },
        companies: {
          total: Number(count.n),
          list: companies.map(({ regionCode, ...c }) => ({ ...c, region: regionText(regionCode) })),
        },
      });
    },
  );

  app.get(
    '/esee/batchSearch/export',
    {
      config: { right: 'marketing:export', cost: 'export' },
      schema: {
        tags,
        summary: '导出文件中的企业（.xlsx）',
        querystring: Type.Object({ fileId: RowIdSchema }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await request.access()).can(RIGHT)) throw forbidden();
      const file = await ownFile(db, user, 'SEARCH', request.query.fileId);
      const rows = await fileCompanies(db, file.id).execute();
      return sendDownload(reply, `${baseName(file.file_name)}_批量查询结果.xlsx`, await companiesWorkbook(rows));
    },
  );

  app.get('/esee/batchMatch/getRegionList', { config, schema: { tags, summary: '可选匹配区域（省、市）' } }, () =>
    ok(regionTree()),
  );

  app.post(
    '/esee/batchMatch/closerBank/downloadMatchResult',
    {
      config: { ...config, cost: 'export' },
      schema: { tags, summary: '下载就近匹配结果（表单：fileId）', body: FileForm },
    },
    async (request, reply) => {
      const file = await ownFile(db, requireUser(request), 'CLOSER_BANK', Number(request.body.fileId));
      const rows = await fileCompanies(db, file.id).execute();
      // Companies in the chosen region first: the branch's own prospects.
      rows.sort((a, b) => Number(inRegion(file.region_code, b)) - Number(inRegion(file.region_code, a)));
      return sendDownload(
        reply,
        `${baseName(file.file_name)}_就近匹配结果.xlsx`,
        await companiesWorkbook(rows, { name: regionName(file.region_code), code: file.region_code }),
      );
    },
  );
};

const baseName = (fileName: string) => fileName.replace(/\.xlsx?$/i, '');

/** A region code's name: a province (2 digits) or a city (4), as the region list names it. */
function regionName(code: string | null): string {
  if (!code) return '';
  const d = DISTRICTS.find((x) => x.code.startsWith(code));
  if (!d) return code;
  return code.length <= 2 ? d.province : code.length <= 4 ? d.city : `${d.city}${d.district}`;
}

/** The companies of a file as a sheet; with a region, a column says which are in it. */
function companiesWorkbook(rows: FileCompany[], region?: { name: string; code: string | null }): Promise<Buffer> {
  const header = [
    '行号',
    '上传数据',
    '企业名称',
    '登记状态',
    '法定代表人',
    '统一社会信用代码',
    '注册资本（万元）',
    '成立日期',
    '所属行业',
    '所属地区',
    '注册地址',
    '联系电话',
  ];
  return workbook([
    {
      name: region ? '就近匹配结果' : '批量查询结果',
      header: region ? [...header, `是否属于${region.name}`] : header,
      rows: rows.map((r) => {
        const cells = [
          r.lineNo,
          r.data,
          r.orgName,
          r.orgStatus,
          r.legRepName,
          r.creditCode,
          yuanToWan(r.regCapital) ?? '',
          r.estDate,
          r.industryName,
          regionText(r.regionCode),
          r.address,
          r.phone,
        ];
        return region ? [...cells, inRegion(region.code, r) ? '是' : '否'] : cells;
      }),
      widths: [6, 30, 36, 10, 10, 22, 16, 12, 20, 20, 40, 16, 14],
    },
  ]);
}
