import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageNoFields } from './paging';

/**
 * IBA 境外企业 (spec 1 §2 `/investment/allInfo/entAbroad`, product pages §3.1): overseas companies in the
 * OpenCorporates style (jurisdiction, registry number, status, officers, shareholders) and their links to the
 * mainland companies they hold or control (the red-chip and VIE structures of listed groups).
 */

/** The menu entry's permission key, checked by the server on every call. */
export const OVERSEAS_PERMISSION = 'app:iba:goal:abroad';

/**
 * The registries the data set may name, each with the format of its registry number: 香港 公司注册处 CR No.
 * (7 digits), 开曼群岛 (CT- or MC- and 6 digits), BVI company number (6 or 7 digits), 新加坡 UEN (year, 5
 * digits and a check letter), 美国特拉华州 file number (7 digits), 百慕大 (EC and 5 digits).
 */
export const OVERSEAS_JURISDICTIONS = {
  香港: '^\\d{7}$',
  开曼群岛: '^(CT|MC)-\\d{6}$',
  英属维尔京群岛: '^\\d{6,7}$',
  新加坡: '^(19|20)\\d{7}[A-Z]$',
  美国特拉华州: '^\\d{7}$',
  百慕大: '^EC\\d{5}$',
} as const;
export type OverseasJurisdiction = keyof typeof OVERSEAS_JURISDICTIONS;
export const OVERSEAS_JURISDICTION_NAMES = Object.keys(OVERSEAS_JURISDICTIONS) as OverseasJurisdiction[];

/** Whether a registry number has its registry's format. */
export const isOverseasRegistryNo = (jurisdiction: string, registryNo: string): boolean => {
  const pattern = (OVERSEAS_JURISDICTIONS as Record<string, string>)[jurisdiction];
  return pattern !== undefined && new RegExp(pattern).test(registryNo);
};

/** A registry's statuses in one vocabulary (Live/Active, In liquidation, Dissolved, Struck off). */
export const OVERSEAS_STATUSES = ['存续', '清算中', '已解散', '已除名'] as const;
export type OverseasStatus = (typeof OVERSEAS_STATUSES)[number];

/** How an overseas company holds a mainland one: shares (a WFOE, 外商独资) or contracts (协议控制, VIE). */
export const OVERSEAS_LINK_KINDS = { equity: '股权控制', vie: '协议控制(VIE)' } as const;
export type OverseasLinkKind = keyof typeof OVERSEAS_LINK_KINDS;

/** An overseas company id: letters, digits, `_` and `-`. */
export const OverseasIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** `POST /esee/iba/overseas/search`. */
export const OverseasSearchQuerySchema = Type.Object(
  {
    /** Words of the English or Chinese name, or the registry number. */
    keyword: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000]*$' })),
    jurisdiction: Type.Optional(Type.Union(OVERSEAS_JURISDICTION_NAMES.map((j) => Type.Literal(j)))),
    status: Type.Optional(Type.Union(OVERSEAS_STATUSES.map((s) => Type.Literal(s)))),
    /** true: only listed companies (an exchange and a code); false: only unlisted ones. */
    listed: Type.Optional(Type.Boolean()),
    /** Only companies that hold or control a mainland company. */
    withMainland: Type.Optional(Type.Boolean()),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export type OverseasSearchQuery = Static<typeof OverseasSearchQuerySchema>;

export const OverseasSummarySchema = Type.Object({
  overseasId: Type.String(),
  name: Type.String(),
  nameZh: Nullable(Type.String()),
  jurisdiction: Type.String(),
  registryNo: Type.String(),
  status: Type.String(),
  incorporationDate: Nullable(Type.String()),
  companyType: Type.String(),
  /** 上市交易所 and code, when listed. */
  exchange: Nullable(Type.String()),
  stockCode: Nullable(Type.String()),
  /** Mainland companies it holds or controls. */
  mainlandCount: Type.Integer(),
});
export type OverseasSummary = Static<typeof OverseasSummarySchema>;

export const OverseasPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(OverseasSummarySchema) });
export type OverseasPage = Static<typeof OverseasPageSchema>;

