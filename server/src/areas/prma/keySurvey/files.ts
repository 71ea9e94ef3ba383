import { sql } from 'kysely';
import {
  KEY_SURVEY_DEFAULT_DEPTH,
  KEY_SURVEY_DEFAULT_TIP_DAYS,
  KEY_SURVEY_DEFAULT_TYPES,
  KEY_SURVEY_MAX_FILES,
  KEY_SURVEY_PERMISSION,
  type KeySurveyMember,
  type KeySurveyTip,
  chinaDay,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText, containing } from '../../../platform/db/paging';
import { badRequest, notFound } from '../../../platform/http/errors';
import type { ImportTarget } from '../../../core/importTargets';
import { groupMembers } from './groups';

/* The key-survey lists a user keeps: each made by a batch import, owned by its user and institution. */

export interface KeptFile {
  id: number;
  fileName: string;
  totalRecord: number;
  createTime: string;
  tipsValidUntil: string | null;
}

/** The user's file, or not found: another user's id is as good as none. */
export async function ownFile(db: Db, user: SessionUser, id: number): Promise<KeptFile> {
  const file = await db
    .selectFrom('key_survey_file')
    .select([
      'id',
      'file_name as fileName',
      'total_record as totalRecord',
      chinaTimeText('created_at', 'minute').as('createTime'),
      sql<string | null>`to_char(tips_valid_until, 'YYYY-MM-DD')`.as('tipsValidUntil'),
    ])
    .where('id', '=', id)
    .where('user_id', '=', user.userId)
    .where('inst_id', '=', user.instId)
    .executeTakeFirst();
  if (!file) throw notFound('文件不存在');
  return file;
}

export const fileCount = async (db: Db, user: SessionUser) =>
  Number(
    (
      await db
        .selectFrom('key_survey_file')
        .select(sql<string>`count(*)`.as('n'))
        .where('user_id', '=', user.userId)
        .where('inst_id', '=', user.instId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A page of the user's files, newest first, with their counts. */
export function fileList(db: Db, user: SessionUser, page: { offset: number; limit: number }, name?: string) {
  let query = db
    .selectFrom('key_survey_file as f')
    .select([
      'f.id as fileId',
      'f.file_name as fileName',
      'f.total_record as totalRecord',
      'f.group_count as groupCount',
      sql<number>`(select count(*)::int from key_survey_company c where c.file_id = f.id)`.as('matchRecord'),
      chinaTimeText('f.created_at', 'minute').as('createTime'),
      sql<string | null>`to_char(f.tips_valid_until, 'YYYY-MM-DD')`.as('tipsValidUntil'),
      sql<string>`count(*) over ()`.as('total'),
    ])
    .where('f.user_id', '=', user.userId)
    .where('f.inst_id', '=', user.instId);
  if (name) query = query.where('f.file_name', 'ilike', containing(name));
  return query.orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

/** The user's oldest files, enough of them that one more upload fits under the limit. */
export async function oldestBeyondLimit(db: Db, user: SessionUser) {
  const over = (await fileCount(db, user)) - (KEY_SURVEY_MAX_FILES - 1);
  if (over <= 0) return [];
  return db
    .selectFrom('key_survey_file')
    .select(['id as fileId', 'file_name as fileName'])
    .where('user_id', '=', user.userId)
    .where('inst_id', '=', user.instId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(over)
    .execute();
}

/** A file's companies in the sheet's order. */
export async function fileMembers(db: Db, fileId: number) {
  return db
    .selectFrom('key_survey_company as k')
    .innerJoin('company as c', 'c.ent_id', 'k.ent_id')
    .select(['k.ent_id as entId', 'c.name', 'c.status', 'k.line_no as lineNo', 'k.data'])
    .where('k.file_id', '=', fileId)
    .orderBy('k.line_no')
    .orderBy('k.ent_id')
    .execute();
}

/**
 * The tips on `entIds`: the user's other files holding them whose 排查提示 is valid on `today`
 * (已在重点排查名单《…》中，有效期至 …).
 */
export async function tipsOf(
  db: Db,
  user: SessionUser,
  entIds: readonly string[],
  today: string,
  exceptFile: number | null,
): Promise<Map<string, KeySurveyTip[]>> {
  const out = new Map<string, KeySurveyTip[]>();
  if (!entIds.length) return out;
  let query = db
    .selectFrom('key_survey_company as k')
    .innerJoin('key_survey_file as f', 'f.id', 'k.file_id')
    .select([
      'k.ent_id as entId',
      'f.id as fileId',
      'f.file_name as fileName',
      sql<string>`to_char(f.tips_valid_until, 'YYYY-MM-DD')`.as('validUntil'),
    ])
    .where('f.user_id', '=', user.userId)
    .where('f.inst_id', '=', user.instId)
    .where(sql<boolean>`f.tips_valid_until >= ${today}::date`)
    .where('k.ent_id', 'in', [...entIds]);
  if (exceptFile !== null) query = query.where('f.id', '<>', exceptFile);
  for (const t of await query.orderBy('f.created_at', 'desc').execute()) {
    const tip = { ...t, text: `已在重点排查名单《${t.fileName}》中，有效期至${t.validUntil}` };
    out.set(t.entId, [
      ...(out.get(t.entId) ?? []),
      { fileId: tip.fileId, fileName: tip.fileName, validUntil: tip.validUntil, text: tip.text },
    ]);
  }
  return out;
}

/** Members as the pages show them, each with its tips. */
export const withTips = (
  rows: { entId: string; name: string; status: string; lineNo: number }[],
  tips: Map<string, KeySurveyTip[]>,
): KeySurveyMember[] =>
  rows.map((r) => ({
    entId: r.entId,
    name: r.name,
    status: r.status,
    lineNo: r.lineNo,
    tips: tips.get(r.entId) ?? [],
  }));

/** The import target: each confirmation keeps one more file, its tips valid for the default days. */
export function keySurveyTarget(clock: () => Date): ImportTarget {
  return {
    right: KEY_SURVEY_PERMISSION,
    existingLabel: '',
    existing: async () => new Set(),
    async importInto(trx, { user, fileName, totalRecord, companies }) {
      if ((await fileCount(trx, user)) >= KEY_SURVEY_MAX_FILES)
        throw badRequest(`最多保留${KEY_SURVEY_MAX_FILES}个重点排查名单，请删除最早的文件后再上传`);
      const grouping = await groupMembers(
        trx,
        companies.map((c) => c.entId),
        { types: KEY_SURVEY_DEFAULT_TYPES, depth: KEY_SURVEY_DEFAULT_DEPTH },
      );
      const { id } = await trx
        .insertInto('key_survey_file')
        .values({
          inst_id: user.instId,
          user_id: user.userId,
          file_name: fileName,
          total_record: totalRecord,
          tips_valid_until: chinaDay(clock(), KEY_SURVEY_DEFAULT_TIP_DAYS),
          group_count: grouping.groups.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('key_survey_company')
        .values(companies.map((c) => ({ file_id: id, ent_id: c.entId, line_no: c.line, data: c.data })))
        .execute();
      return { imported: companies.length, existing: 0, targetId: id };
    },
  };
}
