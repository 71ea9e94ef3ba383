import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  type CreditGroupDetail,
  type CreditGroupList,
  type CreditSimulation,
  type MiningResult,
  type ScsGroupDetail,
  type ScsGroupList,
  type WarningList,
} from '@esee/contracts';
import { ONE_ENGINE, type Client, type TestApp } from '../fixtures';
import { runScs } from './runScs';
import { addToBook, controlGroup, scsApp } from './fixtures';
import { today } from '../../src/platform/clock';

describe.each(ONE_ENGINE)('SCS 关系挖掘, 统一授信 and 风险预警 on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let analyst: Client;
  let other: Client;
  let outsider: Client;
  /** A company holding over half of two others: a control group of three customers. */
  let group: string[];
  /** Ten customers without holdings in common: a guarantee circle of three, a chain of three, four more. */
  let lone: { id: string; name: string }[];
  /** The control group of the latest run, once mining has pushed its suggestion and identification has run. */
  let controlGroupId: number;

  beforeAll(async () => {
    ({ t, admin, analyst, other, single: outsider } = await scsApp(engine, { seed: 7 }));
    const db = t.database.db;
    const { head, subs } = await controlGroup(db, 2);
    group = [head.id, ...subs.map((c) => c.id)];
    const alone = await sql<{ ent_id: string; name: string }>`
      select c.ent_id, c.name from company c
      where not exists (select 1 from shareholding s where s.holder_id = c.ent_id)
        and not exists (select 1 from branch b where b.branch_id = c.ent_id or b.parent_id = c.ent_id)
        and not exists (
          select 1 from shareholding s join shareholding s2 on s2.holder_id = s.holder_id and s2.company_id <> s.company_id
          where s.company_id = c.ent_id)
      order by c.ent_id limit 10`.execute(db);
    lone = alone.rows.map((r) => ({ id: r.ent_id, name: r.name }));
    const demo = await addToBook(
      db,
      'DEMO',
      [...group, ...lone.map((l) => l.id)].map((entId, i) => ({
        ent_id: entId,
        loan_amount: 10_000_000 * (i + 1),
        overdue_days: i === 1 ? 45 : 0,
        loan_class: i === 1 ? '关注' : '正常',
      })),
    );
    const [a, b, c, d, e, f] = lone.map((l) => l.id) as [string, string, string, string, string, string];
    await db
      .insertInto('scs_guarantee')
      .values(
        [
          [a, b],
          [b, c],
          [c, a],
          [d, e],
          [e, f],
        ].map(([g, h]) => ({ inst_id: demo, guarantor_id: g!, guaranteed_id: h!, amount: 1_000_000 })),
      )
      .execute();
  }, 180_000);
  afterAll(() => t.close());

  it('refuses every call to a user without the page right', async () => {
    for (const [method, url] of [
      ['GET', '/esee/scs/mining/links'],
      ['GET', '/esee/scs/credit/groups'],
      ['POST', '/esee/scs/warning/scan'],
      ['GET', '/esee/scs/warning/list'],
    ] as const)
      expect((method === 'POST' ? await outsider.post(url, {}) : await outsider.get(url)).code, url).toBe(
        ResultCode.FORBIDDEN,
      );
  });

  it('mines the guarantee circle, the chain and a shared phone, and pushes a link as a suggestion', async () => {
    // A customer in no group shares a phone with a member of the control group: a hidden link.
    expect((await runScs(analyst)).code).toBe(ResultCode.OK);
    const before = (await analyst.get('/esee/scs/sameCustomer/groups?pageSize=50')).data as ScsGroupList;
    const grouped = new Set<string>();
    for (const g of before.list)
      for (const m of ((await analyst.get(`/esee/scs/sameCustomer/group?groupId=${g.groupId}`)).data as ScsGroupDetail)
        .members)
        grouped.add(m.entId);
    const free = lone.slice(6).find((l) => !grouped.has(l.id))!;
    expect(free).toBeDefined();
    await t.database.db
      .updateTable('company')
      .set({ phone: '0571-88880000' })
      .where('ent_id', 'in', [group[2]!, free.id])
      .execute();
    const res = await analyst.get('/esee/scs/mining/links?pageSize=50');
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    const mined = res.data as MiningResult;
    expect(mined.customerCount).toBe(13);
    const circle = mined.structures.find((s) => s.kind === 'circle')!;
    expect(circle.members.map((m) => m.entId)).toEqual([lone[0]!.id, lone[1]!.id, lone[2]!.id].sort());
    expect(mined.structures.find((s) => s.kind === 'chain')!.members.map((m) => m.entId)).toEqual([
      lone[3]!.id,
      lone[4]!.id,
      lone[5]!.id,
    ]);
    const [x, y] = [group[2]!, free.id].sort();
    const phone = mined.list.find((l) => l.entIdA === x && l.entIdB === y)!;
    expect(phone.types).toContain('phone');
    expect(phone.evidence[0]!.detail).toContain('0571-88880000');

    const filtered = (await analyst.get('/esee/scs/mining/links?type=guaranteeCircle')).data as MiningResult;
    expect(filtered.list.every((l) => l.types.includes('guaranteeCircle'))).toBe(true);
    expect(filtered.total).toBe(3);

    expect((await analyst.post('/esee/scs/mining/push', { entIdA: x, entIdB: y })).code).toBe(ResultCode.OK);
    // DEMO2's book has neither: nothing to push there.
    expect((await other.post('/esee/scs/mining/push', { entIdA: x, entIdB: y })).code).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post('/esee/scs/mining/push', { entIdA: x })).code).toBe(ResultCode.BAD_REQUEST);
    const again = (await analyst.get('/esee/scs/mining/links?type=phone')).data as MiningResult;
    expect(again.list.find((l) => l.entIdA === x && l.entIdB === y)!.pushed).toBe(true);

    expect((await runScs(analyst)).code).toBe(ResultCode.OK);
    const groups = (await analyst.get('/esee/scs/sameCustomer/groups?pageSize=50')).data as ScsGroupList;
    const controlGroup = groups.list.find((g) => g.coreEntId === group[0])!;
    controlGroupId = controlGroup.groupId;
    const detail = (await analyst.get(`/esee/scs/sameCustomer/group?groupId=${controlGroup.groupId}`))
      .data as ScsGroupDetail;
    const suggested = detail.members.find((m) => m.entId === free.id)!;
    expect(suggested).toMatchObject({ suggested: true });
    expect(suggested.reason).toContain('关系挖掘');
    expect(suggested.evidence[0]).toMatchObject({ kind: 'mined', note: expect.stringContaining('相同电话') });

    const file = await analyst.inject({ method: 'GET', url: '/esee/scs/mining/export' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps group limits and allocations, refuses over-allocation, warns and simulates a loan', async () => {
    const list = (await analyst.get('/esee/scs/credit/groups')).data as CreditGroupList;
    expect(list.capital).toEqual({ tier1: null, net: null });
    const row = list.list.find((g) => g.groupId === controlGroupId)!;
    expect(row.exposure).toBeGreaterThan(0);
    // Without the capital figures no concentration can be measured: the 授信测算 does not pass on it (issue 36).
    const blind = (
      await analyst.post('/esee/scs/credit/simulate', { groupId: row.groupId, entId: group[0], amount: 1_000 })
    ).data as CreditSimulation;
    expect(blind.pass).toBe(false);
    expect(blind.broken).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^请填写一级资本净额，方可计量一组非同业关联客户风险暴露、(非同业|同业)单一客户/),
        '请填写资本净额，方可计量单一客户贷款余额',
      ]),
    );

    const capitals = { netTier1Capital: 3_000_000_000, netCapital: 3_500_000_000 };
    expect((await analyst.post('/esee/scs/credit/capital', capitals)).code).toBe(ResultCode.FORBIDDEN);
    expect((await admin.post('/esee/scs/credit/capital', capitals)).code).toBe(ResultCode.OK);

    const groupId = row.groupId;
    const refused = await analyst.post('/esee/scs/credit/allocate', {
      groupId,
      allocations: [{ entId: group[0], limit: 1 }],
    });
    expect(refused.code).toBe(ResultCode.BAD_REQUEST);
    expect(refused.message).toContain('请先核定集团授信额度');
    expect((await analyst.post('/esee/scs/credit/groupLimit', { groupId, groupLimit: 200_000_000 })).code).toBe(
      ResultCode.OK,
    );
    const over = await analyst.post('/esee/scs/credit/allocate', {
      groupId,
      allocations: [
        { entId: group[0], limit: 150_000_000 },
        { entId: group[1], limit: 60_000_000 },
      ],
    });
    expect(over.code).toBe(ResultCode.BAD_REQUEST);
    expect(over.message).toMatch(/成员额度合计21,?000万元超过集团授信额度20,?000万元/);
    const okay = await analyst.post('/esee/scs/credit/allocate', {
      groupId,
      allocations: [
        { entId: group[0], limit: 12_000_000 },
        { entId: group[1], limit: 20_000_000, frozen: 1_000_000 },
      ],
    });
    expect(okay.code, JSON.stringify(okay)).toBe(ResultCode.OK);
    expect(
      (
        await analyst.post('/esee/scs/credit/allocate', {
          groupId,
          allocations: [{ entId: lone[0]!.id, limit: 1 }],
        })
      ).code,
    ).toBe(ResultCode.NOT_FOUND);

    const detail = (await analyst.get(`/esee/scs/credit/group?groupId=${groupId}`)).data as CreditGroupDetail;
    expect(detail).toMatchObject({
      groupLimit: 200_000_000,
      allocated: 32_000_000,
      frozen: 1_000_000,
      capital: { tier1: 3_000_000_000, net: 3_500_000_000 },
    });
    // The core uses 1000万 of 1200万 (83%): an 80% warning on its member limit.
    const core = detail.members.find((m) => m.entId === group[0])!;
    expect(core).toMatchObject({ limit: 12_000_000, available: 2_000_000, limitUsage: { step: 0.8 } });
    expect(detail.warnings).toContainEqual(expect.objectContaining({ limitName: '成员授信额度', step: 0.8 }));
    expect(detail.trend.length).toBeGreaterThanOrEqual(2);

    const sim = (await analyst.post('/esee/scs/credit/simulate', { groupId, entId: group[0], amount: 5_000_000 }))
      .data as CreditSimulation;
    expect(sim.pass).toBe(false);
    expect(sim.member.availableAfter).toBe(-3_000_000);
    expect(sim.broken[0]).toContain('超出成员可用额度');
    const fits = (await analyst.post('/esee/scs/credit/simulate', { groupId, entId: group[0], amount: 1_000 }))
      .data as CreditSimulation;
    expect(fits.pass).toBe(true);
    expect((await analyst.post('/esee/scs/credit/simulate', { groupId, entId: group[0], amount: 0 })).code).toBe(
      ResultCode.BAD_REQUEST,
    );

    // Another institution's group is as good as none.
    expect((await other.get(`/esee/scs/credit/group?groupId=${groupId}`)).code).toBe(ResultCode.NOT_FOUND);
    expect((await other.post('/esee/scs/credit/groupLimit', { groupId, groupLimit: 1 })).code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(((await other.get('/esee/scs/credit/groups')).data as CreditGroupList).list).toEqual([]);
  });

  it('refuses a missing, zero or negative capital figure with a sentence naming it', async () => {
    const refusals = [
      [{ netTier1Capital: 0, netCapital: 1e9 }, '一级资本净额须为大于0的金额（元）'],
      [{ netTier1Capital: -5, netCapital: 1e9 }, '一级资本净额须为大于0的金额（元）'],
      [{ netTier1Capital: 1e9, netCapital: -1 }, '资本净额须为大于0的金额（元）'],
      [{ netTier1Capital: 1e9, netCapital: null }, '请填写资本净额'],
      [{ netTier1Capital: null, netCapital: 1e9 }, '请填写一级资本净额'],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await admin.post('/esee/scs/credit/capital', body);
      expect(res, JSON.stringify(body)).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
      expect(res.message).toBe(`请求参数有误：${message}`);
    }
    expect((await admin.post('/esee/scs/credit/capital', { netTier1Capital: 1e9 })).code).toBe(ResultCode.BAD_REQUEST);
    // Nothing was stored by the refusals.
    const list = (await analyst.get('/esee/scs/credit/groups')).data as CreditGroupList;
    expect(list.capital).toEqual({ tier1: 3_000_000_000, net: 3_500_000_000 });
  });

  it('measures each limit against its own base and article: 15% / 20% / 25% of 一级资本净额, loans 10% of 资本净额', async () => {
    // The core's exposure is its loan of 1000万. 一级资本净额 7000万, 资本净额 8000万.
    expect(
      (await admin.post('/esee/scs/credit/capital', { netTier1Capital: 70_000_000, netCapital: 80_000_000 })).code,
    ).toBe(ResultCode.OK);
    const detail = (await analyst.get(`/esee/scs/credit/group?groupId=${controlGroupId}`)).data as CreditGroupDetail;
    expect(detail.capital).toEqual({ tier1: 70_000_000, net: 80_000_000 });
    const core = detail.members.find((m) => m.entId === group[0])!;
    expect(core.measures).toEqual([
      expect.objectContaining({
        key: 'single',
        share: 0.15,
        base: '一级资本净额',
        article: expect.stringContaining('《商业银行大额风险暴露管理办法》（银保监会令2018年第1号）第十六条'),
        amount: 10_000_000,
        capital: 70_000_000,
        ratio: 0.1429,
        step: 0.9,
      }),
      expect.objectContaining({
        key: 'loan',
        share: 0.1,
        base: '资本净额',
        // 第十六条 states the loan ratio (of 资本净额) beside the exposure's; 商业银行法 第三十九条 states it too.
        article: expect.stringMatching(
          /^《商业银行大额风险暴露管理办法》（银保监会令2018年第1号）第十六条、《商业银行法》第三十九条/,
        ),
        amount: 10_000_000,
        capital: 80_000_000,
        ratio: 0.125,
        step: 1,
      }),
    ]);
    expect(detail.measure).toMatchObject({
      key: 'group',
      share: 0.2,
      base: '一级资本净额',
      article: expect.stringContaining('第十七条'),
      amount: detail.used.total,
      ratio: Math.round((detail.used.total / 70_000_000) * 10_000) / 10_000,
    });
    expect(detail.warnings).toContainEqual(
      expect.objectContaining({ name: core.entName, limitName: '单一客户贷款余额（资本净额的10%）', step: 1 }),
    );
    const row = ((await analyst.get('/esee/scs/credit/groups')).data as CreditGroupList).list.find(
      (g) => g.groupId === controlGroupId,
    )!;
    expect(row.measure).toMatchObject({ key: 'group', share: 0.2, ratio: detail.measure.ratio });

    // A loan of 1元 more keeps the core within 15% of 一级资本净额 but puts its loans over 10% of 资本净额.
    const sim = (
      await analyst.post('/esee/scs/credit/simulate', { groupId: controlGroupId, entId: group[0], amount: 1 })
    ).data as CreditSimulation;
    expect(sim.measures.map((m) => m.key)).toEqual(['group', 'single', 'loan']);
    expect(sim.broken).toContainEqual(
      expect.stringMatching(
        /^单一客户贷款余额将达资本净额的12.50%，超过10.00%上限（《商业银行大额风险暴露管理办法》.*第十六条、《商业银行法》第三十九条/,
      ),
    );
    expect(sim.broken.some((b) => b.startsWith('非同业单一客户风险暴露'))).toBe(false);

    // Every member 同业 (a bank): the group and its members are measured by 第十八条, 25%.
    const db = t.database.db;
    const ids = detail.members.map((m) => m.entId);
    const before = await db
      .selectFrom('company')
      .select(['ent_id', 'industry_code'])
      .where('ent_id', 'in', ids)
      .execute();
    await db.updateTable('company').set({ industry_code: 'J6621' }).where('ent_id', 'in', ids).execute();
    try {
      const banks = (await analyst.get(`/esee/scs/credit/group?groupId=${controlGroupId}`)).data as CreditGroupDetail;
      expect(banks.measure).toMatchObject({
        key: 'interbank',
        share: 0.25,
        article: expect.stringContaining('第十八条'),
      });
      const bank = banks.members.find((m) => m.entId === group[0])!;
      expect(bank).toMatchObject({ interbank: true });
      expect(bank.measures.map((m) => [m.key, m.share])).toEqual([
        ['interbank', 0.25],
        ['loan', 0.1],
      ]);
    } finally {
      for (const b of before)
        await db
          .updateTable('company')
          .set({ industry_code: b.industry_code })
          .where('ent_id', '=', b.ent_id)
          .execute();
      // The later tests read the warnings of the first capital figures.
      await admin.post('/esee/scs/credit/capital', { netTier1Capital: 3_000_000_000, netCapital: 3_500_000_000 });
    }
  });

  it('scans warnings once per signal, propagates them to the group, and handles them in the inbox', async () => {
    const day = today();
    await t.database.db
      .insertInto('record')
      .values({
        record_id: `scs-app-dishonest-${engine}`,
        company_id: group[2]!,
        kind: 'dishonest',
        record_date: day,
        payload: JSON.stringify({ caseNo: '（2026）浙01执123号' }),
      })
      .execute();
    const first = await analyst.post('/esee/scs/warning/scan');
    expect(first.code, JSON.stringify(first)).toBe(ResultCode.OK);
    expect(first.data.created).toBeGreaterThan(0);
    const second = await analyst.post('/esee/scs/warning/scan');
    expect(second.data).toMatchObject({ created: 0, total: first.data.total });

    const red = (await analyst.get('/esee/scs/warning/list?severity=红&pageSize=50')).data as WarningList;
    expect(red.list.some((w) => w.entId === group[2] && w.kind === '失信被执行人' && !w.propagated)).toBe(true);
    const key = ((await analyst.get(`/esee/scs/credit/group?groupId=${controlGroupId}`)).data as CreditGroupDetail)
      .groupKey;
    const spread = (
      await analyst.get(`/esee/scs/warning/list?propagated=true&groupKey=${encodeURIComponent(key)}&pageSize=50`)
    ).data as WarningList;
    const propagated = spread.list.find((w) => w.kind === '失信被执行人')!;
    expect(propagated).toMatchObject({ severity: '橙', propagated: true, status: '待处理' });
    expect(propagated.title).toContain('成员风险传导');
    const internal = (await analyst.get('/esee/scs/warning/list?pageSize=50')).data as WarningList;
    expect(internal.list.some((w) => w.kind === '逾期' && w.severity === '橙')).toBe(true);
    expect(internal.list.some((w) => w.kind === '五级分类调整')).toBe(true);
    expect(internal.list.some((w) => w.kind === '限额突破')).toBe(true);

    const id = propagated.warningId;
    const users = (await analyst.get('/esee/scs/warning/assignees')).data as {
      userId: number;
      name: string;
    }[];
    const otherUsers = (await other.get('/esee/scs/warning/assignees')).data as { userId: number }[];
    expect(
      (await analyst.post('/esee/scs/warning/update', { warningId: id, assigneeId: otherUsers[0]!.userId })).code,
    ).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post('/esee/scs/warning/update', { warningId: id, assigneeId: users[0]!.userId })).code).toBe(
      ResultCode.OK,
    );
    const ignore = await analyst.post('/esee/scs/warning/update', { warningId: id, status: '已忽略' });
    expect(ignore.code).toBe(ResultCode.BAD_REQUEST);
    expect(ignore.message).toContain('忽略原因');
    expect((await analyst.post('/esee/scs/warning/update', { warningId: id, status: '关闭' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await other.post('/esee/scs/warning/update', { warningId: id, status: '处理中' })).code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(
      (await analyst.post('/esee/scs/warning/update', { warningId: id, status: '已处置', note: '已压降授信' })).code,
    ).toBe(ResultCode.OK);
    const done = (await analyst.get('/esee/scs/warning/list?status=已处置')).data as WarningList;
    expect(done.list[0]).toMatchObject({
      warningId: id,
      note: '已压降授信',
      assigneeId: users[0]!.userId,
      overdue: false,
    });
    expect(((await other.get('/esee/scs/warning/list')).data as WarningList).total).toBe(0);
  });
});
