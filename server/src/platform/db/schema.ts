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
