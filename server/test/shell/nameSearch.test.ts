import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import OpenCC from 'opencc-js/cn2t';
import { pinyin } from 'pinyin-pro';
import { normalizeCompanyName, type ListPage, type PersonSuggestions } from '@esee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { DatabaseCompanySearch } from '../../src/core/companies/companyIndex';
import { candidateCount, candidateRows, countedCandidateRows } from '../../src/core/companies/nameCandidates';
import { FORM_WORDS } from '../../src/core/companies/nameIndex';
import { currentSearchKeys, KEY_FORMAT, KeyKind, writeSearchKeys } from '../../src/core/companies/searchKeys';
import { now } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { ENGINES, withApp, type Client, type TestApp } from '../fixtures';

/**
 * Name search as people type names (issue 38), over HTTP on each engine: every kind of query, derived from
 * the generated companies by rules, through the suggestions and the paged search; the ranking; people by pinyin.
 */

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const syllables = (text: string) => pinyin(text, { toneType: 'none', type: 'array', v: true });
const fullPinyin = (text: string) => syllables(text).join('');
const initials = (text: string) =>
  syllables(text)
    .map((s) => s[0])
    .join('');

/** Cities the generated names lead with, with how they are written in full. */
const CITIES = ['北京', '上海', '深圳', '广州', '杭州', '南京', '成都', '武汉', '西安', '重庆', '苏州', '天津'];
/** Plain limited companies: the query kinds add their own 集团 or 股份. */
const LIMITED = /(?<!集团|股份)有限公司$/;
/** Characters and another of the same sound (toneless), for homophone queries. */
const HOMOPHONES: Record<string, string> = {
  华: '化',
  泰: '太',
  达: '大',
  盛: '胜',
  鑫: '心',
  源: '元',
  隆: '龙',
  兴: '星',
  汇: '会',
  通: '同',
  宏: '红',
  博: '波',
  鼎: '顶',
  瑞: '锐',
  丰: '风',
  德: '得',
  安: '按',
  康: '抗',
  天: '添',
  创: '窗',
  智: '志',
  远: '元',
  中: '钟',
  金: '今',
  海: '还',
  宇: '雨',
  诚: '成',
  嘉: '家',
  益: '易',
  明: '名',
  光: '广',
  佳: '家',
  卓: '着',
  越: '月',
  正: '政',
  润: '闰',
  荣: '容',
  锦: '紧',
  富: '付',
  星: '兴',
  晨: '辰',
  辉: '挥',
  启: '起',
  航: '行',
  凯: '楷',
  利: '力',
  亿: '易',
  永: '勇',
  同: '通',
  泽: '则',
  弘: '红',
  昊: '号',
  铭: '明',
  睿: '瑞',
  思: '司',
  峰: '风',
  骏: '俊',
  顺: '舜',
  旭: '续',
  恒: '横',
  信: '心',
  新: '心',
  科: '可',
  合: '和',
  众: '重',
  成: '城',
};

interface Company {
  ent_id: string;
  name: string;
  credit_code: string | null;
  former_names: string[];
  active: boolean;
}

/** A company named city + core + 有限公司, taken apart: the core is 字号+行业. */
const leading = (c: Company) => {
  const city = CITIES.find((x) => c.name.startsWith(x));
  if (!city || !LIMITED.test(c.name) || c.name.includes('（')) return undefined;
  return { city, core: c.name.slice(city.length).replace(LIMITED, '') };
};

/** What follows 测链 in 45 names, in key order. */
const PART_SHARERS = [
  ...'安北成达恩方光海华佳金凯来明宁鹏奇荣盛泰通万新信兴亚永悦泽正中卓博创德丰广汇嘉建锦骏立隆茂',
].sort();

/**
 * A part (测联) held by 270 larger companies in Beijing and by 13 small ones in 佛山: by its name, by where it is
 * registered, and one named 佛山 that moved to Beijing.
 */
const PART_ELSEWHERE = PART_SHARERS.slice(0, 6).flatMap((a) =>
  PART_SHARERS.map((b) => `北京云测联${a}${b}科技有限公司`),
);
const PART_IN_FOSHAN = [
  ...PART_SHARERS.slice(0, 6).map((y) => ({ name: `佛山云测联${y}物流有限公司`, region: '440604' })),
  ...PART_SHARERS.slice(6, 12).map((y) => ({ name: `云测联${y}物流有限公司`, region: '440604' })),
  { name: '佛山云测联远物流有限公司', region: '110105' },
];

