import { orgCodeCheckChar, regNoCheckDigit, USCC_ALPHABET, usccCheckChar } from '@esee/contracts';
import type { CompanyRow } from '../format';
import { SECTIONS, type Industry } from '../../core/reference/industries';
import { LEGAL_FORMS, LIMITED_PARTNERSHIP, ORG_TYPE_BY_FORM, ORGANISATION_FORMS, TRADE_CHARS } from './names';
import type { Random } from './random';
import { AREA_CODES, DISTRICTS, districtOf, POSTCODES, shortCity, shortProvince, type District } from '../../core/reference/regions';
import { districtInAddress } from '../rules/address';
import type { Holder } from './records';
import { REGIONLESS_MIN_CAPITAL } from '../rules/nameRegion';

/** Statuses in realistic proportions (record-kinds §1). */
const STATUSES: readonly (readonly [string, number])[] = [
  ['存续', 55],
  ['在营（开业）', 10],
  ['在业', 1],
  ['注销', 24],
  ['吊销', 7],
  ['停业', 1],
  ['清算中', 1],
  ['迁出', 1],
];
export const ACTIVE_STATUSES = new Set(['存续', '在营（开业）', '在营', '在业']);

/** Registered capital bands (元), with the round values registers are full of. */
const CAPITAL: readonly (readonly [number, number])[] = [
  [100_000, 8],
  [500_000, 10],
  [1_000_000, 16],
  [2_000_000, 9],
  [3_000_000, 7],
  [5_000_000, 14],
  [10_000_000, 14],
  [20_000_000, 6],
  [50_000_000, 8],
  [100_000_000, 5],
  [500_000_000, 2],
  [1_000_000_000, 1],
];

/** Place names of the table a trade name may not be. */
const PLACE_WORDS = new Set(DISTRICTS.flatMap((d) => [shortCity(d.city), shortProvince(d.province), d.district.replace(/[区市县]$/, '')]));

/** Whether a trade name is a place name or starts with one. */
const startsWithPlace = (trade: string) => PLACE_WORDS.has(trade.slice(0, 2)) || PLACE_WORDS.has(trade);

/** The regions a name may lead with, the most common first: its city, its province, its city and district. */
const regionsOf = (d: District) => [
  ...new Set([shortCity(d.city), shortProvince(d.province)]),
  ...(d.district === d.city ? [] : [`${shortCity(d.city)}${d.district}`]),
];

/** The name with its city in brackets before the legal form: 佳睿资产管理（东莞）有限公司. */
const bracketed = (name: string, form: string, d: District) =>
  form && name.endsWith(form) ? `${name.slice(0, -form.length)}（${shortCity(d.city)}）${form}` : `${shortCity(d.city)}${name}`;

/** The area codes phones were once drawn from: drawn still, so that every value after them stays. */
const OLD_AREA_CODES = ['010', '021', '0755', '020', '0571', '025', '028', '027'];

const ROADS = ['科技园路', '人民路', '建设大道', '中山路', '解放路', '高新大道', '滨江路', '长江路', '创业路', '金融街', '文化路', '东风路'];

const INDUSTRIES: readonly (readonly [Industry, number])[] = SECTIONS.flatMap((s) =>
  s.classes.map((c) => [{ ...c, section: s.section }, s.weight / s.classes.length] as const),
);
const DISTRICT_WEIGHTS = DISTRICTS.map((d) => [d, d.weight] as const);
const DAY = 24 * 3600 * 1000;

/** `n` in the credit-code alphabet (no I, O, S, V, Z), `width` characters. */
function base31(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++, n = Math.floor(n / 31)) out = USCC_ALPHABET[n % 31] + out;
  return out;
}

export interface CompanyDraft {
  row: CompanyRow;
  district: District;
  industry: Industry;
  tradeName: string;
  /** The company's founding, as a time, for dating its records after it. */
  estMs: number;
}

