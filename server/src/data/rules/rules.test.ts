import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planChains } from '../generate/chains';
import { addressRule } from './address';
import { announcementsRule } from './announcements';
import { annualReportRule } from './annualReport';
import { areaCodeRule } from './areaCode';
import { chainIndustryRule } from './chainIndustry';
import { financingDatesRule } from './financingDates';
import { issuerCapitalRule, leastIssuerCapital } from './issuerCapital';
import { issuerPeriodRule } from './issuerPeriod';
import { checkConsistency, consistencyReport } from './index';
import { listedCompanyRule } from './listedCompany';
import { listingCapitalRule } from './listingCapital';
import { leastLoanClass, loanRatingProblems } from './loanRating';
import { nameBracketsRule } from './nameBrackets';
import { nameRegionRule } from './nameRegion';
import { negativeListRule } from './negativeList';
import { newsEventsRule } from './newsEvents';
import { orgTypeRule } from './orgType';
import { parkIndustryOf, parkIndustryRule } from './parkIndustry';
import { postcodeRule } from './postcode';
import { reviewTimelineRule } from './reviewTimeline';
import type { CompanyFacts, ConsistencyRule, DisclosureFacts, HolderFacts, RuleContext } from './rule';
import { subscriptionDeadline, subscriptionRule } from './subscription';

const company = (facts: Partial<CompanyFacts> = {}): CompanyFacts => ({
  orgType: '有限责任公司(自然人投资或控股)',
  estDate: '2015-03-01',
  regionCode: '110105',
  industryCode: 'I6513',
  regCapital: 1_000_000,
  listed: false,
  ...facts,
});
const holders = (h: Partial<HolderFacts> = {}): HolderFacts => ({ count: 2, people: 2, companies: 0, general: 0, limited: 0, ratio: 1, ...h });
const ctx = (c?: CompanyFacts, h?: HolderFacts): RuleContext => ({
  company: () => c,
  holders: () => h,
  chains: planChains(),
  disclosure: () => undefined,
  statements: () => undefined,
  parentEquity: () => undefined,
});
const judge = (rule: ConsistencyRule, row: Record<string, unknown>, context = ctx()) => rule.check(rule.files[0]!, row, context);

describe('area codes', () => {
  it('hold a landline to its city and leave mobiles alone', () => {
    expect(judge(areaCodeRule, { regionCode: '110105', phone: '010-87654321' })).toEqual([]);
    expect(judge(areaCodeRule, { regionCode: '110105', phone: '027-87654321' })![0]).toContain('北京市的区号 010');
    expect(judge(areaCodeRule, { regionCode: '440305', phone: '13912345678' })).toBeNull();
    expect(judge(areaCodeRule, { regionCode: '440305', phone: null })).toBeNull();
  });
});

describe('addresses and postcodes', () => {
  it('hold the address to the district, without a place twice', () => {
    expect(judge(addressRule, { regionCode: '320105', address: '江苏省南京市建邺区长江路88号' })).toEqual([]);
    expect(judge(addressRule, { regionCode: '320105', address: '江苏省南京市鼓楼区长江路88号' })![0]).toContain('建邺区');
    expect(judge(addressRule, { regionCode: '441900', address: '广东省东莞市东莞市长江路88号' })![0]).toContain('重复');
  });
  it('hold an annual report’s postcode to its address’s 邮区', () => {
    const c = ctx(company({ regionCode: '310115' }));
    expect(judge(postcodeRule, { companyId: 'E1', postcode: '200120', address: '上海市浦东新区金融街1号' }, c)).toEqual([]);
    // The address moved to 闵行 (201): the postcode follows the address.
    expect(judge(postcodeRule, { companyId: 'E1', postcode: '201100', address: '上海市闵行区人民路1号' }, c)).toEqual([]);
    expect(judge(postcodeRule, { companyId: 'E1', postcode: '430021', address: '上海市浦东新区金融街1号' }, c)![0]).toContain('200');
    expect(judge(postcodeRule, { companyId: 'E1', address: '上海市浦东新区金融街1号' }, c)).toBeNull();
  });
});

