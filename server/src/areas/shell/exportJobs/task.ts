import type { ExportRows } from '../../../core/exportSources';
import { defineTask } from '../../../platform/workers/task';
import type { Watermark } from './rules';

/** An export's workbook written in a worker (10,000 rows of styled cells is seconds of CPU, not the request thread's). */
export const workbookTask = defineTask<{ sheetName: string; content: ExportRows; watermark: Watermark }, Uint8Array>(
  'export.workbook',
  { timeoutMs: 60_000, heapMb: 1024 },
);
