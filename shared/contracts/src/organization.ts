import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { OptionNodeSchema } from './conditionSearch';
import { PageNoSchema, PageSizeSchema } from './request';
import { NullableYuan } from './money';

/**
 * IBA 机构查询 (spec 1 §2 `/investment/allInfo/organization`): organisations that are not enterprises (机关, 事业单位,
 * 社会团体, 基金会 …), told by the registering authority and kind of their unified social credit code, searched by
 * name, kind and region; each opens its agency page (`/apps/allInfo/searchAgencyDetails`).
 */

/** The menu entry's permission key, checked by the server on every call. */
export const ORGANIZATION_PERMISSION = 'app:iba:goal:organization';

/**
 * The first two characters of a credit code, GB 32100-2015 表1: the registering authority (1 机构编制, 2 外交,
 * 3 司法行政, 4 文化, 5 民政, 6 旅游, 7 宗教, 8 工会, A 中央军委改革和编制办公室, N 农业, Y 其他) and the kind it
 * registered. 9 (市场监管: 企业, 个体工商户, 农民专业合作社) registers enterprises and is not here.
 */
export const ORGANISATION_KINDS: Readonly<Record<string, string>> = {
  '11': '机关',
  '12': '事业单位',
  '13': '中央编办直接管理机构编制的群众团体',
  '19': '其他机构编制单位',
  '21': '外国常驻新闻机构',
  '29': '其他外交登记机构',
  '31': '律师执业机构',
  '32': '公证处',
  '33': '基层法律服务所',
  '34': '司法鉴定机构',
  '35': '仲裁委员会',
  '39': '其他司法行政登记机构',
  '41': '外国在华文化中心',
  '49': '其他文化登记机构',
  '51': '社会团体',
  '52': '民办非企业单位',
  '53': '基金会',
  '59': '其他民政登记机构',
  '61': '外国旅游部门常驻代表机构',
  '62': '港澳台地区旅游部门常驻内地（大陆）代表机构',
  '69': '其他旅游登记机构',
  '71': '宗教活动场所',
  '72': '宗教院校',
  '79': '其他宗教登记机构',
  '81': '基层工会',
  '89': '其他工会登记机构',
  A1: '军队事业单位',
  A9: '其他军队登记机构',
  N1: '组级集体经济组织',
  N2: '村级集体经济组织',
  N3: '乡镇级集体经济组织',
  N9: '其他农业登记机构',
  Y1: '其他',
};
export const ORGANISATION_KIND_CODES = Object.keys(ORGANISATION_KINDS);

/** What an organisation is, by its credit code; null for an enterprise (9…) or a code not of the table. */
export const organisationKindOf = (creditCode: string | null | undefined): string | null =>
  creditCode && !creditCode.startsWith('9') ? (ORGANISATION_KINDS[creditCode.slice(0, 2)] ?? null) : null;

/** The agency page an organisation opens (the header search's target for organisation results, spec 1 §4). */
export const agencyHref = (org: { entId: string; name: string }) =>
  `/apps/allInfo/searchAgencyDetails?${new URLSearchParams({ eid: org.entId, companyName: org.name }).toString()}`;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const KindCodeSchema = Type.Union(ORGANISATION_KIND_CODES.map((code) => Type.Literal(code)));

/** `POST /esee/iba/organization/search`. */
export const OrgSearchQuerySchema = Type.Object(
  {
    /** Part of the name or of a former name, or the whole credit code. */
    keyword: Type.Optional(Type.String({ maxLength: 50, pattern: '^[^\\u0000]*$' })),
    /** Kinds by the credit code's first two characters (51 社会团体 …); any of them. */
    kinds: Type.Optional(Type.Array(KindCodeSchema, { maxItems: ORGANISATION_KIND_CODES.length, uniqueItems: true })),
    /** GB/T 2260: 2 digits a province, 4 a city, 6 a district. */
    regionCode: Type.Optional(Type.String({ pattern: '^(\\d{2}|\\d{4}|\\d{6})$', maxLength: 6 })),
    /** `active`: 存续 and the like; `inactive`: 注销, 撤销 …; absent: both. */
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
    pageNo: Type.Optional(PageNoSchema),
    pageSize: Type.Optional(PageSizeSchema),
  },
  { additionalProperties: false },
);
export type OrgSearchQuery = Static<typeof OrgSearchQuerySchema>;

export const OrganisationSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  formerNames: Type.Array(Type.String()),
  creditCode: Type.String(),
  /** The credit code's first two characters, and what they say. */
  kindCode: Type.String(),
  kind: Type.String(),
  /** The type as the register writes it (社会团体, 事业单位 …). */
  orgType: Type.String(),
  /** 法定代表人 (负责人). */
  legalRep: Nullable(Type.String()),
  estDate: Nullable(Type.String()),
  status: Type.String(),
  /** 注册资金 (开办资金). */
  regCapital: NullableYuan('注册资金'),
  /** 江苏省南京市建邺区 */
  region: Type.String(),
  address: Nullable(Type.String()),
});
export type Organisation = Static<typeof OrganisationSchema>;

export const OrgPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(OrganisationSchema) });
export type OrgPage = Static<typeof OrgPageSchema>;

/** `GET /esee/iba/organization/options`: the kinds the data set has, with how many, and the region tree. */
export const OrgOptionsSchema = Type.Object({
  kinds: Type.Array(Type.Object({ code: Type.String(), label: Type.String(), count: Type.Integer() })),
  regions: Type.Array(OptionNodeSchema),
});
export type OrgOptions = Static<typeof OrgOptionsSchema>;
