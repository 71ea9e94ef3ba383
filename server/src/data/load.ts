import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { sql } from 'kysely';
import { isValidOrgCode, isValidRegNo, isValidUscc, RECORD_KIND_BY_KEY } from '@esee/contracts';
import type { Db } from '../platform/db/database';
import { DATA_FILES, type DataFileName } from './format';
import { TABLES } from './rows';

/** A problem with a line of a data set. */
export interface LoadProblem {
  file: string;
  line: number;
  message: string;
}

export class DataSetRejected extends Error {
  constructor(readonly problems: LoadProblem[]) {
    const shown = problems.slice(0, 20).map((p) => `  ${p.file}:${p.line}: ${p.message}`);
    super(`the data set was refused, nothing was loaded (${problems.length} problem(s)):\n${shown.join('\n')}${problems.length > 20 ? '\n  …' : ''}`);
    this.name = 'DataSetRejected';
  }
}

const MAX_PROBLEMS = 1000;
const BATCH = 2000;

async function* lines(file: string): AsyncGenerator<{ line: number; row: Record<string, unknown> | null; error?: string }> {
  const reader = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let line = 0;
  for await (const text of reader) {
    line++;
    if (!text.trim()) continue;
    try {
      const row: unknown = JSON.parse(text);
      if (!row || typeof row !== 'object' || Array.isArray(row)) yield { line, row: null, error: '不是一个 JSON 对象' };
      else yield { line, row: row as Record<string, unknown> };
    } catch {
      yield { line, row: null, error: '不是合法的 JSON' };
    }
  }
}

/** What the check pass learns: the keys each file brings, to check references and duplicates. */
interface Seen {
  companies: Map<string, number>;
  people: Map<string, number>;
  keys: Map<DataFileName, Map<string, number>>;
  ratio: Map<string, number>;
}

const keyOf: Record<DataFileName, (r: Record<string, unknown>) => string> = {
  people: (r) => String(r.personId),
  companies: (r) => String(r.entId),
  shareholdings: (r) => `${String(r.companyId)}/${String(r.holderKind)}/${String(r.holderId)}`,
  executives: (r) => `${String(r.companyId)}/${String(r.personId)}/${String(r.post)}`,
  branches: (r) => `${String(r.parentId)}/${String(r.branchId)}`,
  changes: (r) => String(r.recordId),
  annualReports: (r) => `${String(r.companyId)}/${String(r.reportYear)}`,
  records: (r) => String(r.recordId),
};

/** Checks of a row beyond its schema: codes, kinds, links. `known(kind, id)` says whether an id exists. */
function rowProblems(name: DataFileName, row: Record<string, unknown>, seen: Seen, known: (kind: 'C' | 'P', id: string) => boolean): string[] {
  const problems: string[] = [];
  const need = (kind: 'C' | 'P', id: unknown, field: string) => {
    if (!known(kind, String(id))) problems.push(`${field} ${String(id)} 不存在（${kind === 'C' ? '企业' : '人员'}）`);
  };
  switch (name) {
    case 'companies':
      if (row.creditCode != null && !isValidUscc(String(row.creditCode))) problems.push(`统一社会信用代码 ${String(row.creditCode)} 校验不通过`);
      if (row.regNo != null && String(row.regNo).length === 15 && !isValidRegNo(String(row.regNo)))
        problems.push(`注册号 ${String(row.regNo)} 校验不通过`);
      if (row.orgCode != null && !isValidOrgCode(String(row.orgCode).replace('-', ''))) problems.push(`组织机构代码 ${String(row.orgCode)} 校验不通过`);
      break;
    case 'shareholdings': {
      need('C', row.companyId, 'companyId');
      need(row.holderKind === 'P' ? 'P' : 'C', row.holderId, 'holderId');
      const total = (seen.ratio.get(String(row.companyId)) ?? 0) + Number(row.ratio);
      seen.ratio.set(String(row.companyId), total);
      if (total > 1.0001) problems.push(`企业 ${String(row.companyId)} 的持股比例合计超过 100%`);
      break;
    }
    case 'executives':
      need('C', row.companyId, 'companyId');
      need('P', row.personId, 'personId');
      break;
    case 'branches':
      need('C', row.parentId, 'parentId');
      need('C', row.branchId, 'branchId');
      break;
    case 'records':
      if (!RECORD_KIND_BY_KEY.has(String(row.kind))) problems.push(`未知的记录类型 ${String(row.kind)}`);
      need('C', row.companyId, 'companyId');
      break;
    default:
      if ('companyId' in row) need('C', row.companyId, 'companyId');
  }
  return problems;
}

