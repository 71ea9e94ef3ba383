/*
 * The list file's reading as a worker task (platform/workers): the descriptor and the call the request thread makes.
 * The implementation is `listFile.ts`, registered in `server/src/worker.ts`.
 */
import { ResultCode, type ScreeningListProblem } from '@esee/contracts';
import { AppError, badRequest } from '../../../platform/http/errors';
import { runTask } from '../../../platform/workers/pool';
import { defineTask, TaskError, TaskExhausted } from '../../../platform/workers/task';
import type { MatchEntry } from './matching';

/** A refusal the user can fix: the message and the bad rows, as JSON in the task error's message. */
export const LIST_REFUSED = 'listRefused';

export interface ReadListInput {
  fileName: string;
  bytes: Uint8Array;
}

/** An entry as read, its name and code already in normal form for matching. */
export interface ListEntry extends MatchEntry {
  line: number;
}

export interface ReadListOutput {
  entries: ListEntry[];
}

/** A 20 MB workbook fits the heap; a file not read in 20 s is refused (as every spreadsheet upload). */
export const readListTask = defineTask<ReadListInput, ReadListOutput>('prma.readScreeningList', {
  timeoutMs: 20_000,
  heapMb: 768,
});

/** Read a list file in a worker: its entries, or a 400 with the bad rows in the envelope's data. */
export async function readList(input: ReadListInput): Promise<ReadListOutput> {
  try {
    return await runTask(readListTask, input);
  } catch (error) {
    if (error instanceof TaskExhausted) throw badRequest('文件内容过多或过于复杂，无法读取');
    if (error instanceof TaskError && error.reason === LIST_REFUSED) {
      const { message, problems } = JSON.parse(error.message) as { message: string; problems: ScreeningListProblem[] };
      throw new AppError(ResultCode.BAD_REQUEST, message, 400, { problems });
    }
    throw error;
  }
}
