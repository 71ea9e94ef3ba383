import { Type, type Static } from '@sinclair/typebox';

/**
 * 意见反馈 (spec 1 §2, §6; issue 23): a member submits feedback (/pfb/customer)
 * and follows its thread; the institution's managers answer it (/pfb/csa,
 * `feedback:managerlist`); the platform administrator answers every
 * institution's (/management/csa, `super`). One thread model for both desks.
 */

export const FEEDBACK_TYPES = {
  FEATURE: '功能建议',
  DATA: '数据纠错',
  USAGE: '使用咨询',
  FAULT: '系统故障',
  OTHER: '其他',
} as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_KEYS = Object.keys(FEEDBACK_TYPES) as FeedbackType[];

export const FEEDBACK_STATUSES = {
  PENDING: '待处理',
  PROCESSING: '处理中',
  REPLIED: '已回复',
  CLOSED: '已关闭',
} as const;
export type FeedbackStatus = keyof typeof FEEDBACK_STATUSES;
export const FEEDBACK_STATUS_KEYS = Object.keys(FEEDBACK_STATUSES) as FeedbackStatus[];

/** Who answers first: data corrections are the platform's (the data is the platform's), the rest the institution's. */
export type FeedbackSide = 'member' | 'institution' | 'platform';
export const expectedAnswerer = (type: FeedbackType): 'institution' | 'platform' =>
  type === 'DATA' ? 'platform' : 'institution';
export const FEEDBACK_SIDE_LABELS: Record<FeedbackSide, string> = {
  member: '提交人',
  institution: '机构管理员',
  platform: '平台客服',
};

/** What a desk may set the status to, from each status (a reply sets 已回复 itself). */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatus, FeedbackStatus[]> = {
  PENDING: ['PROCESSING', 'CLOSED'],
  PROCESSING: ['CLOSED'],
  REPLIED: ['PROCESSING', 'CLOSED'],
  CLOSED: ['PROCESSING'],
};

/** Submissions a member may make in one China day. */
export const FEEDBACK_DAILY_LIMIT = 20;
export const FEEDBACK_TITLE_MAX = 50;
export const FEEDBACK_CONTENT_MAX = 1000;

export const FeedbackMessage = {
  MISSING: '反馈不存在',
  EMPTY_TITLE: '请填写标题',
  EMPTY_CONTENT: '请填写反馈内容',
  BAD_PHONE: '联系电话格式不正确，请填写手机号或座机号（如 010-12345678）',
  DAILY_LIMIT: `今日提交的反馈已达 ${FEEDBACK_DAILY_LIMIT} 条上限，请明天再试`,
  CLOSED: '该反馈已关闭，不能继续回复',
  ALREADY_CLOSED: '该反馈已关闭',
  BAD_TRANSITION: '不能从当前状态变更为所选状态',
  NOTHING: '请选择要变更的状态或认领',
  PLATFORM_ONLY: '仅平台管理员可使用客户服务',
  INST_MISSING: '机构不存在',
  MEMBER_MISSING: '成员不存在',
  BAD_RANGE: '开始日期不能晚于结束日期',
  RECORD_WITHOUT_COMPANY: '纠错的记录须注明所属企业',
  UNKNOWN_RECORD_KIND: '记录类型不存在',
} as const;

const TypeSchema = Type.Union([
  Type.Literal('FEATURE'),
  Type.Literal('DATA'),
  Type.Literal('USAGE'),
  Type.Literal('FAULT'),
  Type.Literal('OTHER'),
]);
const StatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('PROCESSING'),
  Type.Literal('REPLIED'),
  Type.Literal('CLOSED'),
]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const Text = (max: number) => Type.String({ maxLength: max });
/** Which desk a manager call is for: the institution's own (default) or the platform's (`super` only). */
const Desk = Type.Optional(Type.Union([Type.Literal('inst'), Type.Literal('platform')]));
export type FeedbackDesk = 'inst' | 'platform';

export const FeedbackSubmitSchema = Type.Object({
  type: TypeSchema,
  title: Text(FEEDBACK_TITLE_MAX),
  content: Text(FEEDBACK_CONTENT_MAX),
  entId: Type.Optional(Text(64)),
  entName: Type.Optional(Text(200)),
  /** The page the member was on when they opened 意见反馈. */
  pagePath: Type.Optional(Text(500)),
  phone: Type.Optional(Text(20)),
  /** 数据纠错 on a record: its kind (the column dictionary's `kind`) and id; with `entId` only. */
  recordKind: Type.Optional(Text(64)),
  recordId: Type.Optional(Text(64)),
});
export type FeedbackSubmit = Static<typeof FeedbackSubmitSchema>;

export const FeedbackMineQuerySchema = Type.Object({ status: Type.Optional(StatusSchema), ...Paging });
export type FeedbackMineQuery = Static<typeof FeedbackMineQuerySchema>;

