import type { SmartTextIssue } from '@esee/contracts';
import { defineTask } from '../../../../platform/workers/task';
import type { CheckContext } from '.';
import type { Paragraph } from './types';

/**
 * Every check on a document, in a worker: at the paragraph limit they are seconds of CPU (README), which the request
 * thread must not spend. The registry record and the citations' answers are read from the database beforehand.
 */
export const checkTask = defineTask<{ paragraphs: Paragraph[]; context: CheckContext }, SmartTextIssue[]>(
  'smartText.check',
  { timeoutMs: 60_000, heapMb: 1024 },
);
