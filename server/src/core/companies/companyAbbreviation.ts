import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/database';
import { KeyedCache } from '../../platform/sharedState/keyedCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The institutions' short names for companies (简称配置), read once and kept: every search keystroke asks. */
    abbreviations: Abbreviations;
  }
}

/** A short name saved on another instance is searched by within this (a lost message's worst case). */
const TTL_MS = 30_000;

/** An institution's short names → the companies' full names. */
async function readAbbreviations(db: Db, instId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('company_abbreviation')
    .select(['abbreviation', 'full_name'])
    .where('inst_id', '=', instId)
    .execute();
  return new Map(rows.map((r) => [r.abbreviation, r.full_name]));
}

/** The short names of each institution, kept in memory and forgotten on every instance when one is saved. */
export class Abbreviations {
  private readonly cache: KeyedCache<Map<string, string>>;

  constructor(db: Db, shared: FastifyInstance['sharedState']) {
    this.cache = new KeyedCache(shared, {
      topic: 'abbreviations',
      ttlMs: TTL_MS,
      load: (instId) => readAbbreviations(db, instId),
    });
  }

  /** Short name → full name, for the institution. */
  of(instId: number): Promise<Map<string, string>> {
    return this.cache.get(instId);
  }

  /**
   * A keyword that is one of the institution's short names for a company (e.g. 工行) searches as that company's
   * full name, so the company comes first; any other keyword is searched as typed.
   */
  async expand(instId: number, keyword: string): Promise<string> {
    const text = keyword.trim();
    if (!text || [...text].length > 20) return text;
    return (await this.of(instId)).get(text) ?? text;
  }

  /** An institution's short names changed. */
  forget(instId: number): void {
    this.cache.forget(instId);
  }
}

export const abbreviationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('abbreviations', new Abbreviations(app.db, app.sharedState));
  },
  { name: 'abbreviations', dependencies: ['db', 'shared-state'] },
);
