import type { OverseasRow } from '../format';
import { GIVEN_CHARS, SURNAMES } from './names';
import { isoDay, type Random } from './random';

/**
 * Overseas companies (境外企业) of the generated data set, decided per group after every company is written,
 * from a stream of their own: every other value of the set stays as it was.
 *
 * - Most listed groups invest abroad (境外投资, ODI): the group's head holds a Hong Kong company, which now and
 *   then holds a Singapore trading company, a BVI investment vehicle or a Delaware subsidiary.
 * - Some large unlisted groups invest abroad the same way; a fifth of them sit under a red-chip structure with contractual control (VIE):
 *   the founder's BVI company holds a Cayman (or Bermuda) company, listed in Hong Kong or New York about half
 *   the time, which holds a Hong Kong company that controls the group's head by contract. The mainland
 *   shareholdings stay as they are: control by contract leaves the register's holders unchanged.
 */

/** What the generator knows of a group when it is finished. */
export interface OverseasGroup {
  headId: string;
  headName: string;
  tradeName: string;
  listed: boolean;
  size: number;
  estMs: number;
  owners: { id: string; name: string }[];
  managers: { id: string; name: string }[];
}

/** Share of listed groups that invest abroad. */
export const LISTED_ABROAD_SHARE = 0.8;
/**
 * Groups of at least this many companies are large; this share of them sits under a red-chip structure, and of
 * the others this share invests abroad as listed groups do. (Enough of both that a demo set of 20,000 companies
 * shows a few dozen structures, and a test set of 1,500 some.)
 */
export const LARGE_GROUP_SIZE = 6;
export const RED_CHIP_SHARE = 0.2;
export const UNLISTED_ABROAD_SHARE = 0.15;

const PINYIN: Record<string, string> = Object.fromEntries(
  (
    '华Hua 泰Tai 恒Heng 信Xin 达Da 盛Sheng 鑫Xin 源Yuan 隆Long 兴Xing 汇Hui 通Tong 宏Hong 博Bo 鼎Ding 瑞Rui 丰Feng ' +
    '德De 安An 康Kang 新Xin 天Tian 创Chuang 科Ke 智Zhi 远Yuan 中Zhong 联Lian 合He 众Zhong 金Jin 海Hai 宇Yu ' +
    '诚Cheng 嘉Jia 益Yi 立Li 明Ming 光Guang 佳Jia 卓Zhuo 越Yue 成Cheng 正Zheng 和He 润Run 广Guang 发Fa 荣Rong ' +
    '锦Jin 富Fu 星Xing 晨Chen 晟Sheng 辉Hui 启Qi 航Hang 凯Kai 利Li 亿Yi 永Yong 同Tong 泽Ze 弘Hong 昊Hao 铭Ming ' +
    '睿Rui 思Si 峰Feng 骏Jun 顺Shun 旭Xu'
  )
    .split(' ')
    .map((p) => [p[0]!, p.slice(1)]),
);

/** A trade name in pinyin, as Hong Kong registers spell mainland groups' names (华泰 → Huatai). */
export function pinyinOf(tradeName: string): string {
  const word = [...tradeName].map((c) => PINYIN[c] ?? '').join('').toLowerCase();
  return word ? word[0]!.toUpperCase() + word.slice(1) : 'Sino';
}

const HK_ADDRESSES = [
  '香港中环皇后大道中99号中环中心',
  '香港湾仔港湾道18号中环广场',
  '香港九龙尖沙咀广东道33号中港城',
  '香港金钟道89号力宝中心',
  '香港铜锣湾希慎道33号利园一期',
];
const CAYMAN_ADDRESS = 'Cricket Square, Hutchins Drive, PO Box 2681, Grand Cayman KY1-1111, Cayman Islands';
const BVI_ADDRESS = 'Vistra Corporate Services Centre, Wickhams Cay II, Road Town, Tortola VG1110, British Virgin Islands';
const BERMUDA_ADDRESS = 'Clarendon House, 2 Church Street, Hamilton HM 11, Bermuda';
const SINGAPORE_ADDRESS = '1 Raffles Place, #20-61 One Raffles Place Tower 2, Singapore 048616';
const DELAWARE_ADDRESS = '1209 Orange Street, Wilmington, New Castle County, Delaware 19801';
const SECRETARIES = ['港信秘书服务有限公司', '汇正企业服务有限公司', '联德公司秘书有限公司'];
const FUNDS = ['Asia Growth Capital Fund II, L.P.', 'Pacific Horizon Partners Fund III, L.P.', 'Greater China Ventures IV, L.P.'];

/** Writes the overseas companies of the groups it is handed, with registry numbers unique per registry. */
export class OverseasPlanner {
  private serial = 0;
  private readonly used = new Set<string>();