/** Makes companies with valid codes and names unique within the data set. */
export class CompanyFactory {
  private readonly names = new Set<string>();
  /** Per industry class, how many companies took a product line: lines are dealt in turn, not drawn. */
  private readonly productTurns = new Map<string, number>();

  constructor(
    private readonly rng: Random,
    private readonly todayMs: number,
    /** Codes are numbered from here: a day's update numbers its new companies apart from the data set's. */
    private serial = 0,
  ) {}

  /**
   * A trade name (字号); never a place name nor one starting with a place (金华, 金华佳: 华金, 佳华金 then), as
   * 《企业名称登记管理规定》第八条 wants; reordered rather than drawn again, so that the draws after it stay.
   */
  private tradeName(r: Random): string {
    const trade = Array.from({ length: r.chance(0.15) ? 3 : 2 }, () => r.pick(TRADE_CHARS)).join('');
    if (!startsWithPlace(trade)) return trade;
    const chars = [...trade];
    const orders = [chars.toReversed().join(''), ...chars.map((_, k) => [...chars.slice(k), ...chars.slice(0, k)].join(''))];
    return orders.find((t) => !startsWithPlace(t)) ?? trade;
  }

  private compose(r: Random, district: District, trade: string, word: string, form: string): { name: string; regional: boolean } {
    const city = shortCity(district.city);
    const style = r.weighted([
      ['city', 72],
      ['bracket', 14],
      ['province', 9],
      ['none', 5],
    ] as const);
    if (style === 'bracket') return { name: `${trade}${word}（${city}）${form}`, regional: true };
    if (style === 'province') return { name: `${shortProvince(district.province)}${trade}${word}${form}`, regional: true };
    if (style === 'none') return { name: `${trade}${word}${form}`, regional: false };
    return { name: `${city}${trade}${word}${form}`, regional: true };
  }

  /** A name in place of one given before (its region added, a form changed): the first of `to` free, else the old. */
  rename(from: string, ...to: string[]): string {
    const free = to.find((name) => !this.names.has(name));
    if (free === undefined) return from;
    this.names.delete(from);
    this.names.add(free);
    return free;
  }

  /**
   * `drawn` with its region, for a company under 5000万 (rules/nameRegion.ts): the city or district before it, or in
   * brackets after the trade name; when every such name is taken (a common trade name among millions of companies),
   * another name is drawn.
   */
  private withRegion(
    district: District,
    industry: Industry,
    form: string | undefined,
    drawn: { name: string; tradeName: string; form: string; regional: boolean },
  ): { name: string; tradeName: string; form: string } {
    for (let attempt = 0; ; attempt++) {
      if (drawn.regional) return drawn;
      const { name } = drawn;
      const free = this.rename(
        name,
        ...regionsOf(district).map((region) => `${region}${name}`),
        bracketed(name, drawn.form, district),
      );
      if (free !== name) return { ...drawn, name: free };
      if (attempt > 50) throw new Error('could not find a free company name with its region');
      this.names.delete(name);
      drawn = this.uniqueName(district, industry, form);
    }
  }

  /** A branch office's name: its parent's name, the city, 分公司 (the district too if the city is taken). */
  branchName(parentName: string, district: District): string {
    for (const place of [shortCity(district.city), district.district, `${shortCity(district.city)}第二`]) {
      const name = `${parentName}${place}分公司`;
      if (!this.names.has(name)) {
        this.names.add(name);
        return name;
      }
    }
    throw new Error(`no free branch name for ${parentName}`);
  }

  /**
   * A unique company name; `form` overrides the legal form (集团...). With `sameDraws` a given form still
   * takes the draw a chosen one would, so that the names after it stay the same.
   */
  uniqueName(
    district: District,
    industry: Industry,
    form?: string,
    r = this.rng,
    sameDraws = false,
  ): { name: string; tradeName: string; form: string; regional: boolean } {
    for (let attempt = 0; ; attempt++) {
      const trade = this.tradeName(r);
      const word = r.pick(industry.words);
      const drawn = form === undefined || sameDraws ? r.weighted(LEGAL_FORMS) : '';
      const chosen = form ?? drawn;
      const { name, regional } = this.compose(r, district, trade, word, chosen);
      if (!this.names.has(name)) {
        this.names.add(name);
        return { name, tradeName: trade, form: chosen, regional };
      }
      if (attempt > 50) throw new Error('could not find a free company name');
    }
  }

