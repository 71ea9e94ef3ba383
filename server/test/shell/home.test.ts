import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyWork } from '@esee/contracts';
import { ONE_ENGINE, firstEntIds, withApp, type Client, type TestApp } from '../fixtures';

describe.each(ONE_ENGINE)('首页「我的工作」 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let demo2: Client;
  let entIds: string[];
  const userId = async (instCode: string, username: string) =>
    (
      await t.database.db
        .selectFrom('app_user as u')
        .innerJoin('institution as i', 'i.id', 'u.inst_id')
        .select(['u.id', 'u.inst_id'])
        .where('i.code', '=', instCode)
        .where('u.username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 20, seed: 3, today: new Date('2026-11-22'), recordScale: 0 } });
    [analyst, admin, demo2] = await t.clients('analyst', 'admin', 'demo2');
    entIds = await firstEntIds(t.database.db, 3);
  }, 60_000);
  afterAll(() => t.close());

  const work = async (who: Client) => (await who.get('/esee/home/work')).data as MyWork;

  it('shows unread alerts with the high ones, the person’s runs and exports, recent companies and the last visit', async () => {
    const db = t.database.db;
    const me = await userId('DEMO', 'analyst');
    const instId = (await db.selectFrom('app_user').select('inst_id').where('id', '=', me).executeTakeFirstOrThrow())
      .inst_id;
    const alert = (level: string, title: string, read: boolean) => ({
      user_id: me,
      inst_id: instId,
      ent_id: entIds[0]!,
      source: 'record',
      kind: '经营异常',
      level,
      title,
      summary: title,
      record_id: null,
      event_date: null,
      read_at: read ? new Date('2026-11-21T02:00:00Z') : null,
    });
    await db
      .insertInto('monitor_alert')
      .values([
        alert('高风险', '列入经营异常名录', false),
        alert('警示', '地址变更', false),
        alert('警示', '已读', true),
      ])
      .execute();
    await db
      .insertInto('login_log')
      .values([
        { inst_id: instId, user_id: me, username: 'analyst', outcome: 'SUCCESS', created_at: '2026-11-20T01:00:00Z' },
        { inst_id: instId, user_id: me, username: 'analyst', outcome: 'FAILURE', created_at: '2026-11-20T05:00:00Z' },
        { inst_id: instId, user_id: me, username: 'analyst', outcome: 'SUCCESS', created_at: '2026-11-21T01:00:00Z' },
      ])
      .execute();
    await db
      .insertInto('work_run')
      .values({
        inst_id: instId,
        user_id: me,
        kind: 'scs.identify',
        scope: 'book:x',
        params: '{}',
        // Finished: a run left queued or running would be taken up by the app's job system.
        state: 'failed',
        progress: 0.4,
        failure_reason: '运行中断',
        finished_at: new Date('2026-06-29T02:00:00Z'),
      })
      .execute();
    await analyst.post('/esee/userAnalysis/entHisEntry', { entId: entIds[1] });
    const kase = (dueDate: string, status: '待处理' | '已处置') => ({
      inst_id: instId,
      ent_id: entIds[0]!,
      title: '经营异常核查',
      status,
      assignee_id: me,
      team_id: null,
      due_date: dueDate,
      decision: null,
      opened_by: me,
    });
    // The tests' clock reads 2026-06-30: one open case overdue, one open in time, one closed.
    await db
      .insertInto('monitor_case')
      .values([kase('2026-06-01', '待处理'), kase('2026-12-31', '待处理'), kase('2026-06-01', '已处置')])
      .execute();

    const mine = await work(analyst);
    // The sign-in before the latest one, in Beijing time.
    expect(mine.lastVisit).toBe('2026-11-20 09:00:00');
    expect(mine.todos.find((d) => d.key === 'alerts')).toMatchObject({ title: '未读监控预警', count: 2, urgent: 1 });
    expect(mine.todos.find((d) => d.key === 'cases')).toMatchObject({ count: 2, urgent: 1, urgentLabel: '已逾期' });
    expect(mine.alerts!.map((a) => a.title).sort()).toEqual(['列入经营异常名录', '地址变更']);
    expect(mine.jobs[0]).toMatchObject({
      title: '同一客户识别',
      state: 'failed',
      progress: 40,
      at: '2026-06-29 10:00',
    });
    expect(mine.recent.map((c) => c.entId)).toEqual([entIds[1]]);
    // Others see nothing of it.
    const theirs = await work(admin);
    expect(theirs.todos.find((d) => d.key === 'alerts')!.count).toBe(0);
    expect(theirs.jobs).toEqual([]);
    expect(theirs.recent).toEqual([]);
  });

  it('counts SCS changes waiting for a checker other than their maker', async () => {
    const db = t.database.db;
    const [adminId, analystId] = [await userId('DEMO', 'admin'), await userId('DEMO', 'analyst')];
    const instId = (
      await db.selectFrom('app_user').select('inst_id').where('id', '=', adminId).executeTakeFirstOrThrow()
    ).inst_id;
    const change = (maker: number) => ({
      inst_id: instId,
      kind: 'family',
      payload: '{}',
      reason: '补录',
      summary: '新增家族关系',
      before: null,
      proposed: null,
      after: null,
      target: null,
      maker_id: maker,
    });
    await db
      .insertInto('scs_change')
      .values([change(adminId), change(analystId), change(analystId)])
      .execute();
    const review = (await work(admin)).todos.find((d) => d.key === 'scsReview');
    expect(review).toMatchObject({ title: '同一客户数据待复核', count: 2 });
  });

  it('shows only the parts of the institution’s solutions', async () => {
    const theirs = await work(demo2);
    expect(theirs.figures.map((f) => f.solution).sort()).toEqual(['cba', 'prma']);
    expect(theirs.todos.map((d) => d.key)).not.toContain('scsReview');
    expect(theirs.todos.map((d) => d.key)).not.toContain('bankFlowReview');
    const ours = await work(admin);
    expect(ours.figures.map((f) => f.solution).sort()).toEqual(['cba', 'iba', 'prma', 'scs']);
    expect(ours.figures.find((f) => f.solution === 'scs')).toMatchObject({ value: 0, note: '尚未运行同一客户识别' });
  });
});
