import { sql } from 'kysely';
import { isRealDay, TECH_TAGS } from '@esee/contracts';
import type { Db } from '../platform/db/database';
import type { TechTagSpans } from '../platform/db/schema';
import type { TechTagRow } from './format';
import { textLines } from './jsonl';

const KNOWN = new Set<string>(TECH_TAGS);

/** What is wrong with a company row's technology tags: unknown names, impossible or inverted dates, repeats. */
export function techTagProblems(tags: readonly TechTagRow[] | undefined): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  // The schema check has reported a malformed array already; this pass looks at well-formed tags only.
  if (!Array.isArray(tags)) return problems;
  for (const [i, t] of tags.entries()) {
    if (!t || typeof t.validFrom !== 'string' || typeof t.validTo !== 'string') continue;
    const at = `techTags[${i}]`;
    if (!KNOWN.has(t.name)) problems.push(`${at} 未知的科技标签 ${t.name}（可用：${TECH_TAGS.join('、')}）`);
    for (const field of ['validFrom', 'validTo'] as const)
      if (!isRealDay(t[field])) problems.push(`${at}.${field} ${t[field]} 不是有效日期`);
    if (t.validTo < t.validFrom) problems.push(`${at} 有效期至 ${t.validTo} 早于有效期自 ${t.validFrom}`);
    if (Number(t.validFrom.slice(0, 4)) !== t.year) problems.push(`${at} 认定年度 ${t.year} 与有效期自 ${t.validFrom} 不符`);
    const key = `${t.name}/${t.year}`;
    if (seen.has(key)) problems.push(`${at} 重复的科技标签 ${t.name}（${t.year}）`);
    seen.add(key);
  }
  return problems;
}

const BATCH = 2000;

/** A company's tags as its row carries them: each tag's validity spans, oldest first. */
export function techTagSpans(tags: readonly TechTagRow[]): TechTagSpans {
  const spans: TechTagSpans = {};
  const oldestFirst = (a: TechTagRow, b: TechTagRow) =>
    a.validFrom.localeCompare(b.validFrom) || a.validTo.localeCompare(b.validTo);
  for (const t of [...tags].sort(oldestFirst)) (spans[t.name] ??= []).push([t.validFrom, t.validTo]);
  return spans;
}

/**
 * Write the technology tags of a companies file: a row that carries `techTags` replaces that company's
 * tags; a row without the field leaves them as they are (an update may carry only what changed).
 */
export async function loadTechTags(trx: Db, file: string): Promise<number> {
  let owners: string[] = [];
  let tags: { ent_id: string; tag: string; year: number; valid_from: string; valid_to: string }[] = [];
  let count = 0;
  const flush = async () => {
    if (owners.length) await trx.deleteFrom('company_tech_tag').where('ent_id', 'in', owners).execute();
    if (tags.length)
      await sql`
        insert into company_tech_tag (ent_id, tag, year, valid_from, valid_to)
        select ent_id, tag, year, valid_from, valid_to
        from jsonb_to_recordset(${JSON.stringify(tags)}::jsonb)
          as x(ent_id text, tag text, year integer, valid_from date, valid_to date)
      `.execute(trx);
    count += tags.length;
    owners = [];
    tags = [];
  };
  for await (const text of textLines(file)) {
    if (!text.includes('"techTags"')) continue;
    const row = JSON.parse(text) as { entId: string; techTags?: TechTagRow[] };
    if (!row.techTags) continue;
    owners.push(row.entId);
    for (const t of row.techTags)
      tags.push({ ent_id: row.entId, tag: t.name, year: t.year, valid_from: t.validFrom, valid_to: t.validTo });
    if (owners.length >= BATCH) await flush();
  }
  await flush();
  return count;
}