describe('annual reports', () => {
  const report = (more: Record<string, unknown>) =>
    judge(annualReportRule, { companyId: 'E1', reportYear: 2024, publishDate: '2025-05-20', ...more });
  it('add up: assets are liabilities plus equity, main revenue within revenue, the insured within the staff', () => {
    expect(report({ totalAssets: 1000.01, totalLiabilities: 400, totalEquity: 600.01, totalRevenue: 800, mainRevenue: 760 })).toEqual([]);
    expect(report({ totalAssets: 1000, totalLiabilities: 400, totalEquity: 500 })![0]).toContain('不等于负债总额');
    expect(report({ totalRevenue: 800, mainRevenue: 900 })![0]).toContain('主营业务收入 900 万元超过营业总收入');
    expect(report({ employeeCount: 20, socialInsurance: { pension: 18, medical: 20 } })).toEqual([]);
    expect(report({ employeeCount: 20, socialInsurance: { pension: 25 } })![0]).toContain('城镇职工基本养老保险参保人数 25 超过从业人数 20');
  });
  it('hold a holder’s 实缴 within its 认缴 and paid by the report’s day', () => {
    const holder = { name: '张伟', subscribedAmount: 100, subscribedDate: '2032-06-30', paidAmount: 30, paidDate: '2024-03-01' };
    expect(report({ holders: [holder] })).toEqual([]);
    expect(report({ holders: [{ ...holder, paidAmount: 120 }] })![0]).toContain('实缴出资 120 万元超过认缴 100 万元');
    expect(report({ holders: [{ ...holder, paidDate: '2025-06-01' }] })![0]).toContain('晚于公示日期');
  });
  it('leave a report without those sections, or with figures not published, alone', () => {
    expect(report({ totalAssets: '企业选择不公示', totalLiabilities: '企业选择不公示', totalEquity: '企业选择不公示' })).toBeNull();
    expect(report({ totalAssets: 1000, totalRevenue: 800 })).toBeNull();
  });
});

describe('listed companies’ announcements', () => {
  const listed = (listDate: string | null): RuleContext => ({
    ...ctx(),
    disclosure: () => ({ listed: true, board: '主板', listDate, ipo: false, reviewed: false, hasBonds: false }),
  });
  const announcement = (category: string, publishDate: string, listDate: string | null = '2020-06-01') =>
    judge(announcementsRule, { kind: 'announcement', companyId: 'E1', title: `甲公司${category}`, category, fiscalYear: 2023, publishDate }, listed(listDate));
  it('keep the law’s calendar: the annual report by 30 April, the general meeting by 30 June', () => {
    expect(announcement('年度报告', '2024-04-30')).toEqual([]);
    expect(announcement('年度报告', '2024-05-06')![0]).toContain('不在2023年度结束后四个月内');
    expect(announcement('股东大会决议公告', '2024-06-28')).toEqual([]);
    expect(announcement('股东大会决议公告', '2024-07-15')![0]).toContain('晚于2024年6月30日');
  });
  it('come after the listing, and leave other records alone', () => {
    expect(announcement('年度报告', '2024-03-30', '2024-05-01')![0]).toContain('早于上市日期 2024-05-01');
    expect(judge(announcementsRule, { kind: 'news', publishDate: '2024-01-01' })).toBeNull();
  });
});

