// Runs a worker's TypeScript entry from the sources (tests, `npm run dev`) through tsx; the built server starts
// `dist/worker.mjs` directly instead.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
