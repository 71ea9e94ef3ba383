import { sql } from 'kysely';
import {
  NEW_RISK_DAYS,
  PROPAGATED_FLAG,
  type ScsGroupChanges,
  type ScsWarning,
  type WarningSeverity,
  type WarningStatus,
  chinaMinute,
  chinaDay,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import { creditViews } from './credit';
import { latestRunId } from '../shared/latestRun';
import {
  EXTERNAL_SIGNALS,
  classSeverity,
  dueAt,
  limitSeverity,
  overdueBucket,
  overdueSeverity,
  propagatedSeverity,
} from './rules';
import { countOf } from '../shared/listing';
import { inBatches } from '../../../platform/db/batches';

/** The kind of a warning that a data load changed a group's members. */
export const MEMBERSHIP_CHANGE = '集团成员变动';

/** The most recent risk records a scan turns into warnings. */
const RECORD_LIMIT = 5000;

/*
 * 风险预警 (product notes §4.6): a scan of every member of the latest run's groups reads the register's
 * new risk records, the book's overdue days and 五级分类, and the limit breaches of 统一授信; each signal
 * is one warning (its key is unique per institution, so a rescan adds only what is new) and propagates to
 * its group, flagged 「成员风险传导」.
 */

interface Signal {
  key: string;
  groupKey: string;
  groupName: string;
  entId: string;
  entName: string;
  category: '外部' | '内部';
  kind: string;
  title: string;
  detail: string;
  severity: WarningSeverity;
  /** A signal of the group itself (not of a member): it does not spread to the group again. */
  ofGroup?: boolean;
}

/**
 * The groups whose members a run started by a data load changed (issue 42: the groups follow the data, and a change
 * is a warning of its own): a new group, members added or gone, with their names. A run a person started after
 * editing the book changes groups by the person's own doing, and warns of nothing.
 */
async function membershipSignals(db: Db, runId: number): Promise<Signal[]> {
  const groups = await db
    .selectFrom('scs_group')
    .select(['group_key', 'name', 'core_ent_id', 'member_count', 'changes'])
    .where('run_id', '=', runId)
    .orderBy('id')
    .execute();
  return groups.flatMap((g) => {
    const change = g.changes as ScsGroupChanges;
    const names = (list: { entName: string }[]) => list.map((m) => m.entName).join('、');
    const parts = change.isNew
      ? [`新识别集团，成员 ${g.member_count} 户`]
      : [
          ...(change.added.length ? [`新增成员：${names(change.added)}`] : []),
          ...(change.removed.length ? [`移出成员：${names(change.removed)}`] : []),
        ];
    if (!parts.length) return [];
    return [
      {
        key: `member:${runId}:${g.group_key}`,
        groupKey: g.group_key,
        groupName: g.name,
        entId: g.core_ent_id,
        entName: g.name,
        category: '外部' as const,
        kind: MEMBERSHIP_CHANGE,
        title: '数据更新后集团成员变动',
        detail: parts.join('；'),
        severity: '黄' as const,
        ofGroup: true,
      },
    ];
  });
}

/** Scan the institution's groups; returns how many warnings are new and how many there are in all. */
export async function scanWarnings(db: Db, instId: number, now: Date): Promise<{ created: number; total: number }> {
  const run = await latestRunId(db, instId);
  const signals: Signal[] = [];
  if (run) {
    // A statement per few hundred groups and per thousand members (the embedded engine answers others between).
    const groupIds = await db
      .selectFrom('scs_group')
      .select('id')
      .where('run_id', '=', run.id)
      .where('inst_id', '=', instId)
      .orderBy('id')
      .execute();
    const members = await inBatches(
      groupIds.map((g) => g.id),
      async (ids) =>
        (
          await sql<{
            group_id: number;
            group_key: string;
            group_name: string;
            core_ent_id: string;
            ent_id: string;
            ent_name: string;
            overdue_days: number | null;
            loan_class: string | null;
          }>`
            select g.id as group_id, g.group_key, g.name as group_name, g.core_ent_id, m.ent_id, m.ent_name,
                   ic.overdue_days, ic.loan_class
            from scs_group g join scs_group_member m on m.group_id = g.id
            left join institution_customer ic on ic.inst_id = ${instId} and ic.ent_id = m.ent_id
            where g.id = any(${sql.val(ids)})`.execute(db)
        ).rows,
      200,
    );
    const memberOf = new Map(members.map((m) => [m.ent_id, m]));
    const since = chinaDay(now, -NEW_RISK_DAYS);
    const today = chinaDay(now);
    // The latest RECORD_LIMIT records of all members, from each batch's latest.
    const records = (
      await inBatches(
        [...memberOf.keys()],
        async (ids) =>
          (
            await sql<{ record_id: string; company_id: string; kind: string; day: string; title: string | null }>`
            select record_id, company_id, kind, to_char(record_date, 'YYYY-MM-DD') as day,
                   coalesce(payload->>'title', payload->>'caseNo', payload->>'reason', payload->>'caseReason') as title
            from record
            where company_id = any(${sql.val(ids)})
              and kind = any(${sql.val(Object.keys(EXTERNAL_SIGNALS))})
              and record_date > ${since}::date and record_date <= ${today}::date
              and (kind <> 'news' or payload->>'sentiment' = '负面')
            order by record_date desc, record_id
            limit ${RECORD_LIMIT}`.execute(db)
          ).rows,
      )
    )
      .sort((x, y) => (x.day === y.day ? (x.record_id < y.record_id ? -1 : 1) : x.day < y.day ? 1 : -1))
      .slice(0, RECORD_LIMIT);
    const base = (m: (typeof members)[number]) => ({
      groupKey: m.group_key,
      groupName: m.group_name,
      entId: m.ent_id,
      entName: m.ent_name,
    });
    for (const r of records) {
      const m = memberOf.get(r.company_id)!;
      const s = EXTERNAL_SIGNALS[r.kind]!;
      signals.push({
        ...base(m),
        key: `r:${r.record_id}`,
        category: '外部',
        kind: s.label,
        title: `${s.label}`,
        detail: `${r.day} ${r.title ?? s.label}`,
        severity: s.severity,
      });
    }
    for (const m of members) {
      const days = m.overdue_days ?? 0;
      const od = overdueSeverity(days);
      if (od)
        signals.push({
          ...base(m),
          key: `od:${m.ent_id}:${overdueBucket(days)}`,
          category: '内部',
          kind: '逾期',
          title: `贷款逾期${days}天`,
          detail: `本行客户名单登记逾期${days}天`,
          severity: od,
        });
      const cls = classSeverity(m.loan_class);
      if (cls)
        signals.push({
          ...base(m),
          key: `cls:${m.ent_id}:${m.loan_class}`,
          category: '内部',
          kind: '五级分类调整',
          title: `五级分类为${m.loan_class}`,
          detail: `贷款五级分类下调为${m.loan_class}`,
          severity: cls,
        });
    }
    if (run.afterLoad) signals.push(...(await membershipSignals(db, run.id)));
    // Limit breaches, from the unified credit view of each group (80%, 90%, 100% steps), read for all at once.
    const groupOf = new Map(members.map((m) => [m.group_id, m]));
    for (const credit of await creditViews(db, instId)) {
      const g = groupOf.get(credit.groupId);
      if (!g) continue;
      for (const w of credit.warnings) {
        const member = credit.members.find((m) => m.entName === w.name && w.scope === '成员');
        signals.push({
          groupKey: g.group_key,
          groupName: g.group_name,
          entId: member?.entId ?? g.core_ent_id,
          entName: member?.entName ?? g.group_name,
          key: `lim:${g.group_key}:${member?.entId ?? '集团'}:${w.limitName}:${w.step}`,
          category: '内部',
          kind: '限额突破',
          title: `${w.limitName}使用${Math.round(w.ratio * 1000) / 10}%`,
          detail: `${w.scope}${w.name}的${w.limitName}已达${Math.round(w.step * 100)}%预警线`,
          severity: limitSeverity(w.step),
        });
      }
    }
  }

  const rows = signals.flatMap((s) => {
    const own = {
      inst_id: instId,
      signal_key: s.key,
      group_key: s.groupKey,
      group_name: s.groupName,
      ent_id: s.entId,
      ent_name: s.entName,
      category: s.category,
      kind: s.kind,
      title: s.title,
      detail: s.detail,
      severity: s.severity,
      propagated: false,
      source_ent_name: null as string | null,
      due_at: dueAt(s.severity, now),
      created_at: now,
      updated_at: now,
    };
    if (s.ofGroup || (s.kind === '限额突破' && s.entName === s.groupName)) return [own];
    const severity = propagatedSeverity(s.severity);
    return [
      own,
      {
        ...own,
        signal_key: `spread:${s.key}`,
        ent_name: s.groupName,
        kind: s.kind,
        title: `${PROPAGATED_FLAG}：${s.entName}${s.title}`,
        detail: `成员${s.entName}：${s.detail}`,
        severity,
        propagated: true,
        source_ent_name: s.entName,
        due_at: dueAt(severity, now),
      },
    ];
  });
  let created = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insertInto('scs_warning')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['inst_id', 'signal_key']).doNothing())
      .returning('id')
      .execute();
    created += inserted.length;
  }
  const total = await db
    .selectFrom('scs_warning')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('inst_id', '=', instId)
    .executeTakeFirstOrThrow();
  return { created, total: total.n };
}

