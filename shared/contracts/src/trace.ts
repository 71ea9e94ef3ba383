import { Type, type Static } from '@sinclair/typebox';

/** Activity trace states (spec 1 §4). */
export const ActStatus = { BEGUN: 0, CONFIRMED: 1, FAILED: 2, TIMED_OUT: 9 } as const;

/** The module fields every trace and every traced call carries (spec 2 §3). */
const ModuleFields = {
  moduleId: Type.Optional(Type.String({ maxLength: 200 })),
  moduleName: Type.Optional(Type.String({ maxLength: 200 })),
  moduleCustomizeName: Type.Optional(Type.String({ maxLength: 200 })),
  moduleVersion: Type.Optional(Type.String({ maxLength: 50 })),
};

export const AddTraceRequestSchema = Type.Object({
  actKey: Type.String({ minLength: 1, maxLength: 200 }),
  preTraceId: Type.Optional(Type.String({ maxLength: 64 })),
  beginTraceId: Type.Optional(Type.String({ maxLength: 64 })),
  actStatus: Type.Optional(Type.Union(Object.values(ActStatus).map((status) => Type.Literal(status)))),
  errorMsg: Type.Optional(Type.String({ maxLength: 2000 })),
  path: Type.Optional(Type.String({ maxLength: 500 })),
  ...ModuleFields,
});
export type AddTraceRequest = Static<typeof AddTraceRequestSchema>;

export const TraceSchema = Type.Object({
  traceId: Type.String(),
  preTraceId: Type.Union([Type.String(), Type.Null()]),
  beginTraceId: Type.Union([Type.String(), Type.Null()]),
  ...ModuleFields,
});
export type Trace = Static<typeof TraceSchema>;

export const ConfirmTraceRequestSchema = Type.Object({
  traceId: Type.String({ minLength: 1, maxLength: 64 }),
  actStatus: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(9)]),
  errorMsg: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** The trace headers every authenticated call carries (spec 1 §7). */
export const TRACE_HEADERS = [
  'moduleId',
  'moduleName',
  'moduleCustomizeName',
  'moduleVersion',
  'actKey',
  'preTraceId',
  'beginTraceId',
  'traceId',
] as const;
export type TraceHeaders = Partial<Record<(typeof TRACE_HEADERS)[number], string>>;
