import type { FastifyInstance } from 'fastify';
import { chinaDay, moneyText, normalizeCompanyName, RECORD_KIND_BY_KEY } from '@esee/contracts';
import type { IndexedCompany } from '../../../core/companies/nameIndex';
import { enterpriseInfo } from '../../../core/companies/companyInfo';
import { investments, people, shareholders } from '../../../core/companies/companyStructure';
import { byLabel, riskSummaries } from '../../../core/risk/riskSummary';
import type { Source } from './sources';

/** Legal forms a company name ends with, longest first. */
const SUFFIX =
  /(股份有限公司|有限责任公司|集团有限公司|有限公司|合伙企业（有限合伙）|合伙企业\(有限合伙\)|合伙企业|集团|公司)/g;
/** Characters a company name is made of (Chinese, Latin letters, digits, brackets). */
const NAME_RUN = /[\u4e00-\u9fa5A-Za-z0-9（）()·&]+/g;

export interface KnownCompany {
  entId: string;
  name: string;
}

/**
 * The company a text names: a run of name characters ending in a legal form, whose longest tail the name index
 * knows exactly (`请问某某科技有限公司` finds 某某科技有限公司), or one of the institution's short names (简称配置)
 * it contains. The search module's index, not a query of its own.
 */
export async function companyIn(app: FastifyInstance, instId: number, text: string): Promise<KnownCompany | null> {
  // The tails of each run, longest first, from its last legal form back.
  const tails: string[] = [];
  for (const run of text.match(NAME_RUN) ?? []) {
    const ends = [...run.matchAll(SUFFIX)].map((m) => m.index + m[0].length);
    for (const end of ends.reverse())
      for (let start = 0; start <= end - 4; start++) tails.push(normalizeCompanyName(run.slice(start, end)));
  }
  const named = [...(await app.abbreviations.of(instId))]
    .filter(([abbreviation]) => abbreviation.length >= 2 && text.includes(abbreviation))
    .sort(([a], [b]) => b.length - a.length)[0];
  const full = named && normalizeCompanyName(named[1]);
  const index = await app.companies.named(full ? [...tails, full] : tails);
  for (const tail of tails) {
    const hit: IndexedCompany | undefined = index.byName(tail)[0];
    if (hit) return { entId: hit.entId, name: hit.name };
  }
  const hit = full && index.byName(full)[0];
  return hit ? { entId: hit.entId, name: hit.name } : null;
}

/** What can be asked of a company, by the words that ask it. */
const FACTS = [
  { key: 'regCapital', words: /注册资本|注册资金/ },
  { key: 'paidCapital', words: /实缴/ },
  { key: 'legalRep', words: /法定代表人|法人代表|法人是|负责人/ },
  { key: 'estDate', words: /成立|注册日期|注册时间|哪一?年/ },
  { key: 'status', words: /经营状态|登记状态|状态|存续|在业|注销|吊销/ },
  { key: 'creditCode', words: /信用代码|税号/ },
  { key: 'address', words: /地址|住所|在哪/ },
  { key: 'industry', words: /行业/ },
  { key: 'scope', words: /经营范围|主营|业务范围/ },
  { key: 'shareholders', words: /股东|股权结构|谁持股/ },
  { key: 'investments', words: /对外投资|投资了|参股|子公司/ },
  { key: 'people', words: /主要人员|高管|董事|监事|经理|高级管理/ },
  { key: 'lawsuits', words: /诉讼|官司|涉诉|裁判文书|判决|立案|开庭/ },
  { key: 'dishonest', words: /失信/ },
  { key: 'executed', words: /被执行/ },
  { key: 'consumptionLimit', words: /限高|限制消费/ },
  { key: 'risk', words: /风险/ },
] as const;
type FactKey = (typeof FACTS)[number]['key'];

/** The overview's facts: what a question naming only the company gets. */
const OVERVIEW: FactKey[] = ['legalRep', 'regCapital', 'estDate', 'status'];
/** Words that ask for the overview. */
const OVERVIEW_WORDS = /介绍|概况|基本情况|基本信息|简介|工商信息|是什么|怎么样|情况/;

