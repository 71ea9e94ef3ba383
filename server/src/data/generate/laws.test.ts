import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { LAW_LEVELS, LAW_TOPICS } from '@esee/contracts';
import { LawRowSchema } from '../format';
import { lawLinks, lawProblems } from '../laws';
import { articlesOf, planLaws } from './laws';

describe('generated law library', () => {
  const laws = planLaws('2026-11-22');
  const byTitle = (title: string) => laws.find((l) => l.title === title)!;

  it('writes valid documents the loader accepts, linked only to documents of the set', () => {
    const check = TypeCompiler.Compile(LawRowSchema);
    expect(laws.length).toBeGreaterThanOrEqual(40);
    const ids = new Set(laws.map((l) => l.lawId));
    expect(ids.size).toBe(laws.length);
    for (const law of laws) {
      expect(check.Check(law), `${law.title}: ${JSON.stringify(check.Errors(law).First())}`).toBe(true);
      expect(lawProblems(law as unknown as Record<string, unknown>), law.title).toEqual([]);
      for (const linked of lawLinks(law as unknown as Record<string, unknown>)) expect(ids.has(linked), linked).toBe(true);
    }
    const versionIds = laws.flatMap((l) => l.versions.map((v) => v.versionId));
    expect(new Set(versionIds).size).toBe(versionIds.length);
    // Every topic is used, and every level but the ones no securities document has.
    expect(new Set(laws.flatMap((l) => l.topics))).toEqual(new Set(LAW_TOPICS));
    expect(LAW_LEVELS.filter((level) => !laws.some((l) => l.level === level))).toEqual(['地方政府规章']);
  });

  it('holds the key documents with their real history', () => {
    const securities = byTitle('中华人民共和国证券法');
    expect(securities.versions.map((v) => [v.label, v.validity])).toEqual([
      ['2014年修正', '已被修改'],
      ['2019年修订', '现行有效'],
    ]);
    expect(securities.versions[1]).toMatchObject({ docNo: '主席令第三十七号', effectiveDate: '2020-03-01' });
    const company = byTitle('中华人民共和国公司法');
    expect(company.versions.map((v) => v.label)).toEqual(['2013年修正', '2018年修正', '2023年修订']);
    expect(company.versions[0]!.amendedBy).toBe('LAW-GSF-JD2018');
    const repealed = byTitle('首次公开发行股票并上市管理办法');
    expect(repealed.repealedBy).toBe(byTitle('首次公开发行股票注册管理办法').lawId);
    expect(repealed.versions.every((v) => v.validity === '失效/已废止')).toBe(true);
    expect(repealed.versions.at(-1)!.articles.some((a) => a.text.includes('保荐'))).toBe(true);
    const rules = byTitle('上海证券交易所股票上市规则').versions.at(-1)!;
    expect(rules.articles[0]).toMatchObject({ no: 1, label: '1.1', chapter: '第一章 总则' });
  });

  it('marks a document whose day lies ahead as not yet in force', () => {
    const early = planLaws('2024-12-01');
    expect(early.find((l) => l.lawId === 'LAW-FXQF')!.versions.at(-1)!.validity).toBe('尚未生效');
    expect(laws.find((l) => l.lawId === 'LAW-FXQF')!.versions.at(-1)!.validity).toBe('现行有效');
  });

  it('reads article text: chapters, numbered and self-numbered articles; refuses a line without a number', () => {
    expect(articlesOf('# 第一章 总则\n1|甲。\n3|乙。\n# 第二章\n一|丙。')).toEqual([
      { no: 1, chapter: '第一章 总则', text: '甲。' },
      { no: 3, chapter: '第一章 总则', text: '乙。' },
      { no: 4, label: '一', chapter: '第二章', text: '丙。' },
    ]);
    expect(() => articlesOf('没有编号')).toThrow('缺少编号');
  });
});
