import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  FileType,
  PageNoSchema,
  PageSizeSchema,
  RowIdSchema,
  ScsGroupDetailSchema,
  ScsGroupListSchema,
  ScsSingleCustomerSchema,
  ScsCustomerRowSchema,
  SCS_SAME_CUSTOMER_PERMISSION,
  SCS_SINGLE_CUSTOMER_PERMISSION,
  type ScsEvidence,
  type ScsGroupChanges,
  type ScsRunSummary,
  WorkRunSchema,
  chinaMinute,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { sendDownload } from '../../../platform/files/download';
import { containing } from '../../../platform/db/paging';
import { notFound, ok } from '../../../platform/http/errors';
import { riskChecklist } from '../../../core/risk/riskChecklist';
import { bookTemplate, exposuresOf, NO_EXPOSURE, scsBookTarget, totalExposureSql } from './book';
import { identifyOf, runIdentification } from './run';
import { AFTER_LOAD_RUNNER, bookScope, IDENTIFY_RUN, institutionsBehind, type IdentifyParams } from './followData';
import { apexOf } from './roles';
import { provideScsIdentify, scsTagsOf } from '../shared/scsRules';
import { countOf, keywordPageQuery } from '../shared/listing';
import { whenDataMayChange } from '../../../platform/jobs/whenDataMayChange';

const EntId = Type.String({ minLength: 1, maxLength: 64 });
const Keyword = Type.String({ maxLength: 100 });
const same = { right: SCS_SAME_CUSTOMER_PERMISSION };
const single = { right: SCS_SINGLE_CUSTOMER_PERMISSION };

/**
 * SCS 同一客户 and 单一客户 (issue 19, first part): the book import target, identification runs, the
 * groups of the latest run and a group's detail, the book's customers and one customer's profile. Every
 * read is of the caller's institution: another institution's group is as good as none.
 */
