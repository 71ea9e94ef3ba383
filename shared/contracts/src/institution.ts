import { Type, type Static } from '@sinclair/typebox';

/** The four solutions: the right key that opens each, and where each lives (spec 1 §1, §2, §6). */
export const SOLUTIONS = {
  CBA: { right: 'app:cba', title: '对公银行助手', basePath: '/bankAssistant' },
  PRMA: { right: 'app:prma', title: '合作方风险管理', basePath: '/merchants' },
  IBA: { right: 'app:iba', title: '投行助手', basePath: '/investment' },
  SCS: { right: 'app:scs', title: '同一客户管理', basePath: '/sameCustomerSystem' },
} as const;
export type SolutionKey = keyof typeof SOLUTIONS;
export const SOLUTION_KEYS = Object.keys(SOLUTIONS) as SolutionKey[];

/** Institution parameter names the product reads (spec 1 §3). */
export const InstParamName = {
  SUPPORT_APP: 'getSupportApp',
  ASSET_ALLOCATION: 'isAssetAllocationOpen',
  RESEARCH: 'isResearchOpen',
  CHINA_FUND: 'isChinaFundOpen',
  // Our design (spec 1 §3 lists the fields of the policy, not where they live):
  PWD_MIN_LENGTH: 'pwdMinLength',
  PWD_STRENGTH: 'pwdStrength',
  PWD_SPEC_CHAR_REQUIRED: 'pwdSpecCharRequired',
  PWD_ILLEGAL_CHAR: 'pwdIllegalChar',
  /** Days a password stays valid; 0: no expiry. */
  PWD_MAX_AGE_DAYS: 'pwdMaxAgeDays',
  /** Shared secret (HS256, 32 characters or more) of the institution's identity provider for `thirdLogin`. */
  EXTERNAL_AUTH_SECRET: 'externalAuthSecret',
  /** The identity provider's published keys (RS256, ES256), e.g. Keycloak's `.../protocol/openid-connect/certs`. */
  EXTERNAL_AUTH_JWKS_URL: 'externalAuthJwksUrl',
  /** The `iss` of the provider's tokens; empty: the institution code. */
  EXTERNAL_AUTH_ISSUER: 'externalAuthIssuer',
  /** The `aud` the provider's tokens must carry; empty: not checked. */
  EXTERNAL_AUTH_AUDIENCE: 'externalAuthAudience',
  /** The claim that holds the username (`sub`, `preferred_username`, `upn`); empty: `sub`. */
  EXTERNAL_AUTH_USERNAME_CLAIM: 'externalAuthUsernameClaim',
  /** The institution's own service desk, shown in the contact card and the footer (over the site's). */
  SERVICE_PHONE: 'servicePhone',
  SERVICE_EMAIL: 'serviceEmail',
  /** Beneficial owners: the share, in percent, a person must hold directly or indirectly. */
  BO_THRESHOLD: 'boThreshold',
  /** Beneficial owners: whether holding exactly the threshold counts (2024 rule: 25% or more). */
  BO_INCLUSIVE: 'boInclusive',
  /** Rows each user may export a day (名单导出), all exports together; beyond, code 10504. */
  EXPORT_ROWS_PER_DAY: 'exportRowsPerDay',
  /** PRMA 合作方资信报告: the dimensions' weights as JSON (`{"judicial": 30, …}`); empty or invalid: the defaults. */
  CREDIT_REPORT_WEIGHTS: 'creditReportWeights',
  /** IBA 银行流水分析: rule thresholds as JSON (`{"largeCompany": 500000, …}`); empty or invalid: the defaults. */
  BANK_FLOW_THRESHOLDS: 'bankFlowThresholds',
} as const;
export type InstParamName = (typeof InstParamName)[keyof typeof InstParamName];

/** Every parameter with its default, as an institution gets it. */
export const INST_PARAM_DEFAULTS: Record<InstParamName, string> = {
  getSupportApp: '',
  isAssetAllocationOpen: 'false',
  isResearchOpen: 'false',
  isChinaFundOpen: 'false',
  pwdMinLength: '8',
  pwdStrength: 'UPPERCASE_AND_LOWERCASE_AND_NUM',
  pwdSpecCharRequired: 'false',
  pwdIllegalChar: '',
  pwdMaxAgeDays: '0',
  externalAuthSecret: '',
  externalAuthJwksUrl: '',
  externalAuthIssuer: '',
  externalAuthAudience: '',
  externalAuthUsernameClaim: '',
  servicePhone: '',
  serviceEmail: '',
  boThreshold: '25',
  boInclusive: 'true',
  exportRowsPerDay: '5000',
  creditReportWeights: '',
  bankFlowThresholds: '',
};

/** Parameters a browser may read; the others (secrets) stay on the server. */
export const PRIVATE_INST_PARAMS: readonly string[] = [InstParamName.EXTERNAL_AUTH_SECRET];

export const InstParamSchema = Type.Object({
  paramName: Type.String(),
  paramValue: Type.Union([Type.String(), Type.Null()]),
  defaultValue: Type.Union([Type.String(), Type.Null()]),
});
export type InstParam = Static<typeof InstParamSchema>;

export const InstParamQuerySchema = Type.Object({
  instCode: Type.Optional(Type.String({ maxLength: 64 })),
  globalFlag: Type.Optional(Type.String({ maxLength: 8 })),
});

/** A parameter's effective value: its own value, else its default. */
export const paramValue = (p: InstParam): string => p.paramValue ?? p.defaultValue ?? '';

/** `getSupportApp` holds solution keys separated by commas (or other non-letters). */
export function parseSupportApp(value: string): SolutionKey[] {
  const keys = value.toUpperCase().split(/[^A-Z]+/);
  return SOLUTION_KEYS.filter((k) => keys.includes(k));
}

/** A flag parameter is on when its value starts with the string true (spec 1 §3). */
export const isParamOn = (value: string): boolean => value.trim().toLowerCase().startsWith('true');
