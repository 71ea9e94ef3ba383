import { existsSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { sql } from 'kysely';
import { isValidOrgCode, isValidRegNo, isValidUscc, NEWS_CATEGORIES, NEWS_SENTIMENTS, RECORD_KIND_BY_KEY } from '@esee/contracts';
import type { Db } from '../platform/db/database';
import { now } from '../platform/clock';
import { currentSearchKeys, writePersonKeys, writeSearchKeys } from '../core/companies/searchKeys';
import { DATA_FILES, type DataFileName, type OverseasRow, type TechTagRow } from './format';
import { chainProblems, loadChainNodes, refreshChainMembership } from './chains';
import { parkProblems } from './parks';
import { loadTenderBids, tenderProblems } from './tenders';
import { listingProblems } from './listings';
import { lawLinks, lawProblems, loadLawVersions } from './laws';
import { researchReportProblems } from './researchReports';
import { reviewProblems } from './reviews';
import { financialProblems } from './financials';
import { loadOverseasChildren, overseasLinks, overseasProblems } from './overseas';
import { TABLES } from './rows';
import { tableWriter } from './deferredIndexes';
import { givenTwice, lines, setFile } from './jsonl';
import { KeyTable } from './keyTable';
import { checkConsistency } from './rules';
import { loadTechTags, techTagProblems } from './techTags';

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

/**
 * What the check pass learns: the keys each file brings (key to line), to check references and duplicates, and
 * each company's holders' ratios so far; off the heap (`KeyTable`), for registers of tens of millions.
 */
interface Seen {
  companies: KeyTable;
  people: KeyTable;
  keys: Map<DataFileName, KeyTable>;
  ratio: KeyTable;
}

const keyOf: Record<DataFileName, (r: Record<string, unknown>) => string> = {
  people: (r) => String(r.personId),
  companies: (r) => String(r.entId),
  investors: (r) => String(r.investorId),
  shareholdings: (r) => `${String(r.companyId)}/${String(r.holderKind)}/${String(r.holderId)}`,
  executives: (r) => `${String(r.companyId)}/${String(r.personId)}/${String(r.post)}`,
  branches: (r) => `${String(r.parentId)}/${String(r.branchId)}`,
  changes: (r) => String(r.recordId),
  annualReports: (r) => `${String(r.companyId)}/${String(r.reportYear)}`,
  records: (r) => String(r.recordId),
  parks: (r) => String(r.parkId),
  chains: (r) => String(r.chainId),
  tenders: (r) => String(r.tenderId),
  overseas: (r) => String(r.overseasId),
  listings: (r) => String(r.companyId),
  laws: (r) => String(r.lawId),
  researchReports: (r) => String(r.reportId),
  reviews: (r) => String(r.reviewId),
  financials: (r) => `${String(r.companyId)}/${String(r.fiscalYear)}/${String(r.reportType)}`,
};

/** What an id names: a company, a person or an investment institution. */
type IdKind = 'C' | 'P' | 'I' | 'O' | 'L';
const ID_KIND_NAME: Record<IdKind, string> = { C: '企业', P: '人员', I: '投资机构', O: '境外企业', L: '法律法规' };

/** A financing record's investors: the institution, the fund (a company) that took the stake, whether it led. */
interface Participant {
  investorId?: unknown;
  fundId?: unknown;
  lead?: unknown;
}
const participantsOf = (row: Record<string, unknown>): Participant[] | null =>
  Array.isArray(row.participants) && row.participants.every((p) => p && typeof p === 'object') ? (row.participants as Participant[]) : null;

/** The checks of a financing record's investors beyond their ids: a list, one lead at most, a number or null for the amount. */
function financingProblems(row: Record<string, unknown>, need: (kind: IdKind, id: unknown, field: string) => void): string[] {
  const problems: string[] = [];
  const participants = participantsOf(row);
  if (row.participants !== undefined && !participants) return ['participants 应为投资方对象的数组'];
  for (const [i, p] of (participants ?? []).entries()) {
    if (typeof p.investorId !== 'string') problems.push(`participants[${i}].investorId 缺失`);
    else need('I', p.investorId, `participants[${i}].investorId`);
    if (p.fundId !== undefined && p.fundId !== null) need('C', p.fundId, `participants[${i}].fundId`);
  }
  if ((participants ?? []).filter((p) => p.lead === true).length > 1) problems.push('一个融资事件只能有一个领投方');
  if (row.amount !== undefined && row.amount !== null && !(typeof row.amount === 'number' && row.amount > 0))
    problems.push('amount 应为正数（元），未披露为 null');
  return problems;
}

/** Checks of a row beyond its schema: codes, kinds, links. `known(kind, id)` says whether an id exists. */
function rowProblems(name: DataFileName, row: Record<string, unknown>, seen: Seen, known: (kind: IdKind, id: string) => boolean): string[] {
  const problems: string[] = [];
  const need = (kind: IdKind, id: unknown, field: string) => {
    if (!known(kind, String(id))) problems.push(`${field} ${String(id)} 不存在（${ID_KIND_NAME[kind]}）`);
  };
  switch (name) {
    case 'companies':
      if (row.creditCode != null && !isValidUscc(String(row.creditCode))) problems.push(`统一社会信用代码 ${String(row.creditCode)} 校验不通过`);
      if (row.regNo != null && String(row.regNo).length === 15 && !isValidRegNo(String(row.regNo)))
        problems.push(`注册号 ${String(row.regNo)} 校验不通过`);
      if (row.orgCode != null && !isValidOrgCode(String(row.orgCode).replace('-', ''))) problems.push(`组织机构代码 ${String(row.orgCode)} 校验不通过`);
      problems.push(...techTagProblems(row.techTags as TechTagRow[] | undefined));
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
      if (row.kind === 'news') problems.push(...newsProblems(row));
      need('C', row.companyId, 'companyId');
      if (row.kind === 'financing') problems.push(...financingProblems(row, need));
      break;
    case 'investors':
      for (const fundId of row.fundIds as string[]) need('C', fundId, 'fundIds');
      break;
    case 'parks':
      problems.push(...parkProblems(row));
      break;
    case 'chains':
      problems.push(...chainProblems(row));
      break;
    case 'tenders':
      problems.push(...tenderProblems(row));
      if (row.buyerEntId != null) need('C', row.buyerEntId, 'buyerEntId');
      if (Array.isArray(row.bids))
        for (const [i, bid] of (row.bids as { entId: string }[]).entries()) need('C', bid.entId, `bids[${i}].entId`);
      break;
    case 'overseas': {
      const found = overseasProblems(row);
      problems.push(...found);
      if (Array.isArray(row.holdings) && Array.isArray(row.holders) && Array.isArray(row.officers)) {
        const links = overseasLinks(row as unknown as OverseasRow);
        for (const kind of ['P', 'C', 'O'] as const) for (const linked of new Set(links[kind])) need(kind, linked, kind === 'O' ? 'holders.holderId' : kind === 'C' ? '境内企业' : 'personId');
      }
      break;
    }
    case 'listings':
      problems.push(...listingProblems(row));
      need('C', row.companyId, 'companyId');
      break;
    case 'laws':
      problems.push(...lawProblems(row));
      for (const linked of lawLinks(row)) need('L', linked, '修改或废止文件');
      break;
    case 'researchReports':
      problems.push(...researchReportProblems(row));
      if (row.companyId != null) need('C', row.companyId, 'companyId');
      break;
    case 'reviews':
      problems.push(...reviewProblems(row));
      need('C', row.companyId, 'companyId');
      break;
    case 'financials':
      problems.push(...financialProblems(row));
      need('C', row.companyId, 'companyId');
      break;
    default:
      if ('companyId' in row) need('C', row.companyId, 'companyId');
  }
  return problems;
}

/** A news item's sentiment and category, when given, are among the known ones (the 企业舆情 filters). */
function newsProblems(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (row.sentiment != null && !(NEWS_SENTIMENTS as readonly unknown[]).includes(row.sentiment))
    problems.push(`新闻情感 ${String(row.sentiment)} 不是 正面、中性 或 负面`);
  if (row.category != null && !(NEWS_CATEGORIES as readonly unknown[]).includes(row.category))
    problems.push(`新闻分类 ${String(row.category)} 不在分类表中`);
  return problems;
}

/** Which of the ids of a kind the database holds: the check's only reads of it. */
type LookUp = (kind: IdKind, ids: string[]) => Promise<Set<string>>;

/** Ids of the kind that are already in the database. */
async function existingIds(db: Db, kind: IdKind, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows =
    kind === 'C'
      ? await db.selectFrom('company').select('ent_id as id').where('ent_id', 'in', ids).execute()
      : kind === 'I'
        ? await db.selectFrom('investor').select('investor_id as id').where('investor_id', 'in', ids).execute()
        : kind === 'O'
          ? await db.selectFrom('overseas_company').select('overseas_id as id').where('overseas_id', 'in', ids).execute()
        : kind === 'L'
          ? (await sql<{ id: string }>`select law_id as id from law where law_id = any(${ids}::text[])`.execute(db)).rows
        : await db.selectFrom('person').select('person_id as id').where('person_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Check every line of every file (JSON, schema, codes, duplicates, links to companies and people, in the files or
 * already loaded), then the consistency rules over a set whose lines are sound. Throws `DataSetRejected` with
 * line numbers. The two passes hold their facts one after the other, not together.
 */
async function check(folder: string, inDatabase: LookUp): Promise<void> {
  const twice = givenTwice(folder, Object.values(DATA_FILES).map((spec) => spec.file));
  if (twice.length)
    throw new DataSetRejected(twice.map((file) => ({ file: `${file}.gz`, line: 0, message: `与 ${file} 同时存在：一个文件只能给一次，压缩或不压缩` })));
  const problems = await lineProblems(folder, inDatabase);
  // The consistency rules (data/rules: area codes, names, types, 认缴 terms, chains, reviews…) over a set whose lines are sound.
  if (!problems.length)
    for (const result of await checkConsistency(folder))
      for (const b of result.breaches) if (problems.length < MAX_PROBLEMS) problems.push({ file: b.file, line: b.line, message: `${result.title}：${b.message}` });
  if (problems.length) throw new DataSetRejected(problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line));
}

/** The lines' own problems: JSON, schema, codes, duplicates, links. */
async function lineProblems(folder: string, inDatabase: LookUp): Promise<LoadProblem[]> {
  const problems: LoadProblem[] = [];
  const companies = new KeyTable();
  const people = new KeyTable();
  const seen: Seen = { companies, people, keys: new Map(), ratio: new KeyTable() };
  // First pass: each line on its own, and the keys of people and companies, so links can be checked.
  const missing = { C: new Set<string>(), P: new Set<string>(), I: new Set<string>(), O: new Set<string>(), L: new Set<string>() };
  for (const [name, spec] of Object.entries(DATA_FILES) as [DataFileName, (typeof DATA_FILES)[DataFileName]][]) {
    const file = setFile(folder, spec.file);
    if (!file) continue;
    const shown = path.basename(file);
    const checker = TypeCompiler.Compile(spec.schema);
    const keys = name === 'companies' ? companies : name === 'people' ? people : new KeyTable();
    seen.keys.set(name, keys);
    // Lines whose key's hash an earlier line has: duplicates once their keys are compared.
    const equalHashes: { line: number; earlier: number; key: string }[] = [];
    for await (const { line, row, error } of lines(file)) {
      if (problems.length >= MAX_PROBLEMS) break;
      if (!row) {
        problems.push({ file: shown, line, message: error! });
        continue;
      }
      if (!checker.Check(row as unknown)) {
        const first = checker.Errors(row).First();
        problems.push({ file: shown, line, message: `${first?.path || '/'}: ${first?.message ?? '格式不对'}` });
        continue;
      }
      const key = keyOf[name](row);
      const earlier = keys.get(key);
      if (earlier !== undefined) equalHashes.push({ line, earlier, key });
      keys.set(key, line);
      if (name !== 'people' && name !== 'companies') {
        for (const [kind, field] of [['C', 'companyId'], ['C', 'parentId'], ['C', 'branchId'], ['P', 'personId']] as const)
          if (field in row && !(kind === 'C' ? seen.companies : seen.people).has(String(row[field]))) missing[kind].add(String(row[field]));
        if (name === 'investors') for (const fundId of row.fundIds as string[]) if (!seen.companies.has(fundId)) missing.C.add(fundId);
        if (name === 'tenders')
          for (const id of [row.buyerEntId, ...(row.bids as { entId: string }[]).map((b) => b.entId)])
            if (typeof id === 'string' && !seen.companies.has(id)) missing.C.add(id);
        if (name === 'overseas')
          for (const [kind, linked] of Object.entries(overseasLinks(row as unknown as OverseasRow)) as ['P' | 'C' | 'O', string[]][])
            for (const id of linked) missing[kind].add(id);
        if (name === 'laws') for (const id of lawLinks(row)) missing.L.add(id);
        if (name === 'records' && row.kind === 'financing')
          for (const p of participantsOf(row) ?? []) {
            missing.I.add(String(p.investorId));
            if (typeof p.fundId === 'string' && !seen.companies.has(p.fundId)) missing.C.add(p.fundId);
          }
        if (name === 'shareholdings') {
          const kind = row.holderKind === 'P' ? 'P' : 'C';
          if (!(kind === 'C' ? seen.companies : seen.people).has(String(row.holderId))) missing[kind].add(String(row.holderId));
        }
      }
    }
    for (const d of await duplicates(file, name, equalHashes)) problems.push({ file: shown, line: d.line, message: `与第 ${d.earlier} 行重复（${d.key}）` });
  }
  // Links that are in no file may be in the database already (an update).
  const inDb = {
    C: await inDatabase('C', [...missing.C].filter((id) => !seen.companies.has(id))),
    P: await inDatabase('P', [...missing.P].filter((id) => !seen.people.has(id))),
    I: await inDatabase('I', [...missing.I].filter((id) => !seen.keys.get('investors')?.has(id))),
    O: await inDatabase('O', [...missing.O].filter((id) => !seen.keys.get('overseas')?.has(id))),
    L: await inDatabase('L', [...missing.L].filter((id) => !seen.keys.get('laws')?.has(id))),
  };
  const none = new KeyTable();
  const seenOf = {
    C: seen.companies,
    P: seen.people,
    I: seen.keys.get('investors') ?? none,
    O: seen.keys.get('overseas') ?? none,
    L: seen.keys.get('laws') ?? none,
  };
  const known = (kind: IdKind, id: string) => seenOf[kind].has(id) || inDb[kind].has(id);
  for (const [name, spec] of Object.entries(DATA_FILES) as [DataFileName, (typeof DATA_FILES)[DataFileName]][]) {
    const file = setFile(folder, spec.file);
    if (!file || name === 'people') continue;
    for await (const { line, row } of lines(file)) {
      if (!row || problems.length >= MAX_PROBLEMS) continue;
      for (const message of rowProblems(name, row, seen, known)) problems.push({ file: path.basename(file), line, message });
    }
  }
  return problems;
}

/**
 * Of the lines whose key's hash an earlier line's has, those whose key is the earlier line's too (a hash shared by
 * two keys is not a duplicate): the earlier lines' keys read again from the file, only when there are any.
 */
async function duplicates(
  file: string,
  name: DataFileName,
  equalHashes: readonly { line: number; earlier: number; key: string }[],
): Promise<{ line: number; earlier: number; key: string }[]> {
  if (!equalHashes.length) return [];
  const wanted = new Set(equalHashes.map((d) => d.earlier));
  const keyAt = new Map<number, string>();
  for await (const { line, row } of lines(file)) if (row && wanted.has(line)) keyAt.set(line, keyOf[name](row));
  // A line may equal a line that itself equalled an earlier one: each is reported against the line before it.
  return equalHashes.filter((d) => keyAt.get(d.earlier) === d.key);
}

/** The names of a people file's rows, as its lines are read. */
async function* namesIn(file: string): AsyncGenerator<string> {
  for await (const { row } of lines(file)) if (typeof row?.name === 'string') yield row.name;
}

/** Turn a file's rows into table rows and upsert them, a batch at a time. */
async function loadFile(trx: Db, name: DataFileName, file: string, signal: AbortSignal): Promise<number> {
  const table = TABLES[name];
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const flush = async () => {
    signal.throwIfAborted();
    if (!batch.length) return;
    const rest = table.columns.filter((c) => !table.key.includes(c.name));
    const onConflict = rest.length
      ? sql`do update set ${sql.join(
          rest.map((c) =>
            c.keepWhenNull
              ? sql`${sql.ref(c.name)} = coalesce(excluded.${sql.ref(c.name)}, ${sql.table(table.name)}.${sql.ref(c.name)})`
              : sql`${sql.ref(c.name)} = excluded.${sql.ref(c.name)}`,
          ),
        )}`
      : sql`do nothing`;
    const columns = table.columns.map((c) => sql.ref(c.name));
    const values = [...columns];
    if (table.numbered) {
      const { column, sequence } = table.numbered;
      const key = sql.ref(table.key[0]!);
      columns.push(sql.ref(column));
      values.push(sql`coalesce((select t.${sql.ref(column)} from ${sql.table(table.name)} t where t.${key} = x.${key}), nextval(${sequence}))`);
    }
    await sql`
      insert into ${sql.table(table.name)} (${sql.join(columns)})
      select ${sql.join(values)}
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

export interface LoadOptions {
  /** More writes that belong with this set, in its transaction (the demo's customer books with its companies). */
  alongside?: (trx: Db) => Promise<unknown>;
  /** Told each step as it ends, with its time (the command line prints them: a register's load takes minutes). */
  progress?: (step: string) => void;
}

/**
 * Load a data set folder: check it whole and write it in one transaction, so a data set is either loaded entirely
 * or not at all. Rows whose key exists update it (entId, personId, recordId...).
 *
 * The check runs beside the writing (alone first, a register's check was a seventh to a quarter of its load while
 * PostgreSQL waited) and the transaction commits only once it has passed. Its reads of the database (ids the set
 * links to but does not bring) go on the load's own connection, between the writer's statements: a first load holds
 * its tables' locks, which another connection would wait on. They read the same answer before or after the writing,
 * since they ask only for ids of no row in the set. A write that fails on a bad line is undone to the savepoint
 * before the writing, so the check can finish and report the line rather than the database's error; a check that
 * fails stops the writing at its next batch.
 */
export async function loadDataSet(db: Db, folder: string, options: LoadOptions = {}): Promise<LoadSummary> {
  if (!existsSync(folder)) throw new DataSetRejected([{ file: folder, line: 0, message: '文件夹不存在' }]);
  const timer = () => {
    let t0 = performance.now();
    return (what: string) => {
      options.progress?.(`${what} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      t0 = performance.now();
    };
  };
  const step = timer();
  const summary = await db.transaction().execute(async (trx) => {
    const refused = new AbortController();
    await sql`savepoint writing`.execute(trx);
    const writing = writeSet(trx, folder, refused.signal, options, step).catch(async (error: unknown) => {
      await sql`rollback to savepoint writing`.execute(trx);
      throw error;
    });
    const settled = writing.then(
      () => undefined,
      () => undefined,
    );
    // A read under a failed write finds the transaction aborted: it reads again once the writing is undone.
    const inDatabase: LookUp = (kind, ids) =>
      existingIds(trx, kind, ids).catch(() => settled.then(() => existingIds(trx, kind, ids)));
    const checkTime = timer();
    const checked = check(folder, inDatabase).then(() => checkTime('checked, beside the writing'));
    checked.catch((error: unknown) => refused.abort(error));
    const [written, verdict] = await Promise.allSettled([writing, checked]);
    // A refused set's problems come before any error of the database they caused.
    if (verdict.status === 'rejected') throw verdict.reason;
    if (written.status === 'rejected') throw written.reason;
    return written.value;
  });
  step('the rest, committed');
  // Fresh statistics for the planner: the embedded engine has no autovacuum to gather them, and without
  // them a lookup of many ids (`= any(...)`) scans whole tables.
  await sql`analyze`.execute(db);
  // The visibility maps, so that name and condition searches read their indexes alone (index-only scans): a
  // fresh load's pages are not all-visible until vacuumed; a day's update vacuums only the pages it touched.
  if (summary.companies) await sql`vacuum company_search_key, company, company_tech_tag`.execute(db);
  step('analysed and vacuumed');
  return summary;
}

