import { Type, type Static } from '@sinclair/typebox';

/**
 * Long work a person starts and watches in the page (同一客户识别, 银行流水分析): a run of the job system with its
 * progress. Starting it answers at once with the run; the page asks for the run until it is done or failed.
 */
export const WORK_RUN_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type WorkRunState = (typeof WORK_RUN_STATES)[number];

export const WORK_RUN_STATE_LABELS: Record<WorkRunState, string> = {
  queued: '排队中',
  running: '运行中',
  done: '已完成',
  failed: '失败',
};

export const WorkRunSchema = Type.Object({
  runId: Type.Integer(),
  state: Type.Unsafe<WorkRunState>({ type: 'string', enum: [...WORK_RUN_STATES] }),
  /** 0 to 1. */
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  /** What the run is doing now, in words (读取股权链…). */
  stage: Type.Union([Type.String(), Type.Null()]),
  /** Why it failed, in words a user can act on. */
  failureReason: Type.Union([Type.String(), Type.Null()]),
  startedBy: Type.Union([Type.String(), Type.Null()]),
  /** Beijing time, to the minute. */
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type WorkRun = Static<typeof WorkRunSchema>;

/** A run is over (its result, or its failure, can be read). */
export const isWorkRunOver = (run: Pick<WorkRun, 'state'>) => run.state === 'done' || run.state === 'failed';
