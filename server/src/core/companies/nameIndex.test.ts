import { describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '@esee/contracts';
import { holdingAll, NameIndex, parseQuery, type IndexRow } from './nameIndex';
import { Form } from './nameForms';
import { PersonNames } from './personNames';

let serial = 0;
const row = (name: string, more: Partial<IndexRow> = {}): IndexRow => {
  serial++;
  return {
    entId: `E${serial}`,
    name,
    norm: normalizeCompanyName(name),
    formerNames: [],
    formerNorms: [],
    creditCode: `91440300MA5F${String(serial).padStart(5, '0')}X`,
    regNo: null,
    orgCode: null,
    status: '存续',
    active: true,
    legalRep: null,
    estDate: null,
    regionCode: '440305',
    capital: 1_000_000,
    views: 0,
    aliases: [],
    ...more,
  };
};

const COMPANIES = [
  row('深圳华泰科技有限公司'),
  row('深圳华泰科技有限公司南山分公司'),
  row('华泰科技（上海）有限公司', { regionCode: '310115' }),
  row('上海华泰科技股份有限公司', { regionCode: '310104', status: '注销', active: false }),
  row('成都富航物业服务集团有限公司', { regionCode: '510107', capital: 50_000_000 }),
  row('成都富航物业服务有限公司', { regionCode: '510107' }),
  row('杭州富航物业服务有限公司', { regionCode: '330106', capital: 100_000, views: 3 }),
  row('北京华泰家政服务有限公司', { regionCode: '110105', aliases: ['华泰家政'] }),
  row('深圳鼎盛网络科技有限公司', {
    formerNames: ['深圳鼎新网络科技有限公司'],
    formerNorms: ['深圳鼎新网络科技有限公司'],
  }),
  row('广州华泰物流有限公司', { regionCode: '440106' }),
  row('广州泰华物流有限公司', { regionCode: '440106' }),
];

const index = await NameIndex.fromRows(COMPANIES.map((c) => ({ ...c })));
const top = (q: string, n = 10) => index.rank(q, n).map((h) => `${h.company.name}:${h.kind}`);
const first = (q: string) => index.rank(q, 10)[0];

describe('the name index', () => {
  it('finds the exact name, a code in any case and with spaces, before anything else', () => {
    expect(first('深圳华泰科技有限公司')).toMatchObject({ kind: 'exact', company: { name: '深圳华泰科技有限公司' } });
    const code = COMPANIES[2]!.creditCode!;
    expect(first(` ${code.slice(0, 6)} ${code.slice(6).toLowerCase()}`)?.company.name).toBe('华泰科技（上海）有限公司');
  });

  it('finds the same name in another form: region moved, added, left out; another legal form; traditional', () => {
    expect(first('华泰科技（深圳）有限公司')).toMatchObject({
      kind: 'region',
      company: { name: '深圳华泰科技有限公司' },
    });
    expect(first('上海市华泰科技有限公司')).toMatchObject({
      kind: 'region',
      company: { name: '华泰科技（上海）有限公司' },
    });
    expect(first('深圳市華泰科技有限責任公司')).toMatchObject({
      kind: 'region',
      company: { name: '深圳华泰科技有限公司' },
    });
    expect(first('深圳華泰科技有限公司')).toMatchObject({ kind: 'exact', company: { name: '深圳华泰科技有限公司' } });
    // Left out: the active one of the two first; the other form after the same form.
    expect(top('华泰科技有限公司').slice(0, 3)).toEqual([
      '深圳华泰科技有限公司:region',
      '华泰科技（上海）有限公司:region',
      '上海华泰科技股份有限公司:form',
    ]);
    // A region that disagrees is not the same name.
    expect(top('广州华泰科技有限公司').filter((h) => h.endsWith(':region'))).toEqual([]);
    expect(first('深圳鼎新网络科技有限公司')).toMatchObject({
      kind: 'former',
      company: { name: '深圳鼎盛网络科技有限公司' },
    });
  });

  it('ranks a group first for 集团, the parent above its branch, active above cancelled, the larger first', () => {
    expect(top('物业服务集团')[0]).toBe('成都富航物业服务集团有限公司:contains');
    expect(top('富航物业服务集团')[0]).toBe('成都富航物业服务集团有限公司:region');
    expect(top('富航物业服务股份有限公司')[0]).toBe('杭州富航物业服务有限公司:form');
    expect(top('集团')).toEqual(['成都富航物业服务集团有限公司:contains']);
    expect(top('华泰科技')).toEqual([
      '深圳华泰科技有限公司:short',
      '华泰科技（上海）有限公司:short',
      '上海华泰科技股份有限公司:short',
      '深圳华泰科技有限公司南山分公司:prefix',
    ]);
    // Among equals the more viewed and the larger come first.
    expect(top('富航物业服务')).toEqual([
      '杭州富航物业服务有限公司:short',
      '成都富航物业服务集团有限公司:short',
      '成都富航物业服务有限公司:short',
    ]);
    expect(top('华泰科技南山分公司')[0]).toBe('深圳华泰科技有限公司南山分公司:region');
  });

  it('suggests while the legal form is being typed', () => {
    for (const typed of ['深圳华泰科技有', '深圳华泰科技有限', '深圳华泰科技有限公', '深圳华泰科技有限责任'])
      expect(first(typed)?.company.name, typed).toBe('深圳华泰科技有限公司');
    expect(first('成都富航物业服务集团有')?.company.name).toBe('成都富航物业服务集团有限公司');
    // 集团股份有限公司 typed up to its 股 (a miss typed key by key at ten million companies).
    for (const typed of ['华泰科技集团股', '华泰科技集团股份'])
      expect(parseQuery(typed).parts, typed).toMatchObject({ core: '华泰科技' });
    // After a region in brackets the core is over: 股, 合 or 集 starts the form; elsewhere it may be the core's.
    for (const typed of ['越天置业（苏州）股', '越天置业（苏州）合', '越天置业（苏州）集'])
      expect(parseQuery(typed).parts, typed).toMatchObject({ core: '越天置业', regions: [{ name: '苏州' }] });
    expect(parseQuery('华夏控股').parts.core).toBe('华夏控股');
    // A branch typed after its region: the branches there, not every name holding the region.
    for (const typed of ['南山分公', '南山分公司'])
      expect(top(typed), typed).toEqual(['深圳华泰科技有限公司南山分公司:contains']);
  });

  it("suggests a branch as its place and 分公司 are typed after its parent's full name", async () => {
    const branches = await NameIndex.fromRows([
      row('华泰科技（上海）有限公司北京分公司', { regionCode: '110105' }),
      row('华泰科技（上海）有限公司', { regionCode: '310115' }),
      row('华泰银行股份有限公司北京分行', { regionCode: '110105' }),
    ]);
    const names = (q: string) => branches.rank(q, 10).map((h) => h.company.name);
    // Read as the branch's core (华泰科技北京): the parent's core and the place so far.
    for (const typed of [
      '华泰科技（上海）有限公司北',
      '华泰科技（上海）有限公司北京分',
      '华泰科技（上海）有限公司北京分公',
    ])
      expect(names(typed)[0], typed).toBe('华泰科技（上海）有限公司北京分公司');
    expect(parseQuery('深圳华泰科技有限公司南山分公').parts).toMatchObject({ core: '华泰科技南山', form: Form.BRANCH });
    // A name holding 集团 is not read as a branch of it.
    expect(parseQuery('海尔集团电器').parts.alt).toBeUndefined();
    expect(parseQuery('华泰科技有限公司北京').parts).toMatchObject({
      core: '华泰科技有限公司北京',
      alt: '华泰科技北京',
    });
    // 分 may begin 分行: the text typed stays the core.
    expect(names('华泰银行股份有限公司北京分')).toEqual(['华泰银行股份有限公司北京分行']);
  });

  it('finds pinyin, full or initials, with a region before it', () => {
    expect(top('huataikeji')).toEqual(expect.arrayContaining(['深圳华泰科技有限公司:pinyin']));
    expect(first('shenzhenhuataikeji')).toMatchObject({ kind: 'pinyin', company: { name: '深圳华泰科技有限公司' } });
    expect(first('SZ HTKJ')).toMatchObject({ kind: 'pinyin', company: { name: '深圳华泰科技有限公司' } });
    expect(first('fuhang')).toMatchObject({ kind: 'prefix' });
  });

  it('reads letters before the core as the region they name, by where a company is registered', async () => {
    // 「bj」 names 北京 and 滨江 (杭州): a name stating only 浙江 is in 滨江 only if its registration does not say
    // elsewhere; the one the region's letters found comes before a larger one found by the core's letters alone.
    const letters = await NameIndex.fromRows([
      row('浙江富源农产品有限公司', { regionCode: '330106', capital: 90_000_000, views: 9 }),
      row('北京富永农产品有限责任公司', { regionCode: '110105' }),
      row('浙江富远农产品有限公司', { regionCode: null }),
    ]);
    const names = (q: string) => letters.rank(q, 10).map((h) => h.company.name);
    expect(names('bjfyncp')).toEqual(['北京富永农产品有限责任公司', '浙江富远农产品有限公司']);
    expect(names('fyncp')[0]).toBe('浙江富源农产品有限公司');
  });

  it('finds the 字号 by prefix, a 证券简称, and a part of a name, in that order', async () => {
    expect(top('华泰')).toEqual(expect.arrayContaining(['深圳华泰科技有限公司:prefix', '广州华泰物流有限公司:prefix']));
    expect(top('华泰家政')[0]).toBe('北京华泰家政服务有限公司:prefix');
    expect(first('华泰家政')?.company.name).toBe('北京华泰家政服务有限公司');
    const onlyAlias = await NameIndex.fromRows([row('北京同创精密制造有限公司', { aliases: ['京创精工'] })]);
    expect(onlyAlias.rank('京创精工', 5).map((h) => h.kind)).toEqual(['alias']);
    expect(top('网络科技')[0]).toBe('深圳鼎盛网络科技有限公司:contains');
  });

  it('finds a partnership as the register writes it, （有限合伙） in full width, by either brackets, its core and pinyin', async () => {
    const lp = '深圳旭弘创业投资合伙企业（有限合伙）';
    const funds = await NameIndex.fromRows([row(lp), row('深圳旭弘科技有限公司')]);
    const hit = (q: string) => funds.rank(q, 10)[0];
    expect(hit(lp)).toMatchObject({ kind: 'exact', company: { name: lp } });
    expect(hit('深圳旭弘创业投资合伙企业(有限合伙)')).toMatchObject({ kind: 'exact', company: { name: lp } });
    expect(hit('旭弘创业投资合伙企业（有限合伙）')).toMatchObject({ kind: 'region', company: { name: lp } });
    expect(hit('旭弘创业投资')?.company.name).toBe(lp);
    expect(hit('xuhongchuangyetouzi')?.company.name).toBe(lp);
    // While its form is typed: the name before it is what is meant.
    for (const typed of ['深圳旭弘创业投资合伙企业', '深圳旭弘创业投资合伙企业（', '深圳旭弘创业投资合伙企业（有限合'])
      expect(hit(typed)?.company.name, typed).toBe(lp);
  });

  it('finds a name with one character wrong or missing, a homophone above a near character', () => {
    expect(first('深圳华态科技有限公司')).toMatchObject({
      kind: 'homophone',
      company: { name: '深圳华泰科技有限公司' },
    });
    expect(first('深圳华秦科技有限公司')).toMatchObject({ kind: 'fuzzy', company: { name: '深圳华泰科技有限公司' } });
    expect(first('深圳华科技有限公司')).toMatchObject({ kind: 'fuzzy', company: { name: '深圳华泰科技有限公司' } });
    // Two neighbours swapped is a near name too, after the exact one.
    expect(top('广州泰华物流有限公司')).toEqual(['广州泰华物流有限公司:exact', '广州华泰物流有限公司:fuzzy']);
    // Three characters are too few for a guess.
    expect(top('华秦科')).toEqual([]);
  });
});

describe('the index of people’s names', () => {
  it('finds a name by its pinyin, full or initials, in traditional characters, and by its sound', async () => {
    const people = await PersonNames.fromNames(['张伟', '张玮', '章伟', '单田芳', '王芳', '张伟']);
    expect(people.size).toBe(5);
    expect(people.namesFor('张伟')).toEqual(['张伟']);
    expect(people.namesFor('zhangwei')).toEqual(expect.arrayContaining(['张伟', '张玮', '章伟']));
    expect(people.namesFor('ZW')).toEqual(expect.arrayContaining(['张伟', '张玮', '章伟']));
    expect(people.namesFor('shantianfang')).toEqual(['shantianfang', '单田芳']);
    expect(people.namesFor('張偉')).toEqual(['张伟']);
    // A name no one bears brings the names that sound the same.
    expect(people.namesFor('张炜')).toEqual(expect.arrayContaining(['张炜', '张伟', '张玮']));
  });
});

describe('the name index of the companies a query may mean (SEARCH_INDEXES=database)', () => {
  it('reads the pinyin and the pairs one apart when a query first asks, and ranks as the index that read them at once', async () => {
    const later = await NameIndex.fromRows(
      COMPANIES.map((c) => ({ ...c })),
      { nearParts: 'when asked' },
    );
    for (const q of [
      'huataikeji',
      'SZ HTKJ',
      'fuhang',
      '深圳华态科技有限公司',
      '华泰',
      '网络科技',
      '深圳华秦科技有限公司',
      '华泰科枝（上海）有限公司',
      '华泰技',
    ])
      expect(later.rank(q, 10)).toEqual(index.rank(q, 10));
  });

  it('fills the places the prefixes left with parts of names, not with the prefixes again', async () => {
    // 益鑫农业: the prefixes are names holding it too; the parts wanted are the others (发益鑫农业, 佳益鑫农业).
    const names = await NameIndex.fromRows([
      row('合肥益鑫农业开发有限公司', { capital: 90_000_000 }),
      row('北京益鑫农业科技有限公司', { capital: 80_000_000 }),
      row('甘肃发益鑫农业开发有限公司'),
      row('北京佳益鑫农业开发有限公司'),
    ]);
    expect(names.rank('益鑫农业', 4).map((h) => `${h.company.name}:${h.kind}`)).toEqual([
      '合肥益鑫农业开发有限公司:prefix',
      '北京益鑫农业科技有限公司:prefix',
      '北京佳益鑫农业开发有限公司:contains',
      '甘肃发益鑫农业开发有限公司:contains',
    ]);
  });
});

describe('a region and the start of a 字号', () => {
  it('ranks the region’s names starting with it above those holding it further in, past the prefixes’ window', async () => {
    // Fifty 富立 cores elsewhere fill the prefixes' look-up (four times the ten asked for, in key order): 杭州's come
    // as parts of names, and are prefixes still, above 杭州富富立药房 whatever its capital.
    const elsewhere = Array.from({ length: 50 }, (_, k) =>
      row(`北京富立${String.fromCodePoint(0x4e00 + k)}贸易有限公司`, { regionCode: '110105' }),
    );
    const names = await NameIndex.fromRows([
      ...elsewhere,
      row('杭州富富立药房集团有限公司', { regionCode: '330106', capital: 900_000_000 }),
      row('杭州富立商业保理有限公司', { regionCode: '330106' }),
      row('杭州富立电子有限公司', { regionCode: '330106' }),
    ]);
    expect(names.rank('杭州富立', 10).map((h) => `${h.company.name}:${h.kind}`)).toEqual([
      '杭州富立电子有限公司:prefix',
      '杭州富立商业保理有限公司:prefix',
      '杭州富富立药房集团有限公司:contains',
    ]);
  });
});

describe('holdingAll', () => {
  const of = (...lists: number[][]) => [...holdingAll(lists.map((l) => Int32Array.from(l)))];
  it('gives the positions every list holds, ascending, whatever the lists’ lengths', () => {
    expect(of([1, 4, 9, 12, 40], [0, 4, 5, 9, 40, 41], [4, 9, 40])).toEqual([4, 9, 40]);
    expect(
      of(
        Array.from({ length: 1000 }, (_, k) => k * 3),
        [2, 300, 301, 2997],
      ),
    ).toEqual([300, 2997]);
    expect(of([5, 7], [1, 2, 3])).toEqual([]);
    expect(of([3, 8])).toEqual([3, 8]);
    expect(of()).toEqual([]);
  });
});
