import { describe, expect, it } from 'vitest';
import { SMART_TEXT_DEFECTS, type LawCitation, type SmartTextDefect, type SmartTextParagraph } from '@esee/contracts';
import { readDocument } from '../read';
import { sampleBlocks, toDocx, toPdf, type SampleCompany } from '../sample';
import { citationsOf, runChecks } from '.';
import { checkCitations } from './citations';
import { checkDates } from './dates';
import { checkConsistency, checkTableSums, figuresOf } from './numbers';
import { checkRegistry, issuerFacts } from './registry';
import { checkTerms } from './terms';
import { checkTypos } from './typos';

let no = 0;
const para = (text: string, section: string | null = '第二节 概览'): SmartTextParagraph => ({
  no: ++no,
  kind: 'text',
  section,
  page: null,
  text,
});
const table = (rows: string[][], section: string | null = '第五节 财务'): SmartTextParagraph => ({
  no: ++no,
  kind: 'table',
  section,
  page: null,
  text: rows.map((r) => r.join('\t')).join('\n'),
  rows,
});

const company: SampleCompany = {
  entId: 'E-TEST',
  name: '杭州云启智能科技股份有限公司',
  formerNames: ['杭州云启智能科技有限公司'],
  creditCode: '91110000600037341L',
  legalRep: '陈立新',
  regCapitalWan: 12_000,
  shareholders: [
    { name: '陈立新', percent: 45.5 },
    { name: '杭州云启投资合伙企业（有限合伙）', percent: 30 },
    { name: '王晓梅', percent: 24.5 },
  ],
  estDate: '2012-05-12',
};

/** What the law library answers for the sample's citations: only the repealed rule is out of force. */
const answer = (title: string): LawCitation =>
  title.includes('并上市管理办法')
    ? {
        found: true,
        validity: '失效/已废止',
        inForce: false,
        currentVersion: null,
        replacement: { lawId: 'L2', versionId: 'V2', title: '首次公开发行股票注册管理办法', validity: '现行有效' },
        articleFound: true,
        message: '已失效',
      }
    : {
        found: true,
        validity: '现行有效',
        inForce: true,
        currentVersion: null,
        replacement: null,
        articleFound: true,
        message: '',
      };

async function checkSample(defects: SmartTextDefect[], format: 'docx' | 'pdf' = 'docx') {
  const blocks = sampleBlocks(company, {
    kind: '招股说明书',
    version: '申报稿',
    defects: new Set(defects),
  });
  const bytes = format === 'docx' ? toDocx(blocks) : await toPdf(blocks, company.name);
  const { paragraphs } = await readDocument({ fileName: `sample.${format}`, bytes });
  const citations = citationsOf(paragraphs);
  return runChecks(paragraphs, { record: company, citations, citationResults: citations.map((c) => answer(c.title)) });
}

describe('智能文档审核 checks on generated documents', () => {
  it.each(['docx', 'pdf'] as const)(
    'a clean %s prospectus has no issue',
    async (format) => {
      expect(await checkSample([], format)).toEqual([]);
      // The first PDF starts the PDF writer's worker and loads pdfjs: seconds on a busy machine.
    },
    120_000,
  );

  it.each(SMART_TEXT_DEFECTS)('finds the planted defect %s, and only it', async (defect) => {
    const issues = await checkSample([defect]);
    expect(issues, JSON.stringify(issues)).toHaveLength(1);
    const expected: Record<SmartTextDefect, string> = {
      legalRep: '法定代表人与工商登记不一致',
      capital: '注册资本与工商登记不一致',
      shareholderName: '股东名称与工商登记不一致',
      netProfit: '2023年净利润前后不一致',
      tableSum: '表格“金额（万元）”列合计与各项之和不符',
      dateOrder: '整体变更为股份有限公司日期早于成立日期',
      undefinedTerm: '使用的简称未在释义中定义',
      citation: '引用的法规失效/已废止',
      typo: '疑似错别字“部份”',
    };
    expect(issues[0]!.title).toBe(expected[defect]);
  });

  it('finds all of them in the PDF too, located by page', async () => {
    const issues = await checkSample([...SMART_TEXT_DEFECTS], 'pdf');
    expect(issues).toHaveLength(SMART_TEXT_DEFECTS.length);
    expect(issues.every((i) => /^第\d+页 第\d+段$/.test(i.location))).toBe(true);
  });
});