  /** Codes of a company: organisation code, credit code, registration number, unique by a serial. */
  private codes(district: District, estYear: number, prefix = '91') {
    const n = ++this.serial;
    // After the 2015 reform new organisation codes look like MA5F1234X; older ones are digits.
    const body = estYear >= 2016 ? `MA${base31(n, 6)}` : String(10_000_000 + n).slice(-8);
    const orgCode = body + orgCodeCheckChar(body);
    const first17 = `${prefix}${district.code}${orgCode}`;
    const regFirst14 = `${district.code}${String(n).padStart(8, '0')}`;
    return { orgCode, creditCode: first17 + usccCheckChar(first17), regNo: regFirst14 + regNoCheckDigit(regFirst14) };
  }

  make(
    entId: string,
    legalRep: { id: string; name: string },
    options: {
      form?: string;
      industry?: Industry;
      district?: District;
      capital?: number;
      minAgeYears?: number;
      branchOf?: string;
      /** A newcomer's founding day (ms): it replaces the drawn age, and the company is going (存续 when drawn otherwise). */
      foundedMs?: number;
    } = {},
  ): CompanyDraft {
    const r = this.rng;
    const district = options.district ?? r.weighted(DISTRICT_WEIGHTS);
    const industry = options.industry ?? r.weighted(INDUSTRIES);
    const drawn = options.branchOf
      ? { name: this.branchName(options.branchOf, district), tradeName: '', form: '分公司', regional: true }
      : this.uniqueName(district, industry, options.form);
    // Most companies are under ten years old: the founding year leans recent.
    const age = Math.min(30, Math.max(options.minAgeYears ?? 0, r.logNormal(6, 0.8)));
    // A newcomer's day is given (drawn from a stream of its own); the age is drawn all the same, so the draws stay.
    const estMs = options.foundedMs ?? this.todayMs - age * 365 * DAY;
    const estDate = new Date(estMs).toISOString().slice(0, 10);
    const drawnStatus = r.weighted(STATUSES);
    const status = options.foundedMs !== undefined && !ACTIVE_STATUSES.has(drawnStatus) ? '存续' : drawnStatus;
    const form = options.form ?? '';
    const capital = options.capital ?? r.weighted(CAPITAL) * (r.chance(0.2) ? r.int(1, 9) / 2 : 1);
    // A name without a region is left to companies of 5000万 or more (rules/nameRegion.ts): a smaller one takes its city.
    const { name, tradeName, form: nameForm } =
      !options.branchOf && !ORGANISATION_FORMS.some((o) => o.form === options.form) && capital < REGIONLESS_MIN_CAPITAL
        ? this.withRegion(district, industry, options.form, drawn)
        : drawn;
    // Branches take their parent's name and have none of their own before it; the draws stay the same.
    const drawnFormer = r.chance(0.1) ? [this.formerName(district, industry, name, options.form ?? nameForm)] : [];
    const former = options.branchOf ? [] : drawnFormer;
    const organisation = ORGANISATION_FORMS.find((o) => o.form === form);
    const codes = this.codes(district, Number(estDate.slice(0, 4)), organisation?.codePrefix);
    return {
      district,
      industry,
      tradeName,
      estMs,
      row: {
        entId,
        name,
        formerNames: former,
        ...codes,
        legalRep: legalRep.name,
        legalRepId: legalRep.id,
        regCapital: capital,
        regCapitalCurrency: r.chance(0.03) ? r.pick(['美元', '港元']) : '人民币',
        paidCapital: r.chance(0.4) ? Math.round(capital * r.pick([0.2, 0.5, 1])) : null,
        estDate,
        status,
        // The type follows the legal form in the name (the holders refine it later); the draw stays.
        orgType: organisation
          ? organisation.orgType
          : form.includes('分公司')
            ? '有限责任公司分公司(自然人投资或控股)'
            : (ORG_TYPE_BY_FORM[form] ?? (r.pick(Object.values(ORG_TYPE_BY_FORM)) && ORG_TYPE_BY_FORM[nameForm]) ?? '有限责任公司(自然人投资或控股)'),
        industryCode: industry.code,
        industryName: industry.name,
        regionCode: district.code,
        address: addressIn(r, district),
        lng: Math.round((district.lng + (r.next() - 0.5) * 0.06) * 1e5) / 1e5,
        lat: Math.round((district.lat + (r.next() - 0.5) * 0.05) * 1e5) / 1e5,
        businessScope: scopeOf(organisation?.form, industry, r.pick(['技术服务', '货物进出口', '会议及展览服务', '信息咨询服务']), this.product(industry, ACTIVE_STATUSES.has(status))),
        // A landline of the company's city (the draw of the old random area code stays, so the draws after it do).
        phone: r.chance(0.7) ? `${(r.pick(OLD_AREA_CODES), AREA_CODES[district.city] ?? '010')}-${r.int(2, 8)}${String(r.int(0, 9_999_999)).padStart(7, '0')}` : null,
        email: r.chance(0.5) ? `${r.pick(['service', 'hr', 'info', 'contact', 'admin'])}${r.int(10, 9999)}@${r.pick(['163.com', 'qq.com', '126.com', 'sina.com', 'aliyun.com'])}` : null,
        website: r.chance(0.25) ? `www.${Array.from({ length: r.int(4, 9) }, () => r.pick([...'abcdefghjkmnpqrstwlyz'])).join('')}.${r.pick(['com', 'cn', 'com.cn'])}` : null,
        employeeCount: r.chance(0.3) ? null : Math.min(50_000, r.powerLaw(1, 1.1) - 1),
        listed: false,
        hasBonds: false,
        tags: [],
      },
    };
  }

