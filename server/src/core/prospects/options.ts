import {
  AGE_BANDS,
  CAPITAL_BANDS,
  COMPANY_TYPES,
  RISK_EXCLUSIONS,
  TECH_TAGS,
  type ConditionOptions,
  type OptionNode,
} from '@esee/contracts';
import { SECTION_NAMES, SECTIONS } from '../reference/industries';
import { regionOf, regionTree } from '../reference/regions';

export { SECTION_NAMES } from '../reference/industries';

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
