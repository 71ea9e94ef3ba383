import type { SmartTextDefect, SmartTextKind } from '@esee/contracts';
import type { RegistryRecord } from '../checks';
import { money } from '../checks/types';

/** A block of a generated document. */
export type Block =
  { kind: 'heading'; text: string } | { kind: 'text'; text: string } | { kind: 'table'; rows: string[][] };

export interface SampleOptions {
  kind: SmartTextKind;
  version: '申报稿' | '上会稿';
  defects: ReadonlySet<SmartTextDefect>;
}

/** What the record gives and what the generator makes up (deterministically, from the company id). */
export interface SampleCompany extends RegistryRecord {
  /** YYYY-MM-DD */
  estDate: string;
}

function seeded(text: string) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (Math.imul(h ^ (h >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return h / 4294967296;
  };
}

const cn = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};
const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (n: number) => `${n.toFixed(2)}%`;

/** A name with one character changed (the last but one for a long name, else the last): a misspelt holder. */
function misspelt(name: string): string {
  const swap: Record<string, string> = {
    投: '技',
    资: '姿',
    有: '友',
    限: '线',
    公: '工',
    司: '斯',
    伟: '玮',
    华: '化',
    明: '铭',
  };
  const i = name.length >= 6 ? name.length - 5 : name.length - 1;
  const c = name[i]!;
  return name.slice(0, i) + (swap[c] ?? (c === '东' ? '冬' : '东')) + name.slice(i + 1);
}

/**
 * A prospectus (招股说明书), bond prospectus (债券募集说明书) or audit report (审计报告) of a registry company,
 * consistent with its record and with itself; each defect asked for is planted once: a wrong legal
 * representative, a wrong registered capital, a misspelt shareholder, a net profit differing between two
 * sections, a table that does not add up, the conversion dated before the founding, an undefined
 * abbreviation, a citation of a repealed rule, a typo. 上会稿 rewords one paragraph, adds one and drops one.
 */
