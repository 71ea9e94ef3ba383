/* Screening runs as the pages list them, bounded to the institution. */
import { sql } from 'kysely';
import type { ScreeningRunRow } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText } from '../../../platform/db/paging';

const runs = (db: Db, instId: number) =>
  db
    .selectFrom('screening_run as r')
    .leftJoin('work_run as w', 'w.id', 'r.work_run_id')
    .leftJoin('app_user as u', 'u.id', 'r.user_id')
    .where('r.inst_id', '=', instId);

const VIEW_COLUMNS = ['r.id', 'r.ent_ids', 'r.hit_count', 'r.previous_run_id', 'w.state', 'u.display_name'] as const;

type ViewRow = {
  id: number;
  ent_ids: string[];
  hit_count: number | null;
  previous_run_id: number | null;
  state: ScreeningRunRow['state'] | null;
  display_name: string | null;
  as_of: string;
  created_at: string;
  names: string[] | null;
};

const viewOf = (r: ViewRow): ScreeningRunRow => {
  const names = r.names ?? [];
  return {
    runId: r.id,
    asOf: r.as_of,
    // In the order given; a company no longer in the register keeps its id.
    companies: r.ent_ids.map((id, i) => names[i] ?? id),
    createdBy: r.display_name,
    createdAt: r.created_at,
    state: r.state ?? 'failed',
    hitCount: r.hit_count,
    previousRunId: r.previous_run_id,
  };
};

const computed = [
  sql<string>`to_char(r.as_of, 'YYYY-MM-DD')`.as('as_of'),
  chinaTimeText('r.created_at', 'minute').as('created_at'),
  sql<
    string[] | null
  >`(select array_agg(coalesce(c.name, e.id) order by e.n) from unnest(r.ent_ids) with ordinality as e(id, n) left join company c on c.ent_id = e.id)`.as(
    'names',
  ),
];

export interface RunRow {
  runId: number;
  entIds: string[];
  view: ScreeningRunRow;
  snapshot: string | null;
  snapshotSha256: string | null;
  pdfSha256: string | null;
}

/** One run of the institution, or null (another institution's is null too). */
export async function runRow(db: Db, instId: number, runId: number): Promise<RunRow | null> {
  const r = await runs(db, instId)
    .select([...VIEW_COLUMNS, ...computed, 'r.snapshot', 'r.snapshot_sha256', 'r.pdf_sha256'])
    .where('r.id', '=', runId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    runId: r.id,
    entIds: r.ent_ids,
    view: viewOf(r),
    snapshot: r.snapshot,
    snapshotSha256: r.snapshot_sha256,
    pdfSha256: r.pdf_sha256,
  };
}

/** A page of the institution's runs, newest first. */
export async function runPage(db: Db, instId: number, page: { pageNo?: number; pageSize?: number }) {
  const pageNo = page.pageNo ?? 1;
  const pageSize = page.pageSize ?? 10;
  const [{ total }, rows] = await Promise.all([
    runs(db, instId)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    runs(db, instId)
      .select([...VIEW_COLUMNS, ...computed])
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return { total, list: rows.map(viewOf) };
}
