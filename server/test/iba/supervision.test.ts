import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  normaliseReviewStatus,
  ResultCode,
  reviewBoardsOf,
  reviewRuleProblems,
  reviewStagesOf,
  SUPERVISION_TYPE_KEYS,
  type ReviewDetail,
  type ReviewPage,
  type ReviewQuestionPage,
  type ReviewSearchParam,
  type ReviewStats,
} from '@esee/contracts';
import { DATA_FILES, type ReviewRow } from '../../src/data/format';
import { DataSetRejected, loadDataSet } from '../../src/data/load';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-supervision-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const TODAY = new Date('2026-11-25T00:00:00Z');

describe.each(ONE_ENGINE)('IBA 监管动态 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let bondOnly: Client;
  let outsider: Client;
  let rows: ReviewRow[];

  const data = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
    method === 'GET' ? analyst.getData<T>(url) : analyst.postData<T>(url, payload);
  const list = (type: string, body: object) => data<ReviewPage>('POST', `/esee/watch/${type}/list`, body);

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 2000, seed: 7, today: TODAY },
      logger: process.env.DEBUG_SUP ? { stream: process.stderr } : undefined,
      beforeApp: (db) => addUser(db, 'DEMO', 'bondonly', ['app:iba:supervision:bond']),
    });
    rows = readFileSync(path.join(t.dataFiles!, DATA_FILES.reviews.file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ReviewRow);
    [analyst, bondOnly, outsider] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'bondonly' }),
      t.client('demo2'),
    ]);
  }, 240_000);
  afterAll(() => t?.close());

  it('generates items of every type for companies of the set, consistent with their listings', () => {
    for (const type of SUPERVISION_TYPE_KEYS)
      expect(
        rows.some((r) => r.reviewType === type),
        type,
      ).toBe(true);
    const legacy = rows.filter((r) => r.reviewType === 'feedback').map((r) => r.status);
    expect(
      legacy.some((s) => ['反馈意见', '已反馈', '已通过发审会', '中止审查', '终止审查', '未通过发审会'].includes(s)),
    ).toBe(true);
    for (const r of rows) {
      expect(r.milestones.at(-1)!.label).toBe(r.status);
      expect(normaliseReviewStatus(r.status).key).not.toBe(undefined);
    }
    const asked = rows.find((r) => r.letters.length)!;
    const short = asked.letters[0]!.questions[0]!.text;
    expect(short.length).toBeGreaterThan(20);
  });

  it('lists each type with rows, and the filters narrow them', async () => {
    for (const type of SUPERVISION_TYPE_KEYS) {
      const page = await list(type, { pageSize: 50 });
      expect(page.total, type).toBe(rows.filter((r) => r.reviewType === type).length);
      expect(page.list.every((r) => r.reviewType === type)).toBe(true);
    }
    const bonds = await list('bond', { pageSize: 50 });
    const first = bonds.list[0]!;
    expect(first.sponsor).toBeTruthy();
    expect(first.exchange).toMatch(/上交所|深交所/);
    const sh = await list('bond', { boards: ['上交所'], pageSize: 50 });
    expect(sh.total).toBeGreaterThan(0);
    expect(sh.total).toBeLessThan(bonds.total);
    expect(sh.list.every((r) => r.board === '上交所' && r.exchange === '上交所')).toBe(true);
    const done = await list('bond', { stages: ['REGISTERED'] });
    expect(done.list.every((r) => r.status === '注册生效' && r.statusKey === 'status_tg')).toBe(true);
    const ended = await list('feedback', { statusKeys: ['status_zhz'], pageSize: 50 });
    expect(ended.total).toBeGreaterThan(0);
    expect(ended.list.every((r) => r.stage === 'TERMINATED')).toBe(true);
    const byFirm = await list('bond', {
      lawFirm: first.lawFirm!.slice(0, 6),
      accountingFirm: first.accountingFirm!.slice(0, 4),
    });
    expect(byFirm.list.map((r) => r.reviewId)).toContain(first.reviewId);
    const byProvince = await list('bond', { province: first.province!, industry: first.industryName! });
    expect(byProvince.list.every((r) => r.province === first.province && r.industryName === first.industryName)).toBe(
      true,
    );
    const byKeyword = await list('bond', { keyword: first.issuer.slice(0, 6) });
    expect(byKeyword.list.map((r) => r.reviewId)).toContain(first.reviewId);
    const inDays = await list('bond', {
      updatedFrom: first.updatedDate,
      updatedTo: first.updatedDate,
      acceptedTo: first.acceptedDate,
    });
    expect(inDays.list.every((r) => r.updatedDate === first.updatedDate && r.acceptedDate <= first.acceptedDate)).toBe(
      true,
    );
    const ofIssuer = await list('bond', { companyId: first.companyId });
    expect(ofIssuer.list.every((r) => r.companyId === first.companyId)).toBe(true);
    const byAmount = await list('bond', { sort: 'amount', order: 'asc', pageSize: 50 });
    const amounts = byAmount.list.map((r) => r.amount ?? 0);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const page2 = await list('bond', { pageNo: 2, pageSize: 5 });
    expect(page2.list[0]!.reviewId).toBe(bonds.list[5]!.reviewId);
    const deals = await list('mergers', {});
    expect(deals.list[0]!.dealType).toBeTruthy();
    expect(deals.list[0]!.target).toBeTruthy();
    const params = await data<ReviewSearchParam>('GET', '/esee/watch/bond/searchParam');
    expect(params.boards.find((b) => b.value === '上交所')!.count).toBe(sh.total);
    expect(params.boards.map((b) => b.value)).toEqual(['上交所', '深交所']);
    expect(params.statuses.length).toBeGreaterThan(1);
    expect(params.stages.every((s) => s.label && s.count > 0)).toBe(true);
  });

  it('shows an item with milestones, intermediaries, files by type with icons, and its questions', async () => {
    const asked =
      rows.find((r) => r.reviewType === 'auditMind' && r.letters.length) ?? rows.find((r) => r.letters.length)!;
    const d = await data<ReviewDetail>('GET', `/esee/watch/${asked.reviewType}/detail?reviewId=${asked.reviewId}`);
    expect(d.issuer).toBe(asked.issuer);
    expect(d.milestones.map((m) => m.label)).toEqual(asked.milestones.map((m) => m.label));
    expect(d.milestones.every((m) => m.stage)).toBe(true);
    expect(
      d.intermediaries.find((i) => ['保荐机构', '主承销商', '独立财务顾问'].includes(i.role))!.signatories,
    ).toHaveLength(2);
    expect(d.intermediaries.map((i) => i.role)).toEqual(expect.arrayContaining(['律师事务所', '会计师事务所']));
    const types = d.fileGroups.map((g) => g.fileType);
    expect(types).toContain('问询函');
    for (const g of d.fileGroups)
      for (const f of g.files)
        expect(f.icon).toBe(
          { pdf: 'Pdf', doc: 'Wps', docx: 'Wps', zip: 'Zip', xls: 'Xls', xlsx: 'Xls' }[f.name.split('.').pop()!],
        );
    expect(d.letters[0]!.questions[0]!.text).toContain(asked.letters[0]!.questions[0]!.text.slice(0, 8));
    expect(d.stageLabel).toBeTruthy();
    // Every icon class occurs somewhere in the set.
    const names = rows.flatMap((r) => r.files.map((f) => f.name.split('.').pop()));
    for (const ext of ['pdf', 'zip', 'docx']) expect(names).toContain(ext);
  });

  it('searches the question bank by topic, year, sponsor and board, with counts by topic', async () => {
    const type = 'feedback';
    const all = await data<ReviewQuestionPage>('POST', `/esee/watch/${type}/questions`, { pageSize: 50 });
    expect(all.total).toBeGreaterThan(0);
    const topic = all.topics[0]!;
    const tagged = await data<ReviewQuestionPage>('POST', `/esee/watch/${type}/questions`, {
      topics: [topic.value],
      pageSize: 50,
    });
    expect(tagged.total).toBe(topic.count);
    expect(tagged.list.every((q) => q.topic === topic.value)).toBe(true);
    const q = tagged.list[0]!;
    const year = Number(q.letterDate.slice(0, 4));
    const narrowed = await data<ReviewQuestionPage>('POST', `/esee/watch/${type}/questions`, {
      topics: [topic.value],
      year,
      sponsor: q.sponsor!.slice(0, 4),
      boards: [q.board],
    });
    expect(
      narrowed.list.every(
        (x) =>
          (x.letterDate.startsWith(String(year)) && x.board === q.board && x.sponsor === q.sponsor) ||
          x.sponsor!.includes(q.sponsor!.slice(0, 4)),
      ),
    ).toBe(true);
    expect(narrowed.list.map((x) => `${x.reviewId}/${x.round}/${x.no}`)).toContain(`${q.reviewId}/${q.round}/${q.no}`);
    const byWord = await data<ReviewQuestionPage>('POST', `/esee/watch/${type}/questions`, {
      keyword: q.issuer.slice(0, 6),
    });
    expect(byWord.list.some((x) => x.reviewId === q.reviewId)).toBe(true);
  });

  it('counts the days of each stage, overall and by board', async () => {
    const stats = await data<ReviewStats>('GET', '/esee/watch/bond/stats');
    expect(stats.items).toBe(rows.filter((r) => r.reviewType === 'bond').length);
    const accepted = stats.stages.find((s) => s.stage === 'ACCEPTED')!;
    expect(accepted.count).toBeGreaterThan(0);
    expect(accepted.avgDays).toBeGreaterThan(0);
    expect(accepted.medianDays).toBeGreaterThan(0);
    // An item counts once a stage, even when two of its labels share it (已反馈, 已接收反馈意见).
    for (const stage of stats.stages) expect(stage.count).toBeLessThanOrEqual(stats.items);
    expect(stats.boards.map((b) => b.board)).toEqual(['上交所', '深交所']);
    const none = await data<ReviewStats>('GET', '/esee/watch/bond/stats?from=2000-01-01&to=2000-12-31');
    expect(none).toMatchObject({ items: 0, stages: [], boards: [] });
  });

  it('serves every item of every type by the review rules: board, product, era and an ordered timeline', async () => {
    let seen = 0;
    for (const type of SUPERVISION_TYPE_KEYS) {
      const params = await data<ReviewSearchParam>('GET', `/esee/watch/${type}/searchParam`);
      // The stage filter lists the type's stages in the rules' order, no other.
      const allowed = reviewStagesOf(type);
      expect(params.stages.map((s) => s.value)).toEqual(
        allowed.filter((s) => params.stages.some((p) => p.value === s)),
      );
      expect(params.boards.map((b) => b.value)).toEqual([...reviewBoardsOf(type)]);
      for (let pageNo = 1; ; pageNo++) {
        const page = await list(type, { pageNo, pageSize: 50 });
        for (const item of page.list) {
          const d = await data<ReviewDetail>('GET', `/esee/watch/${type}/detail?reviewId=${item.reviewId}`);
          const problems = reviewRuleProblems(d);
          expect(
            problems,
            `${type} ${d.reviewId} ${d.board} ${d.acceptedDate} ${d.milestones.map((m) => m.label).join('→')}`,
          ).toEqual([]);
          expect(allowed, d.reviewId).toContain(d.stage);
          for (const m of d.milestones) expect(allowed, `${d.reviewId} ${m.label}`).toContain(m.stage);
          if (type === 'bond') {
            expect(['上交所', '深交所']).toContain(d.board);
            expect(d.milestones.map((m) => m.stage)).not.toContain('COMMITTEE');
            if (d.title!.includes('非公开')) expect(d.milestones.map((m) => m.label)).not.toContain('提交注册');
          }
          if (d.board === '创业板' && type === 'auditMind')
            expect(d.acceptedDate >= '2020-06-15', d.reviewId).toBe(true);
          if (type === 'feedback')
            expect(d.acceptedDate < (d.board === '创业板' ? '2020-06-15' : '2023-02-17'), d.reviewId).toBe(true);
          seen++;
        }
        if (pageNo * 50 >= page.total) break;
      }
    }
    expect(seen).toBe(rows.length);
    // Bonds pass at the exchange (审核通过); a private bond has its 通过 as the end.
    const privateBonds = rows.filter((r) => r.reviewType === 'bond' && r.title!.includes('非公开'));
    expect(privateBonds.length).toBeGreaterThan(0);
    const passed = await list('bond', { stages: ['PASSED'], pageSize: 50 });
    expect(passed.total).toBeGreaterThan(0);
    expect(passed.list.every((r) => r.status === '通过')).toBe(true);
  }, 240_000);

  it('refuses a user without the entry, an institution without IBA, bad input and unknown items', async () => {
    const bond = rows.find((r) => r.reviewType === 'bond')!;
    const ipo = rows.find((r) => r.reviewType === 'feedback')!;
    for (const [who, type] of [
      [bondOnly, 'feedback'],
      [bondOnly, 'auditMind'],
      [bondOnly, 'mergers'],
      [bondOnly, 'refinance'],
      [outsider, 'bond'],
    ] as const) {
      for (const [method, url, body] of [
        ['POST', `/esee/watch/${type}/list`, {}],
        ['GET', `/esee/watch/${type}/searchParam`, undefined],
        ['GET', `/esee/watch/${type}/detail?reviewId=${ipo.reviewId}`, undefined],
        ['POST', `/esee/watch/${type}/questions`, {}],
        ['GET', `/esee/watch/${type}/stats`, undefined],
      ] as const) {
        const res = await who.inject({ method, url, payload: body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe(ResultCode.FORBIDDEN);
      }
    }
    expect((await bondOnly.post('/esee/watch/bond/list', {})).code).toBe(ResultCode.OK);
    for (const body of [
      { boards: ['纳斯达克'] },
      { stages: ['NOPE'] },
      { keyword: 'x'.repeat(51) },
      { acceptedFrom: '2024-02-30' },
      { updatedFrom: '2024-03-01', updatedTo: '2024-02-01' },
      { pageSize: 500 },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: '/esee/watch/bond/list', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    expect(
      (await analyst.inject({ method: 'POST', url: '/esee/watch/bond/questions', payload: { year: 1900 } })).statusCode,
    ).toBe(400);
    expect(
      (await analyst.inject({ method: 'GET', url: '/esee/watch/bond/stats?from=2024-05-01&to=2024-01-01' })).statusCode,
    ).toBe(400);
    expect((await analyst.inject({ method: 'GET', url: '/esee/watch/bond/detail' })).statusCode).toBe(400);
    const unknown = await analyst.inject({ method: 'GET', url: '/esee/watch/bond/detail?reviewId=NONE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ResultCode.NOT_FOUND);
    // An item is found under its own type only.
    expect(
      (await analyst.inject({ method: 'GET', url: `/esee/watch/bond/detail?reviewId=${ipo.reviewId}` })).statusCode,
    ).toBe(404);
    expect(
      (await analyst.inject({ method: 'GET', url: `/esee/watch/bond/detail?reviewId=${bond.reviewId}` })).statusCode,
    ).toBe(200);
  });

  it('refuses a review line with an unknown board, company, topic or milestones out of order', async () => {
    const good = rows.find((r) => r.letters.length && r.milestones.length > 1)!;
    const bad: ReviewRow = {
      ...good,
      reviewId: 'VBAD1',
      companyId: 'E-NONE',
      board: '纳斯达克',
      milestones: [...good.milestones].reverse(),
      letters: [{ ...good.letters[0]!, questions: [{ ...good.letters[0]!.questions[0]!, topic: '八卦' }] }],
    };
    const dir = path.join(tmp, `${engine}-bad`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, DATA_FILES.reviews.file), JSON.stringify(bad));
    const error = await loadDataSet(t.database.db, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSetRejected);
    const messages = (error as DataSetRejected).problems.map((p) => p.message).join('\n');
    expect(messages).toContain('纳斯达克');
    expect(messages).toContain('E-NONE');
    expect(messages).toContain('八卦');
    expect(messages).toContain('按时间先后');
  });
});
