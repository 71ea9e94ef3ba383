import { Type, type Static } from '@sinclair/typebox';
import { InstParamName, SOLUTION_KEYS, SOLUTIONS } from './institution';
import { RowIdSchema } from './request';

/**
 * Platform administration (spec 2 §7 "Company, user and role administration",
 * issue 21): institutions, their managers, their feature models and
 * parameters, the platform's global parameters and settings. Every call needs
 * the platform marker `super`.
 */

export const PlatformMessage = {
  CODE_TAKEN: '机构代码已存在',
  CODE_FORMAT: '机构代码应为2–20位大写字母或数字',
  INST_MISSING: '机构不存在',
  MANAGER_MISSING: '管理员不存在',
  MODEL_UNKNOWN: '功能模型不存在',
  PARAM_UNKNOWN: '参数不存在',
  DATE_FORMAT: '有效期应为 YYYY-MM-DD 格式的日期',
  INST_EXPIRED: '机构服务已到期，请联系平台管理员',
} as const;

export const InstCodeSchema = Type.String({ pattern: '^[A-Z0-9]{2,20}$', maxLength: 20 });
const InstCodeQuery = Type.String({ minLength: 1, maxLength: 20 });
const InstName = Type.String({ minLength: 1, maxLength: 60 });
/** A last day of service, YYYY-MM-DD; null: no end. */
const ValidUntil = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 }), Type.Null()]);
const Solution = Type.Union([Type.Literal('CBA'), Type.Literal('PRMA'), Type.Literal('IBA'), Type.Literal('SCS')]);
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Username = Type.String({ pattern: '^[A-Za-z0-9._@-]{2,64}$', maxLength: 64 });
const PersonName = Type.String({ minLength: 1, maxLength: 60 });
const SealedPwd = Type.String({ minLength: 1, maxLength: 1024 });

/** The feature models a platform administrator turns on per institution: the solutions and three switches. */
export const FEATURE_MODELS = [
  ...SOLUTION_KEYS.map((k) => ({
    code: k as string,
    kind: 'solution' as const,
    title: SOLUTIONS[k].title,
    description: `解决方案 ${k}：开启后机构成员按角色权限看到「${SOLUTIONS[k].title}」菜单并加载其页面；关闭后菜单与页面均不再下发。`,
  })),
  {
    code: InstParamName.ASSET_ALLOCATION as string,
    kind: 'feature' as const,
    title: '资产配置',
    description: '机构参数 isAssetAllocationOpen：资产配置相关功能的开关（spec 1 §3）。',
  },
  {
    code: InstParamName.RESEARCH as string,
    kind: 'feature' as const,
    title: '投研功能',
    description: '机构参数 isResearchOpen：投研（研究报告）相关功能的开关（spec 1 §3）。',
  },
  {
    code: InstParamName.CHINA_FUND as string,
    kind: 'feature' as const,
    title: '中国基金',
    description: '机构参数 isChinaFundOpen：中国基金相关功能的开关（spec 1 §3）。',
  },
];
export const FEATURE_SWITCHES = [InstParamName.ASSET_ALLOCATION, InstParamName.RESEARCH, InstParamName.CHINA_FUND];

export const FeatureModelSchema = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('solution'), Type.Literal('feature')]),
  title: Type.String(),
  description: Type.String(),
  /** How many institutions (the platform's own excluded) have it. */
  institutionCount: Type.Integer(),
});
export type FeatureModel = Static<typeof FeatureModelSchema>;

export const CompanySchema = Type.Object({
  instCode: Type.String(),
  instName: Type.String(),
  enabled: Type.Boolean(),
  solutions: Type.Array(Type.String()),
  memberCount: Type.Integer(),
  managerCount: Type.Integer(),
  createdAt: Type.String(),
  validUntil: Type.Union([Type.String(), Type.Null()]),
});
export type Company = Static<typeof CompanySchema>;
export const CompanyPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(CompanySchema) });

export const CompanyListQuerySchema = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  enabled: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  solution: Type.Optional(Solution),
  page_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const CompanyCreateSchema = Type.Object({
  instCode: InstCodeSchema,
  instName: InstName,
  solutions: Type.Array(Solution, { maxItems: 4, uniqueItems: true }),
  validUntil: Type.Optional(ValidUntil),
});
export const CompanyUpdateSchema = Type.Object({
  instCode: InstCodeQuery,
  instName: Type.Optional(InstName),
  enabled: Type.Optional(Type.Boolean()),
  validUntil: Type.Optional(ValidUntil),
});
export const CompanyCodeBodySchema = Type.Object({ instCode: InstCodeQuery });
export const CompanyCodeQuerySchema = Type.Object({ instCode: InstCodeQuery });

export const CompanyManagerSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  enableFlag: Flag,
  /** Still to choose their own password (first login, or reset). */
  mustChangePassword: Type.Boolean(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type CompanyManager = Static<typeof CompanyManagerSchema>;

export const CompanyUserCreateSchema = Type.Object({
  instCode: InstCodeQuery,
  username: Username,
  name: PersonName,
  pwd: SealedPwd,
});
export const CompanyUserUpdateSchema = Type.Object({
  instCode: InstCodeQuery,
  userId: RowIdSchema,
  name: Type.Optional(PersonName),
  enableFlag: Type.Optional(Flag),
  pwd: Type.Optional(SealedPwd),
});

export const CompanyModelsSchema = Type.Object({
  instCode: Type.String(),
  models: Type.Array(Type.String()),
});
export const CompanyModelsSaveSchema = Type.Object({
  instCode: InstCodeQuery,
  models: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20, uniqueItems: true }),
});

/** One parameter as the platform administrator sees it; a secret's value is never sent, only whether it is set. */
export const PlatformInstParamSchema = Type.Object({
  name: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
  defaultValue: Type.String(),
  secret: Type.Boolean(),
  isSet: Type.Boolean(),
});
export type PlatformInstParam = Static<typeof PlatformInstParamSchema>;
export const InstParamSaveSchema = Type.Object({
  instCode: InstCodeQuery,
  name: Type.String({ maxLength: 64 }),
  /** null: back to the default. */
  value: Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]),
});

export const CompanySearchParamsSchema = Type.Object({
  solutions: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  statuses: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String() })),
});

export const CompanySummarySchema = Type.Object({
  instCode: Type.String(),
  instName: Type.String(),
  members: Type.Integer(),
  enabledMembers: Type.Integer(),
  /** Successful password logins in the last 30 days. */
  logins30d: Type.Integer(),
  /** Members with a login or a session in use in the last 30 days. */
  activeUsers30d: Type.Integer(),
});
export type CompanySummary = Static<typeof CompanySummarySchema>;

/** A global parameter: the default new institutions get (over the built-in one). */
export const GlobalParamSchema = Type.Object({
  name: Type.String(),
  builtIn: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
});
export type GlobalParam = Static<typeof GlobalParamSchema>;
export const GlobalParamSaveSchema = Type.Object({
  name: Type.String({ maxLength: 64 }),
  value: Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]),
});

/** The platform's own settings (全局设置): empty values fall back to the server's configuration. */
export const GlobalSettingsSchema = Type.Object({
  productName: Type.String({ maxLength: 40 }),
  servicePhone: Type.String({ maxLength: 30 }),
  serviceEmail: Type.String({ maxLength: 200 }),
});
export type GlobalSettings = Static<typeof GlobalSettingsSchema>;
