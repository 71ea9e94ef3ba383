import { sql } from 'kysely';
import {
  BANK_FLOW_PERMISSION,
  chinaDay,
  chinaMinute,
  chinaTime,
  HOME_LIST_SIZE,
  PARTNER_NEWS_PERMISSION,
  SCS_REVIEW_PERMISSION,
  SCS_WARNING_PERMISSION,
  type MyWork,
  type WorkFigure,
  type WorkJob,
  type WorkTodo,
} from '@esee/contracts';
import type { Access } from '../../../platform/auth/access';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { recentCompanies } from '../../../core/companies/recentCompanies';

/** The pages each part of the home links to (the remotes' routes). */
const PAGES = {
  alerts: '/apps/monitor/optional',
  cases: '/apps/monitor/cases',
  partnerAlerts: '/merchants/publicsenInformation',
  scsReview: '/sameCustomerSystem/dataManagement/dataReview',
  scsWarnings: '/sameCustomerSystem/applicationService/riskWarning',
  scsGroups: '/sameCustomerSystem/sameCustomer',
  bankFlow: '/investment/bank/flow',
  conditions: '/bankAssistant/conditionsSearch',
  exports: '/bankAssistant/exportList',
} as const;

/** A long run's title and page, by its kind on the job system. */
const RUN_KINDS: Record<string, { title: string; path: string }> = {
  'scs.identify': { title: '同一客户识别', path: PAGES.scsGroups },
  'bankFlow.analyse': { title: '银行流水分析', path: PAGES.bankFlow },
};

const count = (n: string | number | bigint | null | undefined) => Number(n ?? 0);

/** The person's sign-in before the current one: the start of 「上次登录以来」. */
async function lastVisit(db: Db, user: SessionUser): Promise<Date | null> {
  const row = await db
    .selectFrom('login_log')
    .select('created_at')
    .where('user_id', '=', user.userId)
    .where('outcome', '=', 'SUCCESS')
    .orderBy('created_at', 'desc')
    .offset(1)
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

async function alertTodo(db: Db, user: SessionUser): Promise<WorkTodo> {
  const row = await db
    .selectFrom('monitor_alert')
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`count(*) filter (where level = '高风险')`.as('high'),
    ])
    .where('user_id', '=', user.userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    key: 'alerts',
    title: '未读监控预警',
    count: count(row.n),
    path: PAGES.alerts,
    urgent: count(row.high),
    urgentLabel: '高风险',
  };
}

async function latestAlerts(db: Db, user: SessionUser) {
  const rows = await db
    .selectFrom('monitor_alert as a')
    .innerJoin('company as c', 'c.ent_id', 'a.ent_id')
    .select(['a.id', 'a.ent_id', 'c.name', 'a.title', 'a.level', 'a.created_at'])
    .where('a.user_id', '=', user.userId)
    .where('a.read_at', 'is', null)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(HOME_LIST_SIZE)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    entId: r.ent_id,
    entName: r.name,
    title: r.title,
    level: r.level,
    at: chinaMinute(r.created_at),
  }));
}

/** 案件处置: open cases assigned to the person, and those past their due day. */
async function caseTodo(db: Db, user: SessionUser, now: Date): Promise<WorkTodo> {
  const row = await db
    .selectFrom('monitor_case')
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`count(*) filter (where due_date < ${chinaDay(now)})`.as('overdue'),
    ])
    .where('inst_id', '=', user.instId)
    .where('assignee_id', '=', user.userId)
    .where('status', 'in', ['待处理', '处理中'])
    .executeTakeFirstOrThrow();
  return {
    key: 'cases',
    title: '分配给我的案件',
    count: count(row.n),
    path: PAGES.cases,
    urgent: count(row.overdue),
    urgentLabel: '已逾期',
  };
}

/** PRMA: partner risk news not yet handled (the institution's inbox). */
async function partnerAlertTodo(db: Db, user: SessionUser): Promise<WorkTodo> {
  const row = await db
    .selectFrom('partner_alert')
    .select([
      sql<string>`count(*) filter (where status = 'pending')`.as('pending'),
      sql<string>`count(*) filter (where status in ('pending', 'processing'))`.as('open'),
    ])
    .where('inst_id', '=', user.instId)
    .executeTakeFirstOrThrow();
  return {
    key: 'partnerAlerts',
    title: '合作方风险舆情待处理',
    count: count(row.open),
    path: PAGES.partnerAlerts,
    urgent: count(row.pending),
    urgentLabel: '未处理',
  };
}