describe('names with their region', () => {
  const named = (name: string, regionCode = '110105', regCapital = 1_000_000) =>
    judge(nameRegionRule, { name, regionCode, regCapital, creditCode: '91110105MA0000000X' });
  it('take the company’s region, leading or in brackets', () => {
    expect(named('北京旭弘科技有限公司')).toEqual([]);
    expect(named('旭弘科技（北京）有限公司')).toEqual([]);
    expect(named('北京市朝阳区旭弘科技有限公司')).toEqual([]);
    expect(named('广东旭弘科技有限公司', '440305')).toEqual([]);
  });
  it('refuse a doubled city, another region, a district alone, a missing region of a small company', () => {
    expect(named('北京北京旭弘创业投资合伙企业（有限合伙）')![0]).toContain('重复');
    expect(named('上海旭弘科技有限公司')![0]).toContain('冠以「上海」');
    expect(named('朝阳区旭弘科技有限公司')![0]).toContain('所属市');
    expect(named('旭弘科技有限公司')![0]).toContain('未冠以行政区划');
    expect(named('旭弘科技有限公司', '110105', 100_000_000)).toEqual([]);
  });
  it('read a district or a short name that several places share as the one the name means', () => {
    // 鼓楼区 is a district of 南京, 福州, 徐州 and 开封; 西湖区 of 杭州 and 南昌; 朝阳区 of 北京 and 长春.
    expect(named('福州鼓楼区达远农产品有限公司', '350102')).toEqual([]);
    expect(named('南京市鼓楼区达远农产品有限公司', '320106')).toEqual([]);
    expect(named('南昌西湖区兴旭企业管理有限公司', '360103')).toEqual([]);
    expect(named('长春朝阳区旭弘科技有限公司', '220104')).toEqual([]);
    expect(named('吉林长春朝阳区旭弘科技有限公司', '220104')).toEqual([]);
    expect(named('福州鼓楼区达远农产品有限公司', '320106')![0]).toContain('冠以「福州」');
    expect(named('鼓楼区达远农产品有限公司', '350102')![0]).toContain('所属市');
  });
  it('leave branches and organisations to their own rules', () => {
    expect(named('北京旭弘科技有限公司上海分公司', '310115')).toBeNull();
    expect(judge(nameRegionRule, { name: '旭弘协会', regionCode: '110105', creditCode: '51110105MJ0000000X' })).toBeNull();
  });
});

describe('brackets in names', () => {
  const named = (name: string, formerNames?: string[]) => judge(nameBracketsRule, { name, formerNames });
  it('are full-width, as the register writes a partnership’s form and a region after the trade name', () => {
    expect(named('北京旭弘创业投资合伙企业（有限合伙）')).toEqual([]);
    expect(named('旭弘科技（北京）有限公司', ['北京旭弘科技有限公司'])).toEqual([]);
    expect(named('天健会计师事务所（特殊普通合伙）')).toEqual([]);
  });
  it('refuse a half-width bracket in the name or a former name, naming it', () => {
    expect(named('北京旭弘创业投资合伙企业(有限合伙)')).toEqual(['企业名称「北京旭弘创业投资合伙企业(有限合伙)」使用了半角括号，应为全角括号（）']);
    expect(named('旭弘科技（北京）有限公司', ['旭弘科技(北京)有限公司'])![0]).toContain('旭弘科技(北京)有限公司');
    expect(named('北京旭弘科技有限公司(')).toHaveLength(1);
    expect(judge(nameBracketsRule, { name: null })).toBeNull();
  });
});

describe('company types', () => {
  const typed = (name: string, orgType: string, h?: HolderFacts, listed = false) =>
    judge(orgTypeRule, { entId: 'E1', name, orgType, listed }, ctx(company(), h));
  it('follow the name and the holders', () => {
    expect(typed('北京甲乙科技有限公司', '有限责任公司(自然人独资)', holders({ count: 1, people: 1 }))).toEqual([]);
    expect(typed('北京甲乙科技有限公司', '有限责任公司(自然人独资)', holders({ count: 2 })))!.toHaveLength(1);
    expect(typed('北京甲乙科技有限公司', '有限责任公司(法人独资)', holders({ count: 1, people: 0, companies: 1 }))).toEqual([]);
    expect(typed('北京甲乙科技股份有限公司', '股份有限公司(上市、自然人投资或控股)', holders(), true)).toEqual([]);
    expect(typed('北京甲乙集团有限公司', '有限责任公司(法人独资)', holders({ count: 1, people: 0, companies: 1 }), true)![0]).toContain('股份有限公司');
    expect(typed('北京甲乙科技股份有限公司', '股份有限公司(非上市、自然人投资或控股)', holders(), true))!.toHaveLength(1);
  });
  it('want a general and a limited partner in a limited partnership', () => {
    const lp = '北京甲乙创业投资合伙企业（有限合伙）';
    expect(typed(lp, '有限合伙企业', holders({ general: 1, limited: 1 }))).toEqual([]);
    expect(typed(lp, '有限合伙企业', holders({ count: 1, people: 1, general: 1 })))!.toHaveLength(1);
    expect(typed(lp, '企业法人', holders({ general: 1, limited: 1 })))!.toHaveLength(1);
  });
});

