import { Type, type Static } from '@sinclair/typebox';
import { DaySchema, RowIdSchema } from './request';
import { PageNoFields } from './paging';
import { WorkRunSchema } from './workRuns';

/**
 * PRMA 名单筛查 (issue 42): lists an institution loads (sanctions-style, versioned), its own grey list (灰名单), and
 * screening runs of companies with their related parties and 董监高 against risk records, the lists and the grey
 * list; each run kept with its as-of day, versions and full result, its report re-rendered byte for byte.
 */

/** The page's menu entry; every call here needs it. */
export const SCREENING_PERMISSION = 'app:prma:screening';

/**
 * The matching rules' version a run records: 1 name normal form, a code ranks above a name; 2 a person an entry names
 * by the register's person id is matched by it, and that person's namesakes are hits of lower confidence.
 */
export const SCREENING_RULE_VERSION = 'screening-rules-2';

/** A list load reads at most this many entries; a run screens at most this many companies. */
export const SCREENING_LIST_MAX_ENTRIES = 5000;
export const SCREENING_RUN_MAX_COMPANIES = 50;

export const SCREENING_KINDS = ['person', 'company'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = { person: '个人', company: '企业' };

/** The headings of a list file, in the template's order; 名称 and 类型 are required. */
export const SCREENING_LIST_HEADER = ['名称', '类型', '证件号码/统一社会信用代码', '列入原因', '列入日期'] as const;

const Kind = Type.Unsafe<ScreeningKind>({ type: 'string', enum: [...SCREENING_KINDS] });
const Name = Type.String({ minLength: 1, maxLength: 200, title: '名称' });

/** One loaded list: its latest version. */
export const ScreeningListSchema = Type.Object({
  listName: Type.String(),
  version: Type.Integer(),
  entryCount: Type.Integer(),
  fileName: Type.String(),
  loadedBy: Type.Union([Type.String(), Type.Null()]),
  /** Beijing time, to the minute. */
  loadedAt: Type.String(),
});
export type ScreeningList = Static<typeof ScreeningListSchema>;

/** `POST /esee/prma/screening/lists/upload` answers the version it made. */
export const ScreeningListLoadedSchema = Type.Object({
  listName: Type.String(),
  version: Type.Integer(),
  entryCount: Type.Integer(),
});

/** A row of a list file the load refused, and why. */
export interface ScreeningListProblem {
  line: number;
  message: string;
}

export const GreyEntrySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Kind,
  idCode: Type.Union([Type.String(), Type.Null()]),
  reason: Type.String(),
  addedBy: Type.Union([Type.String(), Type.Null()]),
  addedAt: Type.String(),
});
export type GreyEntry = Static<typeof GreyEntrySchema>;

export const GreyAddSchema = Type.Object(
  {
    name: Name,
    kind: Type.Union([Type.Literal('person'), Type.Literal('company')], { title: '类型' }),
    idCode: Type.Optional(Type.String({ maxLength: 32, title: '证件号码/统一社会信用代码' })),
    reason: Type.Optional(Type.String({ maxLength: 200, title: '列入原因' })),
  },
  { additionalProperties: false },
);
export type GreyAdd = Static<typeof GreyAddSchema>;

export const GreyRemoveSchema = Type.Object({ id: RowIdSchema }, { additionalProperties: false });

/** `POST /esee/prma/screening/runs/create`: companies of the register, as of a day (today when left out). */
export const ScreeningRunCreateSchema = Type.Object(
  {
    entIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      minItems: 1,
      maxItems: SCREENING_RUN_MAX_COMPANIES,
      title: '筛查企业',
    }),
    asOf: Type.Optional(DaySchema),
  },
  { additionalProperties: false },
);

export const ScreeningRunIdSchema = Type.Object({ runId: RowIdSchema }, { additionalProperties: false });
export const ScreeningCompareQuerySchema = Type.Object(
  { runId: RowIdSchema, baseId: RowIdSchema },
  { additionalProperties: false },
);

export const SCREENING_SOURCES = ['list', 'grey', 'risk'] as const;
export type ScreeningSource = (typeof SCREENING_SOURCES)[number];
export const SCREENING_SOURCE_LABELS: Record<ScreeningSource, string> = {
  list: '名单',
  grey: '灰名单',
  risk: '风险记录',
};
/**
 * How an entry matched: by id/credit code, or the register's person id the entry names (ranks first); by name only;
 * a risk record; or by name only where the entry names another person of the register (a namesake: ranks last).
 */
export const SCREENING_MATCHES = ['code', 'name', 'record', 'namesake'] as const;
export type ScreeningMatch = (typeof SCREENING_MATCHES)[number];
export const SCREENING_MATCH_LABELS: Record<ScreeningMatch, string> = {
  code: '代码/证件号一致',
  name: '仅名称一致',
  record: '风险记录',
  namesake: '同名（名单指另一人）',
};

