import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/platform/db/database';
import { acquireDataDirLock, DataDirLockedError } from '../../src/platform/db/lock';
import { seedDemo } from '../../src/seed/demo';
import { ENGINES, freshDatabase, seededDatabase } from '../fixtures';
import { sql } from 'kysely';
import { chinaDay } from '@esee/contracts';
import { clockOffsetMs, now, today } from '../../src/platform/clock';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-db-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.each(ENGINES)('database on %s', (engine) => {
  it('migrates once, and seeds the demo data once', async () => {
    const database = await freshDatabase(engine);
    try {
      expect(await migrateToLatest(database.db)).toEqual([
        '0001_create_core',
        '0002_create_login_security',
        '0003_create_enterprise_data',
        '0004_create_projects',
        '0005_index_relations',
        '0006_create_batch_files',
        '0007_create_monitoring',
        '0008_create_condition_search',
        '0009_create_investors',
        '0010_create_export_jobs',
        '0011_create_parks',
        '0012_map_search',
        '0013_create_company_reports',
        '0014_create_industry_chains',
        '0015_create_news_reads',
        '0016_create_customer_book',
        '0017_create_data_loads',
        '0018_create_credit_reports',
        '0019_create_sourcing_shortlist',
        '0020_create_tenders',
        '0021_create_key_survey',
        '0022_create_due_diligence',
        '0023_create_partner_alerts',
        '0024_create_bank_flow',
        '0025_create_listing_status',
        '0026_create_overseas',
        '0027_create_same_customer',
        '0028_create_scs_review',
        '0029_create_scs_credit_risk',
        '0030_create_scs_rules',
        '0031_create_org',
        '0032_create_org_settings',
        '0033_create_login_log',
        '0035_create_platform_admin',
        '0036_create_remote_releases',
        '0037_create_quotas',
        '0038_create_trace_index',
        '0039_create_points',
        '0040_create_gateway_settings',
        '0041_create_licences',
        '0042_create_feedback',
        '0043_create_duty_separation',
        '0044_create_law_library',
        '0045_create_research_reports',
        '0046_create_supervision_reviews',
        '0047_create_smart_text',
        '0048_create_model_endpoints',
        '0049_create_integration_tickets',
        '0052_create_channel_nonces',
        '0053_index_intellectual_property',
        '0054_index_organisations',
        '0055_create_clock_now',
        '0056_add_scs_net_capital',
        '0057_add_scs_change_proposed',
        '0058_scs_family_person_ids',
        '0060_alert_judgments_against',
        '0061_create_work_runs',
        '0062_scs_run_published',
        '0063_bank_flow_statement_published',
        '0064_shareholding_partner_type',
        '0065_create_financial_statements',
        '0066_create_company_search_keys',
        '0067_index_condition_search',
        '0068_index_condition_facts',
        '0069_create_search_key_format',
        '0070_create_monitor_cases',
        '0071_create_derived_conclusions',
        '0072_create_screening',
        '0073_feedback_record',
        '0074_create_related_parties',
        '0077_index_condition_bands',
        '0078_scs_run_data_load',
        '0079_company_tech_tag_names',
        '0080_credit_codes_with_company',
        '0081_search_key_near_indexes',
        '0082_search_key_format_recorded',
        '0083_company_tech_tag_spans',
        '0084_search_key_near_text_only',
        '0085_search_key_tail_pairs',
        '0086_search_key_company_number',
      ]);
      expect(await migrateToLatest(database.db)).toEqual([]);
      expect(await seedDemo(database.db, 'x')).toBe(true);
      expect(await seedDemo(database.db, 'x')).toBe(false);
      const users = await database.db.selectFrom('app_user').select('username').execute();
      expect(users).toHaveLength(4);
    } finally {
      await database.close();
    }
  });

  it('reads the one clock: clock_now() and the columns stamped by the database follow the pinned NOW', async () => {
    // The test run pins the clock (vitest.config.ts), months away from the machine's.
    expect(Math.abs(clockOffsetMs)).toBeGreaterThan(0);
    const database = await seededDatabase(engine);
    try {
      const { rows } = await sql<{ clock: Date; machine: Date }>`select clock_now() as clock, now() as machine`.execute(
        database.db,
      );
      const { clock, machine } = rows[0]!;
      expect(Math.abs(new Date(clock).getTime() - now().getTime())).toBeLessThan(60_000);
      expect(Math.abs(new Date(clock).getTime() - new Date(machine).getTime() - clockOffsetMs)).toBeLessThan(60_000);
      const { id } = await database.db
        .insertInto('institution')
        .values({ code: 'CLOCK', name: '时钟机构' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await database.db
        .selectFrom('institution')
        .select('created_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(chinaDay(row.created_at)).toBe(today());
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database folder', () => {
  it('keeps its data across a restart', async () => {
    const dir = path.join(tmp, 'pgdata');
    const first = await openDatabase({ pgliteDir: dir });
    await migrateToLatest(first.db);
    await seedDemo(first.db, 'x');
    await first.close();
    const second = await openDatabase({ pgliteDir: dir });
    try {
      expect(await migrateToLatest(second.db)).toEqual([]);
      const inst = await second.db.selectFrom('institution').select('code').orderBy('code').execute();
      expect(inst.map((i) => i.code)).toEqual(['DEMO', 'DEMO2', 'PLATFORM']);
    } finally {
      await second.close();
    }
  });

  it('is refused to a second server while the first holds it', () => {
    const dir = path.join(tmp, 'locked');
    const release = acquireDataDirLock(dir);
    // Our own lock counts as held when another live process owns it: fake that with the parent's pid.
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server/);
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = path.join(tmp, 'stale');
    acquireDataDirLock(dir);
    writeFileSync(path.join(dir, 'server.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    release();
  });
});
