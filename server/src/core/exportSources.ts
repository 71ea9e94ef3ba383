import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../platform/auth/sessions';
import type { Db } from '../platform/db/database';

/** One sheet's content: header titles, then a row of cells per company. */
export interface ExportRows {
  header: readonly string[];
  rows: readonly (readonly unknown[])[];
  widths?: readonly number[];
}

/** What a source makes of the page's request when a job is asked for. */
export interface ExportPlan {
  /** The request as it will be replayed by the worker (the snapshot of the filters). */
  params: Record<string, unknown>;
  /** The filters, each as `名称：值`, for the list page. */
  filters: string[];
  /** How many rows the file will have, counted now: the daily quota is checked against it. */
  rowCount: number;
}

/**
 * A page whose list can be exported as a job (product pages §0: every list
 * has an Excel export that lands in 名单导出记录). The module that owns the
 * page registers one under the page's name (`EXPORT_SOURCES` of the
 * contracts), so the export jobs need not know its tables: adding another
 * page is one `app.exportSources.set(name, { ... })` in that module.
 */
export interface ExportSource {
  /** The page's title, shown as the job's source. */
  title: string;
  /** Rights needed besides `marketing:export` (the page's own right and menu entry). */
  rights: readonly string[];
  /** Check the page's request (throw `badRequest`) and count its rows; `today` is the day the search is as of. */
  plan(db: Db, user: SessionUser, params: Record<string, unknown>, today: string): Promise<ExportPlan>;
  /**
   * The rows, replaying the snapshot as of the day it was asked for, for the institution that asked;
   * runs in the worker, outside any request.
   */
  rows(
    db: Db,
    params: Record<string, unknown>,
    scope: { today: string; instId: number },
    limit: number,
  ): Promise<ExportRows>;
}

/** A file made whole by its source (a PDF report) rather than a sheet of rows. */
export interface ExportDocument {
  body: Buffer;
  /** The file's extension, without the dot. */
  extension: string;
  pageCount: number;
}

/** Who asked for a job, for the file's watermark. */
export interface JobRequester {
  userName: string;
  username: string;
  instName: string;
}

/**
 * A kind of job whose file is a document (画像生成记录's PDF): the export
 * jobs' worker claims, writes, expires and audits it like a list export, and
 * calls `document` for the content. Registered under the job's `source`.
 */
export interface DocumentSource {
  title: string;
  /** Runs in the worker; `at` is when the data is read (the snapshot time). */
  document(
    db: Db,
    params: Record<string, unknown>,
    scope: { instId: number; requester: JobRequester; at: Date },
  ): Promise<ExportDocument>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Export sources by page name. */
    exportSources: Map<string, ExportSource>;
    /** Document job sources by name (the `source` of their jobs). */
    documentSources: Map<string, DocumentSource>;
    /** Wake the export worker after writing a queued job (set by the exportJobs module). */
    exportQueue: { kick(): void };
  }
}

export const exportSourcesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('exportSources', new Map<string, ExportSource>());
    app.decorate('documentSources', new Map<string, DocumentSource>());
    // Until the exportJobs module starts its worker, a queued job simply waits for it.
    app.decorate('exportQueue', { kick: () => undefined });
  },
  { name: 'exportSources' },
);
