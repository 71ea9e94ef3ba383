import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { orgKindOf, chinaDay } from '@esee/contracts';
import { DATA_FILES, type CompanyRow, type DataFileName } from '../format';
import { districtsOfCity, placeOf } from './authorities';
import { addressIn, CompanyFactory, isActive, orgTypeOf, postcodeOf, withGeneralPartner, type CompanyDraft } from './companies';
import { subscriptionDue } from '../rules/subscription';
import { companyHistory, subjectKindOf, type History } from './history';
import { BANKS, EXECUTIVE_POSTS, GIVEN_CHARS, LIMITED_PARTNERSHIP, ORGANISATION_FORMS, SURNAMES } from './names';
import { isoDay, Random } from './random';
import { companyFacts, companyRecords, reportPlan, type Holder, type RecordContext, type ReportPlan, type RiskTier, type StaffMember } from './records';
import { techTagsOf } from './techTags';
import { dilutedAtListing, financingEvents, financingRecord, holdersAfter, investorCount, planInvestors } from './financing';
import { planParks } from './parks';
import { ParkPlacement } from './parkPlacement';
import { planLaws } from './laws';
import { planChains } from './chains';
import { SECTIONS } from '../../core/reference/industries';
import { JsonlWriter } from './writer';
import { SharedContacts } from './contacts';
import { COMPANIES_PER_TENDER, planTenders, TenderPool } from './tenders';
import { OverseasPlanner, type OverseasGroup } from './overseas';
import { ListingPool, planListings } from './listings';
import { planResearchReports, ResearchPool } from './researchReports';
import { planReviews, ReviewPool } from './reviews';
import { reviewNews } from './reviewNews';
import { issuerRecords, type IssuerFacts } from './issuerRisk';
import { annualAnnouncements } from './announcements';
import { FinancialsPool, financialPath, pathEnd, planFinancials, type FinancialCandidate, type YearFigures } from './financials';
import { Newcomers } from './newcomers';
import { ListedCapitalChanges, sharesBeforeListing } from './ipoCapital';
import { now } from '../../platform/clock';

export interface GenerateOptions {
  companies: number;
  seed: number;
  out: string;
  /** Multiplies the number of records, change records and annual reports (0: companies and links only). */
  recordScale?: number;
  /** Dates are spread over the years before this day (its China day); the one clock's today when not given. */
  today?: Date;
  /** Share of companies that belong to a group. */
  groupShare?: number;
}

