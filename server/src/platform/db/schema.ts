import type { ColumnType, Generated } from 'kysely';

/** Tables as Kysely sees them. Each migration that changes a table changes its interface here. */
export interface Database {
  institution: InstitutionTable;
  inst_param: InstParamTable;
  role: RoleTable;
  role_right: RoleRightTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  server_secret: ServerSecretTable;
  captcha: CaptchaTable;
  login_failure: LoginFailureTable;
  login_ticket: LoginTicketTable;
  act_trace: ActTraceTable;
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
  export_job: ExportJobTable;
  export_event: ExportEventTable;
  company_report: CompanyReportTable;
  credit_report: CreditReportTable;
  institution_customer: InstitutionCustomerTable;
  sourcing_shortlist: SourcingShortlistTable;
  data_load: DataLoadTable;
  news_read: NewsReadTable;
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

export interface LoginTicketTable {
  ticket_hash: string;
  /** `login`: exchanged for a session (`/framework/login_token`); `reset`: to set a new password. */
  kind: 'login' | 'reset';
  user_id: number;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
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

export interface CompanyTable {
  ent_id: string;
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

/** A company the institution banks (本行客户), from its administrators' imports. */
export interface InstitutionCustomerTable {
  inst_id: number;
  ent_id: string;
  added_by: number | null;
  added_at: DefaultedTimestamp;
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
