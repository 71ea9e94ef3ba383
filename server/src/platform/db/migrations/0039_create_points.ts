import { sql, type Kysely } from 'kysely';

/**
 * 埋点 (issue 21): the platform's catalogue of points (point_def, keyed by the
 * code the clients send) and the hits recorded on them (point_hit), with the
 * member's institution and department at the time. A point is disabled, never
 * deleted, so its hits keep their name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table point_def (
      point_id text primary key,
      name text not null,
      module text not null,
      description text not null default '',
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create table point_hit (
      id bigint generated always as identity primary key,
      point_id text not null references point_def (point_id) on delete cascade,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      unit_id integer references org_unit (id) on delete set null,
      ent_id text,
      path text,
      created_at timestamptz not null default now()
    );
    create index point_hit_inst_idx on point_hit (inst_id, created_at desc);
    create index point_hit_user_idx on point_hit (user_id, point_id, created_at desc);
  `.execute(db);
  // The points the product sends today; the platform administrator adds campaign links and more.
  await sql`
    insert into point_def (point_id, name, module, description) values
      ('detail.fromSearch', '企业详情-来自搜索', 'company', '从顶部搜索框的结果打开企业详情'),
      ('detail.export', '导出企业报告', 'company', '在企业详情中导出企业报告'),
      ('project.addCompany', '加入项目', 'company', '在企业详情中把企业加入项目'),
      ('batch.import', '批量导入', 'company', '上传名单批量导入企业'),
      ('monitor.add', '加入监控', 'monitor', '把企业加入监控分组'),
      ('cba.conditionSearch', '条件找客-查询', 'cba', '在条件找客中按条件查询企业'),
      ('prma.creditReport', '合作方资信报告-生成', 'prma', '生成合作方资信报告'),
      ('campaign.newsletter', '运营邮件-企业详情链接', 'campaign', '运营邮件中的企业详情链接（带 pointId）')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table point_hit; drop table point_def`.execute(db);
}