export type GenerateSummary = Record<DataFileName, number> & { reviewsByType: Record<string, number> };

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(9, '0')}`;
const day = isoDay;
const DAY = 86_400_000;

/**
 * The posts of a company's staff, the legal representative first: 执行董事兼总经理 and 监事 in a small
 * company, a board in a larger one; 执行事务合伙人 in a partnership; 理事长 and 秘书长 in an association.
 */
function postsOf(name: string, n: number, listed: boolean): string[] {
  if (name.endsWith('研究院')) return ['院长', '副院长', '财务负责人'].slice(0, n);
  if (ORGANISATION_FORMS.some((o) => name.endsWith(o.form))) return ['理事长', '秘书长', '监事'].concat(Array(n).fill('理事')).slice(0, n);
  if (name.endsWith(LIMITED_PARTNERSHIP)) return ['执行事务合伙人'].concat(Array(n).fill('财务负责人')).slice(0, n);
  const posts =
    n <= 2
      ? ['执行董事兼总经理', '监事']
      : n <= 4
        ? ['执行董事', '总经理', '监事', '财务负责人']
        : ['董事长', '董事兼总经理', '董事', '监事', listed ? '董事会秘书' : '财务负责人'];
  return posts.concat(Array(n).fill('董事')).slice(0, n);
}

/**
 * Write a realistic data set in the ingestion format: companies with valid
 * codes, groups of holding companies several layers deep (a few holding each
 * other, a few in a cycle) owned by natural persons, small companies owned by
 * people, shared executives, branches, change records, annual reports and
 * records of every kind, more for risky companies. The same seed and day
 * give the same files.
 */
export async function generate(options: GenerateOptions): Promise<GenerateSummary> {
  const rng = new Random(options.seed);
  const todayMs = Date.parse(`${chinaDay(options.today ?? now())}T00:00:00Z`);
  const scale = options.recordScale ?? 1;
  const factory = new CompanyFactory(rng, todayMs);
  mkdirSync(options.out, { recursive: true });
  const out = Object.fromEntries(
    Object.entries(DATA_FILES).map(([key, { file }]) => [key, new JsonlWriter(path.join(options.out, file))]),
  ) as Record<DataFileName, JsonlWriter>;

  const people: { id: string; name: string }[] = [];
  const companyNames: string[] = [];
  const companyIds: string[] = [];
  let companySerial = 0;
  let recordSerial = 0;
  // Change records, annual reports and records draw from their own stream: the companies and their
  // links are the same for a seed whatever the records scale.
  const detail = new Random((options.seed * 2_654_435_761 + 97) >>> 0);
  // Technology tags draw from a stream of their own: adding them left every other draw as it was.
  const tech = new Random((options.seed * 2_246_822_519 + 131) >>> 0);
  // Investment institutions and financing rounds too. Their funds are the last companies of the set
  // (written after the others), so the set still holds `options.companies` companies.
  const fin = new Random((options.seed * 1_597_334_677 + 173) >>> 0);
  // The annual reports' later sections (liabilities and equity, holders' contributions, social insurance) too.
  const reportRng = new Random((options.seed * 2_654_435_789 + 409) >>> 0);
  const investors = planInvestors(fin, investorCount(options.companies), (n) => id('F', n));
  const regular = options.companies - investors.reduce((n, i) => n + i.funds.length, 0);
  let fundSerial = regular;
  for (const investor of investors) {
    for (const fund of investor.funds) fund.entId = id('E', ++fundSerial);
    investor.row.fundIds = investor.funds.map((f) => f.entId);
  }

  // Shared phones and crowded addresses, then tenders, draw from streams of their own too: decided after a
  // company is drafted, they leave the main stream, and every other file's draws, as they were.
  const contacts = new SharedContacts(new Random((options.seed * 2_860_486_313 + 251) >>> 0));
  const tenderPool = new TenderPool();
  // The groups as they are finished: their overseas companies are decided at the end, from a stream of their own.
  const overseasGroups: OverseasGroup[] = [];
  // Listing and IPO status: decided after the companies are written, from a stream of its own.
  const listingPool = new ListingPool();
  // Research reports cover the listed and quoted companies: their names are kept as they are written.
  const researchPool = new ResearchPool();
  // 监管动态 review items: the same companies, with their province and industry.
  const reviewPool = new ReviewPool();
  // The facts of the companies that may apply (listed, 股份有限公司): their issuers' records come after the reviews.
  // Financial statements: the listed companies and those that turn out to be IPO or bond issuers, decided at the end.
  const financialsPool = new FinancialsPool();
  const candidateOf = ({ row, industry, estMs }: CompanyDraft): FinancialCandidate => ({
    entId: row.entId,
    regCapital: row.regCapital ?? null,
    industryCode: industry.code,
    estMs,
    listed: Boolean(row.listed),
    hasBonds: Boolean(row.hasBonds),
  });
  const issuerFacts = new Map<string, IssuerFacts>();
  // Industrial parks draw from a stream of their own, so every other file is as it was without them; planned first,
  // so that a company is placed outside the parks of its district whose industries it is not in (parkPlacement.ts).
  const parks = planParks(new Random((options.seed * 3_266_489_917 + 211) >>> 0), options.companies, (n) => id('Y', n));
  const placement = new ParkPlacement(parks);
  // A listed company's capital changes wait for its listing day, to end with the IPO's (generate/ipoCapital.ts).
  const listedCapital = new ListedCapitalChanges();
  // Small companies founded in the last year (新成立企业): which and when, from a stream of their own.
  const newcomers = new Newcomers(new Random((options.seed * 2_246_822_507 + 463) >>> 0), todayMs);

  const newPerson = async () => {
    const name = rng.pick(SURNAMES) + Array.from({ length: rng.chance(0.7) ? 2 : 1 }, () => rng.pick(GIVEN_CHARS)).join('');
    const person = { id: id('P', people.length + 1), name };
    people.push(person);
    await out.people.write({ personId: person.id, name, gender: rng.chance(0.6) ? 'M' : 'F', birthYear: rng.int(1955, 1998) });
    return person;
  };
  /** Someone already in the data set, now and then: people hold and run several companies. */
  const anyPerson = async () => (people.length > 50 && rng.chance(0.25) ? rng.pick(people) : newPerson());
  /** A name for someone who held or ran a company before (not in the data set as a person). */
  const formerPerson = () => detail.pick(SURNAMES) + Array.from({ length: detail.chance(0.7) ? 2 : 1 }, () => detail.pick(GIVEN_CHARS)).join('');

  /** A company being written: its row waits for its holders, whose kinds decide its type. */
  interface Entry {
    draft: CompanyDraft;
    tier: RiskTier;
    staff: StaffMember[];
    holders: Holder[];
  }

  // Holders are written when the company is finished: a financing round dilutes them first.
  const holding = (entry: Entry, holderKind: 'C' | 'P', holder: { id: string; name: string }, ratio: number) => {
    const { row } = entry.draft;
    const rounded = Math.round(ratio * 10000) / 10000;
    const amount = row.regCapital ? Math.round(row.regCapital * ratio) : null;
    entry.holders.push({ kind: holderKind, id: holder.id, name: holder.name, ratio: rounded, amount });
    return Promise.resolve();
  };

  /** A company and its staff; `finish` writes its row and records once its holders are known. */
  const addCompany = async (draft: CompanyDraft, tier: RiskTier, staff: { id: string; name: string }[]): Promise<Entry> => {
    const row: CompanyRow = draft.row;
    const company = orgKindOf(row.creditCode) === 'company';
    if (tier === 'risky' && rng.chance(0.5)) row.status = rng.pick(['吊销', '注销', '停业', '存续']);
    if (company && ['I', 'M', 'C'].includes(draft.industry.section) && rng.chance(0.2)) row.tags!.push('高新技术企业');
    if (company && (row.regCapital ?? 0) < 10_000_000 && rng.chance(0.5)) row.tags!.push('小微企业');
    if (company && rng.chance(0.02)) row.tags!.push('专精特新');
    companyNames.push(row.name);
    companyIds.push(row.entId);
    // A going company (not a branch, fund or organisation) may bid in the tenders.
    if (company && isActive(row.status) && !['branch', 'partnership'].includes(subjectKindOf(row.name)))
      tenderPool.add(row.entId, row.name, draft.industry.section, draft.district.code, draft.estMs);
    // The legal representative heads the staff.
    const rep = staff.findIndex((p) => p.id === row.legalRepId);
    const ordered = rep > 0 ? [staff[rep]!, ...staff.filter((_, i) => i !== rep)] : rep === 0 || !staff.length ? staff : [{ id: row.legalRepId!, name: row.legalRep! }, ...staff.slice(0, -1)];
    const posts = postsOf(row.name, ordered.length, Boolean(row.listed));
    const members: StaffMember[] = [];
    for (const [i, person] of ordered.entries()) {
      // The draw of the old random post stays, so that the companies after this one stay the same.
      if (i > 0) rng.pick(EXECUTIVE_POSTS.slice(1));
      members.push({ id: person.id, name: person.name, post: posts[i]! });
      await out.executives.write({ companyId: row.entId, personId: person.id, post: posts[i]! });
    }
    return { draft, tier, staff: members, holders: [] };
  };

  const finish = async ({ draft, tier, staff, holders }: Entry) => {
    const { row } = draft;
    // Financing rounds of a going company (not a branch, fund or organisation): its funds join the holders.
    const going = orgKindOf(row.creditCode) === 'company' && isActive(row.status) && !['branch', 'partnership'].includes(subjectKindOf(row.name));
    const venture = Boolean(scale) && going;
    const events = venture ? financingEvents(fin, { section: draft.industry.section, estMs: draft.estMs, listed: Boolean(row.listed) }, investors, todayMs) : [];
    const since = new Map<string, number>();
    if (events.length)
      holders.splice(0, holders.length, ...holdersAfter(holders, events, row.regCapital ?? null).map(({ holder, since: from }) => {
        if (from !== null) since.set(holder.id, from);
        return holder;
      }));
    if (row.listed) dilutedAtListing(holders, row.regCapital ?? null);
    const partnership = row.name.endsWith(LIMITED_PARTNERSHIP);
    if (partnership) withGeneralPartner(holders, staff, row.regCapital ?? null);
    row.orgType = orgTypeOf(row.name, row.orgType, holders, Boolean(row.listed));
    // 认缴 terms as the 2023 公司法 has them (rules/subscription.ts): within five years, 2032-06-30 for older companies.
    const due = row.estDate ? subscriptionDue(row.estDate, row.orgType) : null;
    for (const [i, h] of holders.entries())
      await out.shareholdings.write({
        companyId: row.entId,
        holderKind: h.kind,
        holderId: h.id,
        ratio: h.ratio,
        subscribedAmount: h.amount,
        subscribedDate: since.has(h.id) ? day(since.get(h.id)!) : due,
        ...(partnership ? { partnerType: i === 0 ? '普通合伙人' : '有限合伙人' } : {}),
      });
    // Listing, IPO and review candidates: listed companies, and going 股份有限公司 with two holders or more (rules/listedCompany.ts).
    const applicant = going && row.orgType.startsWith('股份有限公司') && holders.length >= 2;
    if (row.listed) listingPool.addListed(row.entId, draft.estMs, draft.industry.code);
    else if (applicant) listingPool.addJointStock(row.entId, draft.estMs, events.at(-1)?.round === 'Pre-IPO', draft.industry.code, row.regCapital ?? null);
    if (row.listed || applicant) {
      researchPool.addCompany(draft);
      reviewPool.addCompany(draft);
      financialsPool.add(candidateOf(draft));
    }
    // Some renamed companies were renamed twice.
    if (row.formerNames?.length && detail.chance(0.25)) {
      const form = ORGANISATION_FORMS.find((o) => row.name.endsWith(o.form))?.form ?? (row.name.endsWith(LIMITED_PARTNERSHIP) ? LIMITED_PARTNERSHIP : undefined);
      row.formerNames.unshift(factory.formerName(draft.district, draft.industry, row.formerNames[0]!, form, detail));
    }
    // Companies only: branches and organisations (协会, 研究院…) hold no certificates of their own.
    if (orgKindOf(row.creditCode) === 'company' && !row.name.endsWith('分公司'))
      row.techTags = techTagsOf(
        tech,
        { section: draft.industry.section, capital: row.regCapital, estMs: draft.estMs, active: isActive(row.status), labels: row.tags ?? [] },
        todayMs,
      );
    const point = placement.place(row);
    if (point) Object.assign(row, point);
    await out.companies.write(row);
    if (!scale) return;
    // Large companies are in the news, in court and in the registers far more often than small ones.
    // A company in its first year has had less time to collect records: in proportion to its age.
    const maturity = Math.min(1, Math.max(0, todayMs - draft.estMs) / (365 * DAY));
    const volume = scale * (row.listed ? 8 : (row.regCapital ?? 0) >= 100_000_000 ? 3 : 1) * maturity;
    const kind = subjectKindOf(row.name);
    const estDayMs = Date.parse(`${row.estDate}T00:00:00Z`);
    // A cancelled company's registers end on the day it was cancelled.
    const lived = Math.floor((todayMs - estDayMs) / DAY) - 180;
    const untilMs = row.status === '注销' && lived > 0 ? estDayMs + (180 + detail.int(0, lived)) * DAY : todayMs;
    const sameCity = districtsOfCity(placeOf(row.regionCode));
    const changeCount = Math.round((tier === 'risky' ? detail.int(2, 9) : detail.int(0, 6)) * volume);
    const history = companyHistory(
      detail,
      {
        kind,
        name: row.name,
        formerNames: row.formerNames ?? [],
        legalRep: row.legalRep,
        // A listed company's capital before its IPO: the IPO's change, written with its listing, ends at the row's.
        capital: row.listed && row.regCapital ? sharesBeforeListing(row.entId, row.regCapital) : row.regCapital,
        currency: row.regCapitalCurrency ?? '人民币',
        address: row.address ?? null,
        scope: row.businessScope ?? null,
        holders,
        staff,
        estDayMs,
        risky: tier === 'risky',
      },
      untilMs,
      changeCount,
      formerPerson,
      () => addressIn(detail, detail.pick(sameCity)),
    );
    const held = row.listed && row.regCapital && kind === 'company' ? { ids: [] as string[], changes: [] as typeof history.changes } : null;
    for (const c of history.changes) {
      const recordId = id('C', ++recordSerial);
      if (held && c.field === 'capital') {
        held.ids.push(recordId);
        held.changes.push(c);
      } else await out.changes.write({ recordId, companyId: row.entId, changeDate: day(c.dateMs), item: c.item, before: c.before, after: c.after });
    }
    if (held)
      listedCapital.hold(row.entId, {
        ...held,
        estDayMs,
        untilMs,
        item: '注册资本变更',
        before: sharesBeforeListing(row.entId, row.regCapital!),
        after: row.regCapital!,
        currency: row.regCapitalCurrency ?? '人民币',
      });

    const ctx: RecordContext = {
      rng: detail,
      todayMs: untilMs,
      company: companyFacts(row, kind, {
        tradeName: draft.tradeName,
        industry: draft.industry,
        estMs: estDayMs,
        tier,
        holders,
        staff,
        legalRepChanges: history.changes.filter((c) => c.field === 'legalRep').map((c) => ({ dayMs: c.dateMs, before: c.before, after: c.after })),
        rounds: events.map((e) => ({ dayMs: e.dateMs, round: e.round, amount: e.amount, lead: e.participants.find((p) => p.lead)?.investorName ?? null })),
      }),
      // Another company as a counterparty: not this one, not an association or a foundation.
      otherCompany: () => {
        for (let tries = 0; tries < 4 && companyNames.length > 1; tries++) {
          const other = detail.pick(companyNames);
          if (other !== row.name && /公司$|）$/.test(other)) return other;
        }
        return detail.pick(BANKS);
      },
    };
    if (row.listed || row.orgType.startsWith('股份有限公司')) issuerFacts.set(row.entId, { company: ctx.company, todayMs: untilMs });
    const plan = reportPlan(ctx);
    // A listed company's 工商年报 show its statements' figures (the same path: generate/financials.ts).
    const statements = row.listed ? financialPath(options.seed, candidateOf(draft), pathEnd(todayMs)) : undefined;
    if (isActive(row.status)) await annualReports(draft, tier, plan, history, statements, { holders, since, due });
    // The ids first, as {recordId, companyId, ...payload} would have them, without copying each record.
    const ids = `"companyId":${JSON.stringify(row.entId)},`;
    for (const payload of companyRecords(ctx, volume, plan))
      await out.records.writeLine(`{"recordId":"${id('R', ++recordSerial)}",${ids}${JSON.stringify(payload).slice(1)}`);
    for (const e of events) await out.records.write({ recordId: id('R', ++recordSerial), companyId: row.entId, ...financingRecord(e) });
  };

  /**
   * One report a year since the founding (the last eight): late or missing ones as the plan says, with the sections
   * of the register's 年报: 企业基本信息 (经营状态, whether holders' equity changed hands that year), 网站或网店,
   * 股东及出资信息 (a limited company's or partnership's holders of the year: 认缴 as registered, 实缴 so far),
   * 企业资产状况 (资产总额 = 负债总额 + 所有者权益合计, 营业总收入 and 其中主营业务收入, 利润总额, 净利润, 纳税总额,
   * in 万元, or all 企业选择不公示) and 社保信息 (参保人数 by insurance, from the 2018 report on, as the form asks). A
   * company with statements reports their figures; the others' are drawn.
   */
  const annualReports = async (
    { row, estMs, tradeName }: CompanyDraft,
    tier: RiskTier,
    plan: ReportPlan,
    history: History,
    statements: Map<number, YearFigures> | undefined,
    owners: { holders: readonly Holder[]; since: ReadonlyMap<string, number>; due: string | null },
  ) => {
    const lastYear = new Date(todayMs).getUTCFullYear() - 1;
    const firstYear = Math.max(new Date(estMs).getUTCFullYear(), lastYear - 7);
    // Figures in 万元: revenue grows or shrinks from year to year; profit, tax and assets follow it.
    let revenue = detail.logNormal(Math.max(20, ((row.regCapital ?? 1_000_000) / 10_000) * 1.5), 1);
    const round = (v: number) => Math.round(v * 100) / 100;
    // 股东及出资信息 (a limited company's or a partnership's; a 股份有限公司's report lists none): each holder's
    // contribution paid once, in part or whole, a month to two years after it joined, or not yet.
    const contributions = /股份有限公司$/.test(row.name)
      ? []
      : owners.holders.map((holder) => {
          const sinceMs = Math.max(owners.since.get(holder.id) ?? estMs, estMs);
          const paidShare = reportRng.weighted([[0, 35], [0.3, 15], [0.6, 15], [1, 35]] as const);
          return { holder, sinceMs, paidShare, paidMs: sinceMs + reportRng.int(30, 720) * DAY };
        });
    // 社保信息: the shares of the staff insured, the company's own from year to year (medical covers the most).
    const staffCount = typeof row.employeeCount === 'number' ? row.employeeCount : null;
    const usualHeadcount = Math.max(3, reportRng.logNormal(Math.max(3, revenue / 150), 0.5));
    const pensionShare = 0.7 + reportRng.next() * 0.3;
    const insuredShares = {
      pension: pensionShare,
      medical: pensionShare + (1 - pensionShare) * reportRng.next(),
      unemployment: 0.8 + reportRng.next() * 0.2,
      injury: 0.85 + reportRng.next() * 0.15,
      maternity: 0.75 + reportRng.next() * 0.25,
    };
    for (let year = firstYear; year <= lastYear; year++) {
      revenue *= 0.85 + detail.next() * 0.45;
      const late = plan.late.get(year);
      if (late === null) continue; // never published: listed as abnormal
      const publishMs = late ?? Date.UTC(year + 1, detail.int(0, 5), detail.int(1, 28));
      if (publishMs > todayMs) continue;
      const hidden = detail.chance(0.6);
      const margin = tier === 'risky' ? -0.15 + detail.next() * 0.18 : -0.05 + detail.next() * 0.2;
      const money = (v: number) => (hidden ? '企业选择不公示' : round(v));
      // Drawn whether or not the statements give the figures: the draws after them stay as they were.
      const drawnAssets = Math.max(revenue * (0.6 + detail.next() * 1.4), ((row.regCapital ?? 0) / 10_000) * 0.3);
      const taxShare = 0.01 + detail.next() * 0.05;
      const own = statements?.get(year);
      const wan = (yuan: number) => yuan / 10_000;
      const reported = own
        ? { assets: wan(own.balanceSheet.totalAssets), revenue: wan(own.incomeStatement.revenue), profit: wan(own.incomeStatement.netProfit) }
        : { assets: drawnAssets, revenue, profit: revenue * margin };
      // The later sections, from a stream of their own (the draws above stay as they were).
      const yearEndMs = Date.UTC(year, 11, 31);
      const debtRatio = own ? null : 0.2 + reportRng.next() * 0.55;
      const liabilities = own ? wan(own.balanceSheet.totalLiabilities) : reported.assets * debtRatio!;
      // Equity as assets less liabilities once both are rounded: the report adds up to the 0.01万元 it shows.
      const equity = round(reported.assets) - round(liabilities);
      const totalProfit = own ? wan(own.incomeStatement.totalProfit) : reported.profit > 0 ? reported.profit / (1 - reportRng.pick([0.15, 0.2, 0.25])) : reported.profit;
      const mainShare = 0.85 + reportRng.next() * 0.15;
      // The insured of the year: the staff the company reports, else its usual headcount give or take a tenth.
      const headcount = staffCount ?? Math.max(1, Math.round(usualHeadcount * (0.9 + reportRng.next() * 0.2)));
      const insured = (share: number) => Math.round(headcount * share);
      const pension = insured(insuredShares.pension);
      const holders = contributions
        .filter((c) => c.sinceMs <= yearEndMs)
        .map(({ holder, paidShare, paidMs }) => {
          const subscribed = holder.amount ?? null;
          const paid = subscribed === null || paidShare === 0 || paidMs > yearEndMs ? null : round((subscribed * paidShare) / 10_000);
          return {
            name: holder.name,
            subscribedAmount: subscribed === null ? null : round(subscribed / 10_000),
            subscribedDate: owners.since.has(holder.id) ? day(owners.since.get(holder.id)!) : owners.due,
            subscribedMethod: '货币',
            paidAmount: paid,
            paidDate: paid === null ? null : day(paidMs),
            paidMethod: paid === null ? null : '货币',
          };
        });
      await out.annualReports.write({
        companyId: row.entId,
        reportYear: year,
        publishDate: day(publishMs),
        operatingStatus: '开业',
        employeeCount: row.employeeCount ?? '企业选择不公示',
        equityTransferred: history.changes.some((c) => c.field === 'holders' && new Date(c.dateMs).getUTCFullYear() === year),
        totalAssets: money(reported.assets),
        totalLiabilities: money(liabilities),
        totalEquity: hidden ? '企业选择不公示' : round(equity),
        totalRevenue: money(reported.revenue),
        mainRevenue: money(reported.revenue * mainShare),
        totalProfit: money(totalProfit),
        netProfit: money(reported.profit),
        totalTax: money(reported.revenue * taxShare),
        phone: row.phone,
        email: row.email,
        address: history.addressAt(publishMs),
        postcode: postcodeOf(history.addressAt(publishMs), row.regionCode),
        hasWebsite: Boolean(row.website),
        websites: row.website ? [{ type: '网站', name: `${tradeName || row.name}官网`, url: row.website }] : [],
        holders,
        socialInsurance:
          year >= 2018
            ? {
                pension,
                unemployment: insured(insuredShares.pension * insuredShares.unemployment),
                medical: insured(insuredShares.medical),
                injury: insured(insuredShares.pension * insuredShares.injury),
                maternity: insured(insuredShares.pension * insuredShares.maternity),
              }
            : null,
      });
    }
  };

  const nextId = () => id('E', ++companySerial);
  const riskTier = (): RiskTier => rng.weighted([['normal', 85], ['warning', 10], ['risky', 5]] as const);

  /** A group: owners, a holding company, subsidiaries several layers deep, some cross-held, rarely a cycle. */
  const addGroup = async (size: number) => {
    tenderPool.startGroup();
    const owners = [await newPerson(), ...(rng.chance(0.5) ? [await newPerson()] : [])];
    const managers = [...owners];
    for (let i = rng.int(2, 6); i > 0; i--) managers.push(await newPerson());
    const head = factory.make(nextId(), owners[0]!, {
      form: '集团有限公司',
      capital: rng.pick([50_000_000, 100_000_000, 200_000_000, 500_000_000, 1_000_000_000]),
      minAgeYears: 8,
    });
    head.row.status = '存续';
    // The largest groups are listed and issue bonds.
    if (size >= 300 || rng.chance(0.01)) {
      head.row.listed = true;
      head.row.hasBonds = rng.chance(0.7);
      head.row.tags!.push('上市公司');
      // A listed company is a 股份有限公司 (rules/orgType.ts).
      head.row.name = factory.rename(head.row.name, head.row.name.replace(/集团有限公司$/, '集团股份有限公司'));
    }
    const members: { draft: CompanyDraft; level: number }[] = [{ draft: head, level: 1 }];
    const cycle = size >= 5 && rng.chance(0.05);
    const cycleStake = cycle ? 0.05 : 0;
    const ownerStakes = owners.length === 2 ? [0.7 - cycleStake, 0.3] : [1 - cycleStake];
    const headEntry = await addCompany(head, 'normal', managers.slice(0, 5));
    if (head.row.listed) {
      // Listed: the owners keep 60%, a manager holds 3%, the public the rest (rules/listedCompany.ts).
      for (const [i, owner] of owners.entries()) await holding(headEntry, 'P', owner, ownerStakes[i]! * 0.6);
      await holding(headEntry, 'P', managers[owners.length]!, 0.03);
    } else for (const [i, owner] of owners.entries()) await holding(headEntry, 'P', owner, ownerStakes[i]!);
    while (members.length < size) {
      // Prefer recent members as parents, so that chains grow deep.
      const parent = members[Math.max(0, members.length - 1 - Math.floor(rng.powerLaw(1, 1.2)))]!;
      if (parent.level >= 8) continue;
      const draft = factory.make(nextId(), rng.pick(managers), rng.chance(0.6) ? { district: parent.draft.district } : {});
      draft.row.status = rng.chance(0.9) ? '存续' : draft.row.status;
      contacts.groupMember(draft, head);
      const staff = [rng.pick(managers), rng.pick(managers)].filter((p, i, a) => a.indexOf(p) === i);
      const entry = await addCompany(draft, rng.chance(0.97) ? 'normal' : 'warning', staff);
      const ratio = rng.chance(0.6) ? 1 : rng.int(51, 95) / 100;
      await holding(entry, 'C', { id: parent.draft.row.entId, name: parent.draft.row.name }, ratio);
      if (ratio < 1) {
        // The rest: a sibling in the group (a cross-holding), or a person.
        const sibling = members.length > 2 && rng.chance(0.3) ? rng.pick(members) : null;
        if (sibling && sibling !== parent) await holding(entry, 'C', { id: sibling.draft.row.entId, name: sibling.draft.row.name }, 1 - ratio);
        else await holding(entry, 'P', await anyPerson(), 1 - ratio);
      }
      await finish(entry);
      members.push({ draft, level: parent.level + 1 });
      // Now and then a branch office of this member.
      if (members.length < size && rng.chance(0.05)) {
        const branch = factory.make(nextId(), rng.pick(managers), { form: '分公司', industry: draft.industry, branchOf: draft.row.name });
        await finish(await addCompany(branch, 'normal', []));
        await out.branches.write({ parentId: draft.row.entId, branchId: branch.row.entId });
        members.push({ draft: branch, level: 99 });
      }
    }
    if (cycle) {
      const deep = members.filter((m) => m.level >= 3 && m.level < 99).at(-1) ?? members.at(-1)!;
      await holding(headEntry, 'C', { id: deep.draft.row.entId, name: deep.draft.row.name }, cycleStake);
    }
    // The holding company's row and records last: its holders are known only now (a cycle).
    await finish(headEntry);
    tenderPool.endGroup();
    overseasGroups.push({
      headId: head.row.entId,
      headName: head.row.name,
      tradeName: head.tradeName,
      listed: Boolean(head.row.listed),
      size: members.length,
      estMs: head.estMs,
      owners,
      managers,
    });
  };

  /** A small company owned by one to three people (or now and then by another company). */
  const addSme = async () => {
    const holders = [await anyPerson()];
    for (let i = rng.weighted([[0, 45], [1, 40], [2, 15]] as const); i > 0; i--) holders.push(await newPerson());
    const founded = newcomers.next();
    const draft = factory.make(nextId(), holders[0]!, founded === null ? {} : { foundedMs: founded });
    contacts.smallCompany(draft);
    const staff = holders.length > 1 ? [holders[0]!, holders[1]!] : [holders[0]!, await anyPerson()];
    const entry = await addCompany(draft, riskTier(), staff);
    if (founded !== null) {
      // Weeks or months old: still going, no risk history yet, no certificate that takes a year to earn.
      entry.tier = 'normal';
      if (!isActive(draft.row.status)) draft.row.status = '存续';
      draft.row.tags = draft.row.tags!.filter((t) => t === '小微企业');
    }
    // Another company (not this one), drawn as rng.pick(companyIds.slice(0, -1)) would, without the copy.
    const corporateAt = companyIds.length > 100 && rng.chance(0.05) ? Math.floor(rng.next() * (companyIds.length - 1)) : -1;
    const corporate = corporateAt >= 0 ? { id: companyIds[corporateAt]!, name: companyNames[corporateAt]! } : null;
    let left = 1;
    for (const [i, holder] of holders.entries()) {
      const share = i === holders.length - 1 && !corporate ? left : Math.round(left * rng.int(40, 80)) / 100;
      left = Math.round((left - share) * 10000) / 10000;
      await holding(entry, 'P', holder, share);
    }
    if (corporate && left > 0) await holding(entry, 'C', corporate, left);
    await finish(entry);
  };

  /** An association, institute, school or foundation: a legal representative, a council, no shareholders. */
  const addOrganisation = async () => {
    const council = [await anyPerson(), await newPerson(), await newPerson()];
    const draft = factory.make(nextId(), council[0]!, { form: rng.pick(ORGANISATION_FORMS).form, capital: rng.pick([30_000, 100_000, 2_000_000, 5_000_000]) });
    draft.row.status = rng.chance(0.9) ? '存续' : '注销';
    await finish(await addCompany(draft, 'normal', council));
  };

  const inGroups = Math.min(regular, Math.floor(options.companies * (options.groupShare ?? 0.3)));
  while (companySerial < inGroups) {
    const size = Math.min(inGroups - companySerial, Math.max(3, rng.powerLaw(3, 1.3)), 3000);
    if (size < 3) break;
    await addGroup(size);
  }
  while (companySerial < regular) await (rng.chance(0.01) ? addOrganisation() : addSme());

  // The institutions' funds, after every other company (their ids were planned so): limited partnerships
  // run by a general partner, older than the rounds they took part in; then the institutions themselves.
  const fundIndustry = SECTIONS.flatMap((s) => s.classes.map((c) => ({ ...c, section: s.section }))).find((c) => c.code === 'L7212')!;
  for (const investor of investors) {
    let firstYear = new Date(todayMs).getUTCFullYear();
    for (const fund of investor.funds) {
      const partner = await newPerson();
      const draft = factory.make(fund.entId, partner, { form: LIMITED_PARTNERSHIP, industry: fundIndustry, district: investor.district, minAgeYears: 10 });
      draft.row.name = fund.name;
      draft.row.formerNames = [];
      draft.row.status = '存续';
      draft.row.regCapital = fin.pick([100_000_000, 300_000_000, 500_000_000, 1_000_000_000, 2_000_000_000]);
      firstYear = Math.min(firstYear, Number(draft.row.estDate!.slice(0, 4)));
      const entry = await addCompany(draft, 'normal', [partner]);
      await holding(entry, 'P', partner, 0.01);
      await holding(entry, 'P', await anyPerson(), 0.99);
      await finish(entry);
    }
    await out.investors.write({ ...investor.row, foundedYear: firstYear - fin.int(0, 3) });
  }

  for (const park of parks) await out.parks.write(park);
  // Industry chains are fixed definitions: the companies' scopes carry the product lines they match.
  for (const chain of planChains()) await out.chains.write(chain);
  // Tenders and their bids, one per COMPANIES_PER_TENDER companies, written as they are made.
  const tenderRng = new Random((options.seed * 3_432_918_353 + 293) >>> 0);
  const tenderCount = Math.round(options.companies / COMPANIES_PER_TENDER);
  for (const tender of planTenders(tenderRng, tenderPool, tenderCount, todayMs, options.seed, (n) => id('T', n)))
    await out.tenders.write(tender);
  // Overseas companies (境外企业) of the groups, from a stream of their own too.
  const overseas = new OverseasPlanner(new Random((options.seed * 3_624_381_081 + 337) >>> 0), todayMs, (n) => id('O', n));
  for (const group of overseasGroups) for (const row of overseas.plan(group)) await out.overseas.write(row);

  // Listing boards and IPOs, written after the companies they name.
  const listingRng = new Random((options.seed * 3_735_928_559 + 317) >>> 0);
  const capitalChanges = async (entId: string, listDate: string | null) => {
    for (const line of listedCapital.settle(entId, listDate, todayMs, () => `C${entId}IPO`) ?? [])
      await out.changes.write({ companyId: entId, ...line });
  };
  for (const listing of planListings(listingRng, listingPool, todayMs)) {
    await out.listings.write(listing);
    if (listing.board && listing.board !== '新三板') await capitalChanges(listing.companyId, listing.listDate);
    researchPool.addListing(listing);
    reviewPool.addListing(listing);
    financialsPool.addListing(listing);
  }

  for (const entId of listedCapital.remaining()) await capitalChanges(entId, null);

  // The law library: fixed documents, the same for every seed (a document not yet in force by today says so).
  for (const law of planLaws(day(todayMs))) await out.laws.write(law);

  // Research reports (研报) on the listed and quoted companies, from a stream of their own.
  const researchRng = new Random((options.seed * 2_971_215_073 + 409) >>> 0);
  for (const report of planResearchReports(researchRng, researchPool, todayMs, (n) => id('R', n))) await out.researchReports.write(report);

  // 监管动态 review items of the listed and applying companies, from a stream of their own.
  const reviewRng = new Random((options.seed * 2_654_435_769 + 433) >>> 0);
  // An IPO's raise is sized from the issuer's statements (the same path as its financials.jsonl).
  const equityOf = (entId: string, year: number) => financialsPool.parentEquity(options.seed, entId, year, todayMs);
  const reviews = planReviews(reviewRng, reviewPool, todayMs, (n) => id('V', n), equityOf);
  for (const review of reviews) {
    await out.reviews.write(review);
    financialsPool.addReview(review);
  }
  // 发行人司法风险, 监管处罚: the issuers' pending disputes and the securities regulators' measures, from a stream of their own.
  const issuerRng = new Random((options.seed * 2_748_779_069 + 487) >>> 0);
  const counterparty = () => {
    for (let tries = 0; tries < 4; tries++) {
      const other = issuerRng.pick(companyNames);
      if (/公司$|）$/.test(other)) return other;
    }
    return issuerRng.pick(BANKS);
  };
  for (const { companyId, payload } of issuerRecords(issuerRng, reviews, issuerFacts, counterparty))
    await out.records.write({ recordId: id('R', ++recordSerial), companyId, ...payload });
  // The IPO issuers' news, following their review steps, from a stream of their own.
  const reviewNewsRng = new Random((options.seed * 2_246_822_519 + 499) >>> 0);
  for (const { companyId, payload } of reviewNews(reviewNewsRng, reviews, issuerFacts))
    await out.records.write({ recordId: id('R', ++recordSerial), companyId, ...payload });
  // Financial statements of the listed companies, IPO issuers and bond issuers, from a stream of their own (each
  // company's figures from one of its own).
  const financeRng = new Random((options.seed * 2_870_177_450 + 523) >>> 0);
  // A listed company's announcements of each year it reported as one (公司公告), from a stream of their own.
  const announcementRng = new Random((options.seed * 2_654_435_741 + 541) >>> 0);
  for (const row of planFinancials(financeRng, financialsPool, options.seed, todayMs)) {
    await out.financials.write(row);
    const name = issuerFacts.get(row.companyId)?.company.name;
    if (!name) continue;
    for (const payload of annualAnnouncements(announcementRng, row, financialsPool.aShareListingOf(row.companyId), name, todayMs))
      await out.records.write({ recordId: id('R', ++recordSerial), companyId: row.companyId, ...payload });
  }

  // The review items by type, against the exchanges' rates (generate/reviewRates.ts).
  const reviewsByType: Record<string, number> = {};
  for (const review of reviews) reviewsByType[review.reviewType] = (reviewsByType[review.reviewType] ?? 0) + 1;
  const summary = { ...(Object.fromEntries(Object.entries(out).map(([k, w]) => [k, w.count])) as Record<DataFileName, number>), reviewsByType };
  await Promise.all(Object.values(out).map((w) => w.close()));
  return summary;
}
