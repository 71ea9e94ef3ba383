import { sql, type Kysely } from 'kysely';

/**
 * IBA 高级搜索: each company's listing and IPO status (a line of the data set's listings file replaces it), the
 * users' saved searches (方案), and the 企业类型变更 records that tell a 股改 (a change to 股份有限公司), which
 * the prospect index reads per chunk of companies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table listing_status (
      ent_id text primary key references company (ent_id) on delete cascade,
      -- 主板, 创业板, 科创板, 北交所, 新三板 (quoted), 港股, 美股; null: not listed.
      board text,
      stock_code text,
      list_date date,
      -- 辅导备案 … 注册生效, 终止; null: no IPO on record.
      ipo_stage text,
      ipo_board text,
      sponsor text,
      tutoring_date date,
      accepted_date date,
      stage_date date
    );

    create table adv_search_set (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      name text not null,
      filters jsonb not null,
      created_at timestamptz not null default now(),
      unique (user_id, name)
    );
    create index adv_search_set_owner_idx on adv_search_set (user_id, created_at desc);

    create index change_record_joint_stock_idx on change_record (company_id)
      where item = '企业类型变更' and after_content like '股份有限公司%';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index change_record_joint_stock_idx;
    drop table adv_search_set, listing_status;
  `.execute(db);
}
