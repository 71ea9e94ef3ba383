import { badRequest } from '../http/errors';
import { runTask, type RunOptions } from './pool';
import { TaskError, TaskExhausted, type WorkerTask } from './task';

/** How a caller's users are told that its task failed. */
export interface TaskAnswers {
  /** The 400's message when the worker ran out of time or memory, or died: the input was too much. */
  exhausted: string;
  /** A task's refusal (`TaskError`) as the 400's message; undefined (or no mapping) leaves it a fault. */
  refused?: (error: TaskError) => string | undefined;
}

/** What a failed task means to the user: a Chinese 400 where `answers` says so; any other error stays as it is. */
export function taskFailure(error: unknown, answers: TaskAnswers): unknown {
  if (error instanceof TaskExhausted) return badRequest(answers.exhausted);
  const refusal = error instanceof TaskError ? answers.refused?.(error) : undefined;
  return refusal === undefined ? error : badRequest(refusal);
}

/** Run `task` in a worker; a failure the user should hear of is a 400 by `answers`. */
export async function runTaskAnswering<I, O>(
  task: WorkerTask<I, O>,
  input: I,
  answers: TaskAnswers,
  options?: RunOptions,
): Promise<O> {
  try {
    return await runTask(task, input, options);
  } catch (error) {
    throw taskFailure(error, answers);
  }
}