describe('listed and applying companies', () => {
  const listing = (row: Record<string, unknown>, c: CompanyFacts, h?: HolderFacts) => judge(listedCompanyRule, { companyId: 'E1', ...row }, ctx(c, h));
  const jointStock = company({ orgType: '股份有限公司(上市、自然人投资或控股)', regCapital: 100_000_000 });
  it('are 股份有限公司 with two holders and, listed, a public float', () => {
    expect(listing({ board: '主板', ipoStage: null }, jointStock, holders({ ratio: 0.65 }))).toEqual([]);
    expect(listing({ board: '主板', ipoStage: null }, jointStock, holders({ ratio: 0.8 }))![0]).toContain('公众股');
    expect(listing({ board: '主板', ipoStage: null }, { ...jointStock, regCapital: 500_000_000 }, holders({ ratio: 0.8 }))).toEqual([]);
    expect(listing({ board: null, ipoStage: '问询' }, company(), holders({ count: 1 })))!.toHaveLength(2);
    expect(listing({ board: null, ipoStage: '终止' }, company())).toBeNull();
    expect(listing({ board: '港股', ipoStage: null }, company())).toBeNull();
  });
});

describe('认缴 terms', () => {
  it('are five years from a founding since 2024-07-01, 2032-06-30 or 2027-06-30 before', () => {
    expect(subscriptionDeadline('2024-08-01', '有限责任公司(自然人投资或控股)')).toBe('2029-07-31');
    expect(subscriptionDeadline('2015-03-01', '其他有限责任公司')).toBe('2032-06-30');
    expect(subscriptionDeadline('2015-03-01', '股份有限公司(非上市)')).toBe('2027-06-30');
    expect(subscriptionDeadline('2015-03-01', '有限合伙企业')).toBeNull();
    const c = ctx(company({ estDate: '2015-03-01' }));
    expect(judge(subscriptionRule, { companyId: 'E1', subscribedDate: '2032-06-30' }, c)).toEqual([]);
    expect(judge(subscriptionRule, { companyId: 'E1', subscribedDate: '2035-03-01' }, c)![0]).toContain('2032-06-30');
  });
});

describe('chain members', () => {
  it('are in the chain’s industries: a food firm with a 原料药 line is refused', () => {
    expect(judge(chainIndustryRule, { industryCode: 'C2720', businessScope: '药品生产；原料药生产。' })).toEqual([]);
    expect(judge(chainIndustryRule, { industryCode: 'C1469', businessScope: '食品生产；原料药生产。' })![0]).toContain('生物医药');
    expect(judge(chainIndustryRule, { industryCode: 'H6210', businessScope: '餐饮服务。' })).toBeNull();
  });
});

describe('the 创业板 negative list', () => {
  it('keeps 家庭服务 and 房地产 issuers off the 创业板 since 2020', () => {
    const review = { board: '创业板', reviewType: 'auditMind', acceptedDate: '2023-05-01', companyId: 'E1' };
    expect(negativeListRule.check('reviews', { ...review, industryCode: 'O8010' }, ctx())).toHaveLength(1);
    expect(negativeListRule.check('reviews', { ...review, industryCode: 'I6513' }, ctx())).toEqual([]);
    expect(negativeListRule.check('reviews', { ...review, board: '沪主板', industryCode: 'O8010' }, ctx())).toBeNull();
    const listing = { companyId: 'E1', ipoBoard: '创业板', acceptedDate: '2024-01-10', board: null };
    expect(negativeListRule.check('listings', listing, ctx(company({ industryCode: 'K7010' })))).toHaveLength(1);
  });
});

