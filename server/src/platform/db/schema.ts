import type { ColumnType, Generated } from 'kysely';

/** Tables as Kysely sees them. Each migration that changes a table changes its interface here. */
export interface Database {
  institution: InstitutionTable;
  inst_param: InstParamTable;
  role: RoleTable;
  role_right: RoleRightTable;
  role_right_disabled: RoleRightDisabledTable;
  duty_separation: DutySeparationTable;
  org_unit: OrgUnitTable;
  org_team: OrgTeamTable;
  org_team_member: OrgTeamMemberTable;
  org_change_log: OrgChangeLogTable;
  right_name: RightNameTable;
  company_abbreviation: CompanyAbbreviationTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  server_secret: ServerSecretTable;
  captcha: CaptchaTable;
  login_failure: LoginFailureTable;
  login_log: LoginLogTable;
  quota: QuotaTable;
  usage_record: UsageRecordTable;
  platform_param: PlatformParamTable;
  platform_setting: PlatformSettingTable;
  login_allow: LoginAllowTable;
  integration_target: IntegrationTargetTable;
  external_channel: ExternalChannelTable;
  channel_nonce: ChannelNonceTable;
  licence_history: LicenceHistoryTable;
  remote_pin: RemotePinTable;
  remote_canary: RemoteCanaryTable;
  remote_release_log: RemoteReleaseLogTable;
  login_ticket: LoginTicketTable;
  company_view: CompanyViewTable;
  act_trace: ActTraceTable;
  point_def: PointDefTable;
  point_hit: PointHitTable;
  company: CompanyTable;
  person: PersonTable;
  shareholding: ShareholdingTable;
  executive: ExecutiveTable;
  branch: BranchTable;
  change_record: ChangeRecordTable;
  annual_report: AnnualReportTable;
  record: RecordTable;
  project: ProjectTable;
  project_company: ProjectCompanyTable;
  batch_file: BatchFileTable;
  batch_file_company: BatchFileCompanyTable;
  monitor_group: MonitorGroupTable;
  monitored_company: MonitoredCompanyTable;
  monitor_rule: MonitorRuleTable;
  monitor_setting: MonitorSettingTable;
  monitor_alert: MonitorAlertTable;
  company_tech_tag: CompanyTechTagTable;
  condition_set: ConditionSetTable;
  investor: InvestorTable;
  park: ParkTable;
  tender: TenderTable;
  tender_bid: TenderBidTable;
  listing_status: ListingStatusTable;
  financial_statement: FinancialStatementTable;
  adv_search_set: AdvSearchSetTable;
  overseas_company: OverseasCompanyTable;
  overseas_officer: OverseasOfficerTable;
  overseas_holder: OverseasHolderTable;
  overseas_holding: OverseasHoldingTable;
  export_job: ExportJobTable;
  work_run: WorkRunTable;
  screening_list_version: ScreeningListVersionTable;
  screening_list_entry: ScreeningListEntryTable;
  screening_grey_entry: ScreeningGreyEntryTable;
  screening_run: ScreeningRunTable;
  export_event: ExportEventTable;
  company_report: CompanyReportTable;
  credit_report: CreditReportTable;
  project_dimension: ProjectDimensionTable;
  key_survey_file: KeySurveyFileTable;
  key_survey_company: KeySurveyCompanyTable;
  due_diligence_report: DueDiligenceReportTable;
  institution_customer: InstitutionCustomerTable;
  scs_family_relation: ScsFamilyRelationTable;
  scs_guarantee: ScsGuaranteeTable;
  scs_run: ScsRunTable;
  scs_group: ScsGroupTable;
  scs_group_member: ScsGroupMemberTable;
  scs_mined_link: ScsMinedLinkTable;
  scs_change: ScsChangeTable;
  scs_group_rule: ScsGroupRuleTable;
  scs_label_rule: ScsLabelRuleTable;
  scs_attachment: ScsAttachmentTable;
  scs_group_override: ScsGroupOverrideTable;
  scs_manual_control: ScsManualControlTable;
  scs_credit_setting: ScsCreditSettingTable;
  scs_group_limit: ScsGroupLimitTable;
  scs_member_limit: ScsMemberLimitTable;
  scs_credit_snapshot: ScsCreditSnapshotTable;
  scs_warning: ScsWarningTable;
  sourcing_shortlist: SourcingShortlistTable;
  data_load: DataLoadTable;
  derived_conclusion: DerivedConclusionTable;
  derived_watermark: DerivedWatermarkTable;
  related_party: RelatedPartyTable;
  news_read: NewsReadTable;
  partner: PartnerTable;
  partner_alert: PartnerAlertTable;
  partner_alert_read: PartnerAlertReadTable;
  bank_flow_analysis: BankFlowAnalysisTable;
  bank_flow_subject: BankFlowSubjectTable;
  bank_flow_statement: BankFlowStatementTable;
  bank_flow_txn: BankFlowTxnTable;
  bank_flow_mapping: BankFlowMappingTable;
  bank_flow_flag: BankFlowFlagTable;
  feedback: FeedbackTable;
  feedback_message: FeedbackMessageTable;
  model_endpoint: ModelEndpointTable;
  assistant_question: AssistantQuestionTable;
  monitor_case: MonitorCaseTable;
  monitor_case_alert: MonitorCaseAlertTable;
  monitor_case_event: MonitorCaseEventTable;
  monitor_case_attachment: MonitorCaseAttachmentTable;
  monitor_alert_suppression: MonitorAlertSuppressionTable;
}