export interface WarningFilter {
  severity?: WarningSeverity;
  status?: WarningStatus;
  groupKey?: string;
  propagated?: boolean;
  pageNum: number;
  pageSize: number;
}

const OPEN: WarningStatus[] = ['待处理', '处理中'];

export async function listWarnings(db: Db, instId: number, f: WarningFilter, now: Date) {
  let q = db.selectFrom('scs_warning as w').where('w.inst_id', '=', instId);
  if (f.severity) q = q.where('w.severity', '=', f.severity);
  if (f.status) q = q.where('w.status', '=', f.status);
  if (f.groupKey) q = q.where('w.group_key', '=', f.groupKey);
  if (f.propagated !== undefined) q = q.where('w.propagated', '=', f.propagated);
  const [count, rows, bySeverity, groups] = await Promise.all([
    countOf(q),
    q
      .leftJoin('app_user as u', 'u.id', 'w.assignee_id')
      .selectAll('w')
      .select('u.display_name as assignee_name')
      .orderBy(sql`case when w.status in ('待处理', '处理中') then 0 else 1 end`)
      .orderBy(sql`case w.severity when '红' then 0 when '橙' then 1 else 2 end`)
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .offset((f.pageNum - 1) * f.pageSize)
      .limit(f.pageSize)
      .execute(),
    db
      .selectFrom('scs_warning')
      .select(['severity', sql<number>`count(*)::int`.as('n')])
      .where('inst_id', '=', instId)
      .where('status', 'in', OPEN)
      .groupBy('severity')
      .execute(),
    db
      .selectFrom('scs_warning')
      .select(['group_key', 'group_name'])
      .distinct()
      .where('inst_id', '=', instId)
      .where('group_key', 'is not', null)
      .orderBy('group_name')
      .limit(500)
      .execute(),
  ]);
  return {
    total: count.n,
    counts: Object.fromEntries(bySeverity.map((r) => [r.severity, r.n])),
    groups: groups.map((g) => ({ groupKey: g.group_key!, groupName: g.group_name ?? g.group_key! })),
    list: rows.map((w): ScsWarning => ({
      warningId: w.id,
      groupKey: w.group_key,
      groupName: w.group_name,
      entId: w.ent_id,
      entName: w.ent_name,
      category: w.category,
      kind: w.kind,
      title: w.title,
      detail: w.detail,
      severity: w.severity,
      propagated: w.propagated,
      sourceEntName: w.source_ent_name,
      status: w.status,
      assigneeId: w.assignee_id,
      assigneeName: w.assignee_name ?? null,
      note: w.note,
      dueAt: chinaMinute(w.due_at),
      overdue: OPEN.includes(w.status as WarningStatus) && new Date(w.due_at).getTime() < now.getTime(),
      createdAt: chinaMinute(w.created_at),
    })),
  };
}

