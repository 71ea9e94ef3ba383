import { normalizeCompanyName, RECORD_KIND_BY_KEY } from '@esee/contracts';
import { isActive } from './generate/companies';
import type { DataFileName, TechTagRow } from './format';
import { techTagSpans } from './techTags';
import { REVIEW_COLUMNS, reviewTableRow } from './reviews';
import { FINANCIAL_COLUMNS, financialTableRow } from './financials';
import { now } from '../platform/clock';

interface Column {
  name: string;
  /** PostgreSQL type, as `jsonb_to_recordset` reads it. */
  type: string;
  /** A row without the value (null) keeps the one stored: a field an update may leave out. */
  keepWhenNull?: boolean;
}

interface Table {
  name: string;
  key: string[];
  columns: Column[];
  /**
   * A column numbering the rows from a sequence: a row keeps its number, a new row takes the next (as the column's
   * default it would be drawn for every row upserted, and a register loaded in full each day would run the integer
   * out in months).
   */
  numbered?: { column: string; sequence: string };
  toRow: (row: Record<string, unknown>) => Record<string, unknown>;
}

const col = (name: string, type: string, keepWhenNull = false): Column => ({ name, type, keepWhenNull });
const orNull = (v: unknown) => (v === undefined ? null : v);

/** How a line of each file becomes a row of its table. */
export const TABLES: Record<DataFileName, Table> = {
  people: {
    name: 'person',
    key: ['person_id'],
    columns: [col('person_id', 'text'), col('name', 'text'), col('gender', 'text'), col('birth_year', 'integer')],
    toRow: (r) => ({ person_id: r.personId, name: r.name, gender: orNull(r.gender), birth_year: orNull(r.birthYear) }),
  },
  companies: {
    name: 'company',
    key: ['ent_id'],
    numbered: { column: 'num', sequence: 'company_num_seq' },
    columns: [
      col('ent_id', 'text'),
      col('name', 'text'),
      col('name_norm', 'text'),
      col('former_names', 'text[]'),
      col('former_norms', 'text[]'),
      col('credit_code', 'text'),
      col('reg_no', 'text'),
      col('org_code', 'text'),
      col('legal_rep', 'text'),
      col('legal_rep_id', 'text'),
      col('reg_capital', 'numeric'),
      col('reg_capital_currency', 'text'),
      col('paid_capital', 'numeric'),
      col('est_date', 'date'),
      col('status', 'text'),
      col('active', 'boolean'),
      col('org_type', 'text'),
      col('industry_section', 'text'),
      col('industry_code', 'text'),
      col('industry_name', 'text'),
      col('region_code', 'text'),
      col('address', 'text'),
      col('lng', 'double precision'),
      col('lat', 'double precision'),
      col('business_scope', 'text'),
      col('phone', 'text'),
      col('email', 'text'),
      col('website', 'text'),
      col('employee_count', 'integer'),
      col('listed', 'boolean'),
      col('has_bonds', 'boolean'),
      col('tags', 'text[]'),
      // Its technology tags with their validity, beside the tags themselves (techTags.ts): a row without them keeps
      // them.
      col('tech_tag_spans', 'jsonb', true),
      col('updated_at', 'timestamptz'),
    ],
    toRow: (r) => {
      const norm = normalizeCompanyName(String(r.name));
      const former = (r.formerNames as string[] | undefined) ?? [];
      const formerNorms = former.map(normalizeCompanyName);
      const code = typeof r.industryCode === 'string' ? r.industryCode : null;
      return {
        ent_id: r.entId,
        name: r.name,
        name_norm: norm,
        former_names: former,
        former_norms: formerNorms,
        credit_code: orNull(r.creditCode),
        reg_no: orNull(r.regNo),
        org_code: orNull(r.orgCode),
        legal_rep: orNull(r.legalRep),
        legal_rep_id: orNull(r.legalRepId),
        reg_capital: orNull(r.regCapital),
        reg_capital_currency: r.regCapitalCurrency ?? '人民币',
        paid_capital: orNull(r.paidCapital),
        est_date: orNull(r.estDate),
        status: r.status,
        active: isActive(String(r.status)),
        org_type: r.orgType,
        industry_section: code ? code[0] : null,
        industry_code: code,
        industry_name: orNull(r.industryName),
        region_code: orNull(r.regionCode),
        address: orNull(r.address),
        lng: orNull(r.lng),
        lat: orNull(r.lat),
        business_scope: orNull(r.businessScope),
        phone: orNull(r.phone),
        email: orNull(r.email),
        website: orNull(r.website),
        employee_count: orNull(r.employeeCount),
        listed: r.listed ?? false,
        has_bonds: r.hasBonds ?? false,
        tags: r.tags ?? [],
        tech_tag_spans: Array.isArray(r.techTags) ? techTagSpans(r.techTags as TechTagRow[]) : null,
        updated_at: now().toISOString(),
      };
    },
  },
  investors: {
    name: 'investor',
    key: ['investor_id'],
    columns: [
      col('investor_id', 'text'),
      col('name', 'text'),
      col('type', 'text'),
      col('amac_no', 'text'),
      col('founded_year', 'integer'),
      col('region_code', 'text'),
      col('fund_ids', 'text[]'),
    ],
    toRow: (r) => ({
      investor_id: r.investorId,
      name: r.name,
      type: r.type,
      amac_no: orNull(r.amacNo),
      founded_year: r.foundedYear,
      region_code: r.regionCode,
      fund_ids: r.fundIds,
    }),
  },
  shareholdings: {
    name: 'shareholding',
    key: ['company_id', 'holder_kind', 'holder_id'],
    columns: [
      col('company_id', 'text'),
      col('holder_kind', 'text'),
      col('holder_id', 'text'),
      col('ratio', 'numeric'),
      col('subscribed_amount', 'numeric'),
      col('subscribed_date', 'date'),
      col('partner_type', 'text'),
    ],
    toRow: (r) => ({
      company_id: r.companyId,
      holder_kind: r.holderKind,
      holder_id: r.holderId,
      ratio: r.ratio,
      subscribed_amount: orNull(r.subscribedAmount),
      subscribed_date: orNull(r.subscribedDate),
      partner_type: orNull(r.partnerType),
    }),
  },
  executives: {
    name: 'executive',
    key: ['company_id', 'person_id', 'post'],
    columns: [col('company_id', 'text'), col('person_id', 'text'), col('post', 'text')],
    toRow: (r) => ({ company_id: r.companyId, person_id: r.personId, post: r.post }),
  },
  branches: {
    name: 'branch',
    key: ['parent_id', 'branch_id'],
    columns: [col('parent_id', 'text'), col('branch_id', 'text')],
    toRow: (r) => ({ parent_id: r.parentId, branch_id: r.branchId }),
  },
  changes: {
    name: 'change_record',
    key: ['record_id'],
    columns: [
      col('record_id', 'text'),
      col('company_id', 'text'),
      col('change_date', 'date'),
      col('item', 'text'),
      col('before_content', 'text'),
      col('after_content', 'text'),
    ],
    toRow: (r) => ({
      record_id: r.recordId,
      company_id: r.companyId,
      change_date: r.changeDate,
      item: r.item,
      before_content: orNull(r.before),
      after_content: orNull(r.after),
    }),
  },
  annualReports: {
    name: 'annual_report',
    key: ['company_id', 'report_year'],
    columns: [col('company_id', 'text'), col('report_year', 'integer'), col('publish_date', 'date'), col('payload', 'jsonb')],
    toRow: ({ companyId, reportYear, publishDate, ...payload }) => ({
      company_id: companyId,
      report_year: reportYear,
      publish_date: orNull(publishDate),
      payload,
    }),
  },
  records: {
    name: 'record',
    key: ['record_id'],
    columns: [col('record_id', 'text'), col('company_id', 'text'), col('kind', 'text'), col('record_date', 'date'), col('payload', 'jsonb')],
    toRow: ({ recordId, companyId, kind, date, ...payload }) => {
      const dateKey = RECORD_KIND_BY_KEY.get(String(kind))?.dateKey;
      const fromColumn = dateKey ? payload[dateKey] : undefined;
      const day = typeof date === 'string' ? date : typeof fromColumn === 'string' ? fromColumn.slice(0, 10) : null;
      return { record_id: recordId, company_id: companyId, kind, record_date: /^\d{4}-\d{2}-\d{2}$/.test(day ?? '') ? day : null, payload };
    },
  },
  parks: {
    name: 'park',
    key: ['park_id'],
    columns: [
      col('park_id', 'text'),
      col('name', 'text'),
      col('level', 'text'),
      col('type', 'text'),
      col('region_code', 'text'),
      col('area', 'double precision'),
      col('lng', 'double precision'),
      col('lat', 'double precision'),
      col('boundary', 'jsonb'),
      col('shape', 'polygon'),
      col('industries', 'text[]'),
    ],
    toRow: (r) => {
      const boundary = r.boundary as [number, number][];
      return {
        park_id: r.parkId,
        name: r.name,
        level: r.level,
        type: r.type,
        region_code: r.regionCode,
        area: r.area,
        lng: r.lng,
        lat: r.lat,
        boundary,
        // PostgreSQL's own polygon: membership is `point(lng, lat) <@ shape`, no GIS extension needed.
        shape: `(${boundary.map(([x, y]) => `(${x},${y})`).join(',')})`,
        industries: r.industries,
      };
    },
  },
  chains: {
    // The segments ride on the chain's line and live in their own table (data/chains.ts loads them).
    name: 'industry_chain',
    key: ['chain_id'],
    columns: [col('chain_id', 'text'), col('name', 'text'), col('description', 'text')],
    toRow: (r) => ({ chain_id: r.chainId, name: r.name, description: r.description }),
  },
  tenders: {
    // The bids ride on the tender's line and live in their own table (data/tenders.ts loads them).
    name: 'tender',
    key: ['tender_id'],
    columns: [
      col('tender_id', 'text'),
      col('title', 'text'),
      col('buyer_name', 'text'),
      col('buyer_ent_id', 'text'),
      col('buyer_type', 'text'),
      col('region_code', 'text'),
      col('industry_code', 'text'),
      col('budget', 'numeric'),
      col('publish_date', 'date'),
      col('open_date', 'date'),
      col('agency', 'text'),
      col('bid_count', 'integer'),
      col('winner_ent_id', 'text'),
    ],
    toRow: (r) => {
      const bids = (r.bids as { entId: string; won: boolean }[] | undefined) ?? [];
      return {
        tender_id: r.tenderId,
        title: r.title,
        buyer_name: r.buyerName,
        buyer_ent_id: orNull(r.buyerEntId),
        buyer_type: r.buyerType,
        region_code: r.regionCode,
        industry_code: orNull(r.industryCode),
        budget: orNull(r.budget),
        publish_date: r.publishDate,
        open_date: r.openDate,
        agency: orNull(r.agency),
        bid_count: bids.length,
        winner_ent_id: bids.find((b) => b.won)?.entId ?? null,
      };
    },
  },
  overseas: {
    // Officers, holders and holdings ride on the company's line and live in their own tables (data/overseas.ts).
    name: 'overseas_company',
    key: ['overseas_id'],
    columns: [
      col('overseas_id', 'text'),
      col('name', 'text'),
      col('name_zh', 'text'),
      col('jurisdiction', 'text'),
      col('registry_no', 'text'),
      col('status', 'text'),
      col('incorporation_date', 'date'),
      col('company_type', 'text'),
      col('address', 'text'),
      col('exchange', 'text'),
      col('stock_code', 'text'),
      col('mainland_count', 'integer'),
    ],
    toRow: (r) => ({
      overseas_id: r.overseasId,
      name: r.name,
      name_zh: orNull(r.nameZh),
      jurisdiction: r.jurisdiction,
      registry_no: r.registryNo,
      status: r.status,
      incorporation_date: orNull(r.incorporationDate),
      company_type: r.companyType,
      address: orNull(r.address),
      exchange: orNull(r.exchange),
      stock_code: orNull(r.stockCode),
      mainland_count: ((r.holdings as unknown[] | undefined) ?? []).length,
    }),
  },
  listings: {
    name: 'listing_status',
    key: ['ent_id'],
    columns: [
      col('ent_id', 'text'),
      col('board', 'text'),
      col('stock_code', 'text'),
      col('list_date', 'date'),
      col('ipo_stage', 'text'),
      col('ipo_board', 'text'),
      col('sponsor', 'text'),
      col('tutoring_date', 'date'),
      col('accepted_date', 'date'),
      col('stage_date', 'date'),
    ],
    toRow: (r) => ({
      ent_id: r.companyId,
      board: r.board,
      stock_code: r.stockCode,
      list_date: r.listDate,
      ipo_stage: r.ipoStage,
      ipo_board: r.ipoBoard,
      sponsor: r.sponsor,
      tutoring_date: r.tutoringDate,
      accepted_date: r.acceptedDate,
      stage_date: r.stageDate,
    }),
  },
  laws: {
    // The versions and their articles ride on the document's line and live in their own tables (data/laws.ts).
    name: 'law',
    key: ['law_id'],
    columns: [
      col('law_id', 'text'),
      col('title', 'text'),
      col('level', 'text'),
      col('issuer', 'text'),
      col('topics', 'text[]'),
      col('repealed_by', 'text'),
    ],
    toRow: (r) => ({
      law_id: r.lawId,
      title: r.title,
      level: r.level,
      issuer: r.issuer,
      topics: r.topics,
      repealed_by: orNull(r.repealedBy),
    }),
  },
  researchReports: {
    // Authors and forecasts ride on the report as JSON (migration 0045).
    name: 'research_report',
    key: ['report_id'],
    columns: [
      col('report_id', 'text'),
      col('type', 'text'),
      col('title', 'text'),
      col('broker', 'text'),
      col('authors', 'jsonb'),
      col('publish_date', 'date'),
      col('ent_id', 'text'),
      col('stock_code', 'text'),
      col('stock_name', 'text'),
      col('industry_code', 'text'),
      col('industry_name', 'text'),
      col('rating', 'text'),
      col('previous_rating', 'text'),
      col('rating_change', 'text'),
      col('price', 'numeric'),
      col('target_price', 'numeric'),
      col('forecasts', 'jsonb'),
      col('abstract', 'text'),
      col('pages', 'integer'),
    ],
    toRow: (r) => ({
      report_id: r.reportId,
      type: r.type,
      title: r.title,
      broker: r.broker,
      authors: r.authors,
      publish_date: r.publishDate,
      ent_id: r.companyId,
      stock_code: r.stockCode,
      stock_name: r.stockName,
      industry_code: r.industryCode,
      industry_name: r.industryName,
      rating: r.rating,
      previous_rating: r.previousRating,
      rating_change: r.ratingChange,
      price: r.price,
      target_price: r.targetPrice,
      forecasts: r.forecasts,
      abstract: r.abstract,
      pages: orNull(r.pages),
    }),
  },
  // Stage and status key read from the labels; intermediaries, milestones, files and letters as JSON (migration 0046).
  reviews: { name: 'supervision_review', key: ['review_id'], columns: REVIEW_COLUMNS, toRow: reviewTableRow },
  // A company-year's three statements as JSON of their items (migration 0065): a line replaces the company-year.
  financials: {
    name: 'financial_statement',
    key: ['ent_id', 'fiscal_year', 'report_type'],
    columns: FINANCIAL_COLUMNS,
    toRow: financialTableRow,
  },
};
