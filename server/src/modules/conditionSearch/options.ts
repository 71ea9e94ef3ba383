import {
  AGE_BANDS,
  CAPITAL_BANDS,
  COMPANY_TYPES,
  RISK_EXCLUSIONS,
  TECH_TAGS,
  type ConditionOptions,
  type OptionNode,
} from '@esee/contracts';
import { SECTIONS } from '../../data/reference/industries';
import { DISTRICTS, regionOf } from '../../data/reference/regions';

/** GB/T 4754-2017 门类 names. */
export const SECTION_NAMES: Record<string, string> = {
  A: '农、林、牧、渔业',
  B: '采矿业',
  C: '制造业',
  D: '电力、热力、燃气及水生产和供应业',
  E: '建筑业',
  F: '批发和零售业',
  G: '交通运输、仓储和邮政业',
  H: '住宿和餐饮业',
  I: '信息传输、软件和信息技术服务业',
  J: '金融业',
  K: '房地产业',
  L: '租赁和商务服务业',
  M: '科学研究和技术服务业',
  N: '水利、环境和公共设施管理业',
  O: '居民服务、修理和其他服务业',
  P: '教育',
  Q: '卫生和社会工作',
  R: '文化、体育和娱乐业',
  S: '公共管理、社会保障和社会组织',
  T: '国际组织',
};

/** Provinces, their cities and districts (GB/T 2260), from the districts the data knows. */
function regionTree(): OptionNode[] {
  const provinces = new Map<string, OptionNode & { children: OptionNode[] }>();
  const cities = new Map<string, OptionNode & { children: OptionNode[] }>();
  for (const d of [...DISTRICTS].sort((a, b) => a.code.localeCompare(b.code))) {
    const pCode = d.code.slice(0, 2);
    let province = provinces.get(pCode);
    if (!province) provinces.set(pCode, (province = { code: pCode, name: d.province, children: [] }));
    const cCode = d.code.slice(0, 4);
    let city = cities.get(cCode);
    if (!city) {
      cities.set(cCode, (city = { code: cCode, name: d.city, children: [] }));
      province.children.push(city);
    }
    city.children.push({ code: d.code, name: d.district });
  }
  return [...provinces.values()];
}

/** Sections and their classes (GB/T 4754), as the data set uses them. */
function industryTree(): OptionNode[] {
  return [...SECTIONS]
    .sort((a, b) => a.section.localeCompare(b.section))
    .map((s) => ({
      code: s.section,
      name: SECTION_NAMES[s.section] ?? s.section,
      children: s.classes.map((c) => ({ code: c.code, name: c.name })),
    }));
}

/** Province, city and district of a company as one line: 江苏省南京市建邺区. */
export function regionText(code: string | null): string {
  const r = regionOf(code);
  return r ? `${r.province}${r.city === r.province ? '' : r.city}${r.district}` : '';
}

let cached: ConditionOptions | undefined;

/** Everything the filter panel is built from; the trees are fixed for the life of the server. */
export function conditionOptions(maxPageSize: number): ConditionOptions {
  return (cached ??= {
    regions: regionTree(),
    industries: industryTree(),
    capitalBands: CAPITAL_BANDS.map(({ key, label }) => ({ key, label })),
    ageBands: AGE_BANDS.map(({ key, label }) => ({ key, label })),
    companyTypes: [...COMPANY_TYPES],
    techTags: [...TECH_TAGS],
    riskExclusions: RISK_EXCLUSIONS.map(({ key, label }) => ({ key, label })),
    maxPageSize,
  });
}