/** Write a data set's files and what follows from them in the load's transaction; stops at a batch once `signal` aborts. */
async function writeSet(
  trx: Db,
  folder: string,
  signal: AbortSignal,
  options: LoadOptions,
  step: (what: string) => void,
): Promise<LoadSummary> {
  const loaded: LoadSummary = {};
  // The rows this load writes carry its time: their search keys are rewritten after them.
  const started = now().toISOString();
  const files = (Object.entries(DATA_FILES) as [DataFileName, (typeof DATA_FILES)[DataFileName]][])
    .map(([name, spec]) => ({ name, file: setFile(folder, spec.file) }))
    .filter((f): f is { name: DataFileName; file: string } => f.file !== null);
  const writeTable = await tableWriter(trx, [
    ...files.map(({ name }) => TABLES[name].name),
    ...(files.some(({ name }) => name === 'companies') ? ['company_tech_tag', 'company_search_key'] : []),
  ]);
  for (const { name, file } of files) {
    signal.throwIfAborted();
    loaded[name] = await writeTable(TABLES[name].name, () => loadFile(trx, name, file, signal));
    step(`${name}: ${loaded[name]} rows`);
    // Dated technology tags ride on the company rows and live in their own table.
    if (name === 'companies') {
      await writeTable('company_tech_tag', () => loadTechTags(trx, file));
      signal.throwIfAborted();
      await writeTable('company_search_key', (empty) => writeSearchKeys(trx, started, { replace: !empty }));
      step('companies: tags and search keys');
    }
    if (name === 'people') {
      await writePersonKeys(trx, namesIn(file));
      step('people: search keys');
    }
    if (name === 'chains') await loadChainNodes(trx, file);
    if (name === 'tenders') await loadTenderBids(trx, file);
    if (name === 'overseas') await loadOverseasChildren(trx, file);
    if (name === 'laws') await loadLawVersions(trx, file);
  }
  signal.throwIfAborted();
  // Industry-chain membership follows the companies and chains this set brought.
  const present = (name: DataFileName) => (loaded[name] ? files.find((f) => f.name === name)?.file : undefined);
  await refreshChainMembership(trx, { chainsFile: present('chains'), companiesFile: present('companies') });
  // Keys of an older format (or none) are written again with this load's, in its transaction.
  if (loaded.companies || loaded.people) await currentSearchKeys(trx);
  // The load log: its id tells the servers' in-memory indexes that the data changed.
  await trx.insertInto('data_load').values({ summary: JSON.stringify(loaded) }).execute();
  if (options.alongside) await options.alongside(trx);
  return loaded;
}
