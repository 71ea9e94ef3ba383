import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KIND_BY_KEY } from '@esee/contracts';
import { DATA_FILES, type DataFileName } from '../format';
import { DISTRICTS } from '../../core/reference/regions';
import { generateUpdate } from './dailyUpdate';
import { generate } from './generate';
import { readRows, tempFolder } from './testSets';
import { REGIONLESS_MIN_CAPITAL } from '../rules/nameRegion';

/**
 * What a banker would check in a generated data set: change records that chain to the company's
 * current data, no placeholder text, each record kind from its authority, as often as it can be,
 * with values in range and dates in order.
 */

const TODAY = '2026-11-22';
const tmp = tempFolder('generate-test');

type Row = Record<string, unknown>;

const DISTRICT = new Map(DISTRICTS.map((d) => [d.code, d]));
/** Court abbreviations of provinces (case numbers) and ICP filing abbreviations. */
const COURT_ABBR: Record<string, string> = {
  '11': '京', '12': '津', '13': '冀', '15': '内', '21': '辽', '22': '吉', '23': '黑', '31': '沪', '32': '苏', '33': '浙', '34': '皖',
  '35': '闽', '36': '赣', '37': '鲁', '41': '豫', '42': '鄂', '43': '湘', '44': '粤', '45': '桂', '46': '琼', '50': '渝', '51': '川',
  '52': '黔', '53': '云', '61': '陕', '62': '甘', '65': '新',
};
const ICP_ABBR: Record<string, string> = { ...COURT_ABBR, '15': '蒙', '53': '滇', '62': '陇' };
const SEPARATE_PLAN_CITIES = ['深圳市', '宁波市', '厦门市', '青岛市', '大连市'];

/** Names the authorities of a province start with: its cities and county-level cities. */
function provincePlaces(province: string): string[] {
  return DISTRICTS.filter((d) => d.province === province).flatMap((d) => (d.district.endsWith('市') ? [d.city, d.district] : [d.city]));
}

const MARKET = /市场监督管理局/;
/** The department each kind names, given the company's district: a pattern and whether it sits in the province. */
const AUTHORITIES: Record<string, Record<string, (r: Row) => RegExp>> = {
  courtNotice: { court: () => /人民法院$/ },
  caseFiling: { court: () => /人民法院$/ },
  judgmentDocument: { court: () => /人民法院$/ },
  executedPerson: { execCourtName: () => /人民法院$/ },
  dishonest: { execCourt: () => /人民法院$/ },
  finalCase: { execCourtName: () => /人民法院$/ },
  equityFreeze: { executiveCourt: () => /人民法院$/ },
  judicialAuction: { court: () => /人民法院$/ },
  courtAnnouncement: { court: () => /人民法院$/ },
  bankruptcy: { court: () => /中级人民法院$/, administrator: () => /(律师事务所|会计师事务所（特殊普通合伙）|清算组)$/ },
  abnormalOperation: { putDepartment: () => MARKET },
  seriousViolation: { putDepartment: () => /市场监督管理局$/ },
  penalty: { departmentName: () => /(市场监督管理局.*|生态环境局|税务局|稽查局|应急管理局|^中国证券监督管理委员会(.+监管局)?|^(上海|深圳|北京)证券交易所)$/ },
  chattelMortgage: {
    regDepartment: (r) => (String(r.regDate) >= '2021-01-01' ? /^中国人民银行征信中心$/ : MARKET),
    mortgagee: () => /(银行股份有限公司.+(支行|分行)|融资租赁有限公司)$/,
  },
  equityPledge: { pledgee: () => /(支行|分行|公司|\(有限合伙\))$/ },
  landMortgage: { mortgagee: () => /银行股份有限公司.+(支行|分行)$/ },
  taxArrears: { department: () => /^国家税务总局.+税务局$/ },
  randomCheck: { executiveOrg: () => MARKET },
  simpleCancellation: { regInstitute: () => MARKET },
  taxCredit: { evalOrg: () => /^国家税务总局.+税务局$/ },
  license: {
    department: (r) =>
      ({
        食品经营许可证: MARKET,
        道路运输经营许可证: /交通/,
        排污许可证: /生态环境局$/,
        建筑业企业资质证书: /住房和城乡建设/,
        增值电信业务经营许可证: /通信管理局$/,
      })[String(r.licenseName)] ?? /^$/,
  },
  honor: {
    department: (r) =>
      ({
        高新技术企业: /^全国高新技术企业认定管理工作领导小组办公室$/,
        '专精特新"小巨人"企业': /^工业和信息化部$/,
        专精特新中小企业: /(工业和信息化|经济和信息化)/,
        科技型中小企业: /科学技术/,
        守合同重信用企业: /市场监督管理局$/,
      })[String(r.honorName)] ?? /^$/,
  },
};
/** National departments: not named after a province. */
const NATIONAL = /^(中国人民银行征信中心|全国高新技术企业认定管理工作领导小组办公室|工业和信息化部)$|银行股份有限公司/;

