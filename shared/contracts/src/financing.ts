import { Type, type Static } from '@sinclair/typebox';
import { PUBLICSEN_PERMISSION } from './publicsen';
import { DaySchema } from './request';
import { NullableYuan } from './money';
import { PageNoFields } from './paging';

/**
 * CBA 融资事件 and 投资机构 (product pages §1.8, §1.9): financing events of
 * companies, each naming its lead investor and co-investors among the
 * investment institutions, and the institutions with their funds and deals.
 */

/**
 * The page permission keys of the two CBA menu entries: spec 1 §2 puts both under the risk-monitor
 * public-opinion permission, though the menu lists them under 智能营销.
 */
export const FINANCING_EVENT_PERMISSION = PUBLICSEN_PERMISSION;
export const INVESTMENT_INSTITUTION_PERMISSION = PUBLICSEN_PERMISSION;

/** Rounds as a financing record names them (融资历程). */
export const FINANCING_ROUNDS = [
  '天使轮',
  'Pre-A轮',
  'A轮',
  'B轮',
  'C轮',
  'D轮',
  'E轮',
  '战略融资',
  'Pre-IPO',
  '并购',
  '定增',
] as const;
export type FinancingRound = (typeof FINANCING_ROUNDS)[number];

/** The round filter: each choice and the rounds it matches (D轮及以上 takes every later lettered round). */
export const ROUND_FILTERS: Readonly<Record<string, readonly FinancingRound[]>> = {
  天使轮: ['天使轮'],
  'Pre-A轮': ['Pre-A轮'],
  A轮: ['A轮'],
  B轮: ['B轮'],
  C轮: ['C轮'],
  D轮及以上: ['D轮', 'E轮'],
  战略融资: ['战略融资'],
  'Pre-IPO': ['Pre-IPO'],
  并购: ['并购'],
  定增: ['定增'],
};
export const ROUND_FILTER_KEYS = Object.keys(ROUND_FILTERS);

/** Amount bands in 元: [from, to); `undisclosed` is an event without an amount (未披露). */
export const AMOUNT_BANDS = {
  lt10m: { label: '1000万元以下', from: 0, to: 10_000_000 },
  '10m-100m': { label: '1000万-1亿元', from: 10_000_000, to: 100_000_000 },
  '100m-1b': { label: '1亿-10亿元', from: 100_000_000, to: 1_000_000_000 },
  gte1b: { label: '10亿元及以上', from: 1_000_000_000, to: null },
  undisclosed: { label: '未披露', from: null, to: null },
} as const;
export type AmountBand = keyof typeof AMOUNT_BANDS;

export const INVESTOR_TYPES = ['VC', 'PE', 'CVC', '政府引导基金'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Region = Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$', maxLength: 6 });
const Industry = Type.String({ pattern: '^[A-T]\\d{0,4}$', maxLength: 5 });

export const FinancingEventQuerySchema = Type.Object(
  {
    ...PageNoFields,
    rounds: Type.Optional(Type.Array(Type.Union(ROUND_FILTER_KEYS.map((k) => Type.Literal(k))), { maxItems: 10 })),
    dateFrom: Type.Optional(DaySchema),
    dateTo: Type.Optional(DaySchema),
    /** An industry: a section (门类, A–T) or a class code (C3911), matched as a prefix. */
    industry: Type.Optional(Industry),
    /** A province (2 digits), city (4) or district (6) code. */
    regionCode: Type.Optional(Region),
    investorId: Type.Optional(Id),
    amountBands: Type.Optional(
      Type.Array(Type.Union(Object.keys(AMOUNT_BANDS).map((k) => Type.Literal(k))), { maxItems: 5 }),
    ),
    /** Leave out the institution's own customers (本行客户). */
    notCustomers: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Union([Type.Literal('dateDesc'), Type.Literal('dateAsc')])),
  },
  { additionalProperties: false },
);
export type FinancingEventQuery = Static<typeof FinancingEventQuerySchema>;

const Party = Type.Object({ investorId: Type.String(), name: Type.String() });
export const FinancingEventSchema = Type.Object({
  eventId: Type.String(),
  entId: Type.String(),
  companyName: Type.String(),
  round: Type.String(),
  /** null: 未披露. */
  amount: NullableYuan('融资金额'),
  date: Type.String(),
  lead: Type.Union([Party, Type.Null()]),
  coInvestors: Type.Array(Party),
  industryName: Type.Union([Type.String(), Type.Null()]),
  region: Type.String(),
  /** In the institution's customer book (本行客户); in the event list only. */
  isCustomer: Type.Optional(Type.Boolean()),
});
export type FinancingEvent = Static<typeof FinancingEventSchema>;
export type FinancingParty = Static<typeof Party>;

export const FinancingEventPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(FinancingEventSchema) });

export const FinancingEventDetailSchema = Type.Object({
  event: FinancingEventSchema,
  company: Type.Object({
    entId: Type.String(),
    name: Type.String(),
    status: Type.String(),
    legalRep: Type.Union([Type.String(), Type.Null()]),
    estDate: Type.Union([Type.String(), Type.Null()]),
    regCapital: NullableYuan('注册资本'),
  }),
  /** The fund of each investor that took the stake (a company), lead first. */
  participants: Type.Array(
    Type.Object({
      investorId: Type.String(),
      name: Type.String(),
      lead: Type.Boolean(),
      fundId: Type.Union([Type.String(), Type.Null()]),
      fundName: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** Every round of the company, oldest first. */
  history: Type.Array(FinancingEventSchema),
});
export type FinancingEventDetail = Static<typeof FinancingEventDetailSchema>;

export const InvestorQuerySchema = Type.Object(
  {
    ...PageNoFields,
    type: Type.Optional(Type.Union(INVESTOR_TYPES.map((t) => Type.Literal(t)))),
    regionCode: Type.Optional(Region),
    /** Institutions with a deal in this industry (a section or class code, as a prefix). */
    industry: Type.Optional(Industry),
    name: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type InvestorQuery = Static<typeof InvestorQuerySchema>;

export const InvestorSchema = Type.Object({
  investorId: Type.String(),
  name: Type.String(),
  type: Type.String(),
  amacNo: Type.Union([Type.String(), Type.Null()]),
  foundedYear: Type.Integer(),
  region: Type.String(),
  fundCount: Type.Integer(),
  dealCount: Type.Integer(),
  /** Industry names of its deals, most deals first (at most three). */
  industries: Type.Array(Type.String()),
});
export type Investor = Static<typeof InvestorSchema>;
export const InvestorPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(InvestorSchema) });

export const InvestorDetailSchema = Type.Object({
  investor: InvestorSchema,
  funds: Type.Array(
    Type.Object({
      entId: Type.String(),
      name: Type.String(),
      estDate: Type.Union([Type.String(), Type.Null()]),
      regCapital: NullableYuan('认缴规模'),
      status: Type.String(),
    }),
  ),
  /** Deals by year, each with its count by round. */
  dealsByYear: Type.Array(
    Type.Object({ year: Type.Integer(), count: Type.Integer(), rounds: Type.Record(Type.String(), Type.Integer()) }),
  ),
});
export type InvestorDetail = Static<typeof InvestorDetailSchema>;

export const FinancingOptionsSchema = Type.Object({
  rounds: Type.Array(Type.String()),
  amountBands: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  industries: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  provinces: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  investors: Type.Array(Type.Object({ investorId: Type.String(), name: Type.String() })),
  investorTypes: Type.Array(Type.String()),
});
export type FinancingOptions = Static<typeof FinancingOptionsSchema>;
