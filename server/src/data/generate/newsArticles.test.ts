import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsParagraphs } from '@esee/contracts';
import type { ReviewRow } from '../format';
import { checkConsistency } from '../rules';
import { generate } from './generate';
import { readRows, tempFolder } from './testSets';

const tmp = tempFolder('news-gen');
const TODAY = '2026-11-22';
type Rec = Record<string, unknown> & { recordId: string; companyId: string; kind: string; date: string };

describe('generated news articles (新闻舆情)', () => {
  const dir = path.join(tmp, 'set');
  let records: Rec[];
  let news: Rec[];
  beforeAll(async () => {
    await generate({ companies: 3000, seed: 13, out: dir, today: new Date(TODAY) });
    records = readRows<Rec>(dir, 'records');
    news = records.filter((r) => r.kind === 'news');
  }, 120_000);

  it('give every story a body of three to six paragraphs, 300 to 1,200 characters, with a dateline and its source', () => {
    expect(news.length).toBeGreaterThan(1000);
    for (const n of news) {
      const content = n.content as string;
      const paragraphs = newsParagraphs(content);
      expect(paragraphs.length, n.recordId).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, n.recordId).toBeLessThanOrEqual(6);
      expect(content.length, n.recordId).toBeGreaterThanOrEqual(300);
      expect(content.length, n.recordId).toBeLessThanOrEqual(1200);
      // A reprint carries the first outlet's story, closing with its name.
      expect(paragraphs.at(-1)).toMatch(/^（本文来源：(新浪财经|证券时报|第一财经|经济观察报|21世纪经济报道|界面新闻)）$/);
      expect(paragraphs[0]).toMatch(/讯|界面新闻记者/);
    }
  });

  it('give the figures of the event a title reports, as the records have them', () => {
    const byCompany = (id: string, kind: string) => records.filter((r) => r.companyId === id && r.kind === kind);
    const executions = news.filter((n) => String(n.title).includes('被列为被执行人'));
    expect(executions.length).toBeGreaterThan(0);
    for (const n of executions) {
      const e = byCompany(n.companyId, 'executedPerson').find((x) => (n.content as string).includes(String(x.caseCode)));
      expect(e, n.recordId).toBeDefined();
      expect(n.content).toContain(String(e!.execCourtName));
      expect(n.eventDate).toBe(e!.caseCreateTime);
      expect(n.date >= String(n.eventDate)).toBe(true);
    }
    const penalties = news.filter((n) => String(n.title).includes('被市场监管部门处以罚款'));
    expect(penalties.length).toBeGreaterThan(0);
    for (const n of penalties) {
      const p = byCompany(n.companyId, 'penalty').find((x) => (n.content as string).includes(String(x.docNo)));
      expect(p, n.recordId).toBeDefined();
      expect(n.content).toContain(String(p!.departmentName));
      expect(n.eventDate).toBe(p!.penaltyDate);
    }
    const rounds = news.filter((n) => String(n.title).includes('完成新一轮融资'));
    expect(rounds.length).toBeGreaterThan(0);
    for (const n of rounds) {
      const f = byCompany(n.companyId, 'financing').find((x) => x.date === n.eventDate);
      expect(f, n.recordId).toBeDefined();
      expect(n.content).toContain(`完成${String(f!.round)}融资`);
      if (typeof f!.amount === 'number') expect(n.content).toContain(`金额${Number((f!.amount / 10_000).toFixed(2))}万元`);
      expect(n.date >= String(n.eventDate)).toBe(true);
    }
    const changes = readRows<{ companyId: string; item: string; changeDate: string; after: string }>(dir, 'changes');
    const reps = news.filter((n) => String(n.title).endsWith('变更法定代表人'));
    expect(reps.length).toBeGreaterThan(0);
    for (const n of reps) {
      const c = changes.find((x) => x.companyId === n.companyId && x.item.endsWith('变更') && x.changeDate === n.eventDate && /法定代表人|负责人|执行事务合伙人/.test(x.item));
      expect(c, n.recordId).toBeDefined();
      expect(n.content).toContain(`变更为${c!.after}`);
    }
  });

  it('carry the same body in a story’s reprints', () => {
    const bySummary = new Map<string, Rec[]>();
    for (const n of news) bySummary.set(`${n.companyId}|${String(n.title).replace('【转载】', '')}`, [...(bySummary.get(`${n.companyId}|${String(n.title).replace('【转载】', '')}`) ?? []), n]);
    const reprinted = [...bySummary.values()].filter((g) => g.some((n) => String(n.title).startsWith('【转载】')));
    expect(reprinted.length).toBeGreaterThan(0);
    for (const g of reprinted) {
      const copies = g.filter((n) => String(n.title).startsWith('【转载】'));
      for (const c of copies) expect(g.some((n) => n !== c && n.content === c.content), c.recordId).toBe(true);
    }
  });

  it('follow an IPO issuer’s review: a story at each step, on or after it', () => {
    const reviews = readRows<ReviewRow>(dir, 'reviews').filter((r) => r.reviewType === 'auditMind' || r.reviewType === 'feedback');
    expect(reviews.length).toBeGreaterThan(0);
    for (const r of reviews) {
      const stories = news.filter((n) => n.reviewId === r.reviewId);
      expect(stories.length, r.reviewId).toBeGreaterThanOrEqual(1);
      const days = new Set([r.acceptedDate, ...r.milestones.map((m) => m.date), ...r.letters.flatMap((l) => [l.date, l.replyDate])]);
      for (const n of stories) {
        expect(days.has(String(n.eventDate)), n.recordId).toBe(true);
        expect(n.date >= String(n.eventDate)).toBe(true);
        expect(n.date <= TODAY).toBe(true);
        expect(newsParagraphs(n.content as string).length).toBeGreaterThanOrEqual(3);
      }
      // The acceptance is reported; a failure or an end is negative news.
      expect(stories.some((n) => n.eventDate === r.acceptedDate)).toBe(true);
      for (const n of stories) if (/未获通过|终止/.test(String(n.title))) expect(n.sentiment).toBe('负面');
    }
    const passed = reviews.filter((r) => r.milestones.length >= 4);
    for (const r of passed) expect(news.filter((n) => n.reviewId === r.reviewId).length, r.reviewId).toBeGreaterThanOrEqual(4);
  });

  it('keep the news rule on the whole set', async () => {
    const [result] = await checkConsistency(dir, [(await import('../rules/newsEvents')).newsEventsRule]);
    expect(result!.checked).toBe(news.length);
    expect(result!.breaches).toEqual([]);
  });
});
