import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from './auth/sessions';
import type { Db } from './db/database';

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
  /** The rows, replaying the snapshot; runs in the worker, outside any request. */
  rows(db: Db, params: Record<string, unknown>, today: string, limit: number): Promise<ExportRows>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Export sources by page name. */
    exportSources: Map<string, ExportSource>;
  }
}

export const exportSourcesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('exportSources', new Map<string, ExportSource>());
  },
  { name: 'exportSources' },
);