/**
 * The facts a question asks; the overview when it names the company and asks about it as a whole (a company taken
 * from an earlier question never gets the overview: 明天天气怎么样 is no question about it); none otherwise.
 */
export function factsAsked(question: string, companyName: string, named = true): FactKey[] {
  const asked = FACTS.filter((f) => f.words.test(question)).map((f) => f.key);
  if (asked.length || !named) return asked;
  const rest = question
    .replace(companyName, '')
    .replace(/[\s,，。.?？!！、:：；;“”"'（）()]/g, '')
    .replace(/请问|一下|这家|该公司|公司|的|吗|呢|查询|查查|看看/g, '');
  return rest.length <= 2 || (rest.length <= 8 && OVERVIEW_WORDS.test(rest)) ? OVERVIEW : [];
}

/** `1,234.50万元`, as the company detail shows registered capital (stored in 元): the contracts' `moneyText`. */
export const money = (yuan: number | null, currency = '人民币'): string | null =>
  yuan === null ? null : moneyText(yuan, currency);

const detailLink = (entId: string, tab: string, hash = '') =>
  `/baseinfo/orgdetail/${tab}?eid=${encodeURIComponent(entId)}${hash ? `#${hash}` : ''}`;

/** A kind of record's section on its tab. */
const recordLink = (entId: string, kind: string) =>
  detailLink(entId, RECORD_KIND_BY_KEY.get(kind)?.tab ?? 'judiciary', kind);

const PAGE = { offset: 0, limit: 5 };

/**
 * The sources for the facts asked of a company, from the company detail's own queries: each with the sentence
 * the retrieval answer says, the tab it came from and the day the company's data was last updated.
 */
export async function companySources(app: FastifyInstance, company: KnownCompany, facts: FactKey[]): Promise<Source[]> {
  const db = app.db;
  const [info, stamp] = await Promise.all([
    enterpriseInfo(db, company.entId),
    db.selectFrom('company').select('updated_at').where('ent_id', '=', company.entId).executeTakeFirstOrThrow(),
  ]);
  const asOf = chinaDay(stamp.updated_at);
  const name = info.name;
  const essential = detailLink(info.entId, 'essential', 'businessInfo');
  const out: Source[] = [];
  const add = (title: string, detail: string, sentence: string, link = essential) =>
    out.push({ kind: 'company', title: `${name} · ${title}`, detail, link, asOf, sentence });
  const count = (kind: string) => info.counts[kind] ?? 0;
  const unknown = '平台数据未载明';

  for (const fact of facts) {
    switch (fact) {
      case 'regCapital': {
        const v = money(info.regCapital, info.regCapitalCurrency) ?? unknown;
        add('注册资本', `注册资本：${v}`, `${name}的注册资本为${v}`);
        break;
      }
      case 'paidCapital': {
        const v = money(info.paidCapital, info.regCapitalCurrency) ?? unknown;
        add('实缴资本', `实缴资本：${v}`, `${name}的实缴资本为${v}`);
        break;
      }
      case 'legalRep':
        add(
          '法定代表人',
          `法定代表人：${info.legalRep ?? unknown}`,
          `${name}的法定代表人是${info.legalRep ?? unknown}`,
        );
        break;
      case 'estDate':
        add('成立日期', `成立日期：${info.estDate ?? unknown}`, `${name}成立于${info.estDate ?? unknown}`);
        break;
      case 'status':
        add('登记状态', `登记状态：${info.status}`, `${name}的登记状态为“${info.status}”`);
        break;
      case 'creditCode':
        add(
          '统一社会信用代码',
          `统一社会信用代码：${info.creditCode ?? unknown}`,
          `${name}的统一社会信用代码为${info.creditCode ?? unknown}`,
        );
        break;
      case 'address':
        add('注册地址', `注册地址：${info.address ?? unknown}`, `${name}的注册地址为${info.address ?? unknown}`);
        break;
      case 'industry':
        add(
          '所属行业',
          `所属行业：${info.industryName ?? unknown}`,
          `${name}所属行业为${info.industryName ?? unknown}`,
        );
        break;
      case 'scope': {
        const scope = info.businessScope ?? unknown;
        const shown = scope.length > 200 ? `${scope.slice(0, 200)}…` : scope;
        add('经营范围', `经营范围：${shown}`, `${name}的经营范围为：${shown}`);
        break;
      }
      case 'shareholders': {
        const page = await shareholders(db, info.entId, PAGE);
        const list = page.list.map((r) => `${String(r.stockName)}（${Number(r.stockPercent ?? 0)}%）`).join('、');
        add(
          '股东信息',
          `股东共${page.total}名${list ? `，持股最多的：${list}` : ''}`,
          page.total ? `${name}共有${page.total}名股东，按持股比例居前的是${list}` : `平台数据中${name}没有股东记录`,
          detailLink(info.entId, 'essential', 'shareholders'),
        );
        break;
      }
      case 'investments': {
        const page = await investments(db, info.entId, PAGE);
        const list = page.list.map((r) => `${String(r.name)}（${Number(r.fundedRatio)}%）`).join('、');
        add(
          '对外投资',
          `对外投资企业共${page.total}家${list ? `，持股最多的：${list}` : ''}`,
          page.total ? `${name}对外投资企业共${page.total}家，包括${list}` : `平台数据中${name}没有对外投资记录`,
          detailLink(info.entId, 'investment', 'investments'),
        );
        break;
      }
      case 'people': {
        const page = await people(db, info.entId, PAGE);
        const list = page.list.map((r) => `${String(r.name)}（${String(r.job)}）`).join('、');
        add(
          '主要人员',
          `主要人员共${page.total}名${list ? `：${list}` : ''}`,
          page.total ? `${name}的主要人员共${page.total}名，包括${list}` : `平台数据中${name}没有主要人员记录`,
          detailLink(info.entId, 'essential', 'people'),
        );
        break;
      }
      case 'lawsuits': {
        const kinds = ['judgmentDocument', 'caseFiling', 'courtNotice'];
        const parts = kinds.map((k) => `${RECORD_KIND_BY_KEY.get(k)?.title ?? k}${count(k)}条`).join('、');
        add('司法诉讼', parts, `${name}在平台数据中的涉诉记录：${parts}`, recordLink(info.entId, 'judgmentDocument'));
        break;
      }
      case 'dishonest':
        add(
          '失信被执行人',
          `失信被执行人记录${count('dishonest')}条`,
          `${name}有${count('dishonest')}条失信被执行人记录`,
          recordLink(info.entId, 'dishonest'),
        );
        break;
      case 'executed':
        add(
          '被执行人',
          `被执行人记录${count('executedPerson')}条`,
          `${name}有${count('executedPerson')}条被执行人记录`,
          recordLink(info.entId, 'executedPerson'),
        );
        break;
      case 'consumptionLimit':
        add(
          '限制高消费',
          `限制高消费记录${count('consumptionLimit')}条`,
          `${name}有${count('consumptionLimit')}条限制高消费记录`,
          recordLink(info.entId, 'consumptionLimit'),
        );
        break;
      case 'risk': {
        const summary = (await riskSummaries(db, [info.entId])).get(info.entId);
        const labelled = Object.entries(byLabel(summary))
          .map(([label, n]) => `${label}${n}条`)
          .join('、');
        const grade = summary?.grade ?? 'A';
        add(
          '风险清单',
          `风险等级 ${grade}，风险记录${summary?.total ?? 0}条${labelled ? `（${labelled}）` : ''}`,
          `按平台风险清单，${name}的风险等级为${grade}，共有风险记录${summary?.total ?? 0}条${labelled ? `（${labelled}）` : ''}`,
          detailLink(info.entId, 'judiciary'),
        );
        break;
      }
    }
  }
  return out;
}

/** Questions the platform can answer about a company, offered with a refusal. */
export const companySuggestions = (name: string) => [
  `${name}的注册资本是多少？`,
  `${name}的股东有哪些？`,
  `${name}有多少条诉讼记录？`,
];