/** SCS 数据复核 (maker-checker): changes waiting that someone else made. */
async function scsReviewTodo(db: Db, user: SessionUser): Promise<WorkTodo> {
  const row = await db
    .selectFrom('scs_change')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('inst_id', '=', user.instId)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('maker_id', 'is', null), eb('maker_id', '!=', user.userId)]))
    .executeTakeFirstOrThrow();
  return {
    key: 'scsReview',
    title: '同一客户数据待复核',
    count: count(row.n),
    path: PAGES.scsReview,
    urgent: 0,
    urgentLabel: '',
  };
}

/** SCS 风险预警 assigned to the person and still open. */
async function scsWarningTodo(db: Db, user: SessionUser, now: Date): Promise<WorkTodo> {
  const row = await db
    .selectFrom('scs_warning')
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`count(*) filter (where due_at < ${now})`.as('overdue'),
    ])
    .where('inst_id', '=', user.instId)
    .where('assignee_id', '=', user.userId)
    .where('status', 'in', ['待处理', '处理中'])
    .executeTakeFirstOrThrow();
  return {
    key: 'scsWarnings',
    title: '分配给我的集团风险预警',
    count: count(row.n),
    path: PAGES.scsWarnings,
    urgent: count(row.overdue),
    urgentLabel: '已逾期',
  };
}