  /**
   * The industry's next product line for a scope, in turn: dealt rather than drawn, so the random stream,
   * and every name, date and figure after it, stays what it was before product lines existed. Going companies
   * are dealt apart from the others, so that every line has going companies as soon as the industry has enough
   * (an industry chain's segment of a small set is never only cancelled companies).
   */
  private product(industry: Industry, going: boolean): string | null {
    const lines = industry.products;
    if (!lines?.length) return null;
    const key = `${industry.code}${going ? '' : '-'}`;
    const turn = this.productTurns.get(key) ?? 0;
    this.productTurns.set(key, turn + 1);
    return lines[turn % lines.length] ?? null;
  }

  /**
   * A name the company had before: another trade name, of the same kind for organisations (协会, 基金会…);
   * `r` draws it from another stream than the company's.
   */
  formerName(district: District, industry: Industry, current: string, form?: string, r = this.rng): string {
    // Associations and partnerships were the same kind of body before; companies may have had another form.
    const keep = ORGANISATION_FORMS.some((o) => o.form === form) || form === LIMITED_PARTNERSHIP ? form : undefined;
    for (let i = 0; i < 10; i++) {
      const { name } = this.uniqueName(district, industry, keep, r, true);
      if (name !== current) return name;
    }
    return `${current.replace(/(有限公司|有限责任公司)$/, '')}（原）有限公司`;
  }
}

export const isActive = (status: string) => ACTIVE_STATUSES.has(status);

/**
 * A business scope (经营范围): the industry's items, its product line if any, and one more; an organisation's scope (业务范围)
 * says what it does for its members or its cause.
 */