describe('review timelines', () => {
  const item = {
    reviewType: 'auditMind',
    title: null,
    board: '科创板',
    acceptedDate: '2024-03-01',
    milestones: [
      { date: '2024-03-01', label: '已受理' },
      { date: '2024-03-20', label: '已问询' },
      { date: '2024-06-10', label: '上市委会议通过' },
    ],
    files: [{ fileType: '招股说明书', name: 'X招股说明书（申报稿）.pdf', date: '2024-03-01', round: null }],
    letters: [{ round: 1, date: '2024-03-20', replyDate: '2024-05-01' }],
  };
  it('hold a believable item', () => expect(judge(reviewTimelineRule, item)).toEqual([]));
  it('refuse a meeting within days, an unanswered round, a file before the acceptance, a late first inquiry', () => {
    const fast = { ...item, milestones: [item.milestones[0], { date: '2024-03-03', label: '已问询' }, { date: '2024-03-09', label: '上市委会议通过' }] };
    expect(judge(reviewTimelineRule, fast)!.join()).toContain('不足 14 天');
    expect(judge(reviewTimelineRule, { ...item, letters: [{ round: 1, date: '2024-03-20', replyDate: null }] })![0]).toContain('未回复');
    expect(judge(reviewTimelineRule, { ...item, files: [{ ...item.files[0], name: 'X（上会稿）.pdf', date: '2024-02-20' }] })![0]).toContain('早于受理');
    expect(judge(reviewTimelineRule, { ...item, letters: [{ round: 1, date: '2024-05-20', replyDate: '2024-06-01' }] })![0]).toContain('二十个工作日');
  });
  it('refuse a 上会稿 dated before the last reply: it is the prospectus as the inquiry left it', () => {
    const draft = { ...item.files[0], name: 'X招股说明书（上会稿）.pdf', date: '2024-04-20' };
    expect(judge(reviewTimelineRule, { ...item, files: [...item.files, draft] })).toEqual([
      '文件「X招股说明书（上会稿）.pdf」日期 2024-04-20 早于最后一轮问询回复 2024-05-01',
    ]);
    expect(judge(reviewTimelineRule, { ...item, files: [...item.files, { ...draft, date: '2024-05-28' }] })).toEqual([]);
  });
});

describe('financing rounds', () => {
  it('are dated, on or after the founding', () => {
    const c = ctx(company({ estDate: '2019-01-01' }));
    expect(judge(financingDatesRule, { kind: 'financing', companyId: 'E1', date: '2021-05-01', round: 'A轮' }, c)).toEqual([]);
    expect(judge(financingDatesRule, { kind: 'financing', companyId: 'E1', round: 'A轮' }, c)![0]).toContain('日期');
    expect(judge(financingDatesRule, { kind: 'financing', companyId: 'E1', date: '2018-05-01' }, c)![0]).toContain('早于企业成立');
    expect(judge(financingDatesRule, { kind: 'news', companyId: 'E1' }, c)).toBeNull();
  });
});

describe('ratings and loan classes', () => {
  it('agree with the overdue days', () => {
    expect([0, 1, 91, 271, 361].map(leastLoanClass)).toEqual(['正常', '关注', '次级', '可疑', '损失']);
    expect(loanRatingProblems('AA', '正常', 0)).toEqual([]);
    expect(loanRatingProblems('BBB', '关注', 45)).toEqual([]);
    expect(loanRatingProblems('CCC', '次级', 120)).toEqual([]);
    expect(loanRatingProblems('AAA', '次级', 120)).toHaveLength(1);
    expect(loanRatingProblems('B', '关注', 120)).toHaveLength(2);
    expect(loanRatingProblems('AA+', '关注', 12)).toHaveLength(1);
  });
});

describe('the check of a folder', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('counts each rule’s lines and names the lines that break one', async () => {
    const lines = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    writeFileSync(
      path.join(dir, 'companies.jsonl'),
      lines([
        { entId: 'E1', name: '北京旭弘科技有限公司', regionCode: '110105', phone: '010-66668888', address: '北京市朝阳区建国路1号', orgType: '有限责任公司(自然人独资)', estDate: '2016-01-01', regCapital: 1e6, creditCode: '91110105MA0000000X' },
        { entId: 'E2', name: '北京北京泰和科技有限公司', regionCode: '110105', phone: '027-66668888', address: '北京市朝阳区建国路2号', orgType: '有限责任公司(自然人独资)', estDate: '2016-01-01', regCapital: 1e6, creditCode: '91110105MA0000001X' },
      ]),
    );
    writeFileSync(
      path.join(dir, 'shareholdings.jsonl'),
      lines([
        { companyId: 'E1', holderKind: 'P', holderId: 'P1', ratio: 1, subscribedDate: '2030-01-01' },
        { companyId: 'E2', holderKind: 'P', holderId: 'P2', ratio: 1, subscribedDate: '2036-01-01' },
      ]),
    );
    const results = await checkConsistency(dir);
    const of = (key: string) => results.find((r) => r.key === key)!;
    expect(of('areaCode')).toMatchObject({ checked: 2, passed: 1, breaches: [{ file: 'companies.jsonl', line: 2 }] });
    expect(of('nameRegion')).toMatchObject({ checked: 2, passed: 1 });
    expect(of('subscription')).toMatchObject({ checked: 2, passed: 1, breaches: [{ file: 'shareholdings.jsonl', line: 2 }] });
    expect(of('orgType')).toMatchObject({ checked: 2, passed: 2 });
    expect(of('nameBrackets')).toMatchObject({ checked: 2, passed: 2 });
    expect(of('reviewTimeline').checked).toBe(0);
    expect(consistencyReport(results)).toContain('companies.jsonl:2:');
  });
});