  constructor(
    private readonly r: Random,
    private readonly todayMs: number,
    private readonly idOf: (n: number) => string,
  ) {}

  /** The overseas companies of one group (none for most). */
  plan(group: OverseasGroup): OverseasRow[] {
    const r = this.r;
    if (group.listed) return r.chance(LISTED_ABROAD_SHARE) ? this.outward(group) : [];
    if (group.size < LARGE_GROUP_SIZE) return [];
    if (r.chance(RED_CHIP_SHARE)) return this.redChip(group);
    return r.chance(UNLISTED_ABROAD_SHARE) ? this.outward(group) : [];
  }

  /** 境外投资: the head holds a Hong Kong company, which may hold one more abroad. */
  private outward(g: OverseasGroup): OverseasRow[] {
    const r = this.r;
    const en = pinyinOf(g.tradeName);
    const since = this.dayAfter(g.estMs, 3);
    const hk = this.company(g, {
      name: r.chance(0.5) ? `${en} International Holdings Limited` : `${en} (Hong Kong) Co., Limited`,
      nameZh: `${g.tradeName}国际控股有限公司`,
      jurisdiction: '香港',
      companyType: '私人股份有限公司',
      address: r.pick(HK_ADDRESSES),
      incorporationDate: since,
      holders: [{ holderKind: 'C', holderId: g.headId, name: g.headName, ratio: 1 }],
    });
    const rows = [hk];
    if (r.chance(0.5)) {
      const where = r.weighted([['新加坡', 40], ['英属维尔京群岛', 30], ['美国特拉华州', 30]] as const);
      const child = {
        新加坡: { name: `${en} Trading Pte. Ltd.`, companyType: '私人股份有限公司(Pte. Ltd.)', address: SINGAPORE_ADDRESS },
        英属维尔京群岛: { name: `${en} Investment Ltd.`, companyType: 'BVI商业公司', address: BVI_ADDRESS },
        美国特拉华州: { name: `${en} USA Inc.`, companyType: '股份公司(Corporation)', address: DELAWARE_ADDRESS },
      }[where];
      rows.push(
        this.company(g, {
          ...child,
          nameZh: null,
          jurisdiction: where,
          incorporationDate: this.dayAfter(Date.parse(`${since}T00:00:00Z`), 1),
          holders: [{ holderKind: 'O', holderId: hk.overseasId, name: hk.name, ratio: 1 }],
        }),
      );
    }
    return rows;
  }

  /** 红筹架构 with 协议控制: founder's BVI → Cayman or Bermuda holding (often listed) → Hong Kong → the head by contract. */
  private redChip(g: OverseasGroup): OverseasRow[] {
    const r = this.r;
    const en = pinyinOf(g.tradeName);
    const founder = g.owners[0]!;
    const start = this.dayAfter(g.estMs, 2);
    const startMs = Date.parse(`${start}T00:00:00Z`);
    const bvi = this.company(g, {
      name: `${en} Holdings Ltd.`,
      nameZh: null,
      jurisdiction: '英属维尔京群岛',
      companyType: 'BVI商业公司',
      address: BVI_ADDRESS,
      incorporationDate: start,
      officers: [{ name: founder.name, position: '董事', personId: founder.id, appointedDate: start }],
      holders: [{ holderKind: 'P', holderId: founder.id, name: founder.name, ratio: 1 }],
    });
    const bermuda = r.chance(0.15);
    const listed = r.chance(0.5);
    const founderStake = r.int(30, 65) / 100;
    const fundStake = r.int(5, 20) / 100;
    const esop = r.int(3, 8) / 100;
    const top = this.company(g, {
      name: `${en} Group Holdings Limited`,
      nameZh: `${g.tradeName}集团控股有限公司`,
      jurisdiction: bermuda ? '百慕大' : '开曼群岛',
      companyType: '获豁免公司(Exempted Company)',
      address: bermuda ? BERMUDA_ADDRESS : CAYMAN_ADDRESS,
      incorporationDate: this.dayAfter(startMs, 1),
      listing: listed,
      holders: [
        { holderKind: 'O', holderId: bvi.overseasId, name: bvi.name, ratio: founderStake },
        { holderKind: 'N', holderId: null, name: r.pick(FUNDS), ratio: fundStake },
        { holderKind: 'N', holderId: null, name: `${en} ESOP Trust`, ratio: esop },
        ...(listed
          ? [{ holderKind: 'N' as const, holderId: null, name: '公众股东', ratio: Math.round((1 - founderStake - fundStake - esop) * 10000) / 10000 }]
          : []),
      ],
    });
    const hk = this.company(g, {
      name: `${en} (Hong Kong) Limited`,
      nameZh: `${g.tradeName}（香港）有限公司`,
      jurisdiction: '香港',
      companyType: '私人股份有限公司',
      address: r.pick(HK_ADDRESSES),
      incorporationDate: this.dayAfter(startMs, 1),
      holders: [{ holderKind: 'O', holderId: top.overseasId, name: top.name, ratio: 1 }],
      holdings: [{ entId: g.headId, kind: 'vie', ratio: null, since: this.dayAfter(startMs, 2) }],
    });
    // Now and then an earlier vehicle, struck off the register once the structure was rebuilt.
    const rows = [bvi, top, hk];
    if (r.chance(0.2))
      rows.push(
        this.company(g, {
          name: `${en} Capital Ltd.`,
          nameZh: null,
          jurisdiction: '英属维尔京群岛',
          companyType: 'BVI商业公司',
          address: BVI_ADDRESS,
          incorporationDate: this.dayAfter(g.estMs, 1),
          status: '已除名',
          holders: [{ holderKind: 'P', holderId: founder.id, name: founder.name, ratio: 1 }],
        }),
      );
    return rows;
  }

