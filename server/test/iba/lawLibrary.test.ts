import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  type LawCitation,
  type LawDetail,
  type LawPage,
  type LawSearchParam,
  type LawVersions,
} from '@esee/contracts';
import { DATA_FILES } from '../../src/data/format';
import { planLaws } from '../../src/data/generate/laws';
import { DataSetRejected, loadDataSet } from '../../src/data/load';
import { checkCitation } from '../../src/areas/iba/shared/laws/citation';
import { addUser, ONE_ENGINE, withApp, type Answer, type Client, type TestApp } from '../fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-law-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const LIST = '/esee/watch/law/list';
const CITATION = '/esee/watch/law/citation';

describe.each(ONE_ENGINE)('IBA 法律法规库 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let noLaw: Client;
  let outsider: Client;

  /** The data of an answer that must be OK. */
  const ok = <T>(res: Answer): T => {
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return res.data as T;
  };
  const list = async (body: object) => ok<LawPage>(await analyst.post(LIST, body));
  const dir = path.join(tmp, `${engine}-set`);
  const write = (rows: object[]) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, DATA_FILES.laws.file), rows.map((r) => JSON.stringify(r)).join('\n'));
  };

  beforeAll(async () => {
    write(planLaws('2026-11-22'));
    t = await withApp({
      engine,
      beforeApp: async (db) => {
        await loadDataSet(db, dir);
        await addUser(db, 'DEMO', 'lawless', ['app:iba:due:publicsen']);
      },
    });
    [analyst, noLaw, outsider] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'lawless' }),
      t.client('demo2'),
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('lists by level, validity, issuer, topic and dates', async () => {
    const all = await list({ pageSize: 50 });
    expect(all.total).toBeGreaterThan(50);
    const rules = await list({ levels: ['部门规章'], validities: ['现行有效'], pageSize: 50 });
    expect(rules.total).toBeGreaterThan(5);
    expect(rules.list.every((l) => l.level === '部门规章' && l.validity === '现行有效' && l.latest)).toBe(true);
    const repealed = await list({ validities: ['失效/已废止'], pageSize: 50 });
    expect(repealed.list.map((l) => l.title)).toContain('首次公开发行股票并上市管理办法');
    const amended = await list({ validities: ['已被修改'], pageSize: 50 });
    expect(
      amended.list.some((l) => l.title === '中华人民共和国公司法' && l.versionLabel === '2018年修正' && !l.latest),
    ).toBe(true);
    const pboc = await list({ issuer: '中国人民银行' });
    expect(pboc.list.length).toBeGreaterThan(0);
    expect(pboc.list.every((l) => l.issuer.includes('中国人民银行'))).toBe(true);
    const aml = await list({ topics: ['反洗钱'], pageSize: 50 });
    expect(aml.list.every((l) => l.topics.includes('反洗钱'))).toBe(true);
    expect(aml.list.map((l) => l.title)).toContain('中华人民共和国反洗钱法');
    const in2023 = await list({
      publishFrom: '2023-01-01',
      publishTo: '2023-12-31',
      effectiveFrom: '2024-01-01',
      pageSize: 50,
    });
    expect(in2023.list.map((l) => `${l.title} ${l.versionLabel}`)).toEqual(['中华人民共和国公司法 2023年修订']);
    const page2 = await list({ pageNo: 2, pageSize: 10 });
    expect(page2.list).toHaveLength(10);
    expect(page2.list[0]!.versionId).toBe(all.list[10]!.versionId);
    const params = ok<LawSearchParam>(await analyst.get('/esee/watch/law/searchParam'));
    expect(params.levels.map((l) => l.value)).toContain('地方政府规章');
    expect(params.validities.find((v) => v.value === '失效/已废止')!.count).toBe(repealed.total);
    expect(params.issuers[0]!.value).toBe('中国证券监督管理委员会');
    expect(params.topics.find((x) => x.value === '反洗钱')!.count).toBe(aml.total);
  });

  it('searches titles and articles with AND and OR, and marks the hits', async () => {
    const sponsor = await list({ keyword: '保荐', pageSize: 50 });
    expect(sponsor.query).toEqual([['保荐']]);
    // A title hit comes first, with its range.
    expect(sponsor.list[0]!.title).toContain('保荐');
    const first = sponsor.list[0]!;
    const [s, e] = first.titleHighlights[0]!;
    expect(first.title.slice(s, e)).toBe('保荐');
    const repealed = sponsor.list.find((l) => l.title === '首次公开发行股票并上市管理办法' && l.latest)!;
    expect(repealed.matchedArticles).toBeGreaterThan(0);
    const snip = repealed.snippets[0]!;
    expect(snip.highlights.length).toBeGreaterThan(0);
    for (const [a, b] of snip.highlights) expect(snip.text.slice(a, b)).toBe('保荐');
    // AND: both terms in one document; OR: either.
    const both = await list({ keyword: '保荐 持续督导', pageSize: 50 });
    expect(both.list.map((l) => l.title)).toEqual(['证券发行上市保荐业务管理办法', '证券发行上市保荐业务管理办法']);
    const either = await list({ keyword: '持续督导 | 洗钱', pageSize: 50 });
    const eitherOr = await list({ keyword: '持续督导 OR 洗钱', pageSize: 50 });
    expect(either.query).toEqual([['持续督导'], ['洗钱']]);
    expect(eitherOr.total).toBe(either.total);
    expect(either.list.some((l) => l.title.includes('洗钱'))).toBe(true);
    expect(either.list.some((l) => l.title.includes('保荐'))).toBe(true);
    // Full-width letters match, case does not matter, titles only when asked.
    expect((await list({ keyword: 'ｉｐｏ' })).total).toBe(0);
    const titleOnly = await list({ keyword: '注册', scope: 'title', pageSize: 50 });
    expect(titleOnly.list.every((l) => l.title.includes('注册'))).toBe(true);
    expect(titleOnly.total).toBeLessThan((await list({ keyword: '注册', pageSize: 50 })).total);
    expect((await list({ keyword: '不存在的词语组合' })).total).toBe(0);
  });

  it('shows a version by article and chapter, with the warning and the link a repealed one needs', async () => {
    const current = ok<LawDetail>(await analyst.get('/esee/watch/law/detail', { lawId: 'LAW-ZQF' }));
    expect(current).toMatchObject({
      title: '中华人民共和国证券法',
      versionLabel: '2019年修订',
      validity: '现行有效',
      latest: true,
      warning: null,
      replacedBy: null,
    });
    expect(current.articles.find((a) => a.no === 10)).toMatchObject({ label: '第十条', chapter: '第二章 证券发行' });
    expect(current.chapters[0]).toBe('第一章 总则');
    expect(current.versions.map((v) => v.label)).toEqual(['2014年修正', '2019年修订']);
    const repealed = ok<LawDetail>(await analyst.get('/esee/watch/law/detail', { lawId: 'LAW-SFGLBF' }));
    expect(repealed.validity).toBe('失效/已废止');
    expect(repealed.replacedBy).toMatchObject({
      lawId: 'LAW-SFZCGLBF',
      title: '首次公开发行股票注册管理办法',
      validity: '现行有效',
    });
    expect(repealed.warning).toContain('《首次公开发行股票注册管理办法》');
    const old = ok<LawDetail>(
      await analyst.get('/esee/watch/law/detail', { versionId: current.versions[0]!.versionId }),
    );
    expect(old).toMatchObject({ validity: '已被修改', latest: false, replacedBy: { lawId: 'LAW-ZQF' } });
    expect(old.warning).toContain('现行版本为2019年修订');
    const company = ok<LawDetail>(await analyst.get('/esee/watch/law/detail', { versionId: 'LAW-GSF-2013' }));
    expect(company.amendedBy).toMatchObject({ lawId: 'LAW-GSF-JD2018' });
  });

  it('compares versions: changed articles side by side, paired across renumbering', async () => {
    const v = ok<LawVersions>(await analyst.get('/esee/watch/law/versions', { lawId: 'LAW-ZQF' }));
    expect(v.fromVersionId).toBe(v.versions[0]!.versionId);
    expect(v.toVersionId).toBe(v.versions[1]!.versionId);
    expect(v.unchanged).toBe(1);
    // 第十一条 (2014) became 第十条 (2019): 具有保荐资格的机构 → 证券公司.
    const sponsor = v.changes.find((c) => c.new?.label === '第十条')!;
    expect(sponsor).toMatchObject({ kind: 'changed', old: { label: '第十一条' } });
    const removed = sponsor.old!.ranges.map(([a, b]) => sponsor.old!.text.slice(a, b)).join('');
    const added = sponsor.new!.ranges.map(([a, b]) => sponsor.new!.text.slice(a, b)).join('');
    expect(removed).toContain('具有保荐资格的机构');
    expect(added).toContain('证券公司');
    expect(v.changes.some((c) => c.kind === 'added' && c.new!.label === '第二百二十六条')).toBe(true);
    const company = ok<LawVersions>(
      await analyst.get('/esee/watch/law/versions', {
        lawId: 'LAW-GSF',
        fromVersionId: 'LAW-GSF-2013',
        toVersionId: 'LAW-GSF-2018',
      }),
    );
    expect(company.unchanged).toBe(4);
    expect(company.changes.map((c) => [c.kind, c.old?.label ?? null, c.new?.label ?? null])).toEqual([
      ['changed', '第一百四十二条', '第一百四十二条'],
      ['added', null, '第二百一十八条'],
    ]);
    const single = ok<LawVersions>(await analyst.get('/esee/watch/law/versions', { lawId: 'LAW-ZCFXBF' }));
    expect(single).toMatchObject({ fromVersionId: null, changes: [] });
  });

  it('checks citations: repealed, amended, current, by article, unknown', async () => {
    const repealed = ok<LawCitation>(
      await analyst.post(CITATION, {
        title: '《首次公开发行股票并上市管理办法》',
        article: '第二十六条',
      }),
    );
    expect(repealed).toMatchObject({
      found: true,
      validity: '失效/已废止',
      inForce: false,
      articleFound: true,
      replacement: { title: '首次公开发行股票注册管理办法' },
    });
    expect(repealed.message).toContain('已被《首次公开发行股票注册管理办法》取代');
    const current = await checkCitation(t.database.db, { title: '证券法', article: '第10条' });
    expect(current).toMatchObject({
      found: true,
      validity: '现行有效',
      inForce: true,
      articleFound: true,
      currentVersion: { lawId: 'LAW-ZQF' },
    });
    expect(current.message).toBe('《中华人民共和国证券法》现行有效，第十条可以引用');
    const missing = await checkCitation(t.database.db, { title: '中华人民共和国证券法', article: '第九百条' });
    expect(missing).toMatchObject({ inForce: true, articleFound: false });
    const amended = await checkCitation(t.database.db, {
      title: '中华人民共和国公司法（2018年修正）',
      article: '第一百四十二条',
    });
    expect(amended).toMatchObject({
      validity: '已被修改',
      inForce: false,
      articleFound: true,
      currentVersion: { versionId: 'LAW-GSF-2023' },
    });
    expect(amended.message).toContain('现行版本为2023年修订');
    const rule = await checkCitation(t.database.db, { title: '上海证券交易所股票上市规则', article: '3.1.2' });
    expect(rule).toMatchObject({ inForce: true, articleFound: true });
    const unknown = ok<LawCitation>(await analyst.post(CITATION, { title: '不存在的管理办法' }));
    expect(unknown).toMatchObject({ found: false, inForce: false, validity: null });
  });

  it('refuses a user without the entry, an institution without IBA, and bad input', async () => {
    for (const who of [noLaw, outsider]) {
      for (const [method, url, body] of [
        ['POST', LIST, {}],
        ['GET', '/esee/watch/law/searchParam', undefined],
        ['GET', '/esee/watch/law/detail?lawId=LAW-ZQF', undefined],
        ['GET', '/esee/watch/law/versions?lawId=LAW-ZQF', undefined],
        ['POST', CITATION, { title: '证券法' }],
      ] as const) {
        const res = await who.inject({ method, url, payload: body });
        expect(res.json().code, `${method} ${url}`).toBe(ResultCode.FORBIDDEN);
      }
    }
    for (const body of [
      { levels: ['外星法'] },
      { keyword: 'x'.repeat(101) },
      { publishFrom: '2024-02-30' },
      { publishFrom: '2024-03-01', publishTo: '2024-02-01' },
      { pageSize: 500 },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: LIST, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    expect((await analyst.get('/esee/watch/law/detail')).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.get('/esee/watch/law/detail?lawId=NONE')).code).toBe(ResultCode.NOT_FOUND);
    const wrongVersion = await analyst.get('/esee/watch/law/versions', {
      lawId: 'LAW-ZQF',
      fromVersionId: 'LAW-GSF-2013',
    });
    expect(wrongVersion).toMatchObject({
      code: ResultCode.BAD_REQUEST,
      message: '请求参数有误：所选版本不属于该法规',
    });
    expect((await analyst.post(CITATION, { title: '' })).code).toBe(ResultCode.BAD_REQUEST);
  });

  it('replaces a document with its versions by its id, and refuses bad lines with their line numbers', async () => {
    const db = t.database.db;
    const base = {
      lawId: 'LAW-TEST',
      title: '测试管理办法',
      level: '部门规章',
      issuer: '中国证券监督管理委员会',
      topics: ['IPO'],
      repealedBy: null,
      versions: [
        {
          versionId: 'LAW-TEST-1',
          label: '制定',
          docNo: null,
          publishDate: '2020-01-01',
          effectiveDate: '2020-02-01',
          validity: '已被修改',
          amendedBy: null,
          note: null,
          articles: [{ no: 1, chapter: null, text: '第一版。' }],
        },
        {
          versionId: 'LAW-TEST-2',
          label: '2021年修订',
          docNo: null,
          publishDate: '2021-01-01',
          effectiveDate: '2021-01-01',
          validity: '现行有效',
          amendedBy: null,
          note: null,
          articles: [
            { no: 1, chapter: null, text: '第二版。' },
            { no: 2, chapter: null, text: '新增。' },
          ],
        },
      ],
    };
    const versions = async () =>
      (
        await sql<{ version_id: string; n: number }>`
        select v.version_id, (select count(*) from law_article a where a.version_id = v.version_id)::int as n
        from law_version v where v.law_id = 'LAW-TEST' order by v.seq`.execute(db)
      ).rows;
    write([base]);
    await loadDataSet(db, dir);
    expect(await versions()).toEqual([
      { version_id: 'LAW-TEST-1', n: 1 },
      { version_id: 'LAW-TEST-2', n: 2 },
    ]);
    write([{ ...base, versions: [{ ...base.versions[1]!, validity: '现行有效' }] }]);
    await loadDataSet(db, dir);
    expect(await versions()).toEqual([{ version_id: 'LAW-TEST-2', n: 2 }]);

    const [v1, v2] = base.versions;
    for (const [bad, message] of [
      [{ ...base, level: '外星法' }, '效力级别'],
      [{ ...base, topics: ['炒股'] }, '主题'],
      [{ ...base, versions: [{ ...v1!, validity: '现行有效' }, v2] }, '不是最新版本'],
      [{ ...base, versions: [v2, { ...v1!, validity: '现行有效' }] }, '发布日期早于上一版本'],
      [{ ...base, versions: [{ ...v1!, versionId: 'OTHER-1' }, v2] }, '应以 LAW-TEST- 开头'],
      [{ ...base, versions: [v1, { ...v2!, articles: [v2!.articles[0], v2!.articles[0]] }] }, '第一条重复'],
      [{ ...base, versions: [v1, { ...v2!, effectiveDate: '2020-12-01' }] }, '实施日期早于发布日期'],
      [{ ...base, repealedBy: 'LAW-NONE' }, 'LAW-NONE 不存在'],
      [{ ...base, repealedBy: 'LAW-ZQF' }, '失效/已废止'],
      [{ ...base, versions: [] }, 'versions'],
    ] as const) {
      write([
        {
          ...base,
          lawId: 'LAW-TEST2',
          versions: base.versions.map((v) => ({ ...v, versionId: v.versionId.replace('TEST', 'TEST2') })),
        },
        bad,
      ]);
      const error = await loadDataSet(db, dir).catch((e: unknown) => e);
      expect(error, message).toBeInstanceOf(DataSetRejected);
      expect((error as DataSetRejected).problems[0]).toMatchObject({ file: 'laws.jsonl', line: 2 });
      expect((error as DataSetRejected).message).toContain(message);
    }
    // Nothing of a refused set was loaded.
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from law where law_id = 'LAW-TEST2'`.execute(db)).rows[0]!.n,
    ).toBe(0);
  });
});
