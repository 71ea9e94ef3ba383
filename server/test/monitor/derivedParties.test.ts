import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DerivedAlertEvidence, RelatedCustomer, RelatedPartyEntry } from '@esee/contracts';
import { loadDataSet } from '../../src/data/load';
import type { Db } from '../../src/platform/db/database';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { writeJsonl } from '../fixtures/files';
import { derivedCaughtUp, plantEntities, plantHolding } from '../fixtures/derived';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-derived-parties-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * 集团: 孙七 controls 成员甲 (60%) and holds 30% of 成员乙, where 钱九 (40%) is the largest holder; the update gives
 * 孙七 55% of 成员乙, so 成员甲 joins the group 孙七 controls.
 *
 * 关联方: 测试关联银行 is DEMO's own register entity (its holders 控股一号 and 控股二号 at 20% each, 卫十四 4%; 郑十一 its
 * 董事). 客户乙 has 冯十二 as 执行董事; DEMO lists 冯十二 as a person deciding credit. The update has 控股一号 take 60% of
 * 客户甲 and makes 郑十一 its 监事.
 */
const C = {
  tgt: { id: 'TEST-GRP-TGT', name: '测试集团成员甲有限公司' },
  sib: { id: 'TEST-GRP-SIB', name: '测试集团成员乙有限公司' },
  bank: { id: 'TEST-RPT-BANK', name: '测试关联银行股份有限公司' },
  hold: { id: 'TEST-RPT-HOLD', name: '测试控股一号有限公司' },
  hold2: { id: 'TEST-RPT-HOLD2', name: '测试控股二号有限公司' },
  cust: { id: 'TEST-RPT-CUST', name: '测试关联客户甲有限公司' },
  cust2: { id: 'TEST-RPT-CUST2', name: '测试关联客户乙有限公司' },
};
const P = {
  sun: { id: 'TEST-P-SUN', name: '孙七' },
  zhou: { id: 'TEST-P-ZHOU', name: '周八' },
  qian: { id: 'TEST-P-QIAN', name: '钱九' },
  wu: { id: 'TEST-P-WU', name: '吴十' },
  zheng: { id: 'TEST-P-ZHENG', name: '郑十一' },
  feng: { id: 'TEST-P-FENG', name: '冯十二' },
  wei: { id: 'TEST-P-WEI', name: '卫十四' },
  chen: { id: 'TEST-P-CHEN', name: '陈十五' },
};

async function plant(db: Db) {
  await plantEntities(db, Object.values(C), Object.values(P));
  const hold = (company: string, kind: 'C' | 'P', holder: string, ratio: number) =>
    plantHolding(db, company, kind, holder, ratio);
  await hold(C.tgt.id, 'P', P.sun.id, 0.6);
  await hold(C.tgt.id, 'P', P.zhou.id, 0.4);
  await hold(C.sib.id, 'P', P.qian.id, 0.4);
  await hold(C.sib.id, 'P', P.sun.id, 0.3);
  await hold(C.sib.id, 'P', P.wu.id, 0.3);
  await hold(C.bank.id, 'C', C.hold.id, 0.2);
  await hold(C.bank.id, 'C', C.hold2.id, 0.2);
  await hold(C.bank.id, 'P', P.wei.id, 0.04);
  await hold(C.cust.id, 'P', P.chen.id, 1);
  await hold(C.cust2.id, 'P', P.chen.id, 1);
  await sql`insert into executive (company_id, person_id, post) values
    (${C.bank.id}, ${P.zheng.id}, '董事'), (${C.cust2.id}, ${P.feng.id}, '执行董事')`.execute(db);
  // Both customers are in DEMO's book.
  await sql`insert into institution_customer (inst_id, ent_id)
            select i.id, c from institution i, unnest(${sql.val([C.cust.id, C.cust2.id])}::text[]) c
            where i.code = 'DEMO'`.execute(db);
}

interface AlertRow {
  alertId: number;
  source: string;
  kind: string;
  title: string;
  summary: string;
}

