import { Type, type Static } from '@sinclair/typebox';
import { RecentCompanySchema } from './integration';

/**
 * 首页「我的工作」(`GET /esee/home/work`, designed): what waits for the signed-in person, each part only where the
 * person holds its right and the institution has its solution; times are Beijing time.
 */

/** Something to handle, with how many wait and where it is handled. */
export const WorkTodoSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  /** The page that handles it. */
  path: Type.String(),
  /** Of them, past their due date (cases) or of the highest level (alerts). */
  urgent: Type.Integer({ minimum: 0 }),
  urgentLabel: Type.String(),
});
export type WorkTodo = Static<typeof WorkTodoSchema>;

export const WorkAlertSchema = Type.Object({
  id: Type.String(),
  entId: Type.String(),
  entName: Type.String(),
  title: Type.String(),
  level: Type.String(),
  at: Type.String(),
});
export type WorkAlert = Static<typeof WorkAlertSchema>;

/** A long piece of work the person started: a run (同一客户识别, 银行流水分析) or a list export. */
export const WorkJobSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  state: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  /** 0–100 while running. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  at: Type.String(),
  path: Type.String(),
});
export type WorkJob = Static<typeof WorkJobSchema>;

/** One figure of a solution that matters today. */
export const WorkFigureSchema = Type.Object({
  solution: Type.Union([Type.Literal('cba'), Type.Literal('prma'), Type.Literal('iba'), Type.Literal('scs')]),
  label: Type.String(),
  value: Type.Integer({ minimum: 0 }),
  /** What the figure counts, in words (its window or its source). */
  note: Type.String(),
  path: Type.String(),
});
export type WorkFigure = Static<typeof WorkFigureSchema>;

export const MyWorkSchema = Type.Object({
  /** The person's previous sign-in (the start of 「上次访问以来」), or null on a first visit. */
  lastVisit: Type.Union([Type.String(), Type.Null()]),
  todos: Type.Array(WorkTodoSchema),
  /** The newest unread monitoring alerts (at most `HOME_LIST_SIZE`); absent without the monitoring right. */
  alerts: Type.Union([Type.Array(WorkAlertSchema), Type.Null()]),
  jobs: Type.Array(WorkJobSchema),
  recent: Type.Array(RecentCompanySchema),
  figures: Type.Array(WorkFigureSchema),
});
export type MyWork = Static<typeof MyWorkSchema>;

/** How many alerts, jobs and companies the home lists. */
export const HOME_LIST_SIZE = 5;