describe('IPO issuers', () => {
  const issuer = company({ orgType: '股份有限公司(非上市、自然人投资或控股)', estDate: '2012-05-01', regCapital: 60_000_000 });
  /** A context with the issuer's statements: fiscal year → 归母权益. */
  const withYears = (c: CompanyFacts, equity: Record<number, number>, disclosure?: DisclosureFacts): RuleContext => {
    const years = new Map(Object.entries(equity).map(([y, e]) => [Number(y), e] as const));
    return { ...ctx(c), disclosure: () => disclosure, statements: () => new Map([...years.keys()].map((y) => [y, 1] as const)), parentEquity: () => years };
  };
  const item = (over: Record<string, unknown> = {}) => ({
    reviewId: 'V1',
    reviewType: 'auditMind',
    companyId: 'E1',
    board: '创业板',
    acceptedDate: '2024-06-28',
    amount: 600_000_000,
    ...over,
  });
  it('have the statements of the three years before the acceptance when the set holds theirs', () => {
    const full = withYears(issuer, { 2021: 2e8, 2022: 2.5e8, 2023: 3e8 });
    expect(judge(issuerPeriodRule, item(), full)).toEqual([]);
    // Only the latest years, as a listed company's statements were: the 报告期 is missing.
    const latest = withYears(issuer, { 2023: 3e8, 2024: 3.4e8, 2025: 3.9e8 });
    expect(judge(issuerPeriodRule, item(), latest)![0]).toContain('缺少报告期 2021、2022 年度');
    // Years before the founding are not asked for; a bond item or an issuer without statements is not judged.
    expect(judge(issuerPeriodRule, item(), withYears(company({ ...issuer, estDate: '2022-01-10' }), { 2022: 1e8, 2023: 1.2e8 }))).toEqual([]);
    expect(judge(issuerPeriodRule, item({ reviewType: 'bond' }), latest)).toBeNull();
    expect(judge(issuerPeriodRule, item(), ctx(issuer))).toBeNull();
  });
  it('reach the board’s share capital with a quarter of new shares, and ask a raise in proportion to their equity', () => {
    expect(leastIssuerCapital('创业板')).toBe(22_500_000);
    expect(leastIssuerCapital('沪主板')).toBe(37_500_000);
    const sized = withYears(issuer, { 2023: 3e8 });
    expect(judge(issuerCapitalRule, item(), sized)).toEqual([]);
    // The issuer seen: 500万 of capital raising 13亿 over 1.1亿 of equity.
    const small = withYears(company({ ...issuer, regCapital: 5_000_000 }), { 2023: 110_000_000 });
    const found = judge(issuerCapitalRule, item({ amount: 1_300_000_000 }), small)!;
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('注册资本 500万元 低于发行前股本的合理下限 2,250万元');
    expect(found[1]).toContain('超过受理前一年末（2023年）归母净资产 11,000万元 的 10 倍');
    // 主板 asks more than 创业板; a company listed since is judged by its listing (rules/financials.ts), not here.
    const mid = withYears(company({ ...issuer, regCapital: 30_000_000 }), { 2023: 3e8 });
    expect(judge(issuerCapitalRule, item({ board: '创业板' }), mid)).toEqual([]);
    expect(judge(issuerCapitalRule, item({ board: '深主板' }), mid)![0]).toContain('3,750万元');
    expect(judge(issuerCapitalRule, item(), withYears(company({ ...issuer, regCapital: 5_000_000, listed: true }), { 2023: 3e8 }))).toEqual([]);
    expect(judge(issuerCapitalRule, item({ reviewType: 'refinance' }), small)).toBeNull();
  });
});