export const FeedbackIdSchema = Type.Object({ id: Id });
export const FeedbackFollowUpSchema = Type.Object({ id: Id, content: Text(FEEDBACK_CONTENT_MAX) });

export const FeedbackListQuerySchema = Type.Object({
  desk: Desk,
  /** The platform desk: one institution only. */
  instCode: Type.Optional(Type.String({ maxLength: 32 })),
  type: Type.Optional(TypeSchema),
  status: Type.Optional(StatusSchema),
  userId: Type.Optional(Id),
  dateFrom: Type.Optional(Day),
  dateTo: Type.Optional(Day),
  keyword: Type.Optional(Text(50)),
  ...Paging,
});
export type FeedbackListQuery = Static<typeof FeedbackListQuerySchema>;

export const FeedbackDeskIdSchema = Type.Object({ desk: Desk, id: Id });
export const FeedbackReplySchema = Type.Object({ desk: Desk, id: Id, content: Text(FEEDBACK_CONTENT_MAX) });
export const FeedbackStatusSetSchema = Type.Object({
  desk: Desk,
  id: Id,
  status: Type.Optional(StatusSchema),
  /** Assign to the caller (认领); a 待处理 one becomes 处理中. */
  assign: Type.Optional(Type.Boolean()),
});
export type FeedbackStatusSet = Static<typeof FeedbackStatusSetSchema>;
export const FeedbackOptionsQuerySchema = Type.Object({ desk: Desk });

/** One feedback in a list. */
export const FeedbackRowSchema = Type.Object({
  id: Type.Integer(),
  type: TypeSchema,
  typeLabel: Type.String(),
  title: Type.String(),
  status: StatusSchema,
  statusLabel: Type.String(),
  entId: Type.Union([Type.String(), Type.Null()]),
  entName: Type.Union([Type.String(), Type.Null()]),
  /** The record a 数据纠错 is about: its kind's title (涉诉案件, 行政处罚…) and id; null for the company as a whole. */
  recordKind: Type.Union([Type.String(), Type.Null()]),
  recordTitle: Type.Union([Type.String(), Type.Null()]),
  recordId: Type.Union([Type.String(), Type.Null()]),
  instCode: Type.String(),
  instName: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  userName: Type.String(),
  assigneeName: Type.Union([Type.String(), Type.Null()]),
  expected: Type.Union([Type.Literal('institution'), Type.Literal('platform')]),
  replies: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type FeedbackRow = Static<typeof FeedbackRowSchema>;

export const FeedbackMessageSchema = Type.Object({
  id: Type.Integer(),
  side: Type.Union([Type.Literal('member'), Type.Literal('institution'), Type.Literal('platform')]),
  /** Shown to the member: 平台客服 for the platform's replies, the manager's name for the institution's. */
  author: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
});
export type FeedbackThreadMessage = Static<typeof FeedbackMessageSchema>;

export const FeedbackDetailSchema = Type.Composite([
  FeedbackRowSchema,
  Type.Object({
    content: Type.String(),
    pagePath: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    messages: Type.Array(FeedbackMessageSchema),
    /** Statuses a desk may set now (empty for the member). */
    next: Type.Array(StatusSchema),
  }),
]);
export type FeedbackDetail = Static<typeof FeedbackDetailSchema>;

export const FeedbackPageSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(FeedbackRowSchema),
  /** 待处理 in the desk's scope (whatever the filters). */
  pending: Type.Integer(),
});
export type FeedbackPage = Static<typeof FeedbackPageSchema>;

export const FeedbackOptionsSchema = Type.Object({
  members: Type.Array(Type.Object({ userId: Type.Integer(), name: Type.String(), username: Type.String() })),
  institutions: Type.Array(Type.Object({ instCode: Type.String(), instName: Type.String() })),
});
export type FeedbackOptions = Static<typeof FeedbackOptionsSchema>;

export const CompanyCorrectionsQuerySchema = Type.Object({ entId: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * `POST /esee/feedback/corrections` (issue 42, designed): the 数据纠错 the institution's members filed about a company,
 * with where each stands and the latest answer, for every member who opens the company.
 */
export const CompanyCorrectionsSchema = Type.Object({
  /** Not yet closed. */
  open: Type.Integer(),
  list: Type.Array(
    Type.Composite([
      FeedbackRowSchema,
      Type.Object({
        content: Type.String(),
        latestReply: Type.Union([
          Type.Object({ author: Type.String(), content: Type.String(), createdAt: Type.String() }),
          Type.Null(),
        ]),
      }),
    ]),
  ),
});
export type CompanyCorrections = Static<typeof CompanyCorrectionsSchema>;
export type CompanyCorrection = CompanyCorrections['list'][number];
/** The corrections of one company a page lists. */
export const COMPANY_CORRECTIONS_MAX = 50;
