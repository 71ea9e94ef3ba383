import type { ExportJob, ExportJobState } from '@esee/contracts';

/** States the worker has yet to leave: the list is polled while a job is in one. */
export const isBusy = (state: ExportJobState) => state === 'queued' || state === 'processing';
export const anyBusy = (jobs: readonly ExportJob[]) => jobs.some((j) => isBusy(j.state));

/** A file size as people read it: 812 B, 23.4 KB, 1.2 MB. */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