export const sameCustomerModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['sameCustomer'];
  provideScsIdentify(db, async (d, instId, params) => (await identifyOf(d, instId, params)).groups);

  app.importTargets.set(FileType.SCS_CUSTOMER_BOOK, scsBookTarget(SCS_SAME_CUSTOMER_PERMISSION));

  app.get(
    '/esee/scs/book/template',
    { config: { right: 'app:scs' }, schema: { tags, summary: '同一客户名单（含敞口）导入模板（.xlsx）' } },
    async (_request, reply) => sendDownload(reply, '同一客户名单导入模板.xlsx', await bookTemplate()),
  );

  /** The institution's latest run, or null. */
  async function latestRun(instId: number): Promise<ScsRunSummary | null> {
    const run = await db
      .selectFrom('scs_run as r')
      .leftJoin('app_user as u', 'u.id', 'r.created_by')
      .select([
        'r.id',
        'r.created_at',
        'u.display_name',
        'r.customer_count',
        'r.group_count',
        'r.elapsed_ms',
        'r.changes',
      ])
      .where('r.inst_id', '=', instId)
      .where('r.published', '=', true)
      .orderBy('r.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!run) return null;
    const c = run.changes as Partial<ScsRunSummary['changes']> & {
      familyTies?: ScsRunSummary['familyTies'];
      afterLoad?: boolean;
    };
    return {
      runId: run.id,
      createdAt: chinaMinute(new Date(run.created_at)),
      createdBy: run.display_name ?? (c.afterLoad ? AFTER_LOAD_RUNNER : null),
      customerCount: run.customer_count,
      groupCount: run.group_count,
      elapsedMs: run.elapsed_ms,
      changes: {
        newGroups: c.newGroups ?? 0,
        removedGroups: c.removedGroups ?? 0,
        changedGroups: c.changedGroups ?? 0,
        membersAdded: c.membersAdded ?? 0,
        membersRemoved: c.membersRemoved ?? 0,
        firstRun: c.firstRun ?? false,
      },
      // Runs before the report kept none.
      familyTies: c.familyTies ?? { used: [], unused: 0, unlinked: 0 },
    };
  }

  // A run is long work (a book of 10,000 customers takes a minute): the call starts it, the page follows it.
  const identifyRun = app.workRuns.define<IdentifyParams>({
    name: IDENTIFY_RUN,
    faultReason: '同一客户识别失败，请稍后重新运行',
    run: (params, run) => runIdentification(db, run, params, app.clock()),
  });

  // The groups follow the data: a load that wrote the grouping's inputs starts the next run of every institution that
  // runs the identification, looked for as often as the data inbox is looked into (as the derived conclusions are).
  const followLoads = async () => {
    for (const { instId, dataLoadId } of await institutionsBehind(db))
      await app.workRuns.start(identifyRun, { instId, userId: null, scope: bookScope(instId), params: { dataLoadId } });
  };
  whenDataMayChange(app, 'same-customer run not started', followLoads);

  app.post(
    '/esee/scs/sameCustomer/run',
    {
      config: same,
      schema: {
        tags,
        summary: '运行同一客户识别（本机构客户名单）：排队后在后台运行，答复运行的进度；已有运行中的识别时答复该识别',
        response: { 200: EnvelopeSchema(WorkRunSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(
        await app.workRuns.start(identifyRun, {
          instId: user.instId,
          userId: user.userId,
          scope: bookScope(user.instId),
          params: {},
        }),
      );
    },
  );

  app.get(
    '/esee/scs/sameCustomer/run',
    {
      config: same,
      schema: {
        tags,
        summary: '本机构最近一次同一客户识别的运行进度（排队中、运行中、已完成、失败及原因），无则为 null',
        response: { 200: EnvelopeSchema(Type.Union([WorkRunSchema, Type.Null()])) },
      },
    },
    async (request) => ok(await app.workRuns.latest(identifyRun, bookScope(requireUser(request).instId))),
  );

  app.get(
    '/esee/scs/sameCustomer/groups',
    {
      config: same,
      schema: {
        tags,
        summary: '系统识别组列表（最近一次识别）：名称、核心企业、成员数、总敞口、状态',
        querystring: Type.Object({
          keyword: Type.Optional(Keyword),
          status: Type.Optional(Type.String({ maxLength: 10 })),
          pageNum: Type.Optional(PageNoSchema),
          pageSize: Type.Optional(PageSizeSchema),
        }),
        response: { 200: EnvelopeSchema(ScsGroupListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { keyword, status, pageNum = 1, pageSize = 10 } = request.query;
      const run = await latestRun(user.instId);
      if (!run) return ok({ run: null, total: 0, list: [] });
      let q = db
        .selectFrom('scs_group as g')
        .innerJoin('company as c', 'c.ent_id', 'g.core_ent_id')
        .where('g.run_id', '=', run.runId)
        .where('g.inst_id', '=', user.instId);
      const word = keyword?.trim();
      if (word)
        q = q.where((eb) =>
          eb.or([
            eb('g.name', 'ilike', containing(word)),
            eb.exists(
              eb
                .selectFrom('scs_group_member as m')
                .select('m.ent_id')
                .whereRef('m.group_id', '=', 'g.id')
                .where('m.ent_name', 'ilike', containing(word)),
            ),
          ]),
        );
      if (status) q = q.where('g.status', '=', status);
      const [count, rows] = await Promise.all([
        countOf(q),
        q
          .select([
            'g.id',
            'g.name',
            'g.core_ent_id',
            'c.name as core_name',
            'g.member_count',
            sql<number>`g.total_exposure::float8`.as('total'),
            'g.status',
          ])
          .orderBy('g.total_exposure', 'desc')
          .orderBy('g.id')
          .offset((pageNum - 1) * pageSize)
          .limit(pageSize)
          .execute(),
      ]);
      return ok({
        run,
        total: count.n,
        list: rows.map((r) => ({
          groupId: r.id,
          name: r.name,
          coreEntId: r.core_ent_id,
          coreName: r.core_name,
          memberCount: r.member_count,
          totalExposure: Number(r.total),
          status: r.status,
        })),
      });
    },
  );

  app.get(
    '/esee/scs/sameCustomer/group',
    {
      config: same,
      schema: {
        tags,
        summary: '系统识别组详情：成员（角色、理由、证据、敞口）与较上次识别的变化',
        querystring: Type.Object({ groupId: RowIdSchema }),
        response: { 200: EnvelopeSchema(ScsGroupDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await db
        .selectFrom('scs_group as g')
        .innerJoin('scs_run as r', 'r.id', 'g.run_id')
        .innerJoin('company as c', 'c.ent_id', 'g.core_ent_id')
        .select([
          'g.id',
          'g.run_id',
          'r.created_at',
          'g.name',
          'g.core_ent_id',
          'c.name as core_name',
          'g.member_count',
          sql<number>`g.total_exposure::float8`.as('total'),
          'g.status',
          'g.changes',
          'g.group_key',
        ])
        .where('g.id', '=', request.query.groupId)
        .where('g.inst_id', '=', user.instId)
        .where('r.published', '=', true)
        .executeTakeFirst();
      if (!group) throw notFound('识别组不存在');
      const members = await db
        .selectFrom('scs_group_member as m')
        .leftJoin('institution_customer as ic', (j) =>
          j.onRef('ic.ent_id', '=', 'm.ent_id').on('ic.inst_id', '=', user.instId),
        )
        .select([
          'm.ent_id',
          'm.ent_name',
          'm.role',
          'm.suggested',
          'm.reason',
          'm.evidence',
          'ic.loan_amount',
          'ic.bill_amount',
          'ic.guarantee_amount',
          'ic.bond_amount',
          'ic.off_balance_amount',
          'ic.rating',
        ])
        .where('m.group_id', '=', group.id)
        .orderBy(sql`case m.role when '母公司' then 0 when '核心企业' then 0 when '成员' then 1 else 2 end`)
        .orderBy('m.ent_name')
        .execute();
      const apex = await apexOf(
        db,
        user.instId,
        group.group_key,
        members.map((m) => m.ent_id),
      );
      return ok({
        groupId: group.id,
        runId: group.run_id,
        runAt: chinaMinute(new Date(group.created_at)),
        name: group.name,
        coreEntId: group.core_ent_id,
        coreName: group.core_name,
        memberCount: group.member_count,
        totalExposure: Number(group.total),
        status: group.status,
        changes: group.changes as ScsGroupChanges,
        members: members.map((m) => ({
          entId: m.ent_id,
          entName: m.ent_name,
          role: m.role,
          suggested: m.suggested,
          reason: m.reason,
          evidence: m.evidence as ScsEvidence[],
          exposure: m.loan_amount === null ? NO_EXPOSURE : exposuresOf(m as Parameters<typeof exposuresOf>[0]),
          rating: m.rating,
        })),
        apex,
      });
    },
  );

  app.get(
    '/esee/scs/singleCustomer/list',
    {
      config: single,
      schema: {
        tags,
        summary: '本行客户（含敞口、评级、额度与所属识别组）',
        querystring: keywordPageQuery(),
        response: {
          200: EnvelopeSchema(Type.Object({ total: Type.Integer(), list: Type.Array(ScsCustomerRowSchema) })),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { keyword, pageNum = 1, pageSize = 10 } = request.query;
      const run = await latestRun(user.instId);
      let q = db
        .selectFrom('institution_customer as ic')
        .innerJoin('company as c', 'c.ent_id', 'ic.ent_id')
        .where('ic.inst_id', '=', user.instId);
      const word = keyword?.trim();
      if (word) q = q.where((eb) => eb.or([eb('c.name', 'ilike', containing(word)), eb('c.credit_code', '=', word)]));
      const [count, rows] = await Promise.all([
        countOf(q),
        q
          .leftJoin(
            (eb) =>
              eb
                .selectFrom('scs_group_member as m')
                .innerJoin('scs_group as g', 'g.id', 'm.group_id')
                .select(['m.ent_id', 'g.id as group_id', 'g.name as group_name'])
                .where('g.run_id', '=', run?.runId ?? 0)
                .where('m.suggested', '=', false)
                .as('gm'),
            (j) => j.onRef('gm.ent_id', '=', 'ic.ent_id'),
          )
          .select([
            'ic.ent_id',
            'c.name',
            'ic.rating',
            sql<number | null>`ic.approved_limit::float8`.as('limit'),
            sql<number>`${totalExposureSql('ic')}::float8`.as('total'),
            'gm.group_id',
            'gm.group_name',
          ])
          .orderBy(sql`${totalExposureSql('ic')}`, 'desc')
          .orderBy('ic.ent_id')
          .offset((pageNum - 1) * pageSize)
          .limit(pageSize)
          .execute(),
      ]);
      const tagged = await scsTagsOf(
        db,
        user.instId,
        rows.map((r) => r.ent_id),
      );
      return ok({
        total: count.n,
        list: rows.map((r) => ({
          entId: r.ent_id,
          entName: r.name,
          rating: r.rating,
          approvedLimit: r.limit === null ? null : Number(r.limit),
          totalExposure: Number(r.total),
          groupId: r.group_id ?? null,
          groupName: r.group_name ?? null,
          tags: tagged.get(r.ent_id) ?? [],
        })),
      });
    },
  );

  app.get(
    '/esee/scs/singleCustomer/detail',
    {
      config: single,
      schema: {
        tags,
        summary: '单一客户视图：集团归属、评级、额度、分产品敞口、关联方、风险',
        querystring: Type.Object({ entId: EntId }),
        response: { 200: EnvelopeSchema(ScsSingleCustomerSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { entId } = request.query;
      const company = await db
        .selectFrom('company')
        .select([
          'ent_id',
          'name',
          'credit_code',
          'legal_rep',
          'status',
          sql<number | null>`reg_capital::float8`.as('reg'),
          sql<string | null>`to_char(est_date, 'YYYY-MM-DD')`.as('est'),
          'address',
        ])
        .where('ent_id', '=', entId)
        .executeTakeFirst();
      if (!company) throw notFound('未找到该企业');
      const run = await latestRun(user.instId);
      const [book, group, holders, holdings, branches, guarantees, checklist] = await Promise.all([
        db
          .selectFrom('institution_customer')
          .selectAll()
          .where('inst_id', '=', user.instId)
          .where('ent_id', '=', entId)
          .executeTakeFirst(),
        db
          .selectFrom('scs_group_member as m')
          .innerJoin('scs_group as g', 'g.id', 'm.group_id')
          .innerJoin('company as c', 'c.ent_id', 'g.core_ent_id')
          .select(['g.id', 'g.name', 'c.name as core_name', 'm.role', 'm.suggested', 'm.reason', 'g.status'])
          .where('g.run_id', '=', run?.runId ?? 0)
          .where('g.inst_id', '=', user.instId)
          .where('m.ent_id', '=', entId)
          .orderBy('m.suggested')
          .limit(1)
          .executeTakeFirst(),
        sql<{ id: string; name: string; ratio: number; kind: string }>`
          select s.holder_id as id, coalesce(hc.name, hp.name, s.holder_id) as name, s.ratio::float8 as ratio,
                 s.holder_kind as kind
          from shareholding s
          left join company hc on s.holder_kind = 'C' and hc.ent_id = s.holder_id
          left join person hp on s.holder_kind = 'P' and hp.person_id = s.holder_id
          where s.company_id = ${entId} order by s.ratio desc limit 20
        `.execute(db),
        sql<{ id: string; name: string; ratio: number }>`
          select s.company_id as id, c.name, s.ratio::float8 as ratio from shareholding s
          join company c on c.ent_id = s.company_id
          where s.holder_id = ${entId} order by s.ratio desc limit 20
        `.execute(db),
        sql<{ id: string; name: string; relation: string }>`
          select b.parent_id as id, c.name, '总部' as relation from branch b join company c on c.ent_id = b.parent_id
          where b.branch_id = ${entId}
          union all
          select * from (select b.branch_id, c.name, '分支机构' from branch b join company c on c.ent_id = b.branch_id
          where b.parent_id = ${entId} order by c.name limit 20) x
        `.execute(db),
        sql<{ id: string; name: string; relation: string; amount: number }>`
          select g.guaranteed_id as id, c.name, '为其担保' as relation, g.amount::float8 as amount
          from scs_guarantee g join company c on c.ent_id = g.guaranteed_id
          where g.inst_id = ${user.instId} and g.guarantor_id = ${entId}
          union all
          select g.guarantor_id, c.name, '为本企业担保', g.amount::float8
          from scs_guarantee g join company c on c.ent_id = g.guarantor_id
          where g.inst_id = ${user.instId} and g.guaranteed_id = ${entId}
        `.execute(db),
        riskChecklist(db, entId, app.clock()),
      ]);
      const tagged = book ? await scsTagsOf(db, user.instId, [company.ent_id]) : new Map<string, never>();
      return ok({
        tags: tagged.get(company.ent_id) ?? [],
        entId: company.ent_id,
        entName: company.name,
        creditCode: company.credit_code,
        legalPerson: company.legal_rep,
        status: company.status,
        regCapital: company.reg === null ? null : Number(company.reg),
        estDate: company.est,
        address: company.address,
        inBook: !!book,
        rating: book?.rating ?? null,
        approvedLimit: book?.approved_limit == null ? null : Number(book.approved_limit),
        exposure: book ? exposuresOf(book) : NO_EXPOSURE,
        group: group
          ? {
              groupId: group.id,
              name: group.name,
              coreName: group.core_name,
              role: group.role,
              suggested: group.suggested,
              reason: group.reason,
              status: group.status,
            }
          : null,
        related: [
          ...holders.rows.map((h) => ({
            entId: h.id,
            name: h.name,
            kind: h.kind,
            relation: '股东',
            value: Number(h.ratio),
          })),
          ...holdings.rows.map((h) => ({
            entId: h.id,
            name: h.name,
            kind: 'C',
            relation: '对外投资',
            value: Number(h.ratio),
          })),
          ...branches.rows.map((b) => ({ entId: b.id, name: b.name, kind: 'C', relation: b.relation, value: null })),
          ...guarantees.rows.map((g) => ({
            entId: g.id,
            name: g.name,
            kind: 'C',
            relation: g.relation,
            value: Number(g.amount),
          })),
        ],
        risks: checklist.items
          .filter((i) => i.count > 0)
          .map((i) => ({ kind: i.kind, title: i.label, count: i.count, recent: i.recent })),
      });
    },
  );
};
