import { isValidUscc } from '@esee/contracts';
import { similarity } from '../../shared/laws/diff';
import { money, parseNumber, rangeOf, toWan, type Finding, type Paragraph } from './types';

/** What the registry says of the issuer (company, 工商登记). */
export interface RegistryRecord {
  entId: string;
  name: string;
  formerNames: string[];
  creditCode: string | null;
  legalRep: string | null;
  /** 注册资本 in 万元. */
  regCapitalWan: number | null;
  /** Holders and their percentages (0–100). */
  shareholders: { name: string; percent: number }[];
}

/** A fact the document states, and where. */
interface Stated {
  value: string;
  paragraph: Paragraph;
}

/** What the document says of its issuer: name, code, legal representative, capital, shareholders. */
export interface IssuerFacts {
  name: Stated | null;
  creditCode: Stated | null;
  legalRep: Stated | null;
  capital: (Stated & { wan: number }) | null;
  shareholders: { name: string; percent: number | null; paragraph: Paragraph }[];
  /** 控股股东X持有发行人N%的股份 (or X为公司控股股东，持有…N%): the controlling holder's stake as a sentence states it. */
  controller: { name: string; percent: number; text: string; paragraph: Paragraph } | null;
}

/** A paragraph's lines as `label：value` (a table row's first two cells read as one). */
function* lines(paragraphs: Paragraph[]): Generator<{ text: string; paragraph: Paragraph }> {
  for (const p of paragraphs) {
    if (p.kind === 'table') for (const r of p.rows ?? []) yield { text: `${r[0] ?? ''}：${r[1] ?? ''}`, paragraph: p };
    else yield { text: p.text, paragraph: p };
  }
}

