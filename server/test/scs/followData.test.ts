import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScsRunSummary } from '@esee/contracts';
import { loadDataSet } from '../../src/data/load';
import { AFTER_LOAD_RUNNER, institutionsBehind } from '../../src/areas/scs/sameCustomer/followData';
import { MEMBERSHIP_CHANGE } from '../../src/areas/scs/application/warning';
import { ONE_ENGINE, type Client, type TestApp } from '../fixtures';
import { writeJsonl } from '../fixtures/files';
import { runScs } from './runScs';
import { addToBook, controlGroup, loneCompanies, scsApp, type Named } from './fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-scs-follow-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * Same-customer groups follow the data (issue 42): a load that writes holdings starts the next identification run of
 * every institution that runs it, and the groups it changed are warnings of their own.
 */
describe.each(ONE_ENGINE)('same-customer groups after a data load on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  let head: Named;
  let sub: Named;
  let lone: Named;

  beforeAll(async () => {
    // The inbox interval is how often the app looks for loads: short, so that the test waits little.
    ({ t, admin, other } = await scsApp(engine, { env: { INBOX_SECONDS: '0.2' } }));
    const db = t.database.db;
    const group = await controlGroup(db, 1);
    head = group.head;
    sub = group.subs[0]!;
    lone = (await loneCompanies(db, 1))[0]!;
    await addToBook(
      db,
      'DEMO',
      [head, sub, lone].map((c) => ({ ent_id: c.id, loan_amount: 1_000_000 })),
    );
    await addToBook(db, 'DEMO2', [{ ent_id: lone.id, loan_amount: 1_000_000 }]);
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const latestRun = async (who: Client) =>
    (await who.getData<{ run: ScsRunSummary | null }>('/esee/scs/sameCustomer/groups', { pageSize: 10 })).run;
  const runsOf = async (code: string) =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from work_run w join institution i on w.scope = 'inst:' || i.id
        where w.kind = 'scs.identify' and i.code = ${code}`.execute(db())
    ).rows[0]!.n;

  it('runs the identification again after a load that moves a holding, and warns of the group it changed', async () => {
    const first = (await runScs(admin)).data as ScsRunSummary;
    expect(first.groupCount).toBe(1);
    expect(first.createdBy).not.toBe(AFTER_LOAD_RUNNER);
    // The head company now holds 60% of the lone customer: the group gains it.
    const update = path.join(tmp, `${engine}-holding`);
    mkdirSync(update, { recursive: true });
    writeJsonl(update, 'shareholdings.jsonl', [
      { companyId: lone.id, holderKind: 'C', holderId: head.id, ratio: 0.6, subscribedDate: '2026-06-20' },
    ]);
    await loadDataSet(db(), update);

    await vi.waitFor(async () => expect((await latestRun(admin))?.createdBy).toBe(AFTER_LOAD_RUNNER), {
      timeout: 60_000,
      interval: 100,
    });
    await t.app.jobs.idle();
    const after = (await latestRun(admin))!;
    expect(after.changes).toMatchObject({ changedGroups: 1, membersAdded: 1, membersRemoved: 0 });
    const groups = (
      await admin.getData<{ list: { groupKey: string; memberCount: number; status: string }[] }>(
        '/esee/scs/sameCustomer/groups',
        { pageSize: 10 },
      )
    ).list;
    expect(groups.map((g) => [g.memberCount, g.status])).toEqual([[3, '已变更']]);

    const warnings = (
      await admin.getData<{ list: { kind: string; title: string; detail: string; propagated: boolean }[] }>(
        '/esee/scs/warning/list',
        { pageSize: 50 },
      )
    ).list.filter((w) => w.kind === MEMBERSHIP_CHANGE);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ title: '数据更新后集团成员变动', propagated: false });
    expect(warnings[0]!.detail).toBe(`新增成员：${lone.name}`);
  }, 120_000);

  it('starts one run per load, and none for an institution that never ran the identification', async () => {
    // What the app looks for at each interval: nobody is behind once the load's run is started.
    expect(await institutionsBehind(db())).toEqual([]);
    expect(await runsOf('DEMO')).toBe(2);
    expect(await runsOf('DEMO2')).toBe(0);
    expect(await latestRun(other)).toBeNull();
  });

  it('is not started by a load that writes none of the grouping inputs', async () => {
    const update = path.join(tmp, `${engine}-changes`);
    mkdirSync(update, { recursive: true });
    writeJsonl(update, 'changes.jsonl', []);
    await loadDataSet(db(), update);
    expect(await institutionsBehind(db())).toEqual([]);
  });

  it('is started again by the next load, even when the run for the last one failed', async () => {
    await sql`update work_run set state = 'failed' where kind = 'scs.identify' and state = 'done'
              and (params->>'dataLoadId') is not null`.execute(db());
    const update = path.join(tmp, `${engine}-again`);
    mkdirSync(update, { recursive: true });
    writeJsonl(update, 'shareholdings.jsonl', [
      { companyId: lone.id, holderKind: 'C', holderId: head.id, ratio: 0.7, subscribedDate: '2026-06-25' },
    ]);
    await loadDataSet(db(), update);
    await vi.waitFor(async () => expect(await runsOf('DEMO')).toBe(3), { timeout: 60_000, interval: 100 });
  }, 120_000);
});