describe('news and the events they report', () => {
  const news = (fields: Record<string, unknown> = {}) => ({
    kind: 'news',
    date: '2026-03-05',
    title: '某公司IPO过会',
    content: '第一段。\n\n第二段。\n\n第三段。',
    eventDate: '2026-03-03',
    ...fields,
  });
  const withReview = (days: string[]): RuleContext => ({ ...ctx(), reviewDays: (id) => (id === 'V1' ? new Set(days) : undefined) });
  it('hold a story to the day of its event, and a body to three paragraphs', () => {
    expect(judge(newsEventsRule, news())).toEqual([]);
    expect(judge(newsEventsRule, news({ eventDate: '2026-03-05' }))).toEqual([]);
    expect(judge(newsEventsRule, news({ eventDate: '2026-03-06' }))![0]).toContain('早于其报道的事件日期 2026-03-06');
    expect(judge(newsEventsRule, news({ eventDate: '2026-02-30' }))![0]).toContain('不是有效日期');
    expect(judge(newsEventsRule, news({ content: '一段。\n\n两段。' }))![0]).toContain('只有 2 段');
    expect(judge(newsEventsRule, news({ content: 12 }))![0]).toContain('只有 0 段');
    // A vendor may leave out the body and the event; other kinds are not judged.
    expect(judge(newsEventsRule, news({ content: undefined, eventDate: undefined }))).toEqual([]);
    expect(judge(newsEventsRule, { kind: 'penalty', date: '2026-03-05' })).toBeNull();
  });
  it('hold an IPO story to a day of its review item when the set brings it', () => {
    const c = withReview(['2025-09-10', '2026-03-03']);
    expect(judge(newsEventsRule, news({ reviewId: 'V1' }), c)).toEqual([]);
    expect(judge(newsEventsRule, news({ reviewId: 'V1', eventDate: '2026-03-02' }), c)![0]).toContain('审核项目 V1 在 2026-03-02 没有审核事项');
    expect(judge(newsEventsRule, news({ reviewId: 'V9' }), c)).toEqual([]);
  });
});

describe('a listed company’s capital before and after its IPO', () => {
  const listed = company({ orgType: '股份有限公司(上市、自然人投资或控股)', estDate: '2010-05-01', regCapital: 100_000_000, listed: true });
  const onBoard: DisclosureFacts = { listed: true, board: '创业板', listDate: '2023-07-08', ipo: false, reviewed: true, hasBonds: false };
  const with2 = (c: CompanyFacts, shares: Record<number, number>, d: DisclosureFacts = onBoard): RuleContext => ({
    ...ctx(c),
    disclosure: () => d,
    shareCapital: () => new Map(Object.entries(shares).map(([y, v]) => [Number(y), v] as const)),
  });
  const statement = (fiscalYear: number, paidInCapital: number) => ({ companyId: 'E1', fiscalYear, balanceSheet: { paidInCapital } });
  const check = (row: Record<string, unknown>, file: 'financials' | 'reviews', context: RuleContext) =>
    listingCapitalRule.check(file, row, context);
  it('shows, for the years before its listing, the shares before the new ones: a quarter fewer, a tenth above 4亿', () => {
    const c = with2(listed, {});
    expect(check(statement(2022, 75_000_000), 'financials', c)).toEqual([]);
    // The defect seen: the same 股本 before and after the IPO.
    expect(check(statement(2022, 100_000_000), 'financials', c)![0]).toContain('不足首次公开发行的新股比例（25%以上）');
    expect(check(statement(2022, 80_000_000), 'financials', c)![0]).toContain('20.0%');
    // The listing year's and later statements, and a company not listed on an A-share board, are not judged here.
    expect(check(statement(2023, 100_000_000), 'financials', c)).toBeNull();
    expect(check(statement(2022, 100_000_000), 'financials', with2(listed, {}, { ...onBoard, board: '港股' }))).toBeNull();
    const large = with2(company({ ...listed, regCapital: 1_000_000_000 }), {});
    expect(check(statement(2022, 880_000_000), 'financials', large)).toEqual([]);
    expect(check(statement(2022, 950_000_000), 'financials', large)![0]).toContain('（10%以上）');
  });
  it('matches its IPO item: the issuer’s 股本 at the acceptance reached the board’s floor and, with the new shares, the capital', () => {
    const item = { reviewId: 'V1', reviewType: 'auditMind', companyId: 'E1', board: '创业板', acceptedDate: '2022-06-28' };
    expect(check(item, 'reviews', with2(listed, { 2021: 75_000_000 }))).toEqual([]);
    expect(check(item, 'reviews', with2(listed, { 2021: 100_000_000 }))![0]).toContain('V1 发行人受理前（2021年末）');
    const small = with2(company({ ...listed, regCapital: 30_000_000 }), { 2021: 20_000_000 });
    expect(check(item, 'reviews', small)).toEqual([expect.stringContaining('低于创业板发行前股本的合理下限 2,250万元')]);
    // Without the year's statements, or for an item after the listing (a refinancing), nothing is judged.
    expect(check(item, 'reviews', with2(listed, {}))).toBeNull();
    expect(check({ ...item, acceptedDate: '2024-01-05' }, 'reviews', with2(listed, { 2023: 1 }))).toBeNull();
    expect(check({ ...item, reviewType: 'refinance' }, 'reviews', with2(listed, { 2021: 1 }))).toBeNull();
  });
});

