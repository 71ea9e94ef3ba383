import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DerivedAlertEvidence } from '@esee/contracts';
import { loadDataSet } from '../../src/data/load';
import type { Db } from '../../src/platform/db/database';
import { DerivedRefresh } from '../../src/areas/monitor/derived/refresh';
import type { JobQueue } from '../../src/platform/jobs/queue';
import { ENGINES, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { writeJsonl } from '../fixtures/files';
import { derivedCaughtUp, plantEntities, plantHolding } from '../fixtures/derived';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-derived-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * A chain: 张三 holds 36% of 中间公司 (李四 and 赵六 32% each), which holds 50% of 目标公司 (18%); 王五 holds the other
 * 50% of 目标公司, so that nobody controls it and 王五 is a beneficial owner throughout. The update moves 张三 to 62% of
 * 中间公司 (31%).
 */
const TARGET = { id: 'TEST-DERIVED-T', name: '测试目标科技有限公司' };
const MIDDLE = { id: 'TEST-DERIVED-M', name: '测试中间投资有限公司' };
const PEOPLE = [
  { id: 'TEST-P-ZHANG', name: '张三' },
  { id: 'TEST-P-LI', name: '李四' },
  { id: 'TEST-P-WANG', name: '王五' },
  { id: 'TEST-P-ZHAO', name: '赵六' },
];

async function plantChain(db: Db) {
  await plantEntities(db, [TARGET, MIDDLE], PEOPLE);
  const hold = (company: string, kind: 'C' | 'P', holder: string, ratio: number) =>
    plantHolding(db, company, kind, holder, ratio, '2020-03-01');
  await hold(MIDDLE.id, 'P', 'TEST-P-ZHANG', 0.36);
  await hold(MIDDLE.id, 'P', 'TEST-P-LI', 0.32);
  await hold(MIDDLE.id, 'P', 'TEST-P-ZHAO', 0.32);
  await hold(TARGET.id, 'C', MIDDLE.id, 0.5);
  await hold(TARGET.id, 'P', 'TEST-P-WANG', 0.5);
}

/** The update (张三 to 62% of 中间公司) as a data set in a folder of its own, `name`. */
function updateFolder(name: string): string {
  const folder = path.join(tmp, name);
  mkdirSync(folder, { recursive: true });
  writeJsonl(folder, 'shareholdings.jsonl', [
    { companyId: MIDDLE.id, holderKind: 'P', holderId: 'TEST-P-ZHANG', ratio: 0.62, subscribedDate: '2026-11-20' },
    { companyId: MIDDLE.id, holderKind: 'P', holderId: 'TEST-P-LI', ratio: 0.19, subscribedDate: '2020-03-01' },
    { companyId: MIDDLE.id, holderKind: 'P', holderId: 'TEST-P-ZHAO', ratio: 0.19, subscribedDate: '2020-03-01' },
  ]);
  return folder;
}

interface AlertRow {
  alertId: number;
  source: string;
  kind: string;
  level: string;
  title: string;
  summary: string;
}

describe.each(ONE_ENGINE)('derived conclusions on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let demo2: Client;
  let update: string;
  beforeAll(async () => {
    // The inbox interval is also how often the app asks for a refresh: short, so that the test waits little.
    t = await withApp({ engine, env: { INBOX_SECONDS: '0.2' }, beforeApp: plantChain });
    [analyst, admin, demo2] = await t.clients('analyst', 'admin', 'demo2');
    update = updateFolder(`${engine}-update`);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const derivedAlerts = async (who: Client, entId: string) =>
    ((await who.post('/esee/monitorAlert/list', { entId })).data.list as AlertRow[]).filter(
      (a) => a.source === 'derived',
    );
  const baselineOf = async (instCode: string, entId: string) =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from derived_conclusion d join institution i on i.id = d.inst_id
        where i.code = ${instCode} and d.ent_id = ${entId}`.execute(db())
    ).rows[0]!.n;
  /** Waits until the refresh jobs have brought the conclusions up to the last load (a state, not a time). */
  const caughtUp = () => derivedCaughtUp(t);

  it('gives a company newly monitored its baseline without an alert', async () => {
    await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: [TARGET.id] });
    await admin.post('/esee/monitorManage/addMonitorObj', { entIds: [TARGET.id] });
    await demo2.post('/esee/monitorManage/addMonitorObj', { entIds: [TARGET.id] });
    // The admin takes only 失信 alerts: none of the derived kinds.
    await admin.post('/esee/monitorSetting/save', { kinds: ['dishonest'], levels: ['高风险', '中风险', '警示'] });
    await vi.waitFor(async () => expect(await baselineOf('DEMO', TARGET.id)).toBe(4), {
      timeout: 30_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect(await baselineOf('DEMO2', TARGET.id)).toBe(4), {
      timeout: 30_000,
      interval: 100,
    });
    await t.app.jobs.idle();
    expect(await derivedAlerts(analyst, TARGET.id)).toEqual([]);
    const status = (await analyst.post('/esee/monitorDerived/status', { entId: TARGET.id })).data.list as {
      kind: string;
      value: { owners?: { person: { name: string }; share: number }[] };
    }[];
    expect(status.map((s) => s.kind)).toEqual(['actualController', 'beneficialOwners', 'group', 'relatedParty']);
    expect(status[1]!.value.owners!.map((o) => [o.person.name, o.share])).toEqual([['王五', 0.5]]);
    // The settings page lists the derived kinds.
    const rules = (await analyst.get('/esee/monitorSetting/get')).data.rules as { kind: string; title: string }[];
    expect(
      rules.filter((r) => ['beneficialOwnerChange', 'controllerChange'].includes(r.kind)).map((r) => r.title),
    ).toEqual(['受益所有人变更', '实际控制人变更']);
  });

  it('raises 受益所有人变更 with its path when a daily update moves a holding over 25%, off the load, and a reload raises nothing', async () => {
    await caughtUp();
    await loadDataSet(db(), update);
    await caughtUp();
    // Not the load's work: the alerts were written by another transaction than the load's, a job of the job system.
    const { rows: writers } = await sql<{ same: boolean }>`
      select a.xmin::text = (select l.xmin::text from data_load l order by l.id desc limit 1) as same
      from monitor_alert a where a.source = 'derived'`.execute(db());
    expect(writers.map((w) => w.same)).toEqual([false, false]);
    const jobs = await sql<{ state: string }>`select state from pgboss.job where name = 'derived.refresh'`.execute(
      db(),
    );
    expect(jobs.rows.map((r) => r.state)).toContain('completed');

    const [alert, ...more] = await derivedAlerts(analyst, TARGET.id);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'beneficialOwnerChange',
      level: '中风险',
      title: '新增受益所有人：张三 31.00%',
    });
    expect(alert!.summary).toContain('张三 31.00%');
    // The admin's settings do not take it; the other institution hears of it on its own conclusion.
    expect(await derivedAlerts(admin, TARGET.id)).toEqual([]);
    expect((await derivedAlerts(demo2, TARGET.id)).map((a) => a.title)).toEqual(['新增受益所有人：张三 31.00%']);

    const detail = (await analyst.get(`/esee/monitorAlert/detail?alertId=${alert!.alertId}`)).data as {
      evidence: DerivedAlertEvidence;
    };
    const evidence = detail.evidence;
    if (evidence.kind !== 'beneficialOwners') throw new Error(`evidence of ${evidence.kind}`);
    expect(evidence.changes).toEqual([
      { entity: { id: 'TEST-P-ZHANG', kind: 'P', name: '张三' }, before: null, after: 0.31 },
    ]);
    const zhang = evidence.after.owners.find((o) => o.person.name === '张三')!;
    expect(zhang.paths.map((p) => [p.entities.map((e) => e.name), p.ratios])).toEqual([
      [
        ['张三', MIDDLE.name, TARGET.name],
        [0.62, 0.5],
      ],
    ]);
    expect(evidence.before.owners.map((o) => o.person.name)).toEqual(['王五']);
    expect(evidence.records).toContainEqual({
      companyId: MIDDLE.id,
      companyName: MIDDLE.name,
      holderId: 'TEST-P-ZHANG',
      holderName: '张三',
      ratio: 0.62,
      subscribedDate: '2026-11-20',
    });
    expect(evidence.records.map((r) => `${r.holderId}>${r.companyId}`).sort()).toEqual(
      ['TEST-DERIVED-M>TEST-DERIVED-T', 'TEST-P-WANG>TEST-DERIVED-T', 'TEST-P-ZHANG>TEST-DERIVED-M'].sort(),
    );
    expect(evidence.loads).toHaveLength(1);

    // The same update again: the conclusions are computed again and are the same; nobody is alerted.
    await loadDataSet(db(), update);
    await caughtUp();
    expect(await derivedAlerts(analyst, TARGET.id)).toHaveLength(1);
    expect(await derivedAlerts(demo2, TARGET.id)).toHaveLength(1);
  });

  it('says 受益所有人变更 with before and after when an owner’s share moves, and 实际控制人变更 and 集团归属变更 when control does', async () => {
    const next = path.join(tmp, `${engine}-next`);
    mkdirSync(next, { recursive: true });
    // 王五 sells 10% of 目标公司 to 中间公司 (60%): 中间公司 now controls it, and through it 张三 (62%).
    writeJsonl(next, 'shareholdings.jsonl', [
      { companyId: TARGET.id, holderKind: 'C', holderId: MIDDLE.id, ratio: 0.6 },
      { companyId: TARGET.id, holderKind: 'P', holderId: 'TEST-P-WANG', ratio: 0.4 },
    ]);
    await loadDataSet(db(), next);
    await caughtUp();
    const titles = (await derivedAlerts(analyst, TARGET.id)).map((a) => a.title).sort();
    expect(titles).toEqual(
      [
        '新增受益所有人：张三 31.00%',
        '受益所有人变更：王五 50.00% → 40.00% 等 2 项',
        '实际控制人变更：无实际控制人 → 张三',
        // 张三 now controls 中间公司 and through it 目标公司: the two are a group.
        '集团归属变更：加入张三控制的集团（2 家企业）',
      ].sort(),
    );
  });

  it('gives a company monitored later its baseline silently', async () => {
    await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: [MIDDLE.id] });
    await vi.waitFor(async () => expect(await baselineOf('DEMO', MIDDLE.id)).toBe(4), {
      timeout: 30_000,
      interval: 100,
    });
    await t.app.jobs.idle();
    expect(await derivedAlerts(analyst, MIDDLE.id)).toEqual([]);
  });
});

/**
 * Two instances refreshing at once: a load that comes while one instance's refresh runs queues a job for the new
 * state, which another instance takes. Both compute the same change of the same company; it is one alert per user.
 */
describe.runIf(ENGINES.includes('postgres'))('derived conclusions refreshed by two instances at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No refresh of the app's own (it asks at start and then hourly): the test's own runs are the only ones.
    t = await withApp({ engine: 'postgres', env: { INBOX_SECONDS: '3600' }, beforeApp: plantChain });
  }, 60_000);
  afterAll(() => t.close());

  /** A refresh as another instance has it (its job queue is not needed to run one). */
  const refreshRun = () =>
    new DerivedRefresh(t.database.db, { define: () => undefined } as unknown as JobQueue, t.app.log).kind.run(
      {},
      { id: 'test', signal: new AbortController().signal },
    );

  it('raises one alert per user for the change both compute', async () => {
    const [analyst] = await t.clients('analyst');
    await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: [TARGET.id] });
    await t.app.jobs.idle();
    await refreshRun();
    await loadDataSet(t.database.db, updateFolder('two-at-once'));
    await Promise.all([refreshRun(), refreshRun(), refreshRun()]);
    const { rows } = await sql<{ title: string }>`
      select title from monitor_alert where source = 'derived' and ent_id = ${TARGET.id}`.execute(t.database.db);
    expect(rows.map((r) => r.title)).toEqual(['新增受益所有人：张三 31.00%']);
  });
});