/** Ids of the kind that are already in the database. */
async function existingIds(db: Db, kind: 'C' | 'P', ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows =
    kind === 'C'
      ? await db.selectFrom('company').select('ent_id as id').where('ent_id', 'in', ids).execute()
      : await db.selectFrom('person').select('person_id as id').where('person_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Check every line of every file: JSON, schema, codes, duplicates, links to
 * companies and people (in the files or already loaded). Returns what the
 * load pass needs; throws `DataSetRejected` with line numbers otherwise.
 */
async function check(db: Db, folder: string): Promise<Seen> {
  const problems: LoadProblem[] = [];
  const seen: Seen = { companies: new Map(), people: new Map(), keys: new Map(), ratio: new Map() };
  // First pass: each line on its own, and the keys of people and companies, so links can be checked.
  const missing = { C: new Set<string>(), P: new Set<string>() };
  for (const [name, spec] of Object.entries(DATA_FILES) as [DataFileName, (typeof DATA_FILES)[DataFileName]][]) {
    const file = path.join(folder, spec.file);
    if (!existsSync(file)) continue;
    const checker = TypeCompiler.Compile(spec.schema);
    const keys = new Map<string, number>();
    seen.keys.set(name, keys);
    for await (const { line, row, error } of lines(file)) {
      if (problems.length >= MAX_PROBLEMS) break;
      if (!row) {
        problems.push({ file: spec.file, line, message: error! });
        continue;
      }
      if (!checker.Check(row as unknown)) {
        const first = checker.Errors(row).First();
        problems.push({ file: spec.file, line, message: `${first?.path || '/'}: ${first?.message ?? '格式不对'}` });
        continue;
      }
      const key = keyOf[name](row);
      const earlier = keys.get(key);
      if (earlier !== undefined) problems.push({ file: spec.file, line, message: `与第 ${earlier} 行重复（${key}）` });
      keys.set(key, line);
      if (name === 'companies') seen.companies.set(key, line);
      if (name === 'people') seen.people.set(key, line);
      if (name !== 'people' && name !== 'companies') {
        for (const [kind, field] of [['C', 'companyId'], ['C', 'parentId'], ['C', 'branchId'], ['P', 'personId']] as const)
          if (field in row && !(kind === 'C' ? seen.companies : seen.people).has(String(row[field]))) missing[kind].add(String(row[field]));
        if (name === 'shareholdings') {
          const kind = row.holderKind === 'P' ? 'P' : 'C';
          if (!(kind === 'C' ? seen.companies : seen.people).has(String(row.holderId))) missing[kind].add(String(row.holderId));
        }
      }
    }
  }
  // Links that are in no file may be in the database already (an update).
  const inDb = {
    C: await existingIds(db, 'C', [...missing.C].filter((id) => !seen.companies.has(id))),
    P: await existingIds(db, 'P', [...missing.P].filter((id) => !seen.people.has(id))),
  };
  const known = (kind: 'C' | 'P', id: string) => (kind === 'C' ? seen.companies : seen.people).has(id) || inDb[kind].has(id);
  for (const [name, spec] of Object.entries(DATA_FILES) as [DataFileName, (typeof DATA_FILES)[DataFileName]][]) {
    const file = path.join(folder, spec.file);
    if (!existsSync(file) || name === 'people') continue;
    for await (const { line, row } of lines(file)) {
      if (!row || problems.length >= MAX_PROBLEMS) continue;
      for (const message of rowProblems(name, row, seen, known)) problems.push({ file: spec.file, line, message });
    }
  }
  if (problems.length) throw new DataSetRejected(problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line));
  return seen;
}

/** Turn a file's rows into table rows and upsert them, a batch at a time. */
async function loadFile(trx: Db, name: DataFileName, file: string): Promise<number> {
  const table = TABLES[name];
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    const rest = table.columns.filter((c) => !table.key.includes(c.name));
    const onConflict = rest.length
      ? sql`do update set ${sql.join(rest.map((c) => sql`${sql.ref(c.name)} = excluded.${sql.ref(c.name)}`))}`
      : sql`do nothing`;
    await sql`
      insert into ${sql.table(table.name)} (${sql.join(table.columns.map((c) => sql.ref(c.name)))})
      select ${sql.join(table.columns.map((c) => sql.ref(c.name)))}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${sql.raw(table.columns.map((c) => `${c.name} ${c.type}`).join(', '))})
      on conflict (${sql.join(table.key.map((k) => sql.ref(k)))}) ${onConflict}
    `.execute(trx);
    count += batch.length;
    batch = [];
  };
  for await (const { row } of lines(file)) {
    if (!row) continue;
    batch.push(table.toRow(row));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return count;
}

export type LoadSummary = Partial<Record<DataFileName, number>>;

/**
 * Load a data set folder: check it whole, then write it in one transaction,
 * so a data set is either loaded entirely or not at all. Rows whose key
 * exists update it (entId, personId, recordId...).
 */
export async function loadDataSet(db: Db, folder: string): Promise<LoadSummary> {
  if (!existsSync(folder)) throw new DataSetRejected([{ file: folder, line: 0, message: '文件夹不存在' }]);
  await check(db, folder);
  const summary = await db.transaction().execute(async (trx) => {
    const loaded: LoadSummary = {};
    for (const [name, spec] of Object.entries(DATA_FILES) as [DataFileName, (typeof DATA_FILES)[DataFileName]][]) {
      const file = path.join(folder, spec.file);
      if (existsSync(file)) loaded[name] = await loadFile(trx, name, file);
    }
    return loaded;
  });
  // Fresh statistics for the planner: the embedded engine has no autovacuum to gather them, and without
  // them a lookup of many ids (`= any(...)`) scans whole tables.
  await sql`analyze`.execute(db);
  return summary;
}