describe.each(ONE_ENGINE)('group membership and related parties follow the data on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let update: string;
  beforeAll(async () => {
    t = await withApp({ engine, env: { INBOX_SECONDS: '0.2' }, beforeApp: plant });
    [analyst, admin] = await t.clients('analyst', 'admin');
    update = path.join(tmp, `${engine}-update`);
    mkdirSync(update, { recursive: true });
    writeJsonl(update, 'shareholdings.jsonl', [
      { companyId: C.sib.id, holderKind: 'P', holderId: P.sun.id, ratio: 0.55, subscribedDate: '2026-06-28' },
      { companyId: C.sib.id, holderKind: 'P', holderId: P.qian.id, ratio: 0.25, subscribedDate: '2021-05-01' },
      { companyId: C.sib.id, holderKind: 'P', holderId: P.wu.id, ratio: 0.2, subscribedDate: '2021-05-01' },
      { companyId: C.cust.id, holderKind: 'C', holderId: C.hold.id, ratio: 0.6, subscribedDate: '2026-06-29' },
      { companyId: C.cust.id, holderKind: 'P', holderId: P.chen.id, ratio: 0.4, subscribedDate: '2021-05-01' },
    ]);
    writeJsonl(update, 'executives.jsonl', [{ companyId: C.cust.id, personId: P.zheng.id, post: '监事' }]);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** The company's derived alerts of one kind (a holding that moves moves the owners and controller too). */
  const derivedAlerts = async (entId: string, kind: 'groupChange' | 'relatedPartyChange') =>
    ((await analyst.post('/esee/monitorAlert/list', { entId })).data.list as AlertRow[]).filter(
      (a) => a.source === 'derived' && a.kind === kind,
    );
  const kept = async (entId: string) =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from derived_conclusion d join institution i on i.id = d.inst_id
        where i.code = 'DEMO' and d.ent_id = ${entId}`.execute(db())
    ).rows[0]!.n;
  const caughtUp = () => derivedCaughtUp(t);
  const status = async (entId: string, kind: string) =>
    ((await analyst.post('/esee/monitorDerived/status', { entId })).data.list as { kind: string; value: any }[]).find(
      (s) => s.kind === kind,
    )?.value;

  it('keeps a baseline of the four kinds without an alert, and a group is none while its controller controls nothing else', async () => {
    await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: [C.tgt.id, C.cust.id, C.cust2.id] });
    for (const c of [C.tgt, C.cust, C.cust2])
      await vi.waitFor(async () => expect(await kept(c.id)).toBe(4), { timeout: 30_000, interval: 100 });
    await caughtUp();
    expect(await derivedAlerts(C.tgt.id, 'groupChange')).toEqual([]);
    const group = await status(C.tgt.id, 'group');
    expect(group).toMatchObject({ root: null, members: 1, note: '实际控制人孙七未控制其他企业，不构成集团' });
    // Checked and left out: 孙七's 30% of 成员乙, which 钱九 controls.
    expect(group.nearMisses).toEqual([
      {
        holder: { id: P.sun.id, kind: 'P', name: '孙七' },
        company: { id: C.sib.id, kind: 'C', name: C.sib.name },
        ratio: 0.3,
        why: '孙七持股30.00%，由钱九持股40.00%作为唯一第一大股东控制',
      },
    ]);
    expect(await status(C.cust2.id, 'relatedParty')).toEqual({ related: false, reasons: [], nearMisses: [] });
    // 预警设置 lists the new kinds.
    const rules = (await analyst.get('/esee/monitorSetting/get')).data.rules as { kind: string; title: string }[];
    expect(rules.filter((r) => ['groupChange', 'relatedPartyChange'].includes(r.kind)).map((r) => r.title)).toEqual([
      '集团归属变更',
      '关联方变更',
    ]);
  });

  it('keeps the 关联方名单: the manager only, companies of the register, a person by register id', async () => {
    const base = '/framework/api/org/relatedParty';
    expect((await analyst.get(`${base}/list`)).code).toBe(403);
    // A category the Measures give only to people is refused for a company.
    expect(
      await admin.post(`${base}/save`, { subjectKind: 'C', category: 'director', name: C.bank.name }),
    ).toMatchObject({ code: 400, message: '该类别不适用于所选主体类型' });
    expect(
      await admin.post(`${base}/save`, { subjectKind: 'C', category: 'self', name: '不存在的银行股份有限公司' }),
    ).toMatchObject({ code: 400, message: '工商登记中无此企业' });
    const people = (await admin.get(`${base}/people`, { name: '冯十二' })).data as {
      personId: string;
      companies: string[];
    }[];
    expect(people).toEqual([{ personId: P.feng.id, name: '冯十二', companies: [C.cust2.name] }]);
    expect((await admin.post(`${base}/save`, { subjectKind: 'C', category: 'self', name: C.bank.name })).code).toBe(
      200,
    );
    expect(await admin.post(`${base}/save`, { subjectKind: 'C', category: 'self', name: C.hold.name })).toMatchObject({
      code: 400,
      message: '本机构的工商登记主体只能登记一个',
    });
    const saved = await admin.post(`${base}/save`, {
      subjectKind: 'P',
      category: 'creditOfficer',
      name: '冯十二',
      registerId: P.feng.id,
    });
    expect(saved.data).toMatchObject({
      name: '冯十二',
      registerId: P.feng.id,
      categoryLabel: '有权决定或参与授信的人员（核心业务审批或决策权）',
    });
    expect(
      await admin.post(`${base}/save`, {
        subjectKind: 'P',
        category: 'creditOfficer',
        name: '冯十二',
        registerId: P.feng.id,
      }),
    ).toMatchObject({ code: 400, message: '该关联方已在名单中' });
    const list = (await admin.get(`${base}/list`)).data as { editable: boolean; list: RelatedPartyEntry[] };
    expect(list.editable).toBe(true);
    expect(list.list.map((e) => [e.category, e.name])).toEqual([
      ['self', C.bank.name],
      ['creditOfficer', '冯十二'],
    ]);
    // Another institution's entry is not found.
    const [demo2] = await t.clients('demo2');
    expect((await demo2.post(`${base}/delete?id=${saved.data.id}`, {})).code).toBe(404);
  });

  it('flags a customer whose director is a listed credit officer once the list changes, with the article', async () => {
    await caughtUp();
    const value = await status(C.cust2.id, 'relatedParty');
    expect(value.related).toBe(true);
    expect(value.reasons).toEqual([
      expect.objectContaining({
        article: '8.4',
        mandatory: false,
        party: { id: P.feng.id, kind: 'P', name: '冯十二' },
        how: 'post',
        post: '执行董事',
        partySource: '名单登记',
      }),
    ]);
    const [alert, ...more] = await derivedAlerts(C.cust2.id, 'relatedPartyChange');
    expect(more).toEqual([]);
    expect(alert!.title).toBe('关联方变更：成为本机构关联方（第八条第（四）项（可以认定）：冯十二任执行董事）');
    expect(alert!.summary).toBe(
      '关联方认定：第八条第（四）项（可以认定）：冯十二（有权决定或参与授信的人员（核心业务审批或决策权））任执行董事；此前：非本机构关联方',
    );
    const flagged = (await admin.get('/framework/api/org/relatedParty/customers')).data.list as RelatedCustomer[];
    expect(flagged.map((f) => [f.entName, f.inBook, f.value.reasons.map((r) => r.article)])).toEqual([
      [C.cust2.name, true, ['8.4']],
    ]);
  });

  it('raises 集团归属变更 with the chain and 关联方变更 with the path and dated records after a load, and a reload raises nothing', async () => {
    await loadDataSet(db(), update);
    await caughtUp();
    const [groupAlert, ...moreGroup] = await derivedAlerts(C.tgt.id, 'groupChange');
    expect(moreGroup).toEqual([]);
    expect(groupAlert).toMatchObject({ kind: 'groupChange', title: '集团归属变更：加入孙七控制的集团（2 家企业）' });
    expect(groupAlert!.summary).toBe(
      '集团：孙七控制的集团（2 家企业）；此前：不属于集团（实际控制人孙七未控制其他企业，不构成集团）',
    );
    const group = (await analyst.get(`/esee/monitorAlert/detail?alertId=${groupAlert!.alertId}`)).data
      .evidence as DerivedAlertEvidence;
    if (group.kind !== 'group') throw new Error(`evidence of ${group.kind}`);
    expect(group.after.chain.map((l) => [l.holder.name, l.company.name, l.ratio, l.basis])).toEqual([
      ['孙七', C.tgt.name, 0.6, 'majority'],
    ]);
    expect(group.after.memberList.map((m) => [m.entity.name, m.parentId, m.ratio])).toEqual([
      [C.tgt.name, P.sun.id, 0.6],
      [C.sib.name, P.sun.id, 0.55],
    ]);
    expect(group.changes).toEqual([{ entity: { id: P.sun.id, kind: 'P', name: '孙七' }, before: null, after: 0.6 }]);
    expect(group.records).toContainEqual({
      companyId: C.sib.id,
      companyName: C.sib.name,
      holderId: P.sun.id,
      holderName: '孙七',
      ratio: 0.55,
      subscribedDate: '2026-06-28',
    });

    const [related, ...moreRelated] = await derivedAlerts(C.cust.id, 'relatedPartyChange');
    expect(moreRelated).toEqual([]);
    expect(related!.kind).toBe('relatedPartyChange');
    expect(related!.title).toBe('关联方变更：成为本机构关联方（第七条第（三）项：测试控股一号有限公司控制）');
    // The summary says every reason whole, with the party's role and path.
    expect(related!.summary).toBe(
      `关联方认定：第七条第（三）项：${C.hold.name}（主要股东（持有或控制5%以上股权，或有重大影响））控制（${C.hold.name} → ${C.cust.name}）；` +
        '第八条第（四）项（可以认定）：郑十一（董事）任监事；此前：非本机构关联方',
    );
    const evidence = (await analyst.get(`/esee/monitorAlert/detail?alertId=${related!.alertId}`)).data
      .evidence as DerivedAlertEvidence;
    if (evidence.kind !== 'relatedParty') throw new Error(`evidence of ${evidence.kind}`);
    expect(evidence.before.related).toBe(false);
    expect(evidence.after.reasons.map((r) => [r.article, r.party.name, r.how, r.partySource])).toEqual([
      ['7.3', C.hold.name, 'control', '持有本机构 20.00%'],
      ['8.4', '郑十一', 'post', '本机构董事'],
    ]);
    expect(evidence.after.reasons[0]!.path).toEqual({
      entities: [
        { id: C.hold.id, kind: 'C', name: C.hold.name },
        { id: C.cust.id, kind: 'C', name: C.cust.name },
      ],
      ratios: [0.6],
      share: 0.6,
    });
    expect(evidence.records).toEqual([
      {
        companyId: C.cust.id,
        companyName: C.cust.name,
        holderId: C.hold.id,
        holderName: C.hold.name,
        ratio: 0.6,
        subscribedDate: '2026-06-29',
      },
    ]);
    // 卫十四's 4% of the bank is no major holding: the bank's holders under 5% are no parties.
    const flagged = (await admin.get('/framework/api/org/relatedParty/customers')).data.list as RelatedCustomer[];
    expect(flagged.map((f) => f.entName)).toEqual([C.cust.name, C.cust2.name].sort((a, b) => a.localeCompare(b)));
    expect(flagged.flatMap((f) => f.value.reasons.map((r) => r.party.name))).not.toContain('卫十四');

    // The same update again: computed again, the same; nobody is alerted.
    await loadDataSet(db(), update);
    await caughtUp();
    expect(await derivedAlerts(C.tgt.id, 'groupChange')).toHaveLength(1);
    expect(await derivedAlerts(C.cust.id, 'relatedPartyChange')).toHaveLength(1);
    expect(await derivedAlerts(C.cust2.id, 'relatedPartyChange')).toHaveLength(1);
  });

  it('names as a near miss a party that holds shares without control', async () => {
    const next = path.join(tmp, `${engine}-next`);
    mkdirSync(next, { recursive: true });
    // 控股二号 (a 20% holder of the bank) takes 30% of 客户乙; 陈十五 keeps 70% and control.
    writeJsonl(next, 'shareholdings.jsonl', [
      { companyId: C.cust2.id, holderKind: 'C', holderId: C.hold2.id, ratio: 0.3, subscribedDate: '2026-06-29' },
      { companyId: C.cust2.id, holderKind: 'P', holderId: P.chen.id, ratio: 0.7 },
    ]);
    await loadDataSet(db(), next);
    await caughtUp();
    const value = await status(C.cust2.id, 'relatedParty');
    expect(value.reasons.map((r: { article: string }) => r.article)).toEqual(['8.4']);
    expect(value.nearMisses).toEqual([
      {
        party: { id: C.hold2.id, kind: 'C', name: C.hold2.name },
        partyRole: '主要股东（持有或控制5%以上股权，或有重大影响）',
        ratio: 0.3,
        why: '持股 30.00%，未达控制（陈十五 持股 70.00%）',
      },
    ]);
    // Reasons unchanged: no new 关联方变更 (the owners moved: that is 受益所有人变更's).
    expect(await derivedAlerts(C.cust2.id, 'relatedPartyChange')).toHaveLength(1);
  });
});