/** A timestamptz column that must be given on insert. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a default: optional on insert. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface InstitutionTable {
  id: Generated<number>;
  /** Upper-cased institution code (spec 1 §3). */
  code: string;
  name: string;
  enabled: Generated<boolean>;
  created_at: DefaultedTimestamp;
  /** The last day of service (platform administration); null: no end. */
  valid_until: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The most enabled, not resigned members (授权管理, 0041); null: unlimited. */
  seat_limit: ColumnType<number | null, number | null | undefined, number | null>;
}

/** 网关设置 (0040): the addresses an institution's members may sign in from, a JSON array of IPs/CIDRs. */
export interface LoginAllowTable {
  inst_id: number;
  entries: string;
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

/** 网关设置 (0040): where one integration call of an institution redirects to. */
export interface IntegrationTargetTable {
  inst_id: number;
  target_key: string;
  url: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: DefaultedTimestamp;
}

/** 网关设置 (0040): an external channel embedding `/external/*` pages; its secret sealed. */
/** A channel's secretParamData already used (its `jti`), kept until it expires (issue 23). */
export interface ChannelNonceTable {
  channel_id: number;
  nonce: string;
  expires_at: Timestamp;
}

export interface ExternalChannelTable {
  id: Generated<number>;
  inst_id: number;
  code: string;
  name: string;
  /** JSON array of allowed embedding origins. */
  origins: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  secret_sealed: string;
  /** The secret's last 4 characters, to tell secrets apart without showing them. */
  secret_tail: string;
  created_at: DefaultedTimestamp;
  rotated_at: DefaultedTimestamp;
}

/** 授权管理 (0041): one change of an institution's licence. */
export interface LicenceHistoryTable {
  id: Generated<number>;
  inst_id: number;
  changed_by: number | null;
  changed_by_name: string;
  valid_until_before: ColumnType<Date | null, string | null | undefined, never>;
  valid_until_after: ColumnType<Date | null, string | null | undefined, never>;
  seat_limit_before: number | null;
  seat_limit_after: number | null;
  note: ColumnType<string, string | undefined, never>;
  created_at: DefaultedTimestamp;
}

/** A platform-wide default of an institution parameter (全局参数), used when an institution is created. */
export interface PlatformParamTable {
  param_name: string;
  param_value: string;
  updated_at: DefaultedTimestamp;
}

/** A platform setting (全局设置): the name on the login page, the service desk fallback. */
export interface PlatformSettingTable {
  name: string;
  value: string;
  updated_at: DefaultedTimestamp;
}

export interface InstParamTable {
  inst_id: number;
  param_name: string;
  param_value: string | null;
  default_value: string | null;
}

export interface RoleTable {
  id: Generated<number>;
  inst_id: number;
  name: string;
  role_type: 'NORMAL' | 'INST_MGR';
  enabled: Generated<boolean>;
  /** The role above it in the role menu (add child), or null. */
  parent_id: Generated<number | null>;
  /** Whose people's lists its members see: ALL, DEPT_AND_CHILD, DEPT or SELF. */
  data_scope: Generated<'ALL' | 'DEPT_AND_CHILD' | 'DEPT' | 'SELF'>;
  /** 三员分立: the administrative duty it serves (SYSTEM, SECURITY, AUDIT), or null. */
  duty: Generated<'SYSTEM' | 'SECURITY' | 'AUDIT' | null>;
  created_at: DefaultedTimestamp;
}

/** 三员分立: whether the institution separates its administrators' duties (no row: off). */
export interface DutySeparationTable {
  inst_id: number;
  enabled: Generated<boolean>;
  changed_by: number | null;
  changed_at: DefaultedTimestamp;
}

/** Keys a role shows greyed, not usable (the permission tree's disabled switch). */
export interface RoleRightDisabledTable {
  role_id: number;
  right_key: string;
}

/** A department; departments form a tree per institution. */
export interface OrgUnitTable {
  id: Generated<number>;
  inst_id: number;
  parent_id: number | null;
  name: string;
  created_at: DefaultedTimestamp;
}

/** A user group. */
export interface OrgTeamTable {
  id: Generated<number>;
  inst_id: number;
  name: string;
  note: Generated<string>;
  created_at: DefaultedTimestamp;
}

export interface OrgTeamMemberTable {
  team_id: number;
  user_id: number;
  added_at: DefaultedTimestamp;
}

/** One change to the organisation or to rights, written in the transaction of the change (架构变更, 权限变更). */
export interface OrgChangeLogTable {
  id: Generated<number>;
  inst_id: number;
  category: 'ARCH' | 'PERM';
  action: string;
  target_type: string;
  target_id: number | null;
  target_name: string;
  /** JSON: what changed, before and after. */
  detail: string;
  actor_user_id: number | null;
  actor_name: string;
  created_at: DefaultedTimestamp;
}

/** An institution's own name for a menu entry (权限名称设置). */
export interface RightNameTable {
  inst_id: number;
  menu_path: string;
  name: string;
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

/** An institution's short name for a company (简称配置). */
export interface CompanyAbbreviationTable {
  id: Generated<number>;
  inst_id: number;
  abbreviation: string;
  full_name: string;
  ent_id: string | null;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}

export interface RoleRightTable {
  role_id: number;
  right_key: string;
}

export interface AppUserTable {
  id: Generated<number>;
  inst_id: number;
  username: string;
  display_name: string;
  password_hash: string;
  role_id: number;
  user_type: Generated<string>;
  enabled: Generated<boolean>;
  avatar: string | null;
  created_at: DefaultedTimestamp;
  password_changed_at: DefaultedTimestamp;
  /** Set when an administrator sets the password: the user must choose their own at next login. */
  must_change_password: Generated<boolean>;
  /** The member's department (null: not placed in one). */
  unit_id: Generated<number | null>;
  /** 离职: a resigned member is also disabled. */
  resign_flag: Generated<boolean>;
  mobile: Generated<string | null>;
  email: Generated<string | null>;
}

export interface UserSessionTable {
  id: Generated<number>;
  /** SHA-256 of the token, hex: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  inst_id: number;
  remember: boolean;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  ip: string | null;
  user_agent: string | null;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: DefaultedTimestamp;
}

export interface CaptchaTable {
  uuid: string;
  /** SHA-256 of uuid and answer: the answer itself is never stored. */
  answer_hash: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface LoginFailureTable {
  /** `account:<INST>:<username>` or `address:<ip>`. */
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

/** 功能额度 (issue 21): an institution's (user_id null) or a member's quota on one function. */
export interface QuotaTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number | null;
  function: string;
  quota_limit: number;
  period: 'DAY' | 'MONTH' | 'TOTAL';
  /** Units used since `period_start`; a call in a later period starts again from 0. */
  used: Generated<number>;
  period_start: ColumnType<Date, Date | string, Date | string>;
  updated_at: DefaultedTimestamp;
}

/** 使用记录: one counted call (issue 21), kept 400 days. */
export interface UsageRecordTable {
  id: Generated<string>;
  inst_id: number;
  user_id: number | null;
  function: string;
  units: number;
  created_at: DefaultedTimestamp;
}

export interface LoginLogTable {
  id: Generated<string>;
  inst_id: number;
  user_id: number | null;
  username: string;
  outcome: 'SUCCESS' | 'FAILURE' | 'LOCKED' | 'DISABLED' | 'PASSWORD_CHANGE' | 'ADDRESS';
  ip: string | null;
  user_agent: string | null;
  created_at: DefaultedTimestamp;
}

/** A user's latest view of a company (issue 23, `/esee/userAnalysis/entHisEntry`). */
export interface CompanyViewTable {
  user_id: number;
  ent_id: string;
  viewed_at: Timestamp;
}

export interface LoginTicketTable {
  ticket_hash: string;
  /** See `platform/auth/tickets.ts`. */
  kind: 'login' | 'reset' | 'integration';
  user_id: number;
  /** An integration ticket's target (`TOKEN_BS`, …); null for the others. */
  target: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

/** 埋点 (issue 21): a point of the platform's catalogue, keyed by the code the clients send. */
export interface PointDefTable {
  point_id: string;
  name: string;
  module: string;
  description: Generated<string>;
  enabled: Generated<boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** One recorded hit of a point, with the member's department at the time. */
export interface PointHitTable {
  id: Generated<string>;
  point_id: string;
  inst_id: number;
  user_id: number;
  unit_id: number | null;
  ent_id: string | null;
  path: string | null;
  created_at: DefaultedTimestamp;
}

export interface ActTraceTable {
  id: Generated<string>;
  trace_id: string;
  pre_trace_id: string | null;
  begin_trace_id: string | null;
  inst_id: number;
  user_id: number;
  act_key: string;
  module_id: string | null;
  module_name: string | null;
  module_customize_name: string | null;
  module_version: string | null;
  path: string | null;
  act_status: number;
  error_msg: string | null;
  created_at: DefaultedTimestamp;
  confirmed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

/** numeric and date columns come back from pg as strings; the loader writes numbers and ISO dates. */
type Numeric = ColumnType<string, number | string | null, number | string | null>;
type DateText = ColumnType<string, string | null, string | null>;

/** A company's technology tags: each tag's validity spans, first to last day (YYYY-MM-DD), oldest first. */
export type TechTagSpans = Record<string, [string, string][]>;

export interface CompanyTable {
  ent_id: string;
  /** Its number, which the search keys hold in place of the id (0086): kept through updates. */
  num: Generated<number>;
  name: string;
  name_norm: string;
  former_names: Generated<string[]>;
  former_norms: Generated<string[]>;
  credit_code: string | null;
  reg_no: string | null;
  org_code: string | null;
  legal_rep: string | null;
  legal_rep_id: string | null;
  reg_capital: Numeric | null;
  reg_capital_currency: Generated<string>;
  paid_capital: Numeric | null;
  est_date: DateText | null;
  status: string;
  active: boolean;
  org_type: string;
  industry_section: string | null;
  industry_code: string | null;
  industry_name: string | null;
  region_code: string | null;
  address: string | null;
  lng: number | null;
  lat: number | null;
  business_scope: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  employee_count: number | null;
  listed: Generated<boolean>;
  has_bonds: Generated<boolean>;
  tags: Generated<string[]>;
  /**
   * Its technology tags with the days each is valid, as `company_tech_tag` holds them (0083: the tagged condition
   * index's tests); null: never given.
   */
  tech_tag_spans: ColumnType<TechTagSpans | null, TechTagSpans | null | undefined, TechTagSpans | null>;
  updated_at: DefaultedTimestamp;
}

export interface PersonTable {
  person_id: string;
  name: string;
  gender: string | null;
  birth_year: number | null;
}

export interface ShareholdingTable {
  company_id: string;
  holder_kind: 'C' | 'P';
  holder_id: string;
  ratio: Numeric;
  subscribed_amount: Numeric | null;
  subscribed_date: DateText | null;
  /** 普通合伙人 or 有限合伙人 in a partnership; null for a company's shareholders. */
  partner_type: string | null;
}

export interface ExecutiveTable {
  company_id: string;
  person_id: string;
  post: string;
}

export interface BranchTable {
  parent_id: string;
  branch_id: string;
}

export interface ChangeRecordTable {
  record_id: string;
  company_id: string;
  change_date: DateText;
  item: string;
  before_content: string | null;
  after_content: string | null;
}

export interface AnnualReportTable {
  company_id: string;
  report_year: number;
  publish_date: DateText | null;
  payload: unknown;
}

export interface RecordTable {
  record_id: string;
  company_id: string;
  kind: string;
  record_date: DateText | null;
  payload: unknown;
}

export interface ProjectTable {
  id: Generated<number>;
  inst_id: number;
  name: string;
  note: Generated<string>;
  created_by: number;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ProjectCompanyTable {
  project_id: number;
  ent_id: string;
  note: Generated<string>;
  added_by: number;
  added_at: DefaultedTimestamp;
}

export interface BatchFileTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number;
  kind: 'SEARCH' | 'CLOSER_BANK';
  file_name: string;
  region_code: string | null;
  total_record: number;
  created_at: DefaultedTimestamp;
}

export interface BatchFileCompanyTable {
  file_id: number;
  ent_id: string;
  line_no: number;
  data: string;
}

export interface MonitorGroupTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number;
  name: string;
  default_select: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

export interface MonitoredCompanyTable {
  user_id: number;
  ent_id: string;
  inst_id: number;
  group_id: number;
  related_to: string | null;
  relation: string | null;
  status: Generated<'MONITORING' | 'FAILED'>;
  added_at: DefaultedTimestamp;
}

export interface MonitorRuleTable {
  source: string;
  kind: string;
  level: string;
  title: string;
}

export interface MonitorSettingTable {
  user_id: number;
  kinds: string[];
  levels: string[];
}

export interface MonitorAlertTable {
  id: Generated<string>;
  user_id: number;
  inst_id: number;
  ent_id: string;
  source: string;
  kind: string;
  level: string;
  title: string;
  record_id: string | null;
  summary: string;
  event_date: DateText | null;
  created_at: DefaultedTimestamp;
  read_at: Date | null;
  /** A derived alert's evidence (`DerivedAlertEvidence`, migration 0071); null for the others. */
  evidence: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface CompanyTechTagTable {
  ent_id: string;
  tag: string;
  year: number;
  valid_from: DateText;
  valid_to: DateText;
}

export interface ConditionSetTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number;
  name: string;
  conditions: unknown;
  last_run_at: Date | string | null;
  last_total: number | null;
  last_ids: string[] | null;
  previous_ids: string[] | null;
  created_at: DefaultedTimestamp;
}

/** An investment institution (投资机构) of the data set; its funds are companies. */
export interface InvestorTable {
  investor_id: string;
  name: string;
  type: string;
  amac_no: string | null;
  founded_year: number;
  region_code: string;
  fund_ids: string[];
}

type ExportJobStored = 'queued' | 'processing' | 'done' | 'failed';
type WorkRunState = 'queued' | 'running' | 'done' | 'failed';

/** A list export (名单导出, migration 0010). 已过期 is read from `expires_at`, not stored. */
export interface ExportJobTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number;
  name: string;
  source: string;
  params: unknown;
  filters: unknown;
  row_count: number;
  state: ColumnType<ExportJobStored, ExportJobStored | undefined>;
  failure_reason: string | null;
  file_path: string | null;
  file_size: number | null;
  created_at: DefaultedTimestamp;
  started_at: Date | null;
  finished_at: Date | null;
  expires_at: Date | null;
  /** A list export, or a company profile report (migration 0013). */
  kind: ColumnType<'list' | 'report', 'list' | 'report' | undefined>;
  /** A PDF's pages, once written. */
  page_count: number | null;
}

/** Long work a person starts and watches (migration 0061; platform/jobs/workRuns.ts). */
export interface WorkRunTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number | null;
  kind: string;
  scope: string;
  params: unknown;
  state: ColumnType<WorkRunState, WorkRunState | undefined>;
  progress: ColumnType<number, number | undefined>;
  stage: string | null;
  failure_reason: string | null;
  created_at: DefaultedTimestamp;
  started_at: Date | null;
  finished_at: Date | null;
}

/** A company profile report's own facts beside its job (画像生成记录, migration 0013). */
export interface CompanyReportTable {
  job_id: number;
  company_id: string;
  template: 'brief' | 'standard' | 'credit';
}

/** A PRMA 合作方资信报告 as it was made (migration 0018); `content` is the scoring result and the company's facts. */
export interface CreditReportTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number;
  company_id: string;
  created_at: Timestamp;
  score: number;
  grade: string;
  content: ColumnType<unknown, string, string>;
}

/** The due-diligence dimensions a project applies (PRMA 关系尽调, migration 0022). */
export interface ProjectDimensionTable {
  project_id: number;
  dimensions: string[];
  updated_by: number;
  updated_at: DefaultedTimestamp;
}

/** A PRMA 重点排查 list of a user (migration 0021). */
export interface KeySurveyFileTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number;
  file_name: string;
  total_record: number;
  /** The last day its 排查提示 is shown (YYYY-MM-DD), or null. */
  tips_valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  group_count: Generated<number>;
  created_at: DefaultedTimestamp;
}

export interface KeySurveyCompanyTable {
  file_id: number;
  ent_id: string;
  line_no: number;
  data: string;
}

/** A due-diligence report's own facts beside its export job (migration 0022); deleted reports are hidden. */
export interface DueDiligenceReportTable {
  job_id: number;
  company_id: string;
  project_id: number | null;
  project_name: string | null;
  dimensions: string[];
  counterpart_ids: Generated<string[]>;
  deleted_at: Date | null;
}

/** A row per export created and per file downloaded: the audit of list exports. */
export interface ExportEventTable {
  id: Generated<number>;
  job_id: number;
  inst_id: number;
  user_id: number;
  action: 'create' | 'download';
  ip: string | null;
  at: DefaultedTimestamp;
}

/** An industrial park (园区) of the data set; its companies are computed from its polygon (migration 0011). */
export interface ParkTable {
  park_id: string;
  name: string;
  level: string;
  type: string;
  region_code: string;
  area: number;
  lng: number;
  lat: number;
  boundary: [number, number][];
  /** PostgreSQL polygon, as text `((x,y),...)`. */
  shape: string;
  industries: string[];
}

/** A tender (招标项目) of the data set (migration 0020); bid count and winner kept for the list. */
export interface TenderTable {
  tender_id: string;
  title: string;
  buyer_name: string;
  buyer_ent_id: string | null;
  buyer_type: string;
  region_code: string;
  industry_code: string | null;
  budget: ColumnType<string | null, number | null, number | null>;
  publish_date: ColumnType<Date, string, string>;
  open_date: ColumnType<Date, string, string>;
  agency: string | null;
  bid_count: number;
  winner_ent_id: string | null;
}

/** A company's listing and IPO status (migration 0025): a board or an IPO stage, or both (新三板 → 北交所). */
export interface ListingStatusTable {
  ent_id: string;
  board: string | null;
  stock_code: string | null;
  list_date: DateText | null;
  ipo_stage: string | null;
  ipo_board: string | null;
  sponsor: string | null;
  tutoring_date: DateText | null;
  accepted_date: DateText | null;
  stage_date: DateText | null;
}

/**
 * A company's financial statements for a fiscal year (migration 0065, financials.jsonl): each statement a JSON object
 * of the contracts' FINANCIAL_ITEMS in 元 (pg gives it back parsed).
 */
export interface FinancialStatementTable {
  ent_id: string;
  fiscal_year: number;
  report_type: string;
  publish_date: DateText | null;
  audit_opinion: string | null;
  balance_sheet: ColumnType<Record<string, number | null>, string, string>;
  income_statement: ColumnType<Record<string, number | null>, string, string>;
  cash_flow: ColumnType<Record<string, number | null>, string, string>;
}

/** An IBA 高级搜索 方案 (migration 0025): the conditions and finance filters, as the search takes them. */
export interface AdvSearchSetTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number;
  name: string;
  filters: unknown;
  created_at: DefaultedTimestamp;
}

/** A bid of a tender with its bid-document metadata (migration 0020). */
export interface TenderBidTable {
  tender_id: string;
  ent_id: string;
  sort_order: number;
  price: ColumnType<string | null, number | null, number | null>;
  won: boolean;
  agent_name: string | null;
  preparer: string | null;
  project_manager: string | null;
  deposit_account: string | null;
  file_machine_code: string | null;
}

/** An overseas company of the data set (migration 0026); the count of mainland companies kept for the list. */
export interface OverseasCompanyTable {
  overseas_id: string;
  name: string;
  name_zh: string | null;
  jurisdiction: string;
  registry_no: string;
  status: string;
  incorporation_date: ColumnType<Date | null, string | null, string | null>;
  company_type: string;
  address: string | null;
  exchange: string | null;
  stock_code: string | null;
  mainland_count: number;
}

/** An officer of an overseas company (migration 0026); `person_id` when a person of the register. */
export interface OverseasOfficerTable {
  overseas_id: string;
  sort_order: number;
  name: string;
  position: string;
  person_id: string | null;
  appointed_date: ColumnType<Date | null, string | null, string | null>;
  resigned_date: ColumnType<Date | null, string | null, string | null>;
}

/** A holder of an overseas company (migration 0026): P a person, C a company, O an overseas company, N a name. */
export interface OverseasHolderTable {
  overseas_id: string;
  sort_order: number;
  holder_kind: 'P' | 'C' | 'O' | 'N';
  holder_id: string | null;
  name: string;
  ratio: ColumnType<string | null, number | null, number | null>;
}

/** A mainland company an overseas company holds (equity) or controls by contract (vie) (migration 0026). */
export interface OverseasHoldingTable {
  overseas_id: string;
  ent_id: string;
  kind: 'equity' | 'vie';
  ratio: ColumnType<string | null, number | null, number | null>;
  since: ColumnType<Date | null, string | null, string | null>;
}

/** A company the institution banks (本行客户), from its administrators' imports. */
export interface InstitutionCustomerTable {
  inst_id: number;
  ent_id: string;
  added_by: number | null;
  added_at: DefaultedTimestamp;
  /** SCS exposures by product (元), the internal rating and the approved limit (migration 0027). */
  loan_amount: ColumnType<string, number | string | undefined, number | string>;
  bill_amount: ColumnType<string, number | string | undefined, number | string>;
  guarantee_amount: ColumnType<string, number | string | undefined, number | string>;
  bond_amount: ColumnType<string, number | string | undefined, number | string>;
  off_balance_amount: ColumnType<string, number | string | undefined, number | string>;
  rating: ColumnType<string | null, string | null | undefined, string | null>;
  approved_limit: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  /** SCS (migration 0029): days the loan is overdue, and its 五级分类 (正常/关注/次级/可疑/损失). */
  overdue_days: ColumnType<number, number | undefined, number>;
  loan_class: ColumnType<string | null, string | null | undefined, string | null>;
}

/** SCS: a family tie between two persons, kept by the institution (the register has none). */
export interface ScsFamilyRelationTable {
  id: Generated<number>;
  inst_id: number;
  person_a: string;
  person_b: string;
  /** The two people's register ids (migration 0058); null on ties kept by name before it. */
  person_a_id: string | null;
  person_b_id: string | null;
  relation: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}

/** SCS: a guarantee from the institution's own loan files: `guarantor_id` guarantees `guaranteed_id`. */
export interface ScsGuaranteeTable {
  id: Generated<number>;
  inst_id: number;
  guarantor_id: string;
  guaranteed_id: string;
  amount: ColumnType<string, number | string | undefined, number | string>;
}

/** SCS: one identification run of an institution. */
export interface ScsRunTable {
  id: Generated<number>;
  inst_id: number;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  customer_count: number;
  group_count: number;
  elapsed_ms: number;
  changes: unknown;
  /** Readers see a run once it is published, after its last group was written (migration 0062). */
  published: ColumnType<boolean, boolean | undefined>;
  /** The last data load the run read (0078): a later one touching its inputs starts the next run. */
  data_load_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** SCS: a group (系统识别组) of a run. */
export interface ScsGroupTable {
  id: Generated<number>;
  run_id: number;
  inst_id: number;
  group_key: string;
  name: string;
  core_ent_id: string;
  status: string;
  member_count: number;
  total_exposure: ColumnType<string, number | string, number | string>;
  changes: unknown;
}

/** SCS: a member of a group, with its role, reason and evidence. */
export interface ScsGroupMemberTable {
  group_id: number;
  ent_id: string;
  ent_name: string;
  role: string;
  suggested: boolean;
  reason: string;
  evidence: unknown;
}

/** SCS 数据复核: a submitted change (maker-checker), with before/after once decided (migration 0028). */
export interface ScsChangeTable {
  id: Generated<number>;
  inst_id: number;
  kind: string;
  /** What the change concerns, for the pages' 「待复核」 marks: 'family', 'group:<key>', … */
  scope: string | null;
  payload: unknown;
  reason: string;
  summary: string;
  target: string | null;
  before: unknown;
  /** The after snapshot approval will make, kept while the change waits (migration 0057; null before it). */
  proposed: unknown;
  after: unknown;
  status: ColumnType<string, string | undefined, string>;
  maker_id: number | null;
  maker_role_id: number | null;
  created_at: DefaultedTimestamp;
  checker_id: number | null;
  decided_at: Date | null;
  comment: string | null;
}

/** SCS 数据复核: a file attached to a change, kept in the database. */
export interface ScsAttachmentTable {
  id: Generated<number>;
  inst_id: number;
  change_id: number | null;
  file_name: string;
  mime: string;
  size: number;
  content: Buffer;
  uploaded_by: number | null;
  created_at: DefaultedTimestamp;
}

/** SCS: an approved group action (confirm, reject, add, split, merge), applied after every run. */
export interface ScsGroupOverrideTable {
  id: Generated<number>;
  inst_id: number;
  group_key: string;
  action: string;
  ent_ids: string[];
  target_key: string | null;
  reason: string;
  change_id: number | null;
  created_at: DefaultedTimestamp;
}

/** SCS: a manual control relation 「X 通过协议控制 Y」, a control edge for the grouping engine. */
export interface ScsManualControlTable {
  id: Generated<number>;
  inst_id: number;
  controller_id: string;
  controlled_id: string;
  basis: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}

type Amount = ColumnType<string, number | string, number | string>;
type OptionalAmount = ColumnType<string | null, number | string | null | undefined, number | string | null>;

/** SCS 关系挖掘: a mined link pushed as an identification suggestion (migration 0029). */
export interface ScsMinedLinkTable {
  id: Generated<number>;
  inst_id: number;
  ent_a: string;
  ent_b: string;
  link_types: string[];
  score: number;
  reason: string;
  evidence: unknown;
  pushed_by: number | null;
  pushed_at: DefaultedTimestamp;
}

/** SCS 统一授信: the institution's net tier-1 capital (一级资本净额, 元). */
export interface ScsCreditSettingTable {
  inst_id: number;
  net_tier1_capital: OptionalAmount;
  /** 资本净额 (元), the base of the loan-balance limit (migration 0056). */
  net_capital: OptionalAmount;
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

/** SCS 统一授信: a group's approved limit, by the stable group key. */
export interface ScsGroupLimitTable {
  inst_id: number;
  group_key: string;
  group_limit: Amount;
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

/** SCS 统一授信: a member's share of its group's limit, and the part frozen. */
export interface ScsMemberLimitTable {
  inst_id: number;
  group_key: string;
  ent_id: string;
  limit_amount: Amount;
  frozen_amount: ColumnType<string, number | string | undefined, number | string>;
}

/** SCS 统一授信: a group's exposure, limit and the capital at a run or a limit change. */
export interface ScsCreditSnapshotTable {
  id: Generated<number>;
  inst_id: number;
  group_key: string;
  taken_at: Date;
  cause: string;
  exposure: Amount;
  group_limit: OptionalAmount;
  capital: OptionalAmount;
}

/** SCS 风险预警: one warning per signal, with its handling. */
export interface ScsWarningTable {
  id: Generated<number>;
  inst_id: number;
  signal_key: string;
  group_key: string | null;
  group_name: string | null;
  ent_id: string;
  ent_name: string;
  category: string;
  kind: string;
  title: string;
  detail: string;
  severity: string;
  propagated: ColumnType<boolean, boolean | undefined, boolean>;
  source_ent_name: string | null;
  status: ColumnType<string, string | undefined, string>;
  assignee_id: number | null;
  note: string | null;
  due_at: Date;
  created_at: Date;
  updated_at: Date;
  updated_by: number | null;
}

/** A company on a user's PRMA sourcing shortlist (入围名单). */
export interface SourcingShortlistTable {
  inst_id: number;
  user_id: number;
  ent_id: string;
  added_at: DefaultedTimestamp;
}

/** A news item a user has read on 风险新闻. */
export interface NewsReadTable {
  user_id: number;
  news_id: string;
  inst_id: number;
  read_at: DefaultedTimestamp;
}

/** A data set loaded (the load log); its id moves whenever the enterprise data changes. */
export interface DataLoadTable {
  id: Generated<number>;
  loaded_at: DefaultedTimestamp;
  summary: unknown;
}

/** A company on the institution's partner list (PRMA 合作方舆情, migration 0023). */
export interface PartnerTable {
  inst_id: number;
  ent_id: string;
  added_by: number | null;
  added_at: DefaultedTimestamp;
}

/** A risk news item of a partner, an alert of the institution, with its handling (migration 0023). */
export interface PartnerAlertTable {
  id: Generated<number>;
  inst_id: number;
  ent_id: string;
  news_id: string;
  /** The normalised title: a later reprint of the story is not a new alert. */
  title_key: string;
  published_on: ColumnType<Date, string, string>;
  created_at: DefaultedTimestamp;
  status: ColumnType<string, string | undefined, string>;
  handler_id: number | null;
  handled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  note: string | null;
}

/** An alert a user has read (migration 0023). */
export interface PartnerAlertReadTable {
  alert_id: number;
  user_id: number;
  read_at: DefaultedTimestamp;
}

/** IBA 银行流水分析: an analysis project, owned by a user; a reviewer of the same institution may be named. */
export interface BankFlowAnalysisTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number;
  reviewer_id: number | null;
  project_id: number | null;
  name: string;
  created_at: DefaultedTimestamp;
  /** Statements added or removed: the stored result is stale when this is after `analysed_at`. */
  changed_at: DefaultedTimestamp;
  analysed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  result: ColumnType<unknown, string | null, string | null>;
}

export interface BankFlowSubjectTable {
  id: Generated<number>;
  analysis_id: number;
  kind: string;
  ent_id: string | null;
  name: string;
  role: string;
}

export interface BankFlowStatementTable {
  id: Generated<number>;
  analysis_id: number;
  subject_id: number;
  file_name: string;
  file_hash: string;
  layout: string;
  account_no: string;
  account_name: string;
  row_count: number;
  period_from: string | null;
  period_to: string | null;
  mapping: ColumnType<unknown, string, string>;
  user_id: number;
  imported_at: DefaultedTimestamp;
  /** Readers see a statement once its last transaction was written (migration 0063). */
  published: ColumnType<boolean, boolean | undefined>;
}

/** A transaction of a statement; `direction` I (in) or O (out); `occurred` YYYY-MM-DD HH:mm:ss, local time. */
export interface BankFlowTxnTable {
  id: Generated<number>;
  analysis_id: number;
  statement_id: number;
  subject_id: number;
  account_no: string;
  line: number;
  seq: number;
  occurred: string;
  has_time: boolean;
  direction: string;
  amount: Numeric;
  balance: Numeric | null;
  counterparty: string;
  counter_account: string;
  counter_bank: string;
  summary: string;
  currency: string;
}

/** A column mapping an institution confirmed, by the header row's signature. */
export interface BankFlowMappingTable {
  inst_id: number;
  signature: string;
  headers: ColumnType<unknown, string, string>;
  mapping: ColumnType<unknown, string, string>;
  user_id: number | null;
  saved_at: DefaultedTimestamp;
}

export interface BankFlowFlagTable {
  id: Generated<number>;
  analysis_id: number;
  flag_key: string;
  rule: string;
  subject_id: number;
  account_no: string;
  anchor_txn_id: number;
  txn_ids: number[];
  counterparty: string;
  amount: Numeric;
  occurred: string;
  reason: string;
  relation: string | null;
  status: Generated<string>;
  note: string | null;
  conclusion: string | null;
  noted_by: number | null;
  noted_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  reviewed_by: number | null;
  reviewed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  review_comment: string | null;
}

/** SCS 同一客户分组规则: one version of a criterion's rule (migration 0030). */
export interface ScsGroupRuleTable {
  id: Generated<number>;
  inst_id: number;
  criterion: string;
  version: number;
  status: ColumnType<string, string | undefined, string>;
  content: unknown;
  content_hash: string;
  /** The dry run of the draft's content whose hash is `dry_run_hash`. */
  dry_run: unknown;
  dry_run_hash: string | null;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  published_at: Date | null;
  change_id: number | null;
}

/** SCS 标签规则: one version of a tag's rule (migration 0030). */
export interface ScsLabelRuleTable {
  id: Generated<number>;
  inst_id: number;
  code: string;
  version: number;
  status: ColumnType<string, string | undefined, string>;
  content: unknown;
  content_hash: string;
  preview: unknown;
  preview_hash: string | null;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  published_at: Date | null;
  change_id: number | null;
}

/** A remote's version for one institution, or the platform default (inst_id null) (migration 0036). */
export interface RemotePinTable {
  id: Generated<number>;
  remote: string;
  inst_id: number | null;
  version: string;
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

/** A newer version of a remote for some of one institution's users (migration 0036). */
export interface RemoteCanaryTable {
  remote: string;
  inst_id: number;
  version: string;
  percent: number | null;
  user_ids: number[];
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

/** One change of a remote's pins or canaries (migration 0036). */
export interface RemoteReleaseLogTable {
  id: Generated<string>;
  remote: string;
  inst_id: number | null;
  action: 'PIN' | 'UNPIN' | 'ROLLBACK' | 'CANARY' | 'CANARY_STOP';
  from_version: string | null;
  to_version: string | null;
  detail: string | null;
  user_id: number | null;
  rolled_back: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

/** 意见反馈 (issue 23): a member's feedback; the thread is in feedback_message. */
export interface FeedbackTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number | null;
  type: 'FEATURE' | 'DATA' | 'USAGE' | 'FAULT' | 'OTHER';
  title: string;
  content: string;
  ent_id: string | null;
  ent_name: string | null;
  page_path: string | null;
  phone: string | null;
  /** 数据纠错 on a record: its kind (the column dictionary's) and id (migration 0073). */
  record_kind: ColumnType<string | null, string | null | undefined, string | null>;
  record_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<'PENDING' | 'PROCESSING' | 'REPLIED' | 'CLOSED', string | undefined, string>;
  assignee_id: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** One message of a feedback's thread: the member's, the institution's or the platform's. */
export interface FeedbackMessageTable {
  id: Generated<number>;
  feedback_id: number;
  author_id: number | null;
  side: 'member' | 'institution' | 'platform';
  content: string;
  created_at: DefaultedTimestamp;
}

/** An institution's model endpoint for 智能助手 (migration 0048); the key sealed (`secretSeal.ts`). */
export interface ModelEndpointTable {
  inst_id: number;
  base_url: string;
  model: string;
  key_sealed: string | null;
  timeout_ms: number;
  enabled: boolean;
  last_test_at: Date | null;
  last_test_ok: boolean | null;
  last_test_message: string | null;
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

/** A question asked of 智能助手 (migration 0048). */
export interface AssistantQuestionTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number | null;
  question: string;
  mode: 'retrieval' | 'model';
  refused: boolean;
  citation_count: number;
  asked_at: DefaultedTimestamp;
}

/** PRMA 名单筛查: a load of a list, a version of it (migration 0072). */
export interface ScreeningListVersionTable {
  id: Generated<number>;
  inst_id: number;
  list_name: string;
  version: number;
  file_name: string;
  entry_count: number;
  loaded_by: number | null;
  loaded_at: DefaultedTimestamp;
}

/** An entry of a list version, as loaded (migration 0072). */
export interface ScreeningListEntryTable {
  version_id: number;
  line: number;
  name: string;
  name_norm: string;
  kind: 'person' | 'company';
  id_code: string | null;
  reason: Generated<string>;
  listed_date: DateText | null;
}

/** An institution's 灰名单 entry; a removed one keeps its row (migration 0072). */
export interface ScreeningGreyEntryTable {
  id: Generated<number>;
  inst_id: number;
  name: string;
  name_norm: string;
  kind: 'person' | 'company';
  id_code: string | null;
  reason: Generated<string>;
  added_by: number | null;
  added_at: DefaultedTimestamp;
  removed_at: Date | null;
  removed_by: number | null;
}

/** A screening run: inputs, versions in its snapshot (text, what the checksum covers), its first report (migration 0072). */
export interface ScreeningRunTable {
  id: Generated<number>;
  inst_id: number;
  user_id: number | null;
  work_run_id: number | null;
  as_of: DateText;
  ent_ids: string[];
  previous_run_id: number | null;
  created_at: DefaultedTimestamp;
  snapshot: string | null;
  snapshot_sha256: string | null;
  hit_count: number | null;
  pdf: Buffer | null;
  pdf_sha256: string | null;
}

/** 案件处置 (0070): a case of the institution, opened from an alert. */
export interface MonitorCaseTable {
  id: Generated<number>;
  inst_id: number;
  ent_id: string;
  title: string;
  status: Generated<'待处理' | '处理中' | '已处置' | '误报'>;
  assignee_id: number | null;
  team_id: number | null;
  due_date: DateText;
  decision: string | null;
  opened_by: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** An alert of a case, kept as it was: the signal and the fingerprint of the data it rests on (0070). */
export interface MonitorCaseAlertTable {
  id: Generated<number>;
  case_id: number;
  alert_id: string | null;
  source: string;
  kind: string;
  record_id: string | null;
  level: string;
  title: string;
  summary: string;
  event_date: DateText;
  fingerprint: string;
}

/** One change to a case: its history, the audit trail (0070). */
export interface MonitorCaseEventTable {
  id: Generated<number>;
  case_id: number;
  user_id: number | null;
  user_name: string;
  action: string;
  detail: string;
  created_at: DefaultedTimestamp;
}

/** A file attached to a case (0070). */
export interface MonitorCaseAttachmentTable {
  id: Generated<number>;
  case_id: number;
  file_name: string;
  mime: string;
  size: number;
  content: Buffer;
  uploaded_by: number | null;
  created_at: DefaultedTimestamp;
}

/** 误报: a signal the institution judged false, while the data it rests on is unchanged (0070). */
export interface MonitorAlertSuppressionTable {
  id: Generated<number>;
  inst_id: number;
  ent_id: string;
  source: string;
  kind: string;
  record_key: string;
  fingerprint: string;
  case_id: number;
}

/** The last known derived conclusion of a company an institution watches (migration 0071). */
export interface DerivedConclusionTable {
  inst_id: number;
  ent_id: string;
  /** `beneficialOwners` or `actualController`. */
  kind: string;
  value: ColumnType<unknown, string, string>;
  fingerprint: string;
  computed_at: DefaultedTimestamp;
  changed_at: DefaultedTimestamp;
}

/** The last data load the derived conclusions were brought up to (one row). */
export interface DerivedWatermarkTable {
  id: number;
  load_id: number;
  /** The hash of every institution's 关联方名单 the conclusions were computed with (migration 0074). */
  parties: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 关联方名单 (migration 0074): a person or company and what it is to the institution under the Measures. */
export interface RelatedPartyTable {
  id: Generated<number>;
  inst_id: number;
  subject_kind: 'P' | 'C';
  category: string;
  name: string;
  register_id: string | null;
  note: string | null;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}
