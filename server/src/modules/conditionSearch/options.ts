import {
  AGE_BANDS,
  CAPITAL_BANDS,
  COMPANY_TYPES,
  RISK_EXCLUSIONS,
  TECH_TAGS,
  type ConditionOptions,
  type OptionNode,
} from '@esee/contracts';
import { SECTION_NAMES, SECTIONS } from '../../data/reference/industries';
import { DISTRICTS, regionOf } from '../../data/reference/regions';

export { SECTION_NAMES } from '../../data/reference/industries';

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