describe('智能文档审核 checks, one by one', () => {
  it('registry: a former name, a bad check character, a percentage', () => {
    const ps = [
      para('发行人名称：杭州云启智能科技有限公司'),
      para('统一社会信用代码：91110000600037341M'),
      table([
        ['股东名称', '持股比例'],
        ['陈立新', '45.50%'],
        ['杭州云启投资合伙企业（有限合伙）', '31.00%'],
        ['王晓梅', '24.50%'],
      ]),
    ];
    const found = checkRegistry(issuerFacts(ps), company).map((f) => `${f.severity}|${f.title}`);
    expect(found).toEqual([
      '中|使用了发行人的曾用名',
      '高|统一社会信用代码校验位错误',
      '中|股东持股比例与工商登记不一致',
    ]);
  });

  it('numbers: 分别为 zips years with amounts; the odd one out is flagged', () => {
    const ps = [
      para('2022年度、2023年度，公司营业收入分别为1,000.00万元和1,200.00万元。'),
      table([
        ['项目', '2023年度', '2022年度'],
        ['营业收入', '1,200.00', '1,000.00'],
      ]),
      para('2023年度，公司实现营业收入1.3亿元。'),
    ];
    expect(figuresOf(ps).map((f) => `${f.metric}|${f.period}|${f.value}`)).toEqual([
      '营业收入|2022年|1000',
      '营业收入|2023年|1200',
      '营业收入|2023年|1200',
      '营业收入|2022年|1000',
      '营业收入|2023年|13000',
    ]);
    const [issue, ...rest] = checkConsistency(ps);
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ paragraphNo: ps[2]!.no, expected: '1,200.00万元', sourceParagraphNo: ps[0]!.no });
  });

  it('table sums: totals, rounding allowed, percentages to 100%', () => {
    const ok = table([
      ['项目', '金额', '占比'],
      ['甲', '33.33', '33.33%'],
      ['乙', '33.33', '33.33%'],
      ['丙', '33.34', '33.34%'],
      ['合计', '100.00', '100.00%'],
    ]);
    const bad = table([
      ['股东名称', '持股比例'],
      ['甲', '60.00%'],
      ['乙', '30.00%'],
      ['合计', '90.00%'],
    ]);
    expect(checkTableSums([ok])).toEqual([]);
    expect(checkTableSums([bad]).map((f) => f.title)).toEqual(['表格“持股比例”列合计不为100%']);
  });

  it('dates: order of milestones, figures outside the reporting period', () => {
    const ps = [
      table([['报告期', '指', '2022年度及2023年度']], '第一节 释义'),
      para('公司成立于2015年3月1日，于2014年8月20日整体变更为股份有限公司。'),
      table([
        ['项目', '2023年度', '2021年度'],
        ['净利润', '1.00', '2.00'],
      ]),
    ];
    expect(checkDates(ps).map((f) => `${f.title}|${f.found}`)).toEqual([
      '整体变更为股份有限公司日期早于成立日期|整体变更为股份有限公司 2014年8月20日',
      '财务数据期间不在报告期内|2021年',
    ]);
  });

  it('terms: undefined quoted term and abbreviation, an unused definition; inline definitions count', () => {
    const ps = [
      table(
        [
          ['发行人、公司', '指', '某公司'],
          ['募投项目', '指', '募集资金投资项目'],
        ],
        '第一节 释义',
      ),
      para('发行人本次发行（以下简称“本次发行”）后，“本次发行”及“新业务”的安排如下；公司使用MES系统及IPO流程。'),
    ];
    expect(checkTerms(ps).map((f) => `${f.severity}|${f.found}`)).toEqual(['中|新业务', '中|MES', '低|募投项目']);
  });

  it('citations: only laws are asked about; an article missing is flagged', () => {
    const ps = [para('依据《中华人民共和国证券法》第九条及《招股说明书》，以及《某办法》第九十九条。')];
    const cites = citationsOf(ps);
    expect(cites.map((c) => c.text)).toEqual(['《中华人民共和国证券法》第九条', '《某办法》第九十九条']);
    const findings = checkCitations(cites, [
      answer('证券法'),
      { ...answer('某办法'), articleFound: false, message: '所引第九十九条在该版本中不存在' },
    ]);
    expect(findings.map((f) => f.title)).toEqual(['引用的条文不存在']);
  });

  it('typos and sensitive words, with their ranges', () => {
    const [typo, word] = checkTypos([para('截止2023年12月31日，产品零风险。')]);
    expect(typo).toMatchObject({ found: '截止', expected: '截至', ranges: [[0, 2]] });
    expect(word).toMatchObject({ found: '零风险', severity: '中' });
  });
  it('issue 36: 股份公司设立 is the conversion, a name ending in 股份有限公司 is not', () => {
    const early = [para('成立日期：2010年5月8日'), para('2008年3月12日，股份公司设立。')];
    expect(checkDates(early).map((f) => f.found)).toEqual(['整体变更为股份有限公司 2008年3月12日']);
    const named = [para('杭州云启智能科技股份有限公司成立于2010年5月8日。'), para('股份公司设立日期：2015年3月12日')];
    expect(checkDates(named)).toEqual([]);
  });

  it('issue 36: the controlling holder’s stake in a sentence against the registry', () => {
    const facts = issuerFacts([para('控股股东陈立新持有公司95%的股份。')]);
    expect(facts.controller).toMatchObject({ name: '陈立新', percent: 95 });
    expect(checkRegistry(facts, company).map((f) => `${f.title}|${f.found}|${f.expected}`)).toEqual([
      '控股股东持股比例与工商登记不一致|陈立新 95%|陈立新 45.5%',
    ]);
    const right = issuerFacts([para('陈立新为公司控股股东，直接持有公司45.5%的股份。')]);
    expect(right.controller).toMatchObject({ name: '陈立新', percent: 45.5 });
    expect(checkRegistry(right, company)).toEqual([]);
  });

  it('issue 36: typos 一惯 and 按排, absolute words, mixed-case abbreviations; accounting terms pass', () => {
    const found = checkTypos([para('公司一惯按排生产，技术国内领先、行业第一，提供最佳方案。')]).map(
      (f) => `${f.found}>${f.expected}`,
    );
    expect(found.sort()).toEqual(
      [
        '一惯>一贯',
        '按排>安排',
        '国内领先>删除或改为客观表述',
        '行业第一>删除或改为客观表述',
        '最佳>删除或改为客观表述',
      ].sort(),
    );
    expect(checkTypos([para('预计负债按履行相关现时义务所需支出的最佳估计数计量，无风险利率取国债收益率。')])).toEqual(
      [],
    );
    expect(checkTerms([para('公司提供SaaS服务，接入IoT设备，开展B2B业务，ISO9001认证。')]).map((f) => f.found)).toEqual(
      ['SaaS', 'IoT', 'B2B'],
    );
  });

  it('issue 36: a top-N table’s shares need not add to 100%; a whole breakdown’s must', () => {
    const rows = [
      ['客户名称', '销售金额（万元）', '占营业收入比例'],
      ['客户甲', '2,000.00', '16.20%'],
      ['客户乙', '1,500.00', '12.15%'],
      ['合计', '3,500.00', '28.35%'],
    ];
    expect(checkTableSums([para('公司前三名客户销售情况如下：'), table(rows)])).toEqual([]);
    expect(checkTableSums([para('公司客户销售情况如下：'), table(rows)]).map((f) => f.title)).toEqual([
      '表格“占营业收入比例”列合计不为100%',
    ]);
  });
});