/** A subject screened: an input company, or a party related to one. */
export const ScreeningSubjectSchema = Type.Object({
  /** The register's id (company or person). */
  id: Type.String(),
  name: Type.String(),
  kind: Kind,
  /** 本企业, 股东, 对外投资, 董监高 (with the post). */
  role: Type.String(),
  /** The input company it was reached from. */
  ofName: Type.String(),
  creditCode: Type.Union([Type.String(), Type.Null()]),
});
export type ScreeningSubject = Static<typeof ScreeningSubjectSchema>;

export const ScreeningHitSchema = Type.Object({
  /** Stable across runs: what a comparison pairs hits by. */
  key: Type.String(),
  subject: ScreeningSubjectSchema,
  source: Type.Unsafe<ScreeningSource>({ type: 'string', enum: [...SCREENING_SOURCES] }),
  match: Type.Unsafe<ScreeningMatch>({ type: 'string', enum: [...SCREENING_MATCHES] }),
  /** The list's name (灰名单 for the grey list; 风险记录 for records). */
  listName: Type.String(),
  entryName: Type.String(),
  entryCode: Type.Union([Type.String(), Type.Null()]),
  /** The entry's reason, or the risk kinds with counts and latest date. */
  detail: Type.String(),
  listedDate: Type.Union([Type.String(), Type.Null()]),
});
export type ScreeningHit = Static<typeof ScreeningHitSchema>;

/** The full result of a run as kept: everything its report is rendered from. */
export const ScreeningSnapshotSchema = Type.Object({
  runId: Type.Integer(),
  asOf: Type.String(),
  /** Beijing time to the second: when the run's data was read. */
  screenedAt: Type.String(),
  user: Type.String(),
  ruleVersion: Type.String(),
  lists: Type.Array(Type.Object({ listName: Type.String(), version: Type.Integer(), entryCount: Type.Integer() })),
  greyVersion: Type.Integer(),
  greyCount: Type.Integer(),
  inputs: Type.Array(
    Type.Object({ entId: Type.String(), name: Type.String(), creditCode: Type.Union([Type.String(), Type.Null()]) }),
  ),
  subjectCount: Type.Integer(),
  hits: Type.Array(ScreeningHitSchema),
  /**
   * The institution's name when the run was made: the head of its report's pages. A run kept before the reports
   * shared one frame has none, and its report keeps the frame it was made with (so it regenerates byte for byte).
   * Last, as the API writes an optional field, so the snapshot's text as answered is the text checksummed.
   */
  institution: Type.Optional(Type.String()),
});
export type ScreeningSnapshot = Static<typeof ScreeningSnapshotSchema>;

export const ScreeningRunRowSchema = Type.Object({
  runId: Type.Integer(),
  asOf: Type.String(),
  companies: Type.Array(Type.String()),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  state: WorkRunSchema.properties.state,
  hitCount: Type.Union([Type.Integer(), Type.Null()]),
  /** The run this one re-ran as of its day, if any. */
  previousRunId: Type.Union([Type.Integer(), Type.Null()]),
});
export type ScreeningRunRow = Static<typeof ScreeningRunRowSchema>;

export const ScreeningRunListRequestSchema = Type.Object({ ...PageNoFields }, { additionalProperties: false });
export const ScreeningRunListSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ScreeningRunRowSchema) });

export const ScreeningRunDetailSchema = Type.Object({
  run: ScreeningRunRowSchema,
  progress: WorkRunSchema,
  snapshot: Type.Union([ScreeningSnapshotSchema, Type.Null()]),
  /** SHA-256 (hex) of the kept snapshot's text: 校验码 in the report. */
  snapshotSha256: Type.Union([Type.String(), Type.Null()]),
  /** SHA-256 (hex) of the report as first rendered. */
  pdfSha256: Type.Union([Type.String(), Type.Null()]),
});
export type ScreeningRunDetail = Static<typeof ScreeningRunDetailSchema>;

export const ScreeningRegeneratedSchema = Type.Object({
  pdfSha256: Type.String(),
  storedSha256: Type.String(),
  matches: Type.Boolean(),
});
export type ScreeningRegenerated = Static<typeof ScreeningRegeneratedSchema>;

export const ScreeningRunStartedSchema = Type.Object({ runId: Type.Integer() });

export const ScreeningChangeSchema = Type.Object({ before: ScreeningHitSchema, after: ScreeningHitSchema });
export const ScreeningComparisonSchema = Type.Object({
  base: ScreeningRunRowSchema,
  run: ScreeningRunRowSchema,
  added: Type.Array(ScreeningHitSchema),
  removed: Type.Array(ScreeningHitSchema),
  changed: Type.Array(ScreeningChangeSchema),
  unchanged: Type.Integer(),
});
export type ScreeningComparison = Static<typeof ScreeningComparisonSchema>;
