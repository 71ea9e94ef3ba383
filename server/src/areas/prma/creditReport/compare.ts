import type { CreditComparison, CreditFinding, CreditReportSummary, CreditResult } from '@esee/contracts';

/** A finding is the same in two reports when it says the same of the same record in the same dimension. */
const keyOf = (f: CreditFinding) => [f.dimension, f.source.kind, f.source.id, f.text].join('|');

/** What changed from the previous report of a company to this one: score, dimensions, new and gone findings. */
export function compareReports(
  current: CreditResult,
  previous: { summary: CreditReportSummary; result: CreditResult },
): CreditComparison {
  const before = new Map(previous.result.dimensions.map((d) => [d.dimension, d.score]));
  const oldKeys = new Set(previous.result.findings.map(keyOf));
  const newKeys = new Set(current.findings.map(keyOf));
  return {
    previous: previous.summary,
    scoreDelta: current.score - previous.result.score,
    dimensions: current.dimensions.map((d) => {
      const was = before.get(d.dimension) ?? d.score;
      return { dimension: d.dimension, title: d.title, before: was, after: d.score, delta: d.score - was };
    }),
    added: current.findings.filter((f) => !oldKeys.has(keyOf(f))),
    removed: previous.result.findings.filter((f) => !newKeys.has(keyOf(f))),
  };
}
