/*
 * An institution's lists (名单, a version per load) and its grey list (灰名单): what a screening run matches against.
 * Every read and write is bounded to the caller's institution.
 */
import { sql } from 'kysely';
import type { GreyAdd, GreyEntry, ScreeningList } from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText } from '../../../platform/db/paging';
import { badRequest, notFound } from '../../../platform/http/errors';
import type { ListEntry } from './listTask';
import { normCode, normName, type MatchEntry } from './matching';

/** Keep a load as the list's next version, its entries with it, in one transaction (all or nothing). */
export async function saveListVersion(
  db: Db,
  user: SessionUser,
  load: { listName: string; fileName: string; entries: ListEntry[] },
): Promise<{ listName: string; version: number; entryCount: number }> {
  return db.transaction().execute(async (trx) => {
    // One load at a time per institution and list: the next version number is read and taken under the lock.
    await sql`select pg_advisory_xact_lock(hashtext(${`screening:${user.instId}:${load.listName}`}))`.execute(trx);
    const { next } = await trx
      .selectFrom('screening_list_version')
      .select(sql<number>`coalesce(max(version), 0)::int + 1`.as('next'))
      .where('inst_id', '=', user.instId)
      .where('list_name', '=', load.listName)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('screening_list_version')
      .values({
        inst_id: user.instId,
        list_name: load.listName,
        version: next,
        file_name: load.fileName,
        entry_count: load.entries.length,
        loaded_by: user.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < load.entries.length; i += 1000)
      await trx
        .insertInto('screening_list_entry')
        .values(
          load.entries.slice(i, i + 1000).map((e) => ({
            version_id: id,
            line: e.line,
            name: e.name,
            name_norm: e.nameNorm,
            kind: e.kind,
            id_code: e.idCode,
            reason: e.reason,
            listed_date: e.listedDate,
          })),
        )
        .execute();
    return { listName: load.listName, version: next, entryCount: load.entries.length };
  });
}

/** The latest version of each of the institution's lists, by name. */
export async function latestListVersions(db: Db, instId: number) {
  const rows = await db
    .selectFrom('screening_list_version as v')
    .leftJoin('app_user as u', 'u.id', 'v.loaded_by')
    .select(['v.id', 'v.list_name', 'v.version', 'v.entry_count', 'v.file_name', 'u.display_name'])
    .select(chinaTimeText('v.loaded_at', 'minute').as('loaded_at'))
    .where('v.inst_id', '=', instId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('screening_list_version as n')
            .select('n.id')
            .whereRef('n.inst_id', '=', 'v.inst_id')
            .whereRef('n.list_name', '=', 'v.list_name')
            .whereRef('n.version', '>', 'v.version'),
        ),
      ),
    )
    .orderBy('v.list_name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    listName: r.list_name,
    version: r.version,
    entryCount: r.entry_count,
    view: {
      listName: r.list_name,
      version: r.version,
      entryCount: r.entry_count,
      fileName: r.file_name,
      loadedBy: r.display_name,
      loadedAt: r.loaded_at,
    } satisfies ScreeningList,
  }));
}

export async function listEntries(db: Db, versionId: number): Promise<MatchEntry[]> {
  const rows = await db
    .selectFrom('screening_list_entry')
    .select([
      'name',
      'name_norm',
      'kind',
      'id_code',
      'reason',
      sql<string | null>`to_char(listed_date, 'YYYY-MM-DD')`.as('listed'),
    ])
    .where('version_id', '=', versionId)
    .orderBy('line')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    nameNorm: r.name_norm,
    kind: r.kind,
    idCode: r.id_code,
    reason: r.reason,
    listedDate: r.listed,
  }));
}

/** The grey list as a run uses it: its active entries and its version (every addition and removal counts one). */
export async function greyState(db: Db, instId: number): Promise<{ version: number; entries: MatchEntry[] }> {
  const rows = await db
    .selectFrom('screening_grey_entry')
    .select(['id', 'name', 'name_norm', 'kind', 'id_code', 'reason', 'removed_at'])
    .where('inst_id', '=', instId)
    .orderBy('id')
    .execute();
  return {
    version: rows.length + rows.filter((r) => r.removed_at).length,
    entries: rows
      .filter((r) => !r.removed_at)
      .map((r) => ({
        name: r.name,
        nameNorm: r.name_norm,
        kind: r.kind,
        idCode: r.id_code,
        reason: r.reason,
        listedDate: null,
      })),
  };
}

export async function greyEntries(db: Db, instId: number): Promise<GreyEntry[]> {
  const rows = await db
    .selectFrom('screening_grey_entry as g')
    .leftJoin('app_user as u', 'u.id', 'g.added_by')
    .select(['g.id', 'g.name', 'g.kind', 'g.id_code', 'g.reason', 'u.display_name'])
    .select(chinaTimeText('g.added_at', 'minute').as('added_at'))
    .where('g.inst_id', '=', instId)
    .where('g.removed_at', 'is', null)
    .orderBy('g.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    idCode: r.id_code,
    reason: r.reason,
    addedBy: r.display_name,
    addedAt: r.added_at,
  }));
}

export async function addGrey(db: Db, user: SessionUser, entry: GreyAdd): Promise<void> {
  const name = entry.name.trim();
  if (!name) throw badRequest('请填写名称');
  const idCode = entry.idCode?.trim() ? normCode(entry.idCode) : null;
  const same = await db
    .selectFrom('screening_grey_entry')
    .select('id')
    .where('inst_id', '=', user.instId)
    .where('removed_at', 'is', null)
    .where('kind', '=', entry.kind)
    .where('name_norm', '=', normName(name))
    .where((eb) => (idCode === null ? eb('id_code', 'is', null) : eb('id_code', '=', idCode)))
    .executeTakeFirst();
  if (same) throw badRequest('该名称已在灰名单中');
  await db
    .insertInto('screening_grey_entry')
    .values({
      inst_id: user.instId,
      name,
      name_norm: normName(name),
      kind: entry.kind,
      id_code: idCode,
      reason: entry.reason?.trim() ?? '',
      added_by: user.userId,
    })
    .execute();
}

/** Remove a grey entry (its row stays, so the grey version moves on); another institution's id is not found. */
export async function removeGrey(db: Db, user: SessionUser, id: number, at: Date): Promise<void> {
  const done = await db
    .updateTable('screening_grey_entry')
    .set({ removed_at: at, removed_by: user.userId })
    .where('id', '=', id)
    .where('inst_id', '=', user.instId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!done.numUpdatedRows) throw notFound('灰名单条目不存在');
}