/**
 * Handle a warning: assign it to a user of the institution (a 待处理 one becomes 处理中), move its status;
 * closing as 已处置 or 已忽略 needs a note (for 已忽略, the reason).
 */
export async function updateWarning(
  db: Db,
  instId: number,
  userId: number,
  input: { warningId: number; status?: WarningStatus; assigneeId?: number | null; note?: string },
  now: Date,
): Promise<void> {
  const warning = await db
    .selectFrom('scs_warning')
    .select(['id', 'status'])
    .where('id', '=', input.warningId)
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (!warning) throw notFound('预警不存在');
  if (input.assigneeId) {
    const user = await db
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', input.assigneeId)
      .where('inst_id', '=', instId)
      .executeTakeFirst();
    if (!user) throw notFound('处理人不存在');
  }
  const note = input.note?.trim();
  if (input.status === '已忽略' && !note) throw badRequest('忽略预警须填写忽略原因');
  if (input.status === '已处置' && !note) throw badRequest('处置预警须填写处置说明');
  let status = input.status;
  if (!status && input.assigneeId && warning.status === '待处理') status = '处理中';
  await db
    .updateTable('scs_warning')
    .set({
      ...(status ? { status } : {}),
      ...(input.assigneeId !== undefined ? { assignee_id: input.assigneeId } : {}),
      ...(note ? { note } : {}),
      updated_at: now,
      updated_by: userId,
    })
    .where('id', '=', warning.id)
    .where('inst_id', '=', instId)
    .execute();
}