const FIELDS = {
  name: /(?:发行人名称|发行人中文名称|公司名称|中文名称)[：:]\s*([^\s，。；、：:（(]{4,60})/,
  creditCode: /统一社会信用代码[：:]?\s*([0-9A-Z]{18})/,
  legalRep: /法定代表人[：:]\s*([\u4e00-\u9fa5·]{2,12}?)(?=[\s，。；、（(]|$)/,
  capital: /注册资本[：:]\s*([\d,]+(?:\.\d+)?)\s*(万元|亿元|元)/,
} as const;

/** The issuer's facts as the document states them (the first statement of each). */
export function issuerFacts(paragraphs: Paragraph[]): IssuerFacts {
  const facts: IssuerFacts = {
    name: null,
    creditCode: null,
    legalRep: null,
    capital: null,
    shareholders: [],
    controller: null,
  };
  for (const { text, paragraph } of lines(paragraphs)) {
    for (const key of ['name', 'creditCode', 'legalRep'] as const) {
      const m = FIELDS[key].exec(text);
      if (m && !facts[key]) facts[key] = { value: m[1]!, paragraph };
    }
    const held = paragraph.kind === 'text' && !facts.controller ? controllerStake(text) : null;
    if (held) facts.controller = { ...held, paragraph };
    const c = FIELDS.capital.exec(text);
    if (c && !facts.capital)
      facts.capital = { value: `${c[1]}${c[2]}`, wan: toWan(parseNumber(c[1]!)!, c[2]!), paragraph };
  }
  const table = paragraphs.find(
    (p) =>
      p.kind === 'table' && p.rows?.[0]?.some((c) => c.includes('股东名称')) && p.rows[0].some((c) => /比例/.test(c)),
  );
  if (table) {
    const header = table.rows![0]!;
    const nameCol = header.findIndex((c) => c.includes('股东名称'));
    const ratioCol = header.findIndex((c) => /比例/.test(c));
    for (const row of table.rows!.slice(1)) {
      const name = row[nameCol]?.trim();
      if (!name || /^(合计|总计|小计)$/.test(name)) continue;
      facts.shareholders.push({ name, percent: parseNumber(row[ratioCol] ?? ''), paragraph: table });
    }
  }
  return facts;
}

const HOLDS = String.raw`[，,]?\s*(?:直接|合计)?持有(?:公司|发行人|本公司)?(?:本次发行前)?(?:总股本的|股份总数的)?\s*(\d+(?:\.\d+)?)\s*%`;
const CONTROLLER = [
  new RegExp(
    String.raw`控股股东(?:、实际控制人|及实际控制人)?(?:为|系|是)?[“"]?([^\s，,。；“”"（(]{2,40}?)[”"]?(?:[（(][^）)]*[)）])?${HOLDS}`,
  ),
  new RegExp(String.raw`([^\s，,。；：“”"（(]{2,40}?)[”"]?(?:为|系|是)(?:公司|发行人|本公司)的?控股股东${HOLDS}`),
];

/** The controlling holder and its stake, when a sentence states them. */
function controllerStake(text: string): { name: string; percent: number; text: string } | null {
  for (const re of CONTROLLER) {
    const m = re.exec(text);
    if (m) return { name: m[1]!, percent: Number(m[2]), text: `${m[2]}%` };
  }
  return null;
}

const sameText = (a: string, b: string) => a.replace(/[\s（）()]/g, '') === b.replace(/[\s（）()]/g, '');

/**
 * The document's issuer against its registry record: name (a former name is flagged as such), 统一社会信用代码
 * (its check character, then the record's), legal representative, registered capital, and each shareholder's
 * name and percentage (a name close to a holder's is a misspelling; a holder missing from the table is flagged).
 */
export function checkRegistry(facts: IssuerFacts, record: RegistryRecord): Finding[] {
  const out: Finding[] = [];
  const source = `工商登记：${record.name}`;
  const add = (f: Omit<Finding, 'type' | 'source' | 'sourceParagraphNo'>) =>
    out.push({ type: '工商信息', source, sourceParagraphNo: null, ...f });
  if (facts.name && !sameText(facts.name.value, record.name)) {
    const former = record.formerNames.some((n) => sameText(n, facts.name!.value));
    add({
      severity: former ? '中' : '高',
      paragraphNo: facts.name.paragraph.no,
      title: former ? '使用了发行人的曾用名' : '发行人名称与工商登记不一致',
      found: facts.name.value,
      expected: record.name,
      ranges: rangeOf(facts.name.paragraph.text, facts.name.value),
    });
  }
  if (facts.creditCode) {
    const code = facts.creditCode.value;
    const p = facts.creditCode.paragraph;
    if (!isValidUscc(code))
      add({
        severity: '高',
        paragraphNo: p.no,
        title: '统一社会信用代码校验位错误',
        found: code,
        expected: record.creditCode ?? '符合GB 32100-2015校验规则的代码',
        ranges: rangeOf(p.text, code),
      });
    else if (record.creditCode && code !== record.creditCode)
      add({
        severity: '高',
        paragraphNo: p.no,
        title: '统一社会信用代码与工商登记不一致',
        found: code,
        expected: record.creditCode,
        ranges: rangeOf(p.text, code),
      });
  }
  if (facts.legalRep && record.legalRep && facts.legalRep.value !== record.legalRep)
    add({
      severity: '高',
      paragraphNo: facts.legalRep.paragraph.no,
      title: '法定代表人与工商登记不一致',
      found: facts.legalRep.value,
      expected: record.legalRep,
      ranges: rangeOf(facts.legalRep.paragraph.text, facts.legalRep.value),
    });
  if (facts.capital && record.regCapitalWan !== null && Math.abs(facts.capital.wan - record.regCapitalWan) > 0.005)
    add({
      severity: '高',
      paragraphNo: facts.capital.paragraph.no,
      title: '注册资本与工商登记不一致',
      found: facts.capital.value,
      expected: `${money(record.regCapitalWan)}万元`,
      ranges: rangeOf(facts.capital.paragraph.text, facts.capital.value),
    });
  if (facts.controller) {
    const c = facts.controller;
    const h =
      record.shareholders.find((x) => sameText(x.name, c.name)) ??
      record.shareholders.find((x) => similarity(x.name, c.name) >= 0.5);
    if (h && Math.abs(h.percent - c.percent) > 0.01)
      add({
        severity: '高',
        paragraphNo: c.paragraph.no,
        title: '控股股东持股比例与工商登记不一致',
        found: `${c.name} ${c.percent}%`,
        expected: `${h.name} ${h.percent}%`,
        ranges: rangeOf(c.paragraph.text, c.text),
      });
  }
  if (facts.shareholders.length) {
    const unmatched = new Set(record.shareholders.map((_, i) => i));
    const pending: IssuerFacts['shareholders'] = [];
    for (const s of facts.shareholders) {
      const i = record.shareholders.findIndex((h, k) => unmatched.has(k) && sameText(h.name, s.name));
      if (i < 0) {
        pending.push(s);
        continue;
      }
      unmatched.delete(i);
      const h = record.shareholders[i]!;
      if (s.percent !== null && Math.abs(s.percent - h.percent) > 0.01)
        add({
          severity: '中',
          paragraphNo: s.paragraph.no,
          title: '股东持股比例与工商登记不一致',
          found: `${s.name} ${s.percent}%`,
          expected: `${h.name} ${h.percent}%`,
          ranges: rangeOf(s.paragraph.text, s.name),
        });
    }
    for (const s of pending) {
      let best = -1;
      let score = 0.5;
      for (const k of unmatched) {
        const v = similarity(record.shareholders[k]!.name, s.name);
        if (v >= score) [best, score] = [k, v];
      }
      if (best >= 0) unmatched.delete(best);
      add({
        severity: '高',
        paragraphNo: s.paragraph.no,
        title: best >= 0 ? '股东名称与工商登记不一致' : '股东不在工商登记的股东名单中',
        found: s.name,
        expected: best >= 0 ? record.shareholders[best]!.name : '（工商登记无此股东）',
        ranges: rangeOf(s.paragraph.text, s.name),
      });
    }
    for (const k of unmatched) {
      const h = record.shareholders[k]!;
      const p = facts.shareholders[0]!.paragraph;
      add({
        severity: '中',
        paragraphNo: p.no,
        title: '工商登记的股东未在股东表中列示',
        found: '（未列示）',
        expected: `${h.name} ${h.percent}%`,
        ranges: [],
      });
    }
  }
  return out;
}
