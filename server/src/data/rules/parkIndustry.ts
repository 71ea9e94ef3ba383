import type { ParkRow } from '../format';
import { insidePolygon } from '../parks';
import { text, type ConsistencyRule } from './rule';

/**
 * What places a company in a park's 主导产业 (PARK_INDUSTRIES), as chains place their members: its industry class
 * (GB/T 4754-2017 prefixes: the company's main activity) or, within those sections, a line of its business scope.
 * 战略性新兴产业分类（2018）(国家统计局令第23号) for the new industries (1 新一代信息技术: 电子信息, 集成电路, 人工智能,
 * 软件和信息服务; 2 高端装备制造; 3 新材料; 4 生物 (生物医药, 医疗器械); 6 新能源; 7 节能环保; 8 数字创意), the
 * classification itself for the others (汽车 C36, 物流 G, 批发零售 F, 金融 J).
 */
export const PARK_INDUSTRY_CLASSES: Record<string, { codes: readonly string[]; keywords: readonly string[] }> = {
  电子信息: { codes: ['C39', 'I63'], keywords: ['电子产品', '电子元器件', '通信设备'] },
  集成电路: { codes: ['C397', 'C3985', 'I652'], keywords: ['集成电路', '芯片', '半导体'] },
  人工智能: { codes: ['I64', 'I65', 'C349'], keywords: ['人工智能', '机器人', '智能控制'] },
  生物医药: { codes: ['C27', 'M734'], keywords: ['生物制品', '药品', '医药'] },
  医疗器械: { codes: ['C358'], keywords: ['医疗器械'] },
  新材料: { codes: ['C26', 'C29', 'C30', 'C31', 'C32', 'C3985'], keywords: ['新材料', '新型材料', '复合材料'] },
  新能源: { codes: ['C384', 'D4414', 'D4415', 'D4416', 'D4417', 'D4419'], keywords: ['新能源', '光伏', '储能', '锂电池'] },
  高端装备制造: { codes: ['C34', 'C35', 'C37', 'C38', 'C40'], keywords: ['智能装备', '数控', '工业自动化'] },
  汽车及零部件: { codes: ['C36'], keywords: ['汽车零部件', '汽车配件'] },
  节能环保: { codes: ['N77', 'C3591', 'C3592'], keywords: ['节能', '环保', '污水处理', '固体废物'] },
  现代物流: { codes: ['G54', 'G55', 'G56', 'G58', 'G59', 'G60'], keywords: ['物流', '仓储', '供应链管理'] },
  跨境电商: { codes: ['F51', 'F52', 'I643'], keywords: ['跨境电商', '货物进出口', '进出口'] },
  软件和信息服务: { codes: ['I63', 'I64', 'I65'], keywords: ['软件开发', '信息技术服务', '信息系统集成'] },
  数字创意: { codes: ['I657', 'R86', 'R87', 'R88', 'L725'], keywords: ['数字内容', '动漫', '游戏', '文化创意'] },
  金融服务: { codes: ['J', 'L7212'], keywords: ['金融信息服务', '资产管理', '投资管理'] },
};

/** The park industry a company is in, and by what (its class, or a scope line within the industry's sections). */
export function parkIndustryOf(industries: readonly string[], code: string | null, scope: string | null): string | null {
  for (const industry of industries) {
    const fit = PARK_INDUSTRY_CLASSES[industry];
    if (!fit) continue;
    if (code && fit.codes.some((c) => code.startsWith(c))) return `${industry}（行业 ${code}）`;
    const sections = new Set(fit.codes.map((c) => c[0]));
    const word = code && scope && sections.has(code[0]) ? fit.keywords.find((k) => scope.includes(k)) : undefined;
    if (word) return `${industry}（经营范围「${word}」）`;
  }
  return null;
}

/** The parks of a district whose boundary holds the point. */
export function parksHolding(parks: readonly ParkRow[], regionCode: string, lng: number, lat: number): ParkRow[] {
  return parks.filter((p) => p.regionCode === regionCode && insidePolygon([lng, lat], p.boundary as [number, number][]));
}

/**
 * A company in a park (its point inside the boundary of a park of its district: the park's companies, as the park
 * pages count them) is in one of the park's 主导产业 by its industry class or its business scope, as a chain's members
 * are (rules/chainIndustry.ts): a restaurant or a builder inside a 高新技术产业开发区 of 软件和信息服务 and 集成电路 is no
 * park company. Sources: 《国家高新技术产业开发区管理暂行办法》and the provincial rules on 园区 (企业入驻 by the park's
 * 主导产业); 战略性新兴产业分类（2018）for the classes of each industry.
 */
export const parkIndustryRule: ConsistencyRule = {
  key: 'parkIndustry',
  title: '园区企业的行业属于园区主导产业',
  files: ['companies'],
  check(_file, row, ctx) {
    const parks = ctx.parks;
    const region = text(row.regionCode);
    if (!parks?.length || !region || typeof row.lng !== 'number' || typeof row.lat !== 'number') return null;
    const holding = parksHolding(parks, region, row.lng, row.lat);
    if (!holding.length) return null;
    const code = text(row.industryCode);
    const scope = text(row.businessScope);
    return holding
      .filter((p) => !parkIndustryOf(p.industries, code, scope))
      .map((p) => `位于园区「${p.name}」内，但行业 ${code ?? '未知'} 及经营范围不属于其主导产业（${p.industries.join('、')}）`);
  },
};
