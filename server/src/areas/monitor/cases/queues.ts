import { sql } from 'kysely';
import type { CaseQueue, CaseRow, CaseStatus } from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText, containing, day } from '../../../platform/db/paging';
import { today } from '../../../platform/clock';

type Page = { offset: number; limit: number };

export interface CaseFilter {
  queue: CaseQueue;
  status?: CaseStatus;
  overdue?: boolean;
  entName?: string;
}

/** Open cases past their due day (Beijing day): 待处理 or 处理中 with a due date before today. */
export const overdueSql = (todayText: string) =>
  sql<boolean>`(k.status in ('待处理', '处理中') and k.due_date is not null and k.due_date < ${todayText}::date)`;

/** The teams the user is a member of. */
export async function teamsOf(db: Db, user: SessionUser): Promise<number[]> {
  const rows = await db
    .selectFrom('org_team_member as m')
    .innerJoin('org_team as t', 't.id', 'm.team_id')
    .select('t.id')
    .where('m.user_id', '=', user.userId)
    .where('t.inst_id', '=', user.instId)
    .execute();
  return rows.map((r) => r.id);
}

/** The institution's cases, with company, assignee, team and opener joined. */
export const casesOfInstitution = (db: Db, instId: number) =>
  db
    .selectFrom('monitor_case as k')
    .innerJoin('company as c', 'c.ent_id', 'k.ent_id')
    .leftJoin('app_user as u', 'u.id', 'k.assignee_id')
    .leftJoin('org_team as t', 't.id', 'k.team_id')
    .leftJoin('app_user as o', 'o.id', 'k.opened_by')
    .where('k.inst_id', '=', instId);
type CaseQuery = ReturnType<typeof casesOfInstitution>;

/** A case as the queues show it. */
export const caseColumns = (todayText: string) =>
  [
    'k.id as caseId',
    'k.ent_id as entId',
    'c.name as entName',
    'k.title',
    'k.status',
    'k.assignee_id as assigneeId',
    'u.display_name as assigneeName',
    'k.team_id as teamId',
    't.name as teamName',
    day('k.due_date').as('dueDate'),
    overdueSql(todayText).as('overdue'),
    sql<number>`(select count(*)::int from monitor_case_alert ca where ca.case_id = k.id)`.as('alertCount'),
    'o.display_name as openedBy',
    chinaTimeText('k.created_at', 'minute').as('createdAt'),
    chinaTimeText('k.updated_at', 'minute').as('updatedAt'),
  ] as const;

/** Narrow to a queue and the filters. 我的: assigned to me; 团队: to one of my teams or one of its members. */
function filtered(q: CaseQuery, user: SessionUser, teams: number[], f: CaseFilter, todayText: string): CaseQuery {
  let query = q;
  if (f.queue === 'mine') query = query.where('k.assignee_id', '=', user.userId);
  if (f.queue === 'team') {
    if (!teams.length) query = query.where(sql<boolean>`false`);
    else
      query = query.where((eb) =>
        eb.or([
          eb('k.team_id', 'in', teams),
          eb(
            'k.assignee_id',
            'in',
            eb.selectFrom('org_team_member as tm').select('tm.user_id').where('tm.team_id', 'in', teams),
          ),
        ]),
      );
  }
  if (f.status) query = query.where('k.status', '=', f.status);
  if (f.overdue) query = query.where(overdueSql(todayText));
  const name = f.entName?.trim();
  if (name) query = query.where('c.name', 'like', containing(name));
  return query;
}

/** A page of a queue, newest first, and its total. */
export async function casePage(db: Db, user: SessionUser, f: CaseFilter, page: Page) {
  const todayText = today();
  const teams = f.queue === 'team' ? await teamsOf(db, user) : [];
  const query = filtered(casesOfInstitution(db, user.instId), user, teams, f, todayText);
  const [list, count] = await Promise.all([
    query
      .select(caseColumns(todayText))
      .orderBy('k.created_at', 'desc')
      .orderBy('k.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: count.n, list: list as unknown as CaseRow[] };
}

/** Every case of a queue (the export), newest first, at most `limit`. */
export async function caseRows(db: Db, user: SessionUser, f: CaseFilter, limit: number): Promise<CaseRow[]> {
  const todayText = today();
  const teams = f.queue === 'team' ? await teamsOf(db, user) : [];
  const rows = await filtered(casesOfInstitution(db, user.instId), user, teams, f, todayText)
    .select(caseColumns(todayText))
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(limit)
    .execute();
  return rows as unknown as CaseRow[];
}