/** A part (测群) held by more names than a page's total counts (999+), of a form no other test counts. */
const PART_OF_MANY = PART_SHARERS.slice(0, 23).flatMap((a) =>
  PART_SHARERS.map((b) => `云测群${a}${b}商贸个人独资企业`),
);

/**
 * Names typed key by key (`TYPED`): a region and a core many cores start with, a partnership, a region in brackets,
 * a branch of a parent with one.
 */
const TYPED = [
  '佛山测鼎龙贸易有限公司',
  '深圳测伙投资合伙企业（有限合伙）',
  '测括电子（杭州）有限公司',
  '测股电子（杭州）股份有限公司',
  '测农产品（深圳）合伙企业（有限合伙）',
  '测括电子（杭州）有限公司上海分公司',
];

/** A parent with two branches, a group and its plain namesake, a cancelled and a viewed namesake, a person. */
async function extras(db: Db) {
  const company = (id: string, name: string, region: string | null, more: Record<string, unknown> = {}) => ({
    ent_id: id,
    name,
    name_norm: normalizeCompanyName(name),
    status: '存续',
    active: true,
    org_type: '有限责任公司',
    region_code: region,
    reg_capital: '1000000',
    ...more,
  });
  await db
    .insertInto('company')
    .values([
      company('X1', '深圳测航科技有限公司南山分公司', '440305'),
      company('X2', '深圳测航科技有限公司', '440305'),
      company('X3', '深圳测航科技有限公司福田分公司', '440304'),
      company('X4', '成都测富物业服务有限公司', '510107', { reg_capital: '90000000' }),
      company('X5', '成都测富物业服务集团有限公司', '510107'),
      company('X6', '杭州测源贸易有限公司', '330106', { status: '注销', active: false, reg_capital: '900000000' }),
      company('X7', '南京测源贸易有限公司', '320105'),
      company('X8', '上海测源贸易有限公司', '310115'),
      // A part of names (测链) in 45 names, the largest company's last in key order.
      ...PART_SHARERS.map((y, k) =>
        company(
          `XY${k}`,
          `深圳云测链${y}科技有限公司`,
          '440305',
          k === PART_SHARERS.length - 1 ? { reg_capital: '9000000000' } : {},
        ),
      ),
      // 测鼎 starts 46 cores, the one in 佛山 the last in key order and the smallest.
      ...PART_SHARERS.map((y, k) => company(`XD${k}`, `测鼎${y}科技有限公司`, '110105')),
      // The largest of them all, past those 46 in key order.
      company('XDB', '测鼎鼐科技有限公司', '110105', { reg_capital: '9000000000' }),
      // 测垣 starts 46 cores of equal capital, and last, a shorter name: the first among equals (the ranking's tie-break).
      ...PART_SHARERS.map((y, k) => company(`XG${k}`, `测垣${y}${y}科技有限公司`, '110105')),
      company('XGZ', '测垣鼐科技有限公司', '110105'),
      // Two more in 佛山 whose names do not start with it, past those 46 in key order: found by 佛山's parts alone.
      company('XH0', '测鼎齐咨询（佛山）有限公司', '440604'),
      company('XH1', '广东测鼎齐电子有限公司', '440604'),
      // Half in 朝阳, half in 海淀: one district's holders among its city's.
      ...PART_ELSEWHERE.map((name, k) =>
        company(`XE${k}`, name, k % 2 ? '110108' : '110105', { reg_capital: '5000000' }),
      ),
      ...PART_IN_FOSHAN.map(({ name, region }, k) => company(`XF${k}`, name, region, { reg_capital: '10000' })),
      ...PART_OF_MANY.map((name, k) => company(`XM${k}`, name, '440305', { reg_capital: String(1000 + k) })),
      company('XT0', TYPED[0]!, '440604', { reg_capital: '10000' }),
      company('XT1', TYPED[1]!, '440305', { org_type: '有限合伙企业' }),
      company('XT2', TYPED[2]!, '330106'),
      company('XT3', TYPED[3]!, '330106', { org_type: '股份有限公司' }),
      company('XT4', TYPED[4]!, '440305', { org_type: '有限合伙企业' }),
      company('XT5', TYPED[5]!, '310115'),
      // 企业 typed after a core reads as a legal form: the text left, 测嘉, starts twelve names that do not hold
      // 测嘉企业, and twelve cores start with 测嘉企业 (the keys count 24 for it, the ranking lists 12).
      ...PART_SHARERS.slice(0, 12).map((y, k) => company(`XJ${k}`, `测嘉${y}电子（杭州）有限公司`, '330106')),
      ...PART_SHARERS.slice(0, 12).map((y, k) => company(`XK${k}`, `测嘉企业${y}管理有限公司`, '110105')),
      // 京云测 starts twelve cores, and the tails of the 270 names 北京云测联…, which hold neither it nor 京云测有限公司.
      ...PART_SHARERS.slice(0, 12).map((y, k) => company(`XB${k}`, `京云测${y}咨询有限公司`, '110105')),
      // A part held only by a former name (测旧谷电子有限公司), at its start and inside it.
      company('XO0', '北京测新谷科技有限公司', '110105', {
        former_names: ['测旧谷电子有限公司'],
        former_norms: [normalizeCompanyName('测旧谷电子有限公司')],
      }),
      // No registration code, a name stating only its province: in any of its cities.
      company('XU0', '广东测粤丰贸易有限公司', null),
      // A core one character off another's in 佛山, its region in brackets, and 22 larger ones in 北京 sharing the
      // deletion (测纺织) that finds it.
      company('XN0', '测犀纺织（佛山）有限公司', '440604', { reg_capital: '10000' }),
      ...PART_SHARERS.slice(0, 22).map((y, k) =>
        company(`XN${k + 1}`, `北京测${y}纺织有限公司`, '110105', { reg_capital: '5000000' }),
      ),
    ])
    .execute();
  const admin = await db.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await db.insertInto('company_view').values({ user_id: admin.id, ent_id: 'X8', viewed_at: now() }).execute();
  // Written as a load writes them, for the database's look-ups.
  await writeSearchKeys(db, null);
}