/** 银行流水: explained flags waiting for the person's sign-off as the analysis's reviewer. */
async function bankFlowReviewTodo(db: Db, user: SessionUser): Promise<WorkTodo> {
  const row = await db
    .selectFrom('bank_flow_flag as f')
    .innerJoin('bank_flow_analysis as a', 'a.id', 'f.analysis_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('a.inst_id', '=', user.instId)
    .where('a.reviewer_id', '=', user.userId)
    .where('f.status', '=', 'noted')
    .executeTakeFirstOrThrow();
  return {
    key: 'bankFlowReview',
    title: '银行流水异常待我复核',
    count: count(row.n),
    path: PAGES.bankFlow,
    urgent: 0,
    urgentLabel: '',
  };
}

/** The person's runs and list exports, newest first. */
async function jobs(db: Db, user: SessionUser): Promise<WorkJob[]> {
  const [runs, exports] = await Promise.all([
    db
      .selectFrom('work_run')
      .select(['id', 'kind', 'state', 'progress', 'created_at', 'finished_at'])
      .where('user_id', '=', user.userId)
      .where('inst_id', '=', user.instId)
      .where('kind', 'in', Object.keys(RUN_KINDS))
      .orderBy('created_at', 'desc')
      .limit(HOME_LIST_SIZE)
      .execute(),
    db
      .selectFrom('export_job')
      .select(['id', 'name', 'state', 'created_at', 'finished_at'])
      .where('user_id', '=', user.userId)
      .where('inst_id', '=', user.instId)
      .orderBy('created_at', 'desc')
      .limit(HOME_LIST_SIZE)
      .execute(),
  ]);
  const list = [
    ...runs.map((r) => ({
      key: `run-${r.id}`,
      title: RUN_KINDS[r.kind]!.title,
      state: r.state,
      progress: r.state === 'done' ? 100 : Math.round(Math.min(1, Math.max(0, Number(r.progress))) * 100),
      when: r.finished_at ?? r.created_at,
      path: RUN_KINDS[r.kind]!.path,
    })),
    ...exports.map((e) => ({
      key: `export-${e.id}`,
      title: `导出：${e.name}`,
      state: e.state === 'processing' ? ('running' as const) : e.state,
      progress: e.state === 'done' ? 100 : 0,
      when: e.finished_at ?? e.created_at,
      path: PAGES.exports,
    })),
  ];
  return list
    .sort((a, b) => b.when.getTime() - a.when.getTime())
    .slice(0, HOME_LIST_SIZE)
    .map(({ when, ...job }) => ({ ...job, at: chinaMinute(when) }));
}

/** CBA: the companies the person's saved 条件找客 found new at their latest runs since the last visit. */
async function newProspects(db: Db, user: SessionUser, since: Date | null): Promise<WorkFigure> {
  const row = await db
    .selectFrom('condition_set')
    .select([
      sql<string>`coalesce(sum(cardinality(array(select unnest(last_ids) except select unnest(coalesce(previous_ids, '{}'::text[]))))), 0)`.as(
        'fresh',
      ),
      (eb) => eb.fn.countAll<string>().as('sets'),
    ])
    .where('user_id', '=', user.userId)
    .where('inst_id', '=', user.instId)
    .where('previous_ids', 'is not', null)
    .$if(since !== null, (q) => q.where('last_run_at', '>=', since!))
    .executeTakeFirstOrThrow();
  return {
    solution: 'cba',
    label: '新增潜在客户',
    value: count(row.fresh),
    note: `${count(row.sets)} 个已保存条件${since ? '上次登录以来' : ''}重新查询时新出现的企业`,
    path: PAGES.conditions,
  };
}

/** PRMA: partner risk news that arrived since the last visit. */
async function newPartnerRisks(db: Db, user: SessionUser, since: Date | null): Promise<WorkFigure> {
  const row = await db
    .selectFrom('partner_alert')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('inst_id', '=', user.instId)
    .$if(since !== null, (q) => q.where('created_at', '>=', since!))
    .executeTakeFirstOrThrow();
  return {
    solution: 'prma',
    label: '合作方新增风险',
    value: count(row.n),
    note: since ? '上次登录以来新增的合作方风险舆情' : '合作方风险舆情',
    path: PAGES.partnerAlerts,
  };
}

/** IBA: flags of the person's own analyses still waiting for an explanation. */
async function flagsToExplain(db: Db, user: SessionUser): Promise<WorkFigure> {
  const row = await db
    .selectFrom('bank_flow_flag as f')
    .innerJoin('bank_flow_analysis as a', 'a.id', 'f.analysis_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('a.inst_id', '=', user.instId)
    .where('a.user_id', '=', user.userId)
    .where('f.status', 'in', ['open', 'returned'])
    .executeTakeFirstOrThrow();
  return {
    solution: 'iba',
    label: '流水异常待说明',
    value: count(row.n),
    note: '我的流水分析中待说明或被退回的异常',
    path: PAGES.bankFlow,
  };
}

/** SCS: the groups the institution's latest published run changed. */
async function changedGroups(db: Db, user: SessionUser): Promise<WorkFigure> {
  const run = await db
    .selectFrom('scs_run')
    .select(['created_at', 'changes'])
    .where('inst_id', '=', user.instId)
    .where('published', '=', true)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const changes = (typeof run?.changes === 'string' ? JSON.parse(run.changes) : run?.changes) as
    { newGroups?: number; changedGroups?: number; removedGroups?: number } | undefined;
  const [added, changed, removed] = [changes?.newGroups ?? 0, changes?.changedGroups ?? 0, changes?.removedGroups ?? 0];
  return {
    solution: 'scs',
    label: '集团变动',
    value: added + changed + removed,
    note: run
      ? `${chinaMinute(run.created_at)} 的识别：新增 ${added}、变动 ${changed}、消失 ${removed}`
      : '尚未运行同一客户识别',
    path: PAGES.scsGroups,
  };
}

/**
 * What waits for the person (首页「我的工作」): each part only with its right, a solution's only where the
 * institution has it (`access.can` says both).
 */
export async function myWork(db: Db, user: SessionUser, access: Access, now: Date): Promise<MyWork> {
  const since = await lastVisit(db, user);
  const can = (key: string) => access.can(key);
  const todos = await Promise.all([
    can('monitor') ? alertTodo(db, user) : null,
    can('monitor') ? caseTodo(db, user, now) : null,
    can(PARTNER_NEWS_PERMISSION) ? partnerAlertTodo(db, user) : null,
    can(SCS_REVIEW_PERMISSION) ? scsReviewTodo(db, user) : null,
    can(SCS_WARNING_PERMISSION) ? scsWarningTodo(db, user, now) : null,
    can(BANK_FLOW_PERMISSION) ? bankFlowReviewTodo(db, user) : null,
  ]);
  const figures = await Promise.all([
    can('marketing:search:condition') && can('app:cba') ? newProspects(db, user, since) : null,
    can(PARTNER_NEWS_PERMISSION) ? newPartnerRisks(db, user, since) : null,
    can(BANK_FLOW_PERMISSION) ? flagsToExplain(db, user) : null,
    can('app:scs') ? changedGroups(db, user) : null,
  ]);
  const [alerts, jobList, recent] = await Promise.all([
    can('monitor') ? latestAlerts(db, user) : null,
    jobs(db, user),
    recentCompanies(db, user.userId),
  ]);
  return {
    lastVisit: since ? chinaTime(since) : null,
    todos: todos.filter((t) => t !== null),
    alerts,
    jobs: jobList,
    recent: recent.slice(0, HOME_LIST_SIZE),
    figures: figures.filter((f) => f !== null),
  };
}