function scopeOf(organisation: string | undefined, industry: Industry, extra: string, product: string | null): string {
  const field = industry.name.replace(/、/g, '和');
  switch (organisation) {
    case undefined:
      return `${[...industry.scope, ...(product ? [product] : []), extra].join('；')}。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）`;
    case '研究院':
      return `${field}研究；技术开发；技术咨询；技术培训。`;
    case '职业培训学校':
      return `${field}相关职业技能培训。`;
    case '公益基金会':
      return `资助${field}领域的公益项目；开展公益活动。`;
    default:
      return `行业交流；业务培训；咨询服务；编辑${field}行业内部资料。`;
  }
}

/** The start of an address in a district: 江苏省南京市建邺区, 北京市朝阳区, 广东省东莞市 (a city without districts once). */
export function placeOf(district: District): string {
  const province = district.province === district.city ? '' : district.province;
  return `${province}${district.city}${district.district === district.city ? '' : district.district}`;
}

/** An address in a district: 江苏省南京市建邺区长江路88号12层1203室. */
export function addressIn(r: Random, district: District): string {
  return `${placeOf(district)}${r.pick(ROADS)}${r.int(1, 999)}号${r.chance(0.6) ? `${r.int(1, 30)}层${r.int(1, 30)}0${r.int(1, 9)}室` : ''}`;
}

/**
 * The company type as its legal form and holders make it (有限责任公司(自然人独资), (法人独资)…);
 * organisations and branches keep theirs.
 */
export function orgTypeOf(name: string, current: string, holders: readonly { kind: 'C' | 'P'; ratio: number }[], listed: boolean): string {
  if (/分公司$/.test(name) || !(/公司$/.test(name) || name.endsWith(LIMITED_PARTNERSHIP))) return current;
  if (name.endsWith(LIMITED_PARTNERSHIP)) return '有限合伙企业';
  const people = holders.filter((h) => h.kind === 'P');
  const personShare = people.reduce((s, h) => s + h.ratio, 0);
  if (name.endsWith('股份有限公司'))
    return listed ? '股份有限公司(上市、自然人投资或控股)' : personShare > 0.5 ? '股份有限公司(非上市、自然人投资或控股)' : '股份有限公司(非上市)';
  if (holders.length === 1) return people.length ? '有限责任公司(自然人独资)' : '有限责任公司(法人独资)';
  return personShare > 0.5 || !holders.length ? '有限责任公司(自然人投资或控股)' : '其他有限责任公司';
}

/** The 邮政编码 of an address: its district's (the district it names, else the company's). */
export function postcodeOf(address: string | null, regionCode: string | null): string | null {
  const district = (address && districtInAddress(address)) || districtOf(regionCode);
  return district ? (POSTCODES[district.code] ?? null) : null;
}

/**
 * A limited partnership's partners (rules/orgType.ts): the 执行事务合伙人, its legal representative (the first of the
 * staff), first, as the 普通合伙人, holding 1% when it held nothing; a second partner, a 有限合伙人, from the staff
 * when one stood alone. Ratios are cut to four decimals so they never add up to more than 100%.
 */
export function withGeneralPartner(holders: Holder[], staff: readonly { id: string; name: string }[], capital: number | null): void {
  const gp = staff[0];
  if (!gp) return;
  const stake = (ratio: number) => ({ ratio, amount: capital ? Math.round(capital * ratio) : null });
  const at = holders.findIndex((h) => h.kind === 'P' && h.id === gp.id);
  if (at > 0) holders.unshift(...holders.splice(at, 1));
  if (at < 0) {
    for (const h of holders) Object.assign(h, stake(Math.floor(h.ratio * 0.99 * 10000) / 10000));
    holders.unshift({ kind: 'P', id: gp.id, name: gp.name, ...stake(0.01) });
  }
  const lp = staff.find((p) => p.id !== gp.id);
  if (holders.length < 2 && lp) {
    Object.assign(holders[0]!, stake(0.01));
    holders.push({ kind: 'P', id: lp.id, name: lp.name, ...stake(0.99) });
  }
}
