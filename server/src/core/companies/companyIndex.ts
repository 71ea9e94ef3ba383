import { sql } from 'kysely';
import { orgKindOf, type OrgKind } from '@esee/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/database';
import { NameIndex, type IndexedCompany } from './nameIndex';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every company's names and codes, in memory: search, suggestions and batch matching. */
    companies: CompanyIndex;
  }
}

/** At most this many matches are ranked and paged; counts above it show as "999+" (spec 2 §2). */
export const MATCH_CAP = 1000;
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

/**
 * The company name index of the server, shared by search and batch matching.
 * It is rebuilt in the background when the company table changes (a data set
 * was loaded, by this or another process); the old index serves meanwhile.
 */
export class CompanyIndex {
  private index: Promise<NameIndex>;
  private stamp = '';
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.index = this.build();
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

  private async build(): Promise<NameIndex> {
    const t0 = performance.now();
    this.stamp = await this.currentStamp();
    const index = await NameIndex.build(this.db);
    this.log.info(`company name index: ${index.size} companies in ${performance.now() - t0} ms`);
    return index;
  }

  /** Rebuild when the data changed; the old index serves until the new one is ready. */
  watch(): void {
    this.timer = setInterval(() => {
      void this.currentStamp()
        .then(async (stamp) => {
          if (stamp === this.stamp) return;
          const next = await this.build();
          this.index = Promise.resolve(next);
        })
        .catch((error: unknown) => this.log.warn({ err: error }, 'company name index: refresh failed'));
    }, CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async find(query: string, limit: number): Promise<IndexedCompany[]> {
    return (await this.index).search(query, limit);
  }

  /** A page (1-based) of the ranked matches as list rows, and how many there are (up to MATCH_CAP). */
  async page(query: string, pageNo: number, size: number): Promise<{ total: number; rows: CompanyListRow[] }> {
    const hits = await this.find(query, MATCH_CAP);
    return { total: hits.length, rows: hits.slice((pageNo - 1) * size, pageNo * size).map(listRow) };
  }

  /** The index as it is now (built, or being built at start). */
  current(): Promise<NameIndex> {
    return this.index;
  }
}

/** Builds the index at start, watches the data, stops with the server. */
export const companyIndexPlugin = fp(
  async (app: FastifyInstance) => {
    const companies = new CompanyIndex(app.db, app.log);
    companies.watch();
    app.decorate('companies', companies);
    app.addHook('onClose', async () => companies.stop());
  },
  { name: 'companyIndex', dependencies: ['db'] },
);
