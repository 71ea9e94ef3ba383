import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConfirmResult } from '@esee/contracts';
import type { SessionUser } from '../platform/auth/sessions';
import type { Db } from '../platform/db/database';
import type { SheetRow } from '../platform/files/spreadsheet';

/** What an import into a target is given: companies known to exist, each once, in file order. */
export interface ImportRequest {
  user: SessionUser;
  /** The target's id (a project, a monitoring group); null for targets made by the import. */
  targetId: number | null;
  fileName: string;
  /** How many rows the file had, matched or not. */
  totalRecord: number;
  /** The companies, each with the row that named it and what it said. */
  companies: { entId: string; data: string; line: number; values?: Record<string, string | undefined> }[];
  /** Target-specific choices (the region of a closer-bank list). */
  options: { regionCode?: string };
}

/**
 * A list that batch import can fill (spec 2 §2): a batch search, a project,
 * a monitoring group. Each module that owns such a list registers one, so
 * the upload calls need not know the lists' tables.
 */
export interface ImportTarget {
  /** The right needed to upload for it and to import into it, if any. */
  right?: string;
  /**
   * Which of `entIds` the target already holds, and the label that says so
   * (such as 已在项目中). Refuses (not found) a target that is not the user's.
   */
  existing(db: Db, user: SessionUser, targetId: number | null, entIds: string[]): Promise<Set<string>>;
  existingLabel: string;
  /**
   * For targets that read more than the company: the other columns of each row by its line, read from
   * the sheet at parse time. Refuses the file (listing its bad rows) when any row's values are invalid.
   */
  readValues?(rows: SheetRow[]): Map<number, Record<string, string>>;
  /** Import, inside the caller's transaction. */
  importInto(trx: Db, request: ImportRequest): Promise<ConfirmResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Import targets by file type (`FileType` of the contracts). */
    importTargets: Map<string, ImportTarget>;
  }
}

export const importTargetsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('importTargets', new Map<string, ImportTarget>());
  },
  { name: 'importTargets' },
);