// Each engine with the names in memory (the default) and looked up in the database (SEARCH_INDEXES=database).
const PATHS = ENGINES.flatMap((engine) => (['memory', 'database'] as const).map((path) => [engine, path] as const));

describe.each(PATHS)('name search on %s, names in %s', (engine, path) => {
  let t: TestApp;
  let analyst: Client;
  let companies: Company[];
  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 11, today: new Date('2026-11-22'), recordScale: 0 },
      beforeApp: extras,
      env: { SEARCH_INDEXES: path },
    });
    analyst = await t.client('analyst');
    companies = await t.database.db
      .selectFrom('company')
      .select(['ent_id', 'name', 'credit_code', 'former_names', 'active'])
      .where('ent_id', 'not like', 'X%')
      .orderBy('ent_id')
      .execute();
  }, 90_000);
  afterAll(() => t.close());

  const suggest = async (q: string) =>
    (
      (await analyst.post('/esee/baseinfo/likeByCompanyName', { companyName: q, range: 10 })).data as {
        entId: string;
      }[]
    ).map((r) => r.entId);
  /** Page `pageno` of the results of `q`, ten a page. */
  const resultsPage = async (q: string, pageno: number) =>
    (await analyst.post('/esee/entInfo/search', { entName: q, pageno, range: 10 })).data as {
      listMeta: { totalCount: number };
      dataList: { entId: string }[];
    };
  const paged = async (q: string) => (await resultsPage(q, 1)).dataList.map((r) => r.entId);
  const namesOf = async (ids: string[]) => {
    const rows = await t.database.db
      .selectFrom('company')
      .select(['ent_id', 'name'])
      .where('ent_id', 'in', ids)
      .execute();
    return ids.map((id) => rows.find((r) => r.ent_id === id)!.name);
  };

  /**
   * Each company's query found among the first ten by both calls, and first where the query names one company
   * (`unique`): the kinds a person types, as the issue lists them.
   */
  async function expectFound(kind: string, cases: { c: Company; q: string; unique?: boolean }[]) {
    expect(cases.length, `${kind}: cases`).toBeGreaterThan(0);
    for (const { c, q, unique } of cases.slice(0, 6))
      for (const call of [suggest, paged]) {
        const ids = await call(q);
        expect(ids, `${kind} ${call.name}: ${q} → ${c.name}`).toContain(c.ent_id);
        if (unique) expect(ids[0], `${kind} ${call.name} first: ${q} → ${c.name}`).toBe(c.ent_id);
      }
  }

  const withLead = () => companies.flatMap((c) => (leading(c) ? [{ c, ...leading(c)! }] : []));
  /** Whether no other company has this core (the query then names one company). */
  const coreUnique = (core: string) => companies.filter((x) => x.name.includes(core)).length === 1;

  it('finds the exact name and a code typed in any case with spaces', async () => {
    await expectFound(
      'exact',
      companies.slice(0, 6).map((c) => ({ c, q: c.name, unique: true })),
    );
    await expectFound(
      'code',
      companies.slice(10, 16).map((c) => ({
        c,
        q: ` ${c.credit_code!.slice(0, 8)} ${c.credit_code!.slice(8).toLowerCase()}`,
        unique: true,
      })),
    );
    await expectFound(
      'former name',
      companies.filter((c) => c.former_names.length).map((c) => ({ c, q: c.former_names[0]!, unique: true })),
    );
  });

  it('ranks a part shared by many names in rank order, not by where the names fall in key order', async () => {
    const largest = `XY${PART_SHARERS.length - 1}`;
    expect((await suggest('测链'))[0]).toBe(largest);
    expect((await paged('测链'))[0]).toBe(largest);
  });

  it('counts what matched as the names in memory do, past the candidates the database ranks', async () => {
    // A legal form typed alone lists every company of that form: more than the database ranks of a kind (100).
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from company_search_key
      where kind = ${KeyKind.FORM} and key = ${String(FORM_WORDS['有限公司'])}`.execute(t.database.db);
    const ofForm = rows[0]!.n;
    expect(ofForm).toBeGreaterThan(100);
    const page = await resultsPage('有限公司', 1);
    expect(page.listMeta.totalCount).toBe(ofForm);
    expect(page.dataList).toHaveLength(10);
    // Every page the total promises holds its rows, each company once (past the ranked 100, the database ranks
    // deeper), and the page after the last is empty.
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(ofForm / 10) + 1 }, (_, k) => resultsPage('有限公司', k + 1)),
    );
    const listed = pages.flatMap((p) => p.dataList.map((c) => c.entId));
    expect(listed).toHaveLength(ofForm);
    expect(new Set(listed).size).toBe(ofForm);
    expect(pages.at(-1)!.dataList).toEqual([]);
    expect(pages.map((p) => p.listMeta.totalCount)).toEqual(pages.map(() => ofForm));
  });

  it('totals a part typed with a legal form as its list holds it, not as the tails across a region count it', async () => {
    const pages = await Promise.all([1, 2, 3].map((pageno) => resultsPage('京云测有限公司', pageno)));
    expect(pages.map((p) => p.listMeta.totalCount)).toEqual([12, 12, 12]);
    const listed = pages.flatMap((p) => p.dataList.map((c) => c.entId));
    expect(listed.sort()).toEqual(
      PART_SHARERS.slice(0, 12)
        .map((_, k) => `XB${k}`)
        .sort(),
    );
  });

  it('gives a part held by more than a thousand names 999+ on every page, the first the suggestions', async () => {
    expect(PART_OF_MANY.length).toBeGreaterThan(1000);
    const pages = await Promise.all([1, 2, 100].map((pageno) => resultsPage('测群', pageno)));
    expect(pages.map((p) => p.listMeta.totalCount)).toEqual([1000, 1000, 1000]);
    const [first, second, last] = pages.map((p) => p.dataList.map((c) => c.entId));
    expect(first).toEqual(await suggest('测群'));
    expect(second).toHaveLength(10);
    expect(last).toHaveLength(10);
    expect(new Set([...first!, ...second!, ...last!]).size).toBe(30);
  });

  it('suggests the largest holders of a two-character part first, the largest last of a thousand in key order', async () => {
    // XM0… hold 测群 with a capital growing in key order: the largest are the last of the part's keys.
    const largest = PART_OF_MANY.map((_, k) => `XM${k}`)
      .reverse()
      .slice(0, 10);
    for (const call of [suggest, paged]) expect(await call('测群'), call.name).toEqual(largest);
  });

  it("lists a region's holders of a part, past the part's larger holders elsewhere", async () => {
    const inFoshan = PART_IN_FOSHAN.map((_, k) => `XF${k}`).sort();
    for (const typed of ['佛山测联', '广东测联']) {
      const suggested = await suggest(typed);
      expect(suggested, typed).toHaveLength(10);
      expect(inFoshan, typed).toEqual(expect.arrayContaining(suggested));
      const pages = await Promise.all([1, 2].map((pageno) => resultsPage(typed, pageno)));
      expect(
        pages.map((p) => p.listMeta.totalCount),
        typed,
      ).toEqual([13, 13]);
      expect(pages.flatMap((p) => p.dataList.map((c) => c.entId)).sort(), typed).toEqual(inFoshan);
    }
  });

  it('suggests the largest of the cores a start begins, past forty others before it in key order', async () => {
    for (const call of [suggest, paged]) expect((await call('测鼎'))[0], call.name).toBe('XDB');
  });

  it('suggests the shortest name first of equals a start begins, past forty others before it', async () => {
    for (const call of [suggest, paged]) expect((await call('测垣'))[0], call.name).toBe('XGZ');
  });

  it('finds a company by a part of its former name', async () => {
    for (const typed of ['测旧谷', '旧谷电子', '旧谷'])
      for (const call of [suggest, paged]) expect(await call(typed), `${call.name}: ${typed}`).toContain('XO0');
  });

  it("suggests a region's holders of a core that starts forty and more cores elsewhere", async () => {
    // The core's first forty in key order are 北京's: the suggestions read 佛山's few parts whatever those fill.
    for (const call of [suggest, paged])
      expect(await call('佛山测鼎'), call.name).toEqual(expect.arrayContaining(['XT0', 'XH0', 'XH1']));
  });

  it('finds a company of no known city, its name stating its province, by a part typed after any of its cities', async () => {
    for (const typed of ['深圳粤丰贸易', '佛山粤丰', '南山区粤丰贸易', '广东粤丰贸易'])
      for (const call of [suggest, paged]) expect(await call(typed), `${call.name}: ${typed}`).toContain('XU0');
    for (const call of [suggest, paged]) expect(await call('杭州粤丰贸易'), call.name).not.toContain('XU0');
  });

  it("totals a district's holders of a part as its list holds them, on every page", async () => {
    const inHaidian = PART_ELSEWHERE.filter((_, k) => k % 2).length;
    const pageCount = Math.ceil(inHaidian / 10);
    const pages = await Promise.all(Array.from({ length: pageCount }, (_, k) => resultsPage('海淀区测联', k + 1)));
    expect(pages.map((p) => p.listMeta.totalCount)).toEqual(pages.map(() => inHaidian));
    const listed = pages.flatMap((p) => p.dataList.map((c) => c.entId));
    expect(new Set(listed).size).toBe(inHaidian);
    expect(listed.every((id) => Number(id.slice(2)) % 2 === 1)).toBe(true);
  });

  it('lists the few matches of a full name as the suggestions, then the ranking for a thousand, and counts them', async () => {
    const queries = companies
      .slice(0, 40)
      .flatMap((c, k) => [c.name, ...(k % 4 ? [] : [[...c.name].slice(2, 6).join('')])]);
    for (const q of [
      ...queries,
      '测航科技有限公司南山分公司',
      '深圳测航科技',
      '测链',
      '测鼎',
      '测源贸易',
      '测嘉企业',
      '佛山测鼎',
      '南山区测航',
    ]) {
      const [suggested, ranked] = await Promise.all([t.app.companies.find(q, 10), t.app.companies.find(q, 1000)]);
      const seen = new Set(suggested.map((c) => c.entId));
      const listed = [...suggested, ...ranked.filter((c) => !seen.has(c.entId))];
      if (listed.length >= 100) continue;
      const page = await resultsPage(q, 1);
      expect(
        page.dataList.map((r) => r.entId),
        q,
      ).toEqual(listed.slice(0, 10).map((c) => c.entId));
      expect(page.listMeta.totalCount, q).toBe(listed.length);
    }
  });

  it('reads the candidates and their count in one statement as in two', async () => {
    const db = t.database.db;
    for (const q of [
      '测链',
      '测群',
      '测嘉企业',
      companies[0]!.name,
      companies[1]!.credit_code!.slice(0, 8),
      '无此名称的公司',
    ]) {
      const { rows, counted } = await countedCandidateRows(db, q, 10, 1000);
      expect(rows.map((r) => r.entId).sort(), q).toEqual((await candidateRows(db, [q], 10)).map((r) => r.entId).sort());
      expect(
        rows.every((r) => !('counted' in r)),
        q,
      ).toBe(true);
      expect(counted, q).toBe(await candidateCount(db, q, 1000));
    }
    expect((await countedCandidateRows(db, '测群', 10, 1000)).counted).toBe(1000);
  });

  it('starts the first page of results with the suggestions, in their order, and pages on without repeating them', async () => {
    // A code's prefix held by twenty codes or more, a part of 45 names, a region, a core's first characters.
    const prefixes = new Map<string, number>();
    for (const c of companies) {
      const p = c.credit_code?.slice(0, 6);
      if (p) prefixes.set(p, (prefixes.get(p) ?? 0) + 1);
    }
    const code = [...prefixes].find(([, n]) => n >= 20)?.[0];
    expect(code).toBeDefined();
    for (const typed of [code!, '测链', '深圳', '测鼎']) {
      const [suggested, first, second] = await Promise.all([
        suggest(typed),
        paged(typed),
        resultsPage(typed, 2).then((r) => r.dataList.map((c) => c.entId)),
      ]);
      expect(suggested, typed).toHaveLength(10);
      expect(first, typed).toEqual(suggested);
      expect(second, typed).toHaveLength(10);
      expect(new Set([...first, ...second]).size, typed).toBe(20);
    }
  });

  it('finds a name at each keystroke as it is typed, from its third character', async () => {
    for (const [k, name] of TYPED.entries()) {
      const chars = [...name];
      for (let n = 3; n <= chars.length; n++) {
        const typed = chars.slice(0, n).join('');
        // 合 may start 合伙企业 or be the core's (联合): it is read as the form's start only after a region in brackets.
        if (/[^）]合$/.test(typed) && !typed.includes('合伙')) continue;
        for (const call of [suggest, paged]) expect(await call(typed), `${call.name}: ${typed}`).toContain(`XT${k}`);
      }
    }
  });

  it('finds a part cut from inside a name across its region, or into its region in brackets', async () => {
    const cut: [string, string][] = [
      ['山测鼎龙', 'XT0'],
      ['括电子（杭', 'XT2'],
      ['圳云测链', `XY${PART_SHARERS.length - 1}`],
    ];
    for (const [typed, id] of cut)
      for (const call of [suggest, paged]) expect(await call(typed), `${call.name}: ${typed}`).toContain(id);
  });

  it('finds the region in another position, with 市, or left out', async () => {
    const lead = withLead();
    await expectFound(
      'region in brackets',
      lead.map(({ c, city, core }) => ({ c, q: `${core}（${city}）有限公司`, unique: true })),
    );
    await expectFound(
      'region with 市',
      lead.map(({ c, city, core }) => ({ c, q: `${city}市${core}有限公司`, unique: true })),
    );
    await expectFound(
      'region left out',
      lead.map(({ c, core }) => ({ c, q: `${core}有限公司`, unique: coreUnique(core) })),
    );
    const bracketed = companies.flatMap((c) => {
      const m = /^(.+)（(.{2,3})）有限公司$/.exec(c.name);
      return m ? [{ c, q: `${m[2]}${m[1]}有限公司`, unique: true }] : [];
    });
    await expectFound('region moved to the front', bracketed);
  });

  it('finds another legal form, the 简称, full and half width, spaces, traditional characters', async () => {
    const lead = withLead();
    await expectFound(
      '有限责任公司',
      lead.map(({ c, city, core }) => ({ c, q: `${city}${core}有限责任公司`, unique: true })),
    );
    await expectFound(
      '股份有限公司',
      lead.map(({ c, city, core }) => ({ c, q: `${city}${core}股份有限公司`, unique: true })),
    );
    await expectFound(
      '集团',
      lead.map(({ c, city, core }) => ({ c, q: `${city}${core}集团`, unique: true })),
    );
    await expectFound(
      '字号+行业',
      lead.map(({ c, core }) => ({ c, q: core, unique: coreUnique(core) })),
    );
    await expectFound(
      'spaces and width',
      lead.map(({ c }) => ({
        c,
        q: ` ${[...c.name].join(' ')} `.replace('有限', '（有限）').replace(/[（）]/g, ''),
        unique: true,
      })),
    );
    await expectFound(
      'traditional',
      companies.slice(20, 26).map((c) => ({ c, q: toTraditional(c.name), unique: true })),
    );
  });

  it('finds a 证券简称 and a 字号 alone', async () => {
    const stocks = (
      await sql<{ ent_id: string; stock_name: string }>`
        select distinct ent_id, stock_name from research_report where stock_name is not null and ent_id is not null
      `.execute(t.database.db)
    ).rows;
    const byId = new Map(companies.map((c) => [c.ent_id, c]));
    await expectFound(
      '证券简称',
      stocks.map((s) => ({
        c: byId.get(s.ent_id)!,
        q: s.stock_name,
        unique: stocks.filter((x) => x.stock_name === s.stock_name).length === 1,
      })),
    );
    // A trade name that only one company's core starts with.
    const trades = withLead().flatMap(({ c, core }) => {
      const trade = core.slice(0, 2);
      return withLead().filter((x) => x.core.startsWith(trade)).length === 1 ? [{ c, q: trade, unique: false }] : [];
    });
    await expectFound('字号', trades);
  });

  it('finds pinyin, full and initials, with the region before it', async () => {
    const lead = withLead();
    await expectFound(
      'full pinyin',
      lead.map(({ c, core }) => ({ c, q: fullPinyin(core), unique: false })),
    );
    await expectFound(
      'pinyin with region',
      lead.map(({ c, city, core }) => ({ c, q: fullPinyin(city + core), unique: false })),
    );
    await expectFound(
      'initials with region',
      lead.map(({ c, city, core }) => ({ c, q: initials(city + core).toUpperCase(), unique: false })),
    );
  });

  it('finds a name with a homophone, or a character missing, wrong or added', async () => {
    const lead = withLead().filter(({ core }) => HOMOPHONES[core[0]!] && [...core].length >= 4);
    await expectFound(
      'homophone',
      lead.map(({ c, city, core }) => ({ c, q: `${city}${HOMOPHONES[core[0]!]}${core.slice(1)}有限公司` })),
    );
    await expectFound(
      'character missing',
      lead.map(({ c, city, core }) => ({ c, q: `${city}${core[0]}${core.slice(2)}有限公司` })),
    );
    // One wrong or one added (犇 is in no generated name): on the database, by the cores' one-character deletions.
    await expectFound(
      'character wrong',
      lead.map(({ c, city, core }) => ({ c, q: `${city}${core[0]}犇${core.slice(2)}有限公司` })),
    );
    await expectFound(
      'character added',
      lead.map(({ c, city, core }) => ({ c, q: `${city}${core[0]}犇${core.slice(1)}有限公司` })),
    );
    // Typed after its city or province, a near name there past twenty larger ones elsewhere (by the deletions behind
    // each place, on the database), and none of those.
    for (const typed of ['佛山测犁纺织有限公司', '广东测犁纺织有限公司'])
      for (const call of [suggest, paged]) {
        const near = (await call(typed)).filter((id) => id.startsWith('XN'));
        expect(near, `${call.name}: ${typed}`).toEqual(['XN0']);
      }
    // One character before a form word: near names of one character answer too (a 500 once).
    const res = await analyst.post('/esee/baseinfo/likeByCompanyName', { companyName: '立企业', range: 10 });
    expect(res.code).toBe(200);
  });

  it('ranks a group first for 集团, a parent above its branches, active above cancelled, the viewed first', async () => {
    expect(await namesOf((await suggest('测航科技')).slice(0, 3))).toEqual([
      '深圳测航科技有限公司',
      '深圳测航科技有限公司南山分公司',
      '深圳测航科技有限公司福田分公司',
    ]);
    expect((await namesOf(await suggest('测富物业服务集团')))[0]).toBe('成都测富物业服务集团有限公司');
    const groups = await namesOf(await suggest('集团'));
    expect(groups.length).toBe(10);
    for (const name of groups) expect(name).toMatch(/集团(股份)?有限公司$/);
    // Active before cancelled whatever the capital, and the viewed first among equals.
    expect(await namesOf(await suggest('测源贸易'))).toEqual([
      '上海测源贸易有限公司',
      '南京测源贸易有限公司',
      '杭州测源贸易有限公司',
    ]);
  });

  it('finds people by their name in pinyin, full or initials, and lists their companies to tell namesakes apart', async () => {
    const people = await t.database.db
      .selectFrom('person as p')
      .innerJoin('company as c', 'c.legal_rep_id', 'p.person_id')
      .select(['p.person_id', 'p.name'])
      .groupBy(['p.person_id', 'p.name'])
      .orderBy('p.person_id')
      .limit(40)
      .execute();
    const person = people.find((p) => [...p.name].length === 3 && !/[长重乐单曾]/.test(p.name))!;
    for (const q of [fullPinyin(person.name), initials(person.name), toTraditional(person.name), person.name]) {
      const list = (await analyst.get('/esee/personalInvestment/personList', { persName: q, pageNo: 1, pageSize: 20 }))
        .data as ListPage;
      const row = list.list.find((r) => r.personId === person.person_id);
      expect(row, `personList ${q}`).toMatchObject({ name: person.name });
      expect((row!.companies as string[]).length).toBeGreaterThan(0);
      const suggested = (await analyst.get('/esee/iba/personPost/suggest', { persName: q })).data as PersonSuggestions;
      expect(
        suggested.list.find((r) => r.personId === person.person_id),
        `suggest ${q}`,
      ).toMatchObject({ name: person.name });
    }
  });
});

describe.each(ENGINES)('names in the database on %s', (engine) => {
  it('writes the keys of a register loaded before they existed, then finds its companies', async () => {
    const t = await withApp({
      engine,
      data: { companies: 50, seed: 5, today: new Date('2026-11-22'), recordScale: 0 },
      // A database loaded before migration 0066: no keys.
      beforeApp: async (db) => {
        await sql`delete from company_search_key`.execute(db);
        await sql`delete from person_search_key`.execute(db);
      },
      env: { SEARCH_INDEXES: 'database' },
    });
    try {
      const company = await t.database.db
        .selectFrom('company')
        .select(['ent_id', 'name'])
        .limit(1)
        .executeTakeFirstOrThrow();
      const analyst = await t.client('analyst');
      const found = (await analyst.post('/esee/baseinfo/likeByCompanyName', { companyName: company.name, range: 10 }))
        .data as { entId: string }[];
      expect(found[0]?.entId).toBe(company.ent_id);
      const keyed = await sql<{ n: number }>`select count(distinct num)::int as n from company_search_key`.execute(
        t.database.db,
      );
      const companies = await sql<{ n: number }>`select count(*)::int as n from company`.execute(t.database.db);
      expect(keyed.rows[0]!.n).toBe(companies.rows[0]!.n);
      // Every name of the register keyed, each once.
      const names = await sql<{ keyed: number; all: number }>`
        select (select count(distinct name)::int from person_search_key where kind = 2) as keyed,
               (select count(distinct name)::int from person) as "all"`.execute(t.database.db);
      expect(names.rows[0]!.keyed).toBe(names.rows[0]!.all);
      // People by the pinyin of their names, from the names' keys.
      const rep = await t.database.db
        .selectFrom('person as p')
        .innerJoin('company as c', 'c.legal_rep_id', 'p.person_id')
        .select(['p.person_id', 'p.name'])
        .where('c.ent_id', '=', company.ent_id)
        .executeTakeFirstOrThrow();
      const people = (
        await analyst.get('/esee/personalInvestment/personList', {
          persName: fullPinyin(rep.name),
          pageNo: 1,
          pageSize: 50,
        })
      ).data as ListPage;
      expect(people.list.map((r) => r.personId)).toContain(rep.person_id);
    } finally {
      await t.close();
    }
  }, 90_000);

  it('leaves the keys of a register above the start-up limit to `data keys`, answering meanwhile', async () => {
    const t = await withApp({
      engine,
      data: { companies: 50, seed: 5, today: new Date('2026-11-22'), recordScale: 0 },
      beforeApp: async (db) => {
        await sql`update search_key_format set format = 0 where what = 'company'`.execute(db);
      },
    });
    try {
      const db = t.database.db;
      const format = async () =>
        (await sql<{ format: number }>`select format from search_key_format where what = 'company'`.execute(db))
          .rows[0]!.format;
      const company = await db.selectFrom('company').select('name').limit(1).executeTakeFirstOrThrow();
      const errors: string[] = [];
      const log = { error: (message: string) => errors.push(message), info: () => undefined };
      // 50 companies, above a limit of 10: nothing written at start, the searches answer from the keys there are.
      const search = new DatabaseCompanySearch(db, log as unknown as FastifyBaseLogger, 10);
      expect((await search.indexFor([company.name])).size).toBeGreaterThan(0);
      expect(errors).toEqual([expect.stringContaining('`data keys`')]);
      expect(await format()).toBe(0);
      await search.stop();
      // What `data keys` runs.
      expect(await db.transaction().execute(currentSearchKeys)).toBeGreaterThanOrEqual(50);
      expect(await format()).toBe(KEY_FORMAT.company);
    } finally {
      await t.close();
    }
  }, 90_000);

  it('writes the keys again when they were written in another format', async () => {
    let changed = '';
    const t = await withApp({
      engine,
      data: { companies: 50, seed: 5, today: new Date('2026-11-22'), recordScale: 0 },
      // Keys of an older format: one company's are not among them (the table is not empty).
      beforeApp: async (db) => {
        changed = (await db.selectFrom('company').select('ent_id').limit(1).executeTakeFirstOrThrow()).ent_id;
        await sql`delete from company_search_key where num = (select num from company where ent_id = ${changed})`.execute(
          db,
        );
        await sql`update search_key_format set format = 0 where what = 'company'`.execute(db);
      },
      env: { SEARCH_INDEXES: 'database' },
    });
    try {
      const company = await t.database.db
        .selectFrom('company')
        .select(['ent_id', 'name'])
        .where('ent_id', '=', changed)
        .executeTakeFirstOrThrow();
      const analyst = await t.client('analyst');
      const found = (await analyst.post('/esee/baseinfo/likeByCompanyName', { companyName: company.name, range: 10 }))
        .data as { entId: string }[];
      expect(found[0]?.entId).toBe(changed);
      const formats = await sql<{ what: string; format: number }>`
        select what, format from search_key_format order by what`.execute(t.database.db);
      expect(formats.rows).toEqual([
        { what: 'company', format: KEY_FORMAT.company },
        { what: 'person', format: KEY_FORMAT.person },
      ]);
    } finally {
      await t.close();
    }
  }, 90_000);
});
