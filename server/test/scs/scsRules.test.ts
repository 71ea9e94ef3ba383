import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  ScsReviewMessage,
  ScsRuleMessage,
  type ScsChangeDetail,
  type ScsCustomerRow,
  type ScsDryRun,
  type ScsGroupRule,
  type ScsGroupRuleContent,
  type ScsLabelRule,
} from '@esee/contracts';
import { ONE_ENGINE, type Client, type TestApp } from '../fixtures';
import { runScs } from './runScs';
import { addToBook, controlGroup, scsApp, type Named } from './fixtures';

describe.each(ONE_ENGINE)('SCS 规则配置 on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let analyst: Client;
  let other: Client;
  let single: Client;
  let head: Named;
  let subs: Named[];

  beforeAll(async () => {
    ({ t, admin, analyst, other, single } = await scsApp(engine));
    const db = t.database.db;
    ({ head, subs } = await controlGroup(db, 3));
    await addToBook(
      db,
      'DEMO',
      [head, ...subs].map((c, i) => ({
        ent_id: c.id,
        loan_amount: 1_000_000 * (i + 1),
        rating: i === 0 ? 'AA' : 'BBB',
      })),
    );
    await addToBook(db, 'DEMO2', [{ ent_id: head.id, loan_amount: 5 }]);
  }, 180_000);
  afterAll(() => t.close());

  const groupRules = async (who: Client) => (await who.get('/esee/scs/rules/group/list')).data.items as ScsGroupRule[];
  const current = async (who: Client, criterion: string) =>
    (await groupRules(who)).find((r) => r.criterion === criterion && r.inEffect)!;
  const save = (who: Client, criterion: string, content: ScsGroupRuleContent, id?: number) =>
    who.post('/esee/scs/rules/group/save', { criterion, content, ...(id ? { id } : {}) });
  const decide = (who: Client, changeId: number, approve: boolean, comment?: string) =>
    who.post('/esee/scs/review/decide', { changeId, approve, ...(comment ? { comment } : {}) });

  it('starts each institution with the default rules: four published in effect, 重大影响 a draft', async () => {
    const rules = await groupRules(analyst);
    expect(rules.map((r) => [r.code, r.criterion, r.version, r.status, r.inEffect])).toEqual([
      ['GR-01', 'control', 1, 'PUBLISHED', true],
      ['GR-02', 'family', 1, 'PUBLISHED', true],
      ['GR-03', 'guarantee', 1, 'PUBLISHED', true],
      ['GR-04', 'dependence', 1, 'PUBLISHED', true],
      ['GR-05', 'influence', 1, 'DRAFT', false],
    ]);
    expect(rules[0]!.content).toMatchObject({ threshold: 0.5, maxDepth: 10, automatic: true });
    expect(rules[3]!.content).toMatchObject({ threshold: 0.5, automatic: false });
    const theirs = await groupRules(other);
    expect(theirs.map((r) => r.id).some((id) => rules.some((r) => r.id === id))).toBe(false);
  });

  it('refuses the rule calls to a user without the rule rights', async () => {
    for (const [method, url, payload] of [
      ['GET', '/esee/scs/rules/group/list', undefined],
      ['POST', '/esee/scs/rules/group/dryRun', { id: 1 }],
      ['GET', '/esee/scs/rules/label/list', undefined],
      ['POST', '/esee/scs/rules/label/preview', { id: 1 }],
    ] as const) {
      const res = (await single.inject({ method, url, payload })).json();
      expect(res.code, url).toBe(ResultCode.FORBIDDEN);
    }
  });

  it('refuses bad rule input: threshold out of range, depth 0 or over 10, a threshold where none applies', async () => {
    const base = (await current(analyst, 'control')).content;
    const low = await save(analyst, 'control', { ...base, threshold: 0.3 });
    expect(low.code).toBe(ResultCode.BAD_REQUEST);
    expect(low.message).toContain(ScsRuleMessage.THRESHOLD);
    for (const maxDepth of [0, 11]) {
      const res = await save(analyst, 'control', { ...base, maxDepth });
      expect(res.code, String(maxDepth)).toBe(ResultCode.BAD_REQUEST);
    }
    const family = (await current(analyst, 'family')).content;
    expect((await save(analyst, 'family', { ...family, threshold: 0.4 })).code).toBe(ResultCode.BAD_REQUEST);
    const typo = await analyst.post('/esee/scs/rules/group/save', {
      criterion: 'control',
      content: { ...base, relationTypes: ['股权控制', '未知关系'] },
    });
    expect(typo.code).toBe(ResultCode.BAD_REQUEST);
  });

  it('keeps one draft per rule: saving again updates it, a draft is deleted, another institution gets 404', async () => {
    const base = (await current(analyst, 'dependence')).content;
    const first = await save(analyst, 'dependence', { ...base, threshold: 0.6 });
    expect(first.code, JSON.stringify(first)).toBe(ResultCode.OK);
    expect(first.data).toMatchObject({ version: 2, status: 'DRAFT', inEffect: false, dryRun: null });
    const again = await save(analyst, 'dependence', { ...base, threshold: 0.7 });
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.content.threshold).toBe(0.7);
    for (const url of ['/esee/scs/rules/group/dryRun', '/esee/scs/rules/group/delete'])
      expect((await other.post(url, { id: first.data.id })).code, url).toBe(ResultCode.NOT_FOUND);
    expect((await save(other, 'dependence', { ...base, threshold: 0.6 }, first.data.id)).code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect((await analyst.post('/esee/scs/rules/group/delete', { id: first.data.id })).code).toBe(ResultCode.OK);
    expect((await groupRules(analyst)).some((r) => r.id === first.data.id)).toBe(false);
    // A published version is no draft.
    const published = await current(analyst, 'control');
    const res = await analyst.post('/esee/scs/rules/group/delete', { id: published.id });
    expect(res.code).toBe(ResultCode.CONFLICT);
  });

  it('dry-runs a draft against the latest run without storing a run, and publishes it through review', async () => {
    const run = await runScs(admin);
    expect(run.code, JSON.stringify(run)).toBe(ResultCode.OK);
    const runs = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from scs_run r join institution i on i.id = r.inst_id
            where i.code = 'DEMO'`.execute(t.database.db)
        ).rows[0]!.n,
      );
    const runsBefore = await runs();
    const base = (await current(analyst, 'control')).content;

    // The same content as the rule in effect changes nothing.
    const same = await save(analyst, 'control', { ...base });
    const unchanged = (await analyst.post('/esee/scs/rules/group/dryRun', { id: same.data.id })).data as ScsDryRun;
    expect(unchanged).toMatchObject({ newGroups: 0, changedGroups: 0, dissolvedGroups: 0 });
    expect(unchanged.text).toBe('将新增 0 组、变更 0 组、解散 0 组');
    expect(unchanged.baseRunId).toBe(run.data.runId);

    // Suggestion only: every control member now waits for confirmation.
    const draft = await save(analyst, 'control', { ...base, automatic: false, description: '控制关系仅作建议' });
    expect(draft.data.id).toBe(same.data.id);
    expect(draft.data.dryRun).toBeNull();
    const early = await analyst.post('/esee/scs/rules/group/submit', { id: draft.data.id, reason: '试行' });
    expect(early.code).toBe(ResultCode.BAD_REQUEST);
    expect(early.message).toBe(ScsRuleMessage.DRY_RUN_REQUIRED);
    const dry = (await analyst.post('/esee/scs/rules/group/dryRun', { id: draft.data.id })).data as ScsDryRun;
    expect(dry.changedGroups).toBeGreaterThanOrEqual(1);
    expect(dry.text).toBe(`将新增 0 组、变更 ${dry.changedGroups} 组、解散 0 组`);
    const ours = dry.groups.find((g) => g.flagged.some((m) => m.entId === subs[0]!.id))!;
    expect(ours.change).toBe('changed');
    expect(ours.flagged.every((m) => m.suggested)).toBe(true);
    expect(ours.flagged.map((m) => m.entId)).toEqual(expect.arrayContaining(subs.slice(1).map((s) => s.id)));
    expect(await runs()).toBe(runsBefore);

    const sent = await analyst.post('/esee/scs/rules/group/submit', {
      id: draft.data.id,
      reason: '按总行要求控制关系须人工确认',
    });
    expect(sent.code, JSON.stringify(sent)).toBe(ResultCode.OK);
    const pending = (await groupRules(analyst)).find((r) => r.id === draft.data.id)!;
    expect(pending.status).toBe('PENDING');
    expect(pending.dryRun?.text).toBe(dry.text);
    // Frozen while waiting.
    expect((await save(analyst, 'control', { ...base, maxDepth: 5 }, draft.data.id)).code).toBe(ResultCode.CONFLICT);
    // The checker sees the impact in the queue.
    const queue = await admin.get('/esee/scs/review/changes?status=PENDING');
    const change = queue.data.list.find((c: { id: number }) => c.id === sent.data.changeId);
    expect(change).toMatchObject({ title: '发布同一客户分组规则' });
    expect(change.summary).toContain(dry.text);
    // …and the rule before and after, field by field (not the draft's id and content hash).
    const shown = (await admin.get(`/esee/scs/review/change?changeId=${sent.data.changeId}`)).data as ScsChangeDetail;
    expect(shown.before).not.toBeNull();
    expect(shown.fields).toEqual(
      expect.arrayContaining([
        { key: 'automatic', label: '自动归组', before: '是', after: '否', changed: true },
        { key: 'description', label: '规则描述', before: base.description, after: '控制关系仅作建议', changed: true },
        expect.objectContaining({ label: '阈值', before: '50%', after: '50%', changed: false }),
      ]),
    );
    expect(shown.fields.some((f) => /ruleId|contentHash/.test(f.label))).toBe(false);
    // Nobody approves their own change; another institution's checker does not see it.
    expect((await decide(analyst, sent.data.changeId, true)).code).not.toBe(ResultCode.OK);
    expect((await decide(other, sent.data.changeId, true)).code).toBe(ResultCode.NOT_FOUND);

    const approved = await decide(admin, sent.data.changeId, true);
    expect(approved.code, JSON.stringify(approved)).toBe(ResultCode.OK);
    const after = await groupRules(analyst);
    const published = after.find((r) => r.id === draft.data.id)!;
    expect(published).toMatchObject({ status: 'PUBLISHED', inEffect: true, version: 2, changeId: sent.data.changeId });
    expect(after.find((r) => r.criterion === 'control' && r.version === 1)!.status).toBe('EXPIRED');
    expect((await decide(admin, sent.data.changeId, true)).message).toBe(ScsReviewMessage.ALREADY_DECIDED);

    // The next run takes the rule in effect: the subsidiaries now wait for confirmation.
    await runScs(admin);
    const groups = await admin.get(`/esee/scs/sameCustomer/groups?keyword=${encodeURIComponent(head.name)}`);
    expect(groups.data.list[0].status).toBe('待确认');

    // Back to automatic, effective only in the future: the rule in effect stays as it is.
    const future = await save(analyst, 'control', { ...base, effectiveDate: '2099-01-01' });
    await analyst.post('/esee/scs/rules/group/dryRun', { id: future.data.id });
    const sent2 = await analyst.post('/esee/scs/rules/group/submit', { id: future.data.id, reason: '恢复' });
    expect((await decide(admin, sent2.data.changeId, true)).code).toBe(ResultCode.OK);
    const later = await groupRules(analyst);
    expect(later.find((r) => r.id === future.data.id)).toMatchObject({ status: 'PUBLISHED', inEffect: false });
    expect(later.find((r) => r.id === draft.data.id)).toMatchObject({ status: 'PUBLISHED', inEffect: true });
    // Restore today's behaviour for the tests after.
    const now = await save(analyst, 'control', { ...base, description: `${base.description}。` });
    await analyst.post('/esee/scs/rules/group/dryRun', { id: now.data.id });
    const sent3 = await analyst.post('/esee/scs/rules/group/submit', { id: now.data.id, reason: '恢复' });
    expect((await decide(admin, sent3.data.changeId, true)).code).toBe(ResultCode.OK);
  });

  it('refuses label conditions with an unknown field, an operator the field does not take or a wrong value', async () => {
    const content = (condition: object) => ({ name: '测试', color: '#cf1322', description: '', condition });
    for (const condition of [
      { logic: 'AND', items: [{ field: 'nope', operator: 'eq', value: 'x' }] },
      { logic: 'AND', items: [{ field: 'totalExposure', operator: 'contains', value: 'x' }] },
      { logic: 'AND', items: [{ field: 'totalExposure', operator: 'gt', value: 'many' }] },
      { logic: 'OR', items: [{ logic: 'AND', items: [{ field: 'rating', operator: 'eq', value: 'ZZZ' }] }] },
      { logic: 'XOR', items: [{ field: 'inGroup', operator: 'is', value: true }] },
    ]) {
      const res = await analyst.post('/esee/scs/rules/label/save', { content: content(condition) });
      expect(res.code, JSON.stringify(condition)).toBe(ResultCode.BAD_REQUEST);
    }
  });

  it('previews a label rule, publishes it through review, and shows the tag on 单一客户', async () => {
    await runScs(admin);
    const saved = await analyst.post('/esee/scs/rules/label/save', {
      content: {
        name: '集团核心企业',
        color: '#1677ff',
        description: '集团母公司且有敞口',
        condition: {
          logic: 'AND',
          items: [
            { field: 'groupRole', operator: 'eq', value: '母公司' },
            {
              logic: 'OR',
              items: [
                { field: 'loan', operator: 'gt', value: 0 },
                { field: 'rating', operator: 'in', value: ['AAA', 'AA'] },
              ],
            },
          ],
        },
      },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(ResultCode.OK);
    const rule = saved.data as ScsLabelRule;
    expect(rule.code).toMatch(/^LR-\d{3}$/);
    expect((await other.post('/esee/scs/rules/label/preview', { id: rule.id })).code).toBe(ResultCode.NOT_FOUND);
    const early = await analyst.post('/esee/scs/rules/label/submit', { id: rule.id, reason: '新增标签' });
    expect(early.message).toBe(ScsRuleMessage.PREVIEW_REQUIRED);
    const preview = await analyst.post('/esee/scs/rules/label/preview', { id: rule.id });
    expect(preview.data).toMatchObject({ total: 1, bookSize: 4, customers: [{ entId: head.id }] });
    const sent = await analyst.post('/esee/scs/rules/label/submit', { id: rule.id, reason: '新增标签' });
    expect(sent.code, JSON.stringify(sent)).toBe(ResultCode.OK);
    // Not shown before approval.
    const before = await single.get('/esee/scs/singleCustomer/list');
    expect(before.data.list.find((r: ScsCustomerRow) => r.entId === head.id).tags).toEqual([]);
    expect((await decide(admin, sent.data.changeId, true)).code).toBe(ResultCode.OK);
    const list = await single.get('/esee/scs/singleCustomer/list');
    const rows = list.data.list as ScsCustomerRow[];
    expect(rows.find((r) => r.entId === head.id)!.tags).toEqual([{ name: '集团核心企业', color: '#1677ff' }]);
    expect(rows.find((r) => r.entId === subs[0]!.id)!.tags).toEqual([]);
    const detail = await single.get(`/esee/scs/singleCustomer/detail?entId=${head.id}`);
    expect(detail.data.tags).toEqual([{ name: '集团核心企业', color: '#1677ff' }]);
    // Another institution's book never gets this institution's tags.
    const theirs = await other.get('/esee/scs/singleCustomer/list');
    expect(theirs.data.list[0].tags).toEqual([]);
    const labels = (await analyst.get('/esee/scs/rules/label/list')).data.items as ScsLabelRule[];
    expect(labels.find((l) => l.id === rule.id)).toMatchObject({ status: 'PUBLISHED', inEffect: true });
  });
});
