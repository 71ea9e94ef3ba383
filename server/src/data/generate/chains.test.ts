import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { chainProblems } from '../chains';
import { ChainRowSchema } from '../format';
import { SECTIONS } from '../../core/reference/industries';
import { planChains } from './chains';
import { CompanyFactory, isActive } from './companies';
import { Random } from './random';

const check = TypeCompiler.Compile(ChainRowSchema);

describe('generated industry chains', () => {
  const chains = planChains();

  it('fit the ingestion format and pass the loader’s checks', () => {
    expect(chains.length).toBeGreaterThanOrEqual(5);
    for (const chain of chains) {
      expect([...check.Errors(chain)], chain.name).toEqual([]);
      expect(chainProblems(chain), chain.name).toEqual([]);
    }
    expect(new Set(chains.map((c) => c.chainId)).size).toBe(chains.length);
  });

  it('give every segment a basis some generated company can meet', () => {
    // What a generated company's scope or industry can hold: its class's items and product lines.
    const classes = SECTIONS.flatMap((s) => s.classes);
    const phrases = classes.flatMap((c) => [...c.scope, ...(c.products ?? []).filter((p): p is string => p !== null)]);
    for (const chain of chains)
      for (const node of chain.nodes) {
        const met =
          node.industryCodes.some((k) => classes.some((c) => c.code.startsWith(k))) ||
          node.keywords.some((k) => phrases.some((p) => p.includes(k)));
        expect(met, `${chain.name} ${node.name}`).toBe(true);
      }
  });

  it('deals each class’s product lines in turn into the business scope, going companies apart', () => {
    const factory = new CompanyFactory(new Random(7), Date.parse('2026-06-30'));
    const industry = { ...SECTIONS.find((s) => s.section === 'C')!.classes[0]!, section: 'C' };
    const rows = Array.from({ length: industry.products!.length * 3 }, (_, i) =>
      factory.make(`E${i}`, { id: `P${i}`, name: '张三' }, { industry }),
    ).map((c) => c.row);
    const going = rows.filter((r) => isActive(r.status)).slice(0, industry.products!.length);
    expect(going).toHaveLength(industry.products!.length);
    industry.products!.forEach((p, i) => expect(going[i]!.businessScope).toContain(p!));
  });
});
