import { sql } from 'kysely';
import { orgKindOf, type OrgKind } from '@esee/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/database';
import {
  candidateCount,
  candidateRows,
  candidatesComplete,
  countedCandidateRows,
  countIsTotal,
  INDEX_COLUMNS,
  namedRows,
} from './nameCandidates';
import { NameIndex, parseQuery, type IndexedCompany, type IndexRow } from './nameIndex';
import { ensureSearchKeys } from './searchKeys';
import { PersonNames, personNamesFromDb } from './personNames';

declare module 'fastify' {
  interface FastifyInstance {
    /** Name search, suggestions and batch matching: over every name in memory, or found by the database. */
    companies: CompanySearch;
  }
}

/** At most this many matches are ranked and paged; counts above it show as "999+" (spec 2 §2). */
export const MATCH_CAP = 1000;
/** A batch's queries asked of the database at once (the pool's connections are shared with every request). */
const BATCH_CONCURRENCY = 4;
/** How many companies the search box suggests (its list asks for ten): the first page of results starts with them. */
export const SUGGESTED = 10;
/**
 * The candidates of each kind ranked for a page of results: the first ten pages need no more (a page past them is
 * ranked again from deeper ones); 200 took a page 0.4 ms more on average, 2 ms more at p95, at a million companies.
 */
const CANDIDATES_EACH = 100;
/** The candidates of each kind ranked for a page past those: as many as a thousand matches may need. */
const CANDIDATES_DEEP = MATCH_CAP;
/** How often the index checks whether the data changed (a data set was loaded). */
const CHECK_MS = 15_000;

/** The company list row of spec 2 §3, for a page of results. */
export interface CompanyListRow {
  orgName: string;
  legRepName: string | null;
  estDate: string | null;
  orgStatus: string;
  entHisName: string;
  entId: string;
  regNo: string | null;
  creditCode: string | null;
  orgCode: string | null;
  /** `company`, or `organization` for institutions that are not companies. */
  orgTypes: OrgKind;
}

/** A company as a list row (spec 2 §3). */
export const listRow = (c: IndexedCompany): CompanyListRow => ({
  orgName: c.name,
  legRepName: c.legalRep,
  estDate: c.estDate,
  orgStatus: c.status,
  entHisName: c.formerNames.join(','),
  entId: c.entId,
  regNo: c.regNo,
  creditCode: c.creditCode,
  orgCode: c.orgCode,
  orgTypes: orgKindOf(c.creditCode),
});

/** Every company as the index reads it, with its views and its 证券简称 (from the research reports that name them). */
export async function indexRows(db: Db): Promise<IndexRow[]> {
  const [rows, views, stocks] = await Promise.all([
    sql<Omit<IndexRow, 'views' | 'aliases'>>`select ${INDEX_COLUMNS} from company c`.execute(db),
    sql<{ entId: string; views: number }>`
      select ent_id as "entId", count(*)::int as views from company_view group by ent_id`.execute(db),
    sql<{ entId: string; stockName: string }>`
      select distinct ent_id as "entId", stock_name as "stockName" from research_report
      where ent_id is not null and stock_name is not null`.execute(db),
  ]);
  const viewsOf = new Map(views.rows.map((v) => [v.entId, v.views]));
  const aliasesOf = new Map<string, string[]>();
  for (const s of stocks.rows) aliasesOf.set(s.entId, [...(aliasesOf.get(s.entId) ?? []), s.stockName]);
  return rows.rows.map((r) => ({ ...r, views: viewsOf.get(r.entId) ?? 0, aliases: aliasesOf.get(r.entId) ?? [] }));
}

/** The names of the register's people, each once. */
async function personNames(db: Db): Promise<PersonNames> {
  const rows = await sql<{ name: string }>`select distinct name from person`.execute(db);
  return PersonNames.fromNames(rows.rows.map((r) => r.name));
}

/** The two indexes, built together from one state of the data. */
interface Indexes {
  names: NameIndex;
  people: PersonNames;
}

/**
 * Name search, shared by the suggestions, the paged search, every picker and batch matching: an index to rank
 * queries with (every name, or the companies the queries may mean), ranked by the name index's one ranking.
 */
export abstract class CompanySearch {
  /** The index to rank `queries` with, matches up to `limit` each. */
  abstract indexFor(queries: readonly string[], limit?: number): Promise<NameIndex>;
  /** The index to look up these names (normal form) with, now or formerly theirs. */
  abstract named(norms: readonly string[]): Promise<NameIndex>;
  /** The people's names a query may mean (its pinyin, traditional characters, a homophone), the closest first. */
  abstract personNames(query: string): Promise<string[]>;
  /** Take in the data as it is now (a load just committed). */
  abstract refresh(): Promise<void>;
  abstract stop(): Promise<void>;

  async find(query: string, limit: number): Promise<IndexedCompany[]> {
    return (await this.indexFor([query], limit)).search(query, limit);
  }

