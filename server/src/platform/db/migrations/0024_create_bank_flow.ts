import { sql, type Kysely } from 'kysely';

/**
 * IBA 银行流水分析: analyses owned by a user (a reviewer of the same institution may be named), their
 * subjects, uploaded statements and transactions, the confirmed column mappings of each institution (by
 * header signature), and the flags of the last analysis with the analyst's note and the reviewer's sign-off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bank_flow_analysis (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      reviewer_id integer references app_user (id) on delete set null,
      project_id integer references project (id) on delete set null,
      name text not null,
      created_at timestamptz not null default now(),
      changed_at timestamptz not null default now(),
      analysed_at timestamptz,
      result jsonb
    );
    create index bank_flow_analysis_user_idx on bank_flow_analysis (user_id, id desc);
    create index bank_flow_analysis_reviewer_idx on bank_flow_analysis (reviewer_id) where reviewer_id is not null;
    create unique index bank_flow_analysis_project_idx on bank_flow_analysis (user_id, project_id) where project_id is not null;

    create table bank_flow_subject (
      id serial primary key,
      analysis_id integer not null references bank_flow_analysis (id) on delete cascade,
      kind text not null check (kind in ('company', 'person')),
      ent_id text,
      name text not null,
      role text not null,
      unique (analysis_id, name)
    );

    create table bank_flow_statement (
      id serial primary key,
      analysis_id integer not null references bank_flow_analysis (id) on delete cascade,
      subject_id integer not null references bank_flow_subject (id) on delete cascade,
      file_name text not null,
      file_hash text not null,
      layout text not null,
      account_no text not null,
      account_name text not null,
      row_count integer not null,
      period_from text,
      period_to text,
      mapping jsonb not null,
      user_id integer not null references app_user (id) on delete cascade,
      imported_at timestamptz not null default now(),
      unique (subject_id, file_hash)
    );

    create table bank_flow_txn (
      id serial primary key,
      analysis_id integer not null references bank_flow_analysis (id) on delete cascade,
      statement_id integer not null references bank_flow_statement (id) on delete cascade,
      subject_id integer not null,
      account_no text not null,
      line integer not null,
      seq integer not null,
      occurred text not null,
      has_time boolean not null,
      direction char(1) not null check (direction in ('I', 'O')),
      amount numeric(18, 2) not null,
      balance numeric(18, 2),
      counterparty text not null,
      counter_account text not null,
      counter_bank text not null,
      summary text not null,
      currency text not null
    );
    create index bank_flow_txn_analysis_idx on bank_flow_txn (analysis_id, occurred, id);
    create index bank_flow_txn_statement_idx on bank_flow_txn (statement_id, seq);

    create table bank_flow_mapping (
      inst_id integer not null references institution (id) on delete cascade,
      signature text not null,
      headers jsonb not null,
      mapping jsonb not null,
      user_id integer references app_user (id) on delete set null,
      saved_at timestamptz not null default now(),
      primary key (inst_id, signature)
    );

    create table bank_flow_flag (
      id serial primary key,
      analysis_id integer not null references bank_flow_analysis (id) on delete cascade,
      flag_key text not null,
      rule text not null,
      subject_id integer not null,
      account_no text not null,
      anchor_txn_id integer not null,
      txn_ids integer[] not null,
      counterparty text not null,
      amount numeric(18, 2) not null,
      occurred text not null,
      reason text not null,
      relation text,
      status text not null default 'open' check (status in ('open', 'noted', 'signed', 'returned')),
      note text,
      conclusion text check (conclusion in ('excluded', 'confirmed')),
      noted_by integer references app_user (id) on delete set null,
      noted_at timestamptz,
      reviewed_by integer references app_user (id) on delete set null,
      reviewed_at timestamptz,
      review_comment text,
      unique (analysis_id, flag_key)
    );
    create index bank_flow_flag_list_idx on bank_flow_flag (analysis_id, rule, occurred);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists bank_flow_flag, bank_flow_mapping, bank_flow_txn, bank_flow_statement, bank_flow_subject, bank_flow_analysis`.execute(
    db,
  );
}