export function sampleBlocks(c: SampleCompany, o: SampleOptions): Block[] {
  const has = (d: SmartTextDefect) => o.defects.has(d);
  const rand = seeded(c.entId);
  const years = [2023, 2022, 2021];
  const revenue = years.map((_, i) => round2((30_000 + rand() * 50_000) * (1 - i * 0.12)));
  const cost = revenue.map((r) => round2(r * (0.55 + rand() * 0.1)));
  const operating = revenue.map((r, i) => round2((r - cost[i]!) * 0.45));
  const total = operating.map((p) => round2(p + 35.5));
  const profit = total.map((p) => round2(p * 0.85));
  const parent = profit.map((p) => round2(p * 0.97));
  const assets = revenue.map((r) => round2(r * 1.6));
  const liabilities = assets.map((a) => round2(a * 0.42));
  const equity = assets.map((a, i) => round2(a - liabilities[i]!));
  const est = c.estDate;
  const estYear = Number(est.slice(0, 4));
  const converted = has('dateOrder') ? `${estYear - 1}-08-20` : `${Math.min(estYear + 3, 2022)}-08-20`;
  const filed = '2024-06-28';
  const capital = c.regCapitalWan ?? 0;
  const wrongRep = c.legalRep === '王建国' ? '李建华' : '王建国';
  const bond = o.kind === '债券募集说明书';
  const audit = o.kind === '审计报告';

  const blocks: Block[] = [];
  const h = (text: string) => blocks.push({ kind: 'heading', text });
  const p = (text: string) => blocks.push({ kind: 'text', text });
  const t = (rows: string[][]) => blocks.push({ kind: 'table', rows });

  const incomeTable = (netProfit: number[]) => {
    p('单位：万元');
    t([
      ['项目', '2023年度', '2022年度', '2021年度'],
      ['营业收入', ...revenue.map(money)],
      ['营业成本', ...cost.map(money)],
      ['营业利润', ...operating.map(money)],
      ['利润总额', ...total.map(money)],
      ['净利润', ...netProfit.map(money)],
      ['归属于母公司所有者的净利润', ...parent.map(money)],
    ]);
  };
  const balanceTable = () => {
    p('单位：万元');
    t([
      ['项目', '2023年12月31日', '2022年12月31日', '2021年12月31日'],
      ['资产总计', ...assets.map(money)],
      ['负债合计', ...liabilities.map(money)],
      ['所有者权益合计', ...equity.map(money)],
    ]);
  };

  if (audit) {
    p(`${c.name}`);
    p('审计报告');
    p(`公司名称：${c.name}`);
    h('一、审计意见');
    p(
      `我们审计了${c.name}财务报表，包括2021年12月31日、2022年12月31日及2023年12月31日的合并资产负债表，2021年度、2022年度及2023年度的合并利润表以及相关财务报表附注。`,
    );
    p(
      '我们认为，后附的财务报表在所有重大方面按照企业会计准则的规定编制，公允反映了公司的合并财务状况以及合并经营成果。',
    );
    h('二、合并利润表主要数据');
    incomeTable(has('netProfit') ? [round2(profit[0]! + 200), profit[1]!, profit[2]!] : profit);
    h('三、合并资产负债表主要数据');
    balanceTable();
    return blocks;
  }

  const title = bond ? '公开发行公司债券募集说明书' : '首次公开发行股票并在主板上市招股说明书';
  p(c.name);
  p(`${title}（${o.version}）`);
  p(`申报日期：${cn(filed)}`);
  h('第一节 释义');
  p('在本说明书中，除非文义另有所指，下列词语具有如下含义：');
  t([
    ['发行人、公司、本公司', '指', c.name],
    ['保荐机构、主承销商', '指', '华信证券股份有限公司'],
    ['中国证监会', '指', '中国证券监督管理委员会'],
    ['报告期', '指', '2021年度、2022年度及2023年度'],
    ...(bond ? [['本期债券', '指', `${c.name}2024年面向专业投资者公开发行公司债券`]] : []),
    ['ERP', '指', '企业资源计划系统'],
    ['元、万元', '指', '人民币元、人民币万元'],
  ]);
  h('第二节 概览');
  p(`发行人名称：${c.name}`);
  p(`统一社会信用代码：${c.creditCode}`);
  p(`法定代表人：${has('legalRep') ? wrongRep : c.legalRep}`);
  p(`注册资本：${money(has('capital') ? capital + 1_000 : capital)}万元`);
  p(`成立日期：${cn(est)}`);
  p(`整体变更日期：${cn(converted)}`);
  p(
    bond
      ? `发行人本次拟面向专业投资者公开发行公司债券（以下简称“本次发行”），本期债券募集资金拟用于偿还有息债务及补充流动资金。`
      : `发行人本次拟公开发行人民币普通股股票（以下简称“本次发行”），募集资金拟投向智能制造基地建设项目及研发中心建设项目。`,
  );
  p(
    `2023年度，公司营业收入为${money(revenue[0]!)}万元，净利润为${money(profit[0]!)}万元；截至2023年12月31日，公司总资产为${money(assets[0]!)}万元。`,
  );
  if (o.version === '申报稿')
    p('本说明书概览仅对本次发行的基本情况作简要提示，投资者作出投资决策前，应认真阅读说明书全文。');
  h('第三节 风险因素');
  p(
    o.version === '上会稿'
      ? '公司主要原材料价格受大宗商品市场影响较大，若原材料价格持续大幅上涨，而公司未能及时向下游传导成本压力，将对经营业绩产生不利影响。'
      : '公司主要原材料价格受大宗商品市场影响，若原材料价格大幅上涨，将对公司经营业绩产生不利影响。',
  );
  p(
    `报告期内，公司前五名客户销售收入占比较高，若${has('typo') ? '部份' : '部分'}主要客户经营状况发生不利变化，可能影响公司的收入。`,
  );
  if (o.version === '上会稿')
    p('公司享受高新技术企业所得税优惠，若未来不能持续取得高新技术企业资格，公司的净利润将受到一定影响。');
  h('第四节 发行人基本情况');
  p(`公司成立于${cn(est)}，于${cn(converted)}整体变更为股份有限公司。`);
  p(`截至本说明书签署日，公司共有${c.shareholders.length}名股东，股权结构如下：`);
  const holders = c.shareholders.map((s) => ({ ...s, shares: round2((capital * s.percent) / 100) }));
  const misspeltAt = holders.reduce((best, s, i) => (s.name.length > holders[best]!.name.length ? i : best), 0);
  t([
    ['序号', '股东名称', '持股数量（万股）', '持股比例'],
    ...holders.map((s, i) => [
      String(i + 1),
      has('shareholderName') && i === misspeltAt ? misspelt(s.name) : s.name,
      money(s.shares),
      pct(s.percent),
    ]),
    ['合计', '', money(holders.reduce((sum, s) => sum + s.shares, 0)), '100.00%'],
  ]);
  p(
    `公司已上线ERP系统，实现采购、生产、销售与财务的一体化管理。${has('undefinedTerm') ? '公司同时建立了SRM平台对供应商进行分级管理。' : ''}`,
  );
  h('第五节 财务会计信息与管理层分析');
  p('报告期内，公司合并利润表主要数据如下：');
  incomeTable(profit);
  p('报告期各期末，公司合并资产负债表主要数据如下：');
  balanceTable();
  p('2023年度，公司主营业务收入按产品构成如下：');
  const shares = [0.46, 0.31, 0.23];
  const amounts = shares.map((s) => round2(revenue[0]! * s));
  amounts[2] = round2(revenue[0]! - amounts[0]! - amounts[1]!);
  const percents = amounts.map((a) => round2((a / revenue[0]!) * 100));
  percents[2] = round2(100 - percents[0]! - percents[1]!);
  if (has('tableSum')) amounts[1] = round2(amounts[1]! + 300);
  t([
    ['产品类别', '金额（万元）', '占比'],
    ['智能装备', money(amounts[0]!), pct(percents[0]!)],
    ['核心部件', money(amounts[1]!), pct(percents[1]!)],
    ['技术服务', money(amounts[2]!), pct(percents[2]!)],
    ['合计', money(revenue[0]!), '100.00%'],
  ]);
  p(
    `2023年度，公司实现营业收入${money(revenue[0]!)}万元，实现净利润${money(has('netProfit') ? profit[0]! + 123.45 : profit[0]!)}万元，营业收入较上年增长${(((revenue[0]! - revenue[1]!) / revenue[1]!) * 100).toFixed(2)}%。`,
  );
  h(bond ? '第六节 发行条件' : '第六节 本次发行符合发行条件');
  p('保荐机构经核查认为，发行人符合中国证监会规定的发行条件。');
  p(
    bond
      ? '发行人符合《中华人民共和国证券法》第九条关于公开发行证券的规定，符合《公司债券发行与交易管理办法》第十四条的规定。'
      : `发行人符合《中华人民共和国证券法》第十二条规定的发行条件，${has('citation') ? '符合《首次公开发行股票并上市管理办法》第六条' : '符合《首次公开发行股票注册管理办法》第十三条'}的规定。`,
  );
  p(`发行人于${cn(filed)}向证券交易所提交本次发行申请文件。`);
  return blocks;
}