  /** A company with its registry number, officers (the group's people, a secretary in Hong Kong) and parts given. */
  private company(
    g: OverseasGroup,
    c: {
      name: string;
      nameZh: string | null;
      jurisdiction: keyof typeof REGISTRY_NO;
      companyType: string;
      address: string;
      incorporationDate: string;
      status?: OverseasRow['status'];
      listing?: boolean;
      officers?: OverseasRow['officers'];
      holders: OverseasRow['holders'];
      holdings?: OverseasRow['holdings'];
    },
  ): OverseasRow {
    const r = this.r;
    let registryNo = REGISTRY_NO[c.jurisdiction](r);
    while (this.used.has(`${c.jurisdiction}/${registryNo}`)) registryNo = REGISTRY_NO[c.jurisdiction](r);
    this.used.add(`${c.jurisdiction}/${registryNo}`);
    const directors = c.officers ?? [
      ...[...new Set([g.owners[0]!, r.pick(g.managers), r.pick(g.managers)])].map((p, i) => ({
        name: p.name,
        position: i === 0 ? '董事会主席' : '董事',
        personId: p.id,
        appointedDate: c.incorporationDate,
      })),
      ...(c.listing
        ? [1, 2, 3].map(() => ({ name: this.personName(), position: '独立非执行董事', appointedDate: c.incorporationDate }))
        : []),
    ];
    const secretary = c.jurisdiction === '香港' ? [{ name: r.pick(SECRETARIES), position: '公司秘书', appointedDate: c.incorporationDate }] : [];
    const hkListed = c.listing && r.chance(0.6);
    return {
      overseasId: this.idOf(++this.serial),
      name: c.name,
      nameZh: c.nameZh,
      jurisdiction: c.jurisdiction,
      registryNo,
      status: c.status ?? '存续',
      incorporationDate: c.incorporationDate,
      companyType: c.companyType,
      address: c.address,
      exchange: c.listing ? (hkListed ? '香港联交所' : '纳斯达克') : null,
      stockCode: c.listing ? (hkListed ? String(r.int(1000, 9999)).padStart(5, '0') : tickerOf(c.name)) : null,
      officers: [...directors, ...secretary],
      holders: c.holders,
      holdings: c.holdings ?? [],
    };
  }

  /** A day some years after a moment, never after today. */
  private dayAfter(ms: number, years: number): string {
    const from = ms + years * 365 * 86_400_000;
    return isoDay(Math.min(this.todayMs - 86_400_000, from + this.r.int(0, 700) * 86_400_000));
  }

  private personName(): string {
    const r = this.r;
    return r.pick(SURNAMES) + Array.from({ length: r.chance(0.7) ? 2 : 1 }, () => r.pick(GIVEN_CHARS)).join('');
  }
}

/** A Nasdaq ticker from the name's first letters. */
const tickerOf = (name: string) => (name.replace(/[^A-Za-z]/g, '').toUpperCase() + 'XX').slice(0, 4);

/** A registry number in each registry's format (contracts: OVERSEAS_JURISDICTIONS). */
const REGISTRY_NO = {
  香港: (r: Random) => String(r.int(1_000_000, 3_299_999)),
  开曼群岛: (r: Random) => `CT-${r.int(100_000, 399_999)}`,
  英属维尔京群岛: (r: Random) => String(r.int(1_000_000, 2_199_999)),
  新加坡: (r: Random) => `${r.int(2005, 2023)}${String(r.int(0, 99_999)).padStart(5, '0')}${String.fromCharCode(65 + r.int(0, 25))}`,
  美国特拉华州: (r: Random) => String(r.int(3_000_000, 7_999_999)),
  百慕大: (r: Random) => `EC${r.int(10_000, 59_999)}`,
} as const;
