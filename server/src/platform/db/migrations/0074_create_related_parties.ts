import { sql, type Kysely } from 'kysely';

/**
 * Issue 42, conclusions that follow the data for two more kinds: 集团 membership and the institution's related
 * parties (《银行保险机构关联交易管理办法》). `related_party` is the institution's 关联方名单, kept by its manager:
 * people and companies with what they are to the institution under the Measures (by register id where the register
 * knows them). The derived conclusions keep their rows in `derived_conclusion` (kinds `group`, `relatedParty`);
 * `derived_watermark.parties` is the hash of every list the conclusions were last computed with, so that an edited
 * list is a reason to refresh as a data load is. Two alert kinds join 预警设置.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table related_party (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      subject_kind text not null check (subject_kind in ('P', 'C')),
      category text not null,
      name text not null,
      register_id text,
      note text,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default clock_now()
    );
    create unique index related_party_once on related_party (inst_id, category, subject_kind, coalesce(register_id, name));
    create unique index related_party_self on related_party (inst_id) where category = 'self';
    alter table derived_watermark add column parties text;
    insert into monitor_rule (source, kind, level, title) values
      ('derived', 'groupChange', '中风险', '集团归属变更'),
      ('derived', 'relatedPartyChange', '中风险', '关联方变更');
    -- A user who saved settings before these kinds existed never declined them.
    update monitor_setting set kinds = kinds || array['groupChange', 'relatedPartyChange'];
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update monitor_setting set kinds = array_remove(array_remove(kinds, 'groupChange'), 'relatedPartyChange');
    delete from monitor_rule where source = 'derived' and kind in ('groupChange', 'relatedPartyChange');
    delete from derived_conclusion where kind in ('group', 'relatedParty');
    alter table derived_watermark drop column if exists parties;
    drop table if exists related_party;
  `.execute(db);
}
