import { defineTask } from '../../../platform/workers/task';
import type { IdentifyInput, IdentifyOutput } from './identify';

/**
 * 同一客户识别's computing part (`identify.ts`) in a worker thread: grouping 10,000 customers, their family ties,
 * mined links, approved group actions and the diff with the run before take seconds that must not stall every
 * request. Its implementation is registered in `server/src/worker.ts`; the request thread holds only this.
 */
export const scsIdentifyTask = defineTask<IdentifyInput, IdentifyOutput>('scs.identify', {
  timeoutMs: 120_000,
  heapMb: 1024,
});