  /**
   * A page (1-based) of the ranked matches as list rows, and how many there are (up to MATCH_CAP). The companies the
   * search box suggested come first, in its order, then the rest of the ranking: ranked for a thousand, the tiers
   * read more candidates than for ten (the first 4,000 of a prefix in key order, not 40) and put better-ranked
   * companies first, so the page would else not start with what the list above the box showed.
   */
  async page(query: string, pageNo: number, size: number): Promise<{ total: number; rows: CompanyListRow[] }> {
    const hits = await this.listed(query);
    return pageOf(hits, hits.length, pageNo, size);
  }

  /** The matches a results page lists, in order: the suggestions, then the rest of the ranking for a thousand. */
  protected async listed(query: string): Promise<IndexedCompany[]> {
    const [suggested, ranked] = await Promise.all([this.find(query, SUGGESTED), this.find(query, MATCH_CAP)]);
    return continued(suggested, ranked);
  }
}

/** `first`, then those of `then` not in it, up to MATCH_CAP: a longer list that starts with a shorter one. */
function continued(first: IndexedCompany[], then: IndexedCompany[]): IndexedCompany[] {
  const seen = new Set(first.map((c) => c.entId));
  return [...first, ...then.filter((c) => !seen.has(c.entId))].slice(0, MATCH_CAP);
}

/** Page `pageNo` (1-based) of `hits` as list rows, with the total the pager shows. */
const pageOf = (hits: IndexedCompany[], total: number, pageNo: number, size: number) => ({
  total,
  rows: hits.slice((pageNo - 1) * size, pageNo * size).map(listRow),
});

/**
 * Every name in memory (the default): rebuilt in the background when the company table changes (a data set was
 * loaded, by this or another process), the old index serving meanwhile.
 */
export class CompanyIndex extends CompanySearch {
  private index: Promise<Indexes>;
  private stamp = '';
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    this.index = this.build();
    // Said in the log; the calls that wait for the index hear of the failure themselves.
    this.index.catch((error: unknown) => this.log.error({ err: error }, 'company name index: build failed'));
  }

  /**
   * The newest change to the company table. Every load writes `updated_at` on the rows it inserts or
   * updates, and the loader never deletes, so this one indexed read notices any load. (A `count(*)` here
   * scanned a million rows every check, on the embedded engine in the server's own thread.)
   */
  private async currentStamp(): Promise<string> {
    const row = await sql<{ at: string | null }>`select max(updated_at)::text as at from company`.execute(this.db);
    return row.rows[0]?.at ?? '';
  }

  private async build(): Promise<Indexes> {
    const t0 = performance.now();
    this.stamp = await this.currentStamp();
    const names = await NameIndex.fromRows(await indexRows(this.db));
    const people = await personNames(this.db);
    this.log.info(
      `company name index: ${names.size} companies, ${people.size} person names in ${Math.round(performance.now() - t0)} ms`,
    );
    return { names, people };
  }

  /** Rebuild now; the old index serves until the new one is ready. */
  async refresh(): Promise<void> {
    const next = await this.build();
    this.index = Promise.resolve(next);
  }

  /** Rebuild when the data changed. */
  watch(): void {
    this.timer = setInterval(() => {
      void this.currentStamp()
        .then(async (stamp) => {
          if (stamp !== this.stamp) await this.refresh();
        })
        .catch((error: unknown) => this.log.warn({ err: error }, 'company name index: refresh failed'));
    }, CHECK_MS);
    this.timer.unref();
  }

  /** Stop watching, and let a build still under way finish before the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.index.catch(() => undefined);
  }

  async indexFor(): Promise<NameIndex> {
    return (await this.index).names;
  }

  async named(): Promise<NameIndex> {
    return (await this.index).names;
  }

  async personNames(query: string): Promise<string[]> {
    return (await this.index).people.namesFor(query);
  }
}

/** The name index of the few companies the database found for a query: what only some queries read, when asked. */
const indexOfFew = (rows: IndexRow[]) => NameIndex.fromRows(rows, { nearParts: 'when asked' });

/**
 * Names found by the database (`SEARCH_INDEXES=database`): its key indexes find the companies a query may mean
 * (`nameCandidates.ts`) and the name index ranks those few. Nothing grows with the register, nothing is built at
 * start, and a load is searchable as soon as it commits.
 */