export const OverseasOfficerSchema = Type.Object({
  name: Type.String(),
  position: Type.String(),
  /** A person of the mainland register, when the officer is one. */
  personId: Nullable(Type.String()),
  appointedDate: Nullable(Type.String()),
  resignedDate: Nullable(Type.String()),
});
export type OverseasOfficer = Static<typeof OverseasOfficerSchema>;

/**
 * Who holds it: a person (P) or a mainland company (C) of the register, another overseas company (O), or a name
 * only (N: 公众股东, a fund).
 */
export const OverseasHolderSchema = Type.Object({
  holderKind: Type.Union([Type.Literal('P'), Type.Literal('C'), Type.Literal('O'), Type.Literal('N')]),
  holderId: Nullable(Type.String()),
  name: Type.String(),
  /** 0–1; null: not disclosed. */
  ratio: Nullable(Type.Number()),
  /** For an overseas holder: its registry. */
  jurisdiction: Nullable(Type.String()),
});
export type OverseasHolder = Static<typeof OverseasHolderSchema>;

export const OverseasLinkSchema = Type.Object({
  entId: Type.String(),
  entName: Nullable(Type.String()),
  regStatus: Nullable(Type.String()),
  kind: Type.Union([Type.Literal('equity'), Type.Literal('vie')]),
  /** 0–1 for a stake; null for contractual control. */
  ratio: Nullable(Type.Number()),
  since: Nullable(Type.String()),
  /**
   * Null: held directly. Otherwise the overseas subsidiary (down the chain) that holds or controls it: the
   * mainland company is controlled through it.
   */
  via: Nullable(Type.Object({ overseasId: Type.String(), name: Type.String() })),
});
export type OverseasLink = Static<typeof OverseasLinkSchema>;

/** An overseas company this one holds (the next layer of a red-chip structure). */
export const OverseasSubsidiarySchema = Type.Object({
  overseasId: Type.String(),
  name: Type.String(),
  jurisdiction: Type.String(),
  ratio: Nullable(Type.Number()),
  status: Type.String(),
});
export type OverseasSubsidiary = Static<typeof OverseasSubsidiarySchema>;

export const OverseasDetailSchema = Type.Object({
  ...OverseasSummarySchema.properties,
  address: Nullable(Type.String()),
  officers: Type.Array(OverseasOfficerSchema),
  holders: Type.Array(OverseasHolderSchema),
  subsidiaries: Type.Array(OverseasSubsidiarySchema),
  /** The mainland companies it holds or controls: directly first, then through its overseas subsidiaries. */
  mainland: Type.Array(OverseasLinkSchema),
});
export type OverseasDetail = Static<typeof OverseasDetailSchema>;

/**
 * `GET /esee/iba/overseas/ofCompany?entId=`: the overseas companies above a mainland one. Depth 1: those holding
 * or controlling it directly (kind and ratio of that link); depth 2 and up: the overseas holders of those, up the
 * chain (kind `equity`, ratio of their stake in `via`, the overseas company they hold).
 */
export const OverseasAboveSchema = Type.Object({
  ...OverseasSummarySchema.properties,
  kind: OverseasLinkSchema.properties.kind,
  ratio: Nullable(Type.Number()),
  depth: Type.Integer({ minimum: 1 }),
  /** The overseas company it holds on the way down (null at depth 1). */
  via: Nullable(Type.Object({ overseasId: Type.String(), name: Type.String() })),
});
export type OverseasAbove = Static<typeof OverseasAboveSchema>;
export const OverseasOfCompanySchema = Type.Array(OverseasAboveSchema);
export type OverseasOfCompany = Static<typeof OverseasOfCompanySchema>;
