import type { ExportJob, ExportJobState } from '@esee/contracts';

/** States the worker has yet to leave: the list is polled while a job is in one. */
export const isBusy = (state: ExportJobState) => state === 'queued' || state === 'processing';
export const anyExportBusy = (jobs: readonly ExportJob[]) => jobs.some((j) => isBusy(j.state));

/** A file size as people read it: 812 B, 23.4 KB, 1.2 MB. */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The downloads page of each solution that starts list exports, by the base path of the pages it owns (issue 36):
 * an export is collected where it was started, on a page its user can open.
 */
export const EXPORT_LIST_PAGES: readonly { base: string; path: string }[] = [
  { base: '/bankAssistant', path: '/bankAssistant/exportList' },
  { base: '/investment', path: '/investment/exportList' },
];

/** Where the export started at `pathname` is collected: its solution's downloads page (CBA's elsewhere). */
export const exportListPath = (pathname: string): string =>
  (EXPORT_LIST_PAGES.find((p) => pathname === p.base || pathname.startsWith(`${p.base}/`)) ?? EXPORT_LIST_PAGES[0]!)
    .path;
