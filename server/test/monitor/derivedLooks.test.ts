import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { ONE_ENGINE, seededDatabase } from '../fixtures';
import type { DatabaseHandle } from '../../src/platform/db/database';
import type { JobQueue } from '../../src/platform/jobs/queue';
import { DerivedRefresh } from '../../src/areas/monitor/derived/refresh';
import { partiesHashSql } from '../../src/core/relations/relatedPartiesDb';

/**
 * How often `request` reads the whole scope against the conclusions: when the scope's signature changed, and every
 * 30th look besides (the read costs 50–150 ms a look at 10,000 customers, every request waiting it out on the
 * embedded engine). A queued job is what a look found to do.
 */
describe.each(ONE_ENGINE)('the derived refresh looking for work (%s)', (engine) => {
  let database: DatabaseHandle;
  const send = vi.fn(async () => undefined);
  let refresh: DerivedRefresh;
  beforeAll(async () => {
    database = await seededDatabase(engine);
    const db = database.db;
    // Up to the data: the watermark at the last load and the list; one customer in scope, its conclusions kept.
    await sql`insert into derived_watermark (id, load_id, parties)
      select 1, (select coalesce(max(id), 0) from data_load), ${partiesHashSql}`.execute(db);
    await sql`delete from monitored_company`.execute(db);
    await sql`delete from institution_customer`.execute(db);
    await sql`insert into company (ent_id, name, name_norm, status, active, org_type)
      select 'LK00000' || i, '看门' || i || '号有限公司', '看门' || i || '号有限公司', '存续', true, '有限责任公司'
      from generate_series(1, 2) i`.execute(db);
    await sql`insert into institution_customer (inst_id, ent_id) select id, 'LK000001' from institution
      where code = 'DEMO'`.execute(db);
    await sql`insert into derived_conclusion (inst_id, ent_id, kind, value, fingerprint)
      select c.inst_id, c.ent_id, k, '{}'::jsonb, 'x' from institution_customer c,
        unnest(array['beneficialOwners', 'actualController', 'group', 'relatedParty']) k`.execute(db);
    const jobs = { define: () => undefined, send } as unknown as JobQueue;
    refresh = new DerivedRefresh(db, jobs, { error: () => undefined });
  }, 120_000);
  afterAll(() => database?.close());

  it('reads the scope again when it changed, and an unchanged one every 30th look', async () => {
    const db = database.db;
    await refresh.request();
    expect(send).not.toHaveBeenCalled();
    // Conclusions gone with the scope unchanged (no request removes them): found at the 30th look, not before.
    await sql`delete from derived_conclusion`.execute(db);
    for (let look = 1; look < 30; look++) await refresh.request();
    expect(send).not.toHaveBeenCalled();
    await refresh.request();
    expect(send).toHaveBeenCalledTimes(1);
    await sql`insert into derived_conclusion (inst_id, ent_id, kind, value, fingerprint)
      select inst_id, ent_id, 'group', '{}'::jsonb, 'x' from institution_customer`.execute(db);
    await refresh.request();
    expect(send).toHaveBeenCalledTimes(1);
    // A customer added: the next look finds it without a conclusion.
    await sql`insert into institution_customer (inst_id, ent_id)
      select id, 'LK000002' from institution where code = 'DEMO'`.execute(db);
    await refresh.request();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
