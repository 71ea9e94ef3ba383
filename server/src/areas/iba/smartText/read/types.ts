import type { SmartTextParagraph } from '@esee/contracts';
import { TaskError } from '../../../../platform/workers/task';

/** A paragraph as a reader returns it, before numbering and sections. */
export type RawParagraph = Pick<SmartTextParagraph, 'kind' | 'text' | 'rows' | 'page'>;

export type ReadFailure = 'wrongType' | 'corrupt' | 'encrypted' | 'empty' | 'tooComplex';

/**
 * Why a file cannot be read; the route turns it into the Chinese message. A task's refusal (`TaskError`): thrown
 * in the worker that reads the file, it reaches the route with its reason.
 */
export class ReadError extends TaskError {
  constructor(override readonly reason: ReadFailure) {
    super(reason);
  }
}