describe('park companies', () => {
  const park = {
    parkId: 'Y1',
    name: '朝阳高新技术产业园区',
    level: '省级' as const,
    type: '高新技术产业开发区' as const,
    regionCode: '110105',
    area: 2,
    lng: 116.45,
    lat: 39.92,
    boundary: [
      [116.44, 39.91],
      [116.46, 39.91],
      [116.46, 39.93],
      [116.44, 39.93],
    ] as [number, number][],
    industries: ['软件和信息服务', '集成电路'],
  };
  const withPark: RuleContext = { ...ctx(), parks: [park] };
  const at = (over: Record<string, unknown>) => ({ entId: 'E1', regionCode: '110105', lng: 116.45, lat: 39.92, industryCode: 'I6513', businessScope: '软件开发', ...over });
  it('are of the park’s industries by their class or, within those sections, their scope', () => {
    expect(parkIndustryOf(park.industries, 'I6513', null)).toBe('软件和信息服务（行业 I6513）');
    expect(parkIndustryOf(park.industries, 'I6450', '芯片设计')).toBe('软件和信息服务（行业 I6450）');
    expect(parkIndustryOf(['集成电路'], 'M7320', '半导体技术研发')).toBeNull();
    expect(parkIndustryOf(['集成电路'], 'C3985', null)).toBe('集成电路（行业 C3985）');
    // A scope line counts only within the industry's sections: a wholesaler of 电子产品 is no 电子信息 maker.
    expect(parkIndustryOf(['电子信息'], 'F5179', '电子产品销售')).toBeNull();
    expect(parkIndustryOf(['跨境电商'], 'I6513', '货物进出口')).toBe('跨境电商（经营范围「货物进出口」）');
  });
  it('refuse a company inside a park that is in none of them; one outside, or in another district, is not judged', () => {
    expect(judge(parkIndustryRule, at({}), withPark)).toEqual([]);
    // The defect seen: a restaurant inside a software park.
    expect(judge(parkIndustryRule, at({ industryCode: 'H6210', businessScope: '餐饮服务' }), withPark)![0]).toContain('位于园区「朝阳高新技术产业园区」内，但行业 H6210');
    expect(judge(parkIndustryRule, at({ industryCode: 'H6210', lng: 116.5 }), withPark)).toBeNull();
    expect(judge(parkIndustryRule, at({ industryCode: 'H6210', regionCode: '110108' }), withPark)).toBeNull();
    expect(judge(parkIndustryRule, at({ industryCode: 'H6210' }))).toBeNull();
  });
});
