import type { ChainRow } from '../format';
import { text, type ConsistencyRule } from './rule';

/** The segment of `chain` a company matches, as the loader places it (code prefix or scope keyword), and by what. */
export function chainMatch(chain: ChainRow, industryCode: string | null, scope: string | null): string | null {
  for (const node of chain.nodes) {
    if (industryCode && node.industryCodes.some((c) => industryCode.startsWith(c))) return `${node.name}（行业 ${industryCode}）`;
    const word = scope ? node.keywords.find((k) => scope.includes(k)) : undefined;
    if (word) return `${node.name}（经营范围「${word}」）`;
  }
  return null;
}

/**
 * A company placed on an industry chain by its industry code or its business scope is in one of the chain's
 * industries (`industries` of chains.jsonl, GB/T 4754 prefixes): a food maker whose scope lists a 原料药 line or a
 * department store that also sells 药品 is no 生物医药 company, and would top the chain's 龙头企业 by capital.
 * Source: 《国民经济行业分类》(GB/T 4754-2017) — an enterprise is classed by its main activity (主要经济活动), not
 * by every item of its scope; 《战略性新兴产业分类（2018）》(国家统计局令第23号) 4.1 生物医药产业 lists the classes
 * C27, C358, F515, F525 and M734 this chain admits.
 */
export const chainIndustryRule: ConsistencyRule = {
  key: 'chainIndustry',
  title: '产业链企业的行业属于该产业链',
  files: ['companies'],
  check(_file, row, ctx) {
    const chains = ctx.chains.filter((c) => c.industries?.length);
    if (!chains.length) return null;
    const code = text(row.industryCode);
    const scope = text(row.businessScope);
    const problems: string[] = [];
    let placed = false;
    for (const chain of chains) {
      const match = chainMatch(chain, code, scope);
      placed ||= match !== null;
      if (match && !(code && chain.industries!.some((p) => code.startsWith(p))))
        problems.push(`归入产业链「${chain.name}」的${match}，但行业 ${code ?? '未知'} 不在该链的行业（${chain.industries!.join('、')}）之内`);
    }
    return placed ? problems : null;
  },
};