export class DatabaseCompanySearch extends CompanySearch {
  /** Keys written for a small register loaded before them or in an older format; searches wait for it. */
  private readonly ready: Promise<unknown>;
  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    /** The most companies whose keys it writes at start (`KEYS_AT_START_UP_TO` unless given). */
    keysAtStartUpTo?: number,
  ) {
    super();
    this.ready = ensureSearchKeys(db, keysAtStartUpTo).then((written) => {
      if (written === 'stale')
        log.error(
          'search keys: missing or of an older format; names may not be found until `data keys` writes them (once, for every instance)',
        );
      else if (written) log.info(`search keys: written for ${written} companies and names loaded before them`);
    });
    this.ready.catch((error: unknown) => log.error({ err: error }, 'search keys: writing failed'));
  }

  async indexFor(queries: readonly string[], limit = MATCH_CAP, each = CANDIDATES_EACH): Promise<NameIndex> {
    await this.ready;
    // A batch's queries are asked each on its own (its tiers as one query's), a few at a time, their companies
    // indexed together.
    const rows = new Map<string, IndexRow>();
    let next = 0;
    const worker = async () => {
      while (next < queries.length)
        for (const row of await candidateRows(this.db, [queries[next++]!], Math.min(limit, each)))
          rows.set(row.entId, row);
    };
    await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, queries.length) }, worker));
    return indexOfFew([...rows.values()]);
  }

  /**
   * A page as the names in memory give it. Where more matched than were ranked (a kind gave its `CANDIDATES_EACH`),
   * the total is counted from the keys, so that 科技 counts 999+ on either path, and a page past those ranked is
   * ranked again from deeper candidates, the list continuing the first one's order (no company repeated or skipped
   * between pages). Its total is then what the list holds; a district's list is ranked deep at once where its keys,
   * its city's, hold more.
   */
  override async page(query: string, pageNo: number, size: number): Promise<{ total: number; rows: CompanyListRow[] }> {
    const q = parseQuery(query);
    // A page within the suggestions: where the keys count a thousand, those are its rows and 999+ its total, as
    // ranking a thousand would give (a part of a name held by many: most searches) at a third of the work; so too
    // where the keys count its matches (`countIsTotal`: a part of a name held by tens or hundreds). The keys count a
    // region's query in its whole city or everywhere, its list may hold fewer: not so for those.
    let hits: IndexedCompany[];
    let keysCounted: number | undefined;
    if (pageNo * size <= SUGGESTED) {
      const { index, counted } = await this.suggestionsCounted(query);
      const suggested = index.search(query, SUGGESTED);
      if (!q.region && (counted >= MATCH_CAP || countIsTotal(q, counted)) && suggested.length >= pageNo * size)
        return pageOf(suggested, counted, pageNo, size);
      // The suggestions' candidates are all a thousand's where the keys count ten at most (a full name typed, a
      // region and a 字号 it has few of: most searches naming a region): ranked for a thousand without reading them
      // again, that list is all there is, a district's too (its city's keys counted ten at most).
      if (candidatesComplete(q, counted, SUGGESTED)) {
        const all = continued(suggested, index.search(query, MATCH_CAP));
        return pageOf(all, all.length, pageNo, size);
      }
      hits = continued(suggested, await this.find(query, MATCH_CAP));
      keysCounted = counted;
    } else hits = await this.listed(query);
    // A district's keys are its city's (海淀区测联: every holder in 北京): its ranking keeps fewer than its candidates,
    // so a short list is not all of it, and the keys' count is not its total. Unless they are as many, its list is
    // ranked deep at once and its length is the total (it would else change at the page past those ranked).
    const district = q.region?.level === 'district';
    if (hits.length < CANDIDATES_EACH && !district) return pageOf(hits, hits.length, pageNo, size);
    const counted = Math.max(hits.length, keysCounted ?? (await candidateCount(this.db, query, MATCH_CAP)));
    if (counted === hits.length || (!district && pageNo * size <= hits.length))
      return pageOf(hits, counted, pageNo, size);
    const deeper = (await this.indexFor([query], MATCH_CAP, CANDIDATES_DEEP)).search(query, MATCH_CAP);
    const all = continued(hits, deeper);
    return pageOf(all, all.length, pageNo, size);
  }

  /** The suggestions' index of `query` (`indexFor`) and how many companies its keys count up to MATCH_CAP. */
  private async suggestionsCounted(query: string): Promise<{ index: NameIndex; counted: number }> {
    await this.ready;
    const { rows, counted } = await countedCandidateRows(this.db, query, SUGGESTED, MATCH_CAP);
    return { index: await indexOfFew(rows), counted };
  }

  async named(norms: readonly string[]): Promise<NameIndex> {
    await this.ready;
    return indexOfFew(await namedRows(this.db, norms));
  }

  async personNames(query: string): Promise<string[]> {
    await this.ready;
    return personNamesFromDb(this.db, query);
  }

  async refresh(): Promise<void> {}

  async stop(): Promise<void> {
    await this.ready.catch(() => undefined);
  }
}

/** Name search as configured (`SEARCH_INDEXES`); the in-memory index watches the data; stops with the server. */
export const companyIndexPlugin = fp(
  async (app: FastifyInstance) => {
    let companies: CompanySearch;
    if (app.config.searchIndexes === 'database') companies = new DatabaseCompanySearch(app.db, app.log);
    else {
      const index = new CompanyIndex(app.db, app.log);
      index.watch();
      companies = index;
    }
    app.decorate('companies', companies);
    app.addHook('onClose', () => companies.stop());
  },
  { name: 'companyIndex', dependencies: ['db'] },
);
