import { SmartTextMessage, type SmartTextParagraph } from '@esee/contracts';
import { AppError, badRequest } from '../../../../platform/http/errors';
import { runTaskAnswering } from '../../../../platform/workers/answer';
import { defineTask } from '../../../../platform/workers/task';
import type { ReadFailure } from './types';

/** The Chinese message of a refused file. */
export const READ_MESSAGES: Record<ReadFailure, string> = {
  wrongType: SmartTextMessage.WRONG_TYPE,
  corrupt: SmartTextMessage.CORRUPT,
  encrypted: SmartTextMessage.ENCRYPTED,
  empty: SmartTextMessage.EMPTY,
  tooComplex: SmartTextMessage.TOO_COMPLEX,
};

/**
 * Reading an upload (`readDocument`, registered in `server/src/worker.ts`): a 20 MB file of either kind reads in
 * a few seconds; beyond 30 s or 512 MB of heap the file is refused as too complex.
 */
export const readDocumentTask = defineTask<
  { fileName: string; bytes: Uint8Array },
  { format: 'docx' | 'pdf'; paragraphs: SmartTextParagraph[] }
>('smartText.read', { timeoutMs: 30_000, heapMb: 512 });

/** An upload's paragraphs, read in a worker thread; a file that cannot be read is a 400 with its reason's message. */
export async function readUploaded(fileName: string, bytes: Uint8Array) {
  try {
    return await runTaskAnswering(
      readDocumentTask,
      { fileName, bytes },
      {
        exhausted: SmartTextMessage.TOO_COMPLEX,
        refused: (error) => READ_MESSAGES[error.reason as ReadFailure] ?? SmartTextMessage.CORRUPT,
      },
    );
  } catch (error) {
    // The reader failed in a way it did not foresee: the file is taken as unreadable.
    throw error instanceof AppError ? error : badRequest(SmartTextMessage.CORRUPT);
  }
}