/** Kinds with several dates: each pair in order (earlier ≤ later; `strict` for <). */
const DATE_ORDER: Record<string, [string, string, 'strict'?][]> = {
  dishonest: [['regDate', 'publishDate', 'strict']],
  consumptionLimit: [['caseCreateTime', 'publishDate', 'strict']],
  finalCase: [['caseCreateTime', 'caseFinalTime', 'strict']],
  landMortgage: [['startDate', 'endDate', 'strict']],
  license: [['validFrom', 'validTo', 'strict']],
  worksCopyright: [['finishDate', 'regDate', 'strict']],
  abnormalOperation: [['putDate', 'removeDate', 'strict']],
};

const PLACEHOLDER = /前内容|后内容|示例|测试|xxx|原登记住所|占位|placeholder|lorem|\bundefined\b|\bNaN\b|\bnull\b|\[object/i;
const PERSON = /^[\u4e00-\u9fa5]{2,4}$/;

describe('the generated data set', () => {
  const dir = path.join(tmp, 'set');
  const data = {} as Record<DataFileName, Row[]>;
  const company = new Map<string, Row>();
  const names = new Map<string, string>();

  beforeAll(async () => {
    await generate({ companies: 300, seed: 7, out: dir, today: new Date(TODAY) });
    for (const name of Object.keys(DATA_FILES) as DataFileName[]) data[name] = readRows(dir, name);
    for (const c of data.companies) {
      company.set(String(c.entId), c);
      names.set(`C${String(c.entId)}`, String(c.name));
    }
    for (const p of data.people) names.set(`P${String(p.personId)}`, String(p.name));
  }, 60_000);

  it('fits the ingestion format, line by line', () => {
    for (const name of Object.keys(DATA_FILES) as DataFileName[]) {
      const checker = TypeCompiler.Compile(DATA_FILES[name].schema);
      for (const row of data[name]) expect(checker.Check(row), `${name}: ${JSON.stringify(row)}`).toBe(true);
    }
    expect(data.changes.length).toBeGreaterThan(600);
    expect(data.records.length).toBeGreaterThan(3000);
  });

  it('chains each change item from the founding value to today’s value of the company', () => {
    const capital = (c: Row) => {
      const wan = Number(c.regCapital) / 10_000;
      return c.regCapitalCurrency === '人民币' ? `${wan}万元人民币` : `${wan}万${String(c.regCapitalCurrency)}`;
    };
    const holders = new Map<string, string[]>();
    for (const h of data.shareholdings)
      holders.set(String(h.companyId), [
        ...(holders.get(String(h.companyId)) ?? []),
        `${names.get(`${String(h.holderKind)}${String(h.holderId)}`)!} ${(Number(h.ratio) * 100).toFixed(2)}%`,
      ]);
    const staff = new Map<string, { post: string; text: string }[]>();
    for (const e of data.executives)
      staff.set(String(e.companyId), [
        ...(staff.get(String(e.companyId)) ?? []),
        { post: String(e.post), text: `${names.get(`P${String(e.personId)}`)!}（${String(e.post)}）` },
      ]);
    const staffText = (id: string, keep: (post: string) => boolean) =>
      (staff.get(id) ?? [])
        .filter((s) => keep(s.post))
        .map((s) => s.text)
        .join('、');
    const current: Record<string, (c: Row) => string> = {
      法定代表人变更: (c) => String(c.legalRep),
      负责人变更: (c) => String(c.legalRep),
      执行事务合伙人变更: (c) => String(c.legalRep),
      注册资本变更: capital,
      注册资金变更: capital,
      经营范围变更: (c) => String(c.businessScope),
      业务范围变更: (c) => String(c.businessScope),
      住所变更: (c) => String(c.address),
      经营场所变更: (c) => String(c.address),
      主要经营场所变更: (c) => String(c.address),
      名称变更: (c) => String(c.name),
      '投资人(股权)变更': (c) => (holders.get(String(c.entId)) ?? []).join('；'),
      董事备案: (c) => staffText(String(c.entId), (p) => /董事(?!会秘书)/.test(p)),
      监事备案: (c) => staffText(String(c.entId), (p) => p.includes('监事')),
      经理备案: (c) => staffText(String(c.entId), (p) => /经理|财务负责人|董事会秘书/.test(p)),
    };
    const chains = new Map<string, Row[]>();
    for (const ch of data.changes) {
      expect(current[String(ch.item)], String(ch.item)).toBeDefined();
      const key = `${String(ch.companyId)}|${String(ch.item)}`;
      chains.set(key, [...(chains.get(key) ?? []), ch]);
    }
    let long = 0;
    for (const [key, list] of chains) {
      const c = company.get(key.split('|')[0]!)!;
      list.sort((a, b) => String(a.changeDate).localeCompare(String(b.changeDate)));
      for (const [i, ch] of list.entries()) {
        expect(ch.before, key).not.toBe(ch.after);
        expect(String(ch.before).length, key).toBeGreaterThan(0);
        expect(String(ch.changeDate) > String(c.estDate) && String(ch.changeDate) < TODAY, `${key} ${String(ch.changeDate)}`).toBe(true);
        if (i) {
          expect(ch.before, `${key} #${i}`).toBe(list[i - 1]!.after);
          expect(String(ch.changeDate) > String(list[i - 1]!.changeDate), key).toBe(true);
        }
      }
      expect(list.at(-1)!.after, key).toBe(current[key.split('|')[1]!]!(c));
      if (list.length > 1) long++;
    }
    expect(long).toBeGreaterThan(30);
    // Former names run oldest first to the name of today.
    for (const c of data.companies) {
      const former = (c.formerNames as string[] | undefined) ?? [];
      if (!former.length) continue;
      const renames = chains.get(`${String(c.entId)}|名称变更`) ?? [];
      expect([renames[0]?.before, ...renames.map((r) => r.after)], String(c.name)).toEqual([...former, c.name]);
    }
    expect(data.companies.filter((c) => (c.formerNames as string[]).length > 1).length).toBeGreaterThan(0);
  });

  it('writes no placeholder text anywhere', () => {
    // Registration codes may hold XXX (an organisation code's check character after two more).
    const codes = /\.(orgCode|creditCode|regNo)$/;
    const visit = (value: unknown, where: string) => {
      if (typeof value === 'string' && codes.test(where)) expect(value, where).toMatch(/^[0-9A-Z]+$/);
      else if (typeof value === 'string') expect(value, where).not.toMatch(PLACEHOLDER);
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${where}.${k}`);
    };
    for (const name of Object.keys(DATA_FILES) as DataFileName[]) for (const row of data[name]) visit(row, name);
    for (const r of data.records) {
      const kind = RECORD_KIND_BY_KEY.get(String(r.kind))!;
      const c = company.get(String(r.companyId))!;
      const shortName = String(c.name).replace(/(集团)?(有限责任公司|有限公司|股份有限公司|合伙企业（有限合伙）)$/, '');
      for (const column of kind.columns) {
        const v = r[column.key];
        expect(v, `${kind.kind}.${column.key} missing`).not.toBeUndefined();
        if (typeof v !== 'string') continue;
        expect(v, `${kind.kind}.${column.key}`).not.toBe(column.title);
        expect(v.includes(`${shortName}${column.title}`) || v.includes(`${String(c.name)}${column.title}`), `${kind.kind}.${column.key}: ${v}`).toBe(false);
        // Only the removal of a listing and a news item's tag may be empty.
        if (!/^remove|^tags$/.test(column.key)) expect(v.length, `${kind.kind}.${column.key}`).toBeGreaterThan(0);
      }
    }
  });

  it('rates a company’s taxes once a year at most, in consecutive years, by its provincial tax bureau', () => {
    const ratings = new Map<string, Row[]>();
    for (const r of data.records.filter((r) => r.kind === 'taxCredit')) ratings.set(String(r.companyId), [...(ratings.get(String(r.companyId)) ?? []), r]);
    expect(ratings.size).toBeGreaterThan(50);
    const dishonest = new Set(data.records.filter((r) => r.kind === 'dishonest').map((r) => String(r.companyId)));
    for (const [id, list] of ratings) {
      const years = list.map((r) => Number(r.year)).sort((a, b) => a - b);
      expect(new Set(years).size, id).toBe(years.length);
      expect(years.at(-1)! - years[0]!, id).toBe(years.length - 1);
      const d = DISTRICT.get(String(company.get(id)!.regionCode))!;
      const bureau = SEPARATE_PLAN_CITIES.includes(d.city) ? `国家税务总局${d.city}税务局` : `国家税务总局${d.province}税务局`;
      for (const r of list) {
        expect(['A', 'B', 'M', 'C', 'D']).toContain(r.level);
        expect(r.evalOrg, id).toBe(bureau);
        // Published in April of the next year.
        expect(String(r.date).slice(0, 7), id).toBe(`${Number(r.year) + 1}-04`);
      }
      // A company on the list of dishonest debtors was not rated A last time.
      if (dishonest.has(id)) expect(list.at(-1)!.level, id).not.toBe('A');
    }
  });

  it('names the right authority of the company’s province for each kind, with matching numbers', () => {
    const seen = new Set<string>();
    for (const r of data.records) {
      const checks = AUTHORITIES[String(r.kind)];
      if (!checks) continue;
      const d = DISTRICT.get(String(company.get(String(r.companyId))!.regionCode))!;
      const places = provincePlaces(d.province);
      for (const [key, pattern] of Object.entries(checks)) {
        const value = String(r[key]);
        expect(value, `${String(r.kind)}.${key}`).toMatch(pattern(r));
        const local = /人民法院|市场监督管理局|生态环境局|税务局|应急管理局|交通|住房和城乡建设|科学技术|信息化|通信管理局/.test(value) && !NATIONAL.test(value);
        if (local)
          expect(
            places.some((p) => value.startsWith(p) || value.startsWith(`国家税务总局${p}`)) || value.includes(d.province),
            `${String(r.kind)}.${key}: ${value} for ${d.province}${d.city}`,
          ).toBe(true);
        seen.add(String(r.kind));
      }
      if (r.kind === 'penalty') {
        const [doc, dept] = [String(r.docNo), String(r.departmentName)];
        // The securities regulators' (the issuers under review, generate/issuerRisk.ts): the CSRC, its bureau of the province, an exchange.
        const securities = /^(中国证监会|(.+)证监局|(上海|深圳|北京)证券交易所)/.exec(doc);
        if (securities?.[2]) expect(dept).toBe(`中国证券监督管理委员会${securities[2]}监管局`);
        if (securities?.[2] && !/^(深圳|大连|宁波|厦门|青岛)$/.test(securities[2])) expect(d.province.startsWith(securities[2]), `${doc} ${d.province}`).toBe(true);
        const expected = securities ? /^(中国证券监督管理委员会|.+监管局|.+证券交易所)$/ : /市监罚/.test(doc) ? MARKET : /环罚/.test(doc) ? /生态环境局$/ : /税.*罚/.test(doc) ? /(税务局|稽查局)$/ : /应急管理局$/;
        expect(dept, doc).toMatch(expected);
        expect(doc).toMatch(new RegExp(`〔${String(r.penaltyDate).slice(0, 4)}〕\\d+号$`));
      }
      if (r.kind === 'icpFiling') expect(String(r.icpNo).startsWith(`${ICP_ABBR[d.code.slice(0, 2)]}ICP备`), String(r.icpNo)).toBe(true);
      if (r.kind === 'license' && r.licenseName === '增值电信业务经营许可证') expect(String(r.licenseNo)).toMatch(/^.B2-\d{8}$/);
    }
    expect(seen.size).toBeGreaterThan(15);
  });

  it('numbers court cases by court and year, and keeps each case’s dates in order', () => {
    const NUMBER = /^（(\d{4})）(.)(\d{2}|\d{4})(民初|民终|执|破申|清申)(\d+)号$/;
    const filed: Record<string, string> = { caseFiling: 'filingDate', executedPerson: 'caseCreateTime', dishonest: 'regDate', consumptionLimit: 'caseCreateTime', finalCase: 'caseCreateTime', bankruptcy: 'publishDate' };
    const court: Record<string, string> = { caseFiling: 'court', courtNotice: 'court', judgmentDocument: 'court', executedPerson: 'execCourtName', dishonest: 'execCourt', exposure: 'execCourt', finalCase: 'execCourtName', bankruptcy: 'court' };
    const cases = new Map<string, Row[]>();
    for (const r of data.records) {
      const no = r.caseNo ?? r.caseCode;
      if (typeof no !== 'string') continue;
      const m = NUMBER.exec(no);
      expect(m, no).not.toBeNull();
      const d = DISTRICT.get(String(company.get(String(r.companyId))!.regionCode))!;
      expect(m![2], no).toBe(COURT_ABBR[d.code.slice(0, 2)]);
      const courtName = String(r[court[String(r.kind)] ?? 'court'] ?? '');
      if (courtName) expect(courtName.includes('中级') === (m![3]!.length === 2), `${no} ${courtName}`).toBe(true);
      const date = filed[String(r.kind)];
      if (date) expect(m![1], no).toBe(String(r[date]).slice(0, 4));
      cases.set(`${String(r.companyId)}${no}`, [...(cases.get(`${String(r.companyId)}${no}`) ?? []), r]);
    }
    let linked = 0;
    for (const [no, list] of cases) {
      const of = (kind: string, key: string) => list.filter((r) => r.kind === kind).map((r) => String(r[key]).slice(0, 10));
      const filing = [...of('caseFiling', 'filingDate'), ...of('executedPerson', 'caseCreateTime'), ...of('dishonest', 'regDate'), ...of('consumptionLimit', 'caseCreateTime'), ...of('finalCase', 'caseCreateTime')];
      expect(new Set(filing).size, no).toBeLessThanOrEqual(1);
      const hearing = of('courtNotice', 'startDate');
      const judged = of('judgmentDocument', 'judgeDate');
      for (const f of filing) for (const h of [...hearing, ...judged]) expect(f <= h, `${no}: ${f} ${h}`).toBe(true);
      for (const h of hearing) for (const j of judged) expect(h <= j, `${no}: ${h} ${j}`).toBe(true);
      if (new Set(list.map((r) => r.kind)).size > 1) linked++;
      for (const r of list.filter((r) => ['caseFiling', 'courtNotice', 'judgmentDocument', 'executedPerson', 'dishonest', 'exposure', 'finalCase'].includes(String(r.kind))))
        expect(r[court[String(r.kind)]!], no).toBe(list[0]![court[String(list[0]!.kind)] ?? 'court'] ?? r[court[String(r.kind)]!]);
    }
    expect(linked).toBeGreaterThan(20);
  });

  it('puts on 曝光台 only a debtor of its own execution case, after the filing and before any end, for what is unpaid', () => {
    const exposures = data.records.filter((r) => r.kind === 'exposure');
    expect(exposures.length).toBeGreaterThan(5);
    for (const x of exposures) {
      const execution = data.records.find((r) => r.kind === 'executedPerson' && r.companyId === x.companyId && r.caseCode === x.caseCode);
      expect(execution, String(x.caseCode)).toBeDefined();
      expect(String(x.publishDate) > String(execution!.caseCreateTime)).toBe(true);
      expect(x.execMoney).toBe(execution!.execMoney);
      expect(Number(x.unperformedMoney)).toBeLessThanOrEqual(Number(x.execMoney));
      const end = data.records.find((r) => r.kind === 'finalCase' && r.companyId === x.companyId && r.caseCode === x.caseCode);
      if (end) expect(String(x.publishDate) <= String(end.caseFinalTime)).toBe(true);
      expect(String(x.content)).toContain(String(company.get(String(x.companyId))!.name));
    }
  });

  it('transfers land with the company on one side, at a price by area and use (none for a gift)', () => {
    const transfers = data.records.filter((r) => r.kind === 'landTransfer');
    expect(transfers.length).toBeGreaterThan(3);
    for (const t of transfers) {
      const name = String(company.get(String(t.companyId))!.name);
      expect([t.formerHolder, t.currentHolder]).toContain(name);
      expect(t.formerHolder).not.toBe(t.currentHolder);
      expect(Number(t.landArea) >= 0.1 && Number(t.landArea) <= 15).toBe(true);
      if (t.transferMode === '赠与') expect(t.transferPrice).toBeNull();
      else expect(Number(t.transferPrice)).toBeGreaterThan(0);
      expect(String(t.landUsageTerm)).toMatch(/^\d{2}年$/);
    }
  });

  it('dates every record on its date column, after the founding and by today, other dates in order', () => {
    for (const r of data.records) {
      const kind = RECORD_KIND_BY_KEY.get(String(r.kind))!;
      const c = company.get(String(r.companyId))!;
      const keyed = kind.columns.find((col) => col.key === kind.dateKey)!;
      const date = String(r.date);
      if (keyed.type !== 'year') expect(String(r[kind.dateKey]).slice(0, 10), kind.kind).toBe(date);
      expect(date <= TODAY && date > String(c.estDate), `${kind.kind} ${date} (${String(c.estDate)})`).toBe(true);
      for (const [a, b, strict] of DATE_ORDER[kind.kind] ?? []) {
        if (r[b] === '' && kind.kind === 'abnormalOperation') continue;
        expect(strict ? String(r[a]) < String(r[b]) : String(r[a]) <= String(r[b]), `${kind.kind} ${a} ${b}`).toBe(true);
      }
      if (kind.kind === 'abnormalOperation' || kind.kind === 'seriousViolation') {
        const set = [r.removeDate, r.removeReason, r.removeDepartment].filter((v) => v !== '').length;
        expect([0, 3], kind.kind).toContain(set);
      }
      if (kind.kind === 'patent') {
        expect(String(r.appNumber).slice(2, 6)).toBe(date.slice(0, 4));
        expect(String(r.appNumber)).toMatch(/^CN\d{12}\.[\dX]$/);
      }
      if (kind.kind === 'softwareCopyright') expect(String(r.regNum).slice(0, 4)).toBe(date.slice(0, 4));
      if (kind.kind === 'worksCopyright') expect(String(r.regNum)).toMatch(new RegExp(`^国作登字-${date.slice(0, 4)}-[A-Z]-\\d{8}$`));
      if (kind.kind === 'finalCase') expect(Number(r.noExecMoney)).toBeLessThanOrEqual(Number(r.execMoney));
    }
  });

  it('keeps values in the dictionary and in realistic ranges', () => {
    const courts = /^(court|execCourt|execCourtName|executiveCourt)$/;
    for (const r of data.records) {
      const kind = RECORD_KIND_BY_KEY.get(String(r.kind))!;
      for (const column of kind.columns) {
        const v = r[column.key];
        if (column.type === 'enum' && !courts.test(column.key) && v !== '') expect(column.values, `${kind.kind}.${column.key}`).toContain(v);
        // A land given away (赠与) has no price.
        const priceless = kind.kind === 'landTransfer' && column.key === 'transferPrice' && r.transferMode === '赠与';
        if (column.type === 'money' && priceless) expect(v).toBeNull();
        else if (column.type === 'money') expect(typeof v === 'number' && v > 0 && v < 10_000_000_000, `${kind.kind}.${column.key} ${String(v)}`).toBe(true);
        if (column.type === 'percent') expect(typeof v === 'number' && v > 0 && v <= 100, `${kind.kind}.${column.key}`).toBe(true);
        if (column.type === 'person') for (const name of String(v).split('；')) expect(name, `${kind.kind}.${column.key}`).toMatch(PERSON);
      }
    }
    const amounts = (kind: string, key: string) => data.records.filter((r) => r.kind === kind).map((r) => Number(r[key]));
    for (const v of amounts('executedPerson', 'execMoney')) expect(v >= 1_000 && v <= 600_000_000).toBe(true);
    for (const v of amounts('judgmentDocument', 'amount')) expect(v >= 5_000 && v <= 500_000_000).toBe(true);
    for (const v of amounts('taxArrears', 'ownTaxBalance')) expect(v >= 1_000 && v <= 50_000_000).toBe(true);
    for (const v of amounts('landMortgage', 'mortgageArea')) expect(v >= 0.1 && v <= 20).toBe(true);
    // Patents name their inventors; liquidation groups their members.
    for (const r of data.records.filter((r) => r.kind === 'liquidation')) for (const n of String(r.members).split('、')) expect(n).toMatch(PERSON);
  });

  it('is the same for the same seed and day', async () => {
    const again = path.join(tmp, 'again');
    await generate({ companies: 300, seed: 7, out: again, today: new Date(TODAY) });
    for (const name of ['companies', 'changes', 'records', 'annualReports'] as const)
      expect(readFileSync(path.join(again, DATA_FILES[name].file), 'utf8') === readFileSync(path.join(dir, DATA_FILES[name].file), 'utf8'), name).toBe(true);
  }, 60_000);

  it('makes a day’s update whose changes start at the current values and end at what it writes', async () => {
    const day = '2026-11-24';
    const out = path.join(tmp, 'update');
    await generateUpdate({ from: dir, day, out, seed: 3, share: 0.4 });
    const update = {} as Record<DataFileName, Row[]>;
    for (const name of ['people', 'companies', 'shareholdings', 'changes', 'records'] as const) update[name] = readRows(out, name);
    for (const name of ['people', 'companies', 'shareholdings', 'changes', 'records'] as const) {
      const checker = TypeCompiler.Compile(DATA_FILES[name].schema);
      for (const row of update[name]) expect(checker.Check(row), `${name}: ${JSON.stringify(row)}`).toBe(true);
    }
    expect(update.changes.length).toBeGreaterThan(10);
    expect(update.records.length).toBeGreaterThan(10);
    for (const r of update.records) expect(r.date).toBe(day);
    const rows = new Map(update.companies.map((c) => [String(c.entId), c]));
    for (const p of update.people) names.set(`P${String(p.personId)}`, String(p.name));
    const field: Record<string, string> = { 法定代表人变更: 'legalRep', 负责人变更: 'legalRep', 执行事务合伙人变更: 'legalRep', 经营范围变更: 'businessScope', 业务范围变更: 'businessScope', 住所变更: 'address', 经营场所变更: 'address', 主要经营场所变更: 'address' };
    for (const ch of update.changes) {
      const id = String(ch.companyId);
      const before = company.get(id)!;
      expect(ch.changeDate).toBe(day);
      expect(ch.before).not.toBe(ch.after);
      expect(String(ch.before) + String(ch.after)).not.toMatch(PLACEHOLDER);
      const key = field[String(ch.item)];
      if (key) {
        expect(ch.before, String(ch.item)).toBe(before[key]);
        expect(ch.after, String(ch.item)).toBe(rows.get(id)![key]);
      } else if (ch.item === '注册资本变更' || ch.item === '注册资金变更') {
        expect(String(ch.after)).toBe(`${Number(rows.get(id)!.regCapital) / 10_000}万${before.regCapitalCurrency === '人民币' ? '元人民币' : String(before.regCapitalCurrency)}`);
        // A company of 5000万 or more may be named without its region (rules/nameRegion.ts): it stays there.
        if (Number(before.regCapital) >= REGIONLESS_MIN_CAPITAL) expect(Number(rows.get(id)!.regCapital)).toBeGreaterThanOrEqual(REGIONLESS_MIN_CAPITAL);
      } else {
        // Holders after the update: the data set's, with the update's rows over them, new holders last.
        expect(ch.item).toBe('投资人(股权)变更');
        const holders = data.shareholdings.filter((h) => h.companyId === id).map((h) => ({ ...h }));
        for (const h of update.shareholdings.filter((h) => h.companyId === id)) {
          const same = holders.find((o) => o.holderKind === h.holderKind && o.holderId === h.holderId);
          if (same) Object.assign(same, h);
          else holders.push(h);
        }
        expect(ch.after).toBe(holders.map((h) => `${names.get(`${String(h.holderKind)}${String(h.holderId)}`)!} ${(Number(h.ratio) * 100).toFixed(2)}%`).join('；'));
        expect(holders.reduce((s, h) => s + Number(h.ratio), 0)).toBeLessThanOrEqual(1.0001);
      }
    }
  }, 60_000);
});
