import { SMART_TEXT_ISSUE_TYPES, smartTextLocation, type LawCitation, type SmartTextIssue } from '@esee/contracts';
import { checkCitations, type Citation } from './citations';
import { checkDates } from './dates';
import { checkConsistency, checkTableSums } from './numbers';
import { checkRegistry, issuerFacts, type RegistryRecord } from './registry';
import { checkTerms } from './terms';
import { checkTypos } from './typos';
import type { Finding, Paragraph } from './types';

export { citationsOf } from './citations';
export { figuresOf } from './numbers';
export { issuerFacts, type IssuerFacts, type RegistryRecord } from './registry';

/** What the document-independent checks were told: the issuer's record and the law library's answers. */
export interface CheckContext {
  record: RegistryRecord | null;
  citations: Citation[];
  citationResults: LawCitation[];
}

const SEVERITY_ORDER = { 高: 0, 中: 1, 低: 2 } as const;

/** Every check on a document; issues numbered in reading order (then by type, severity). */
export function runChecks(paragraphs: Paragraph[], context: CheckContext): SmartTextIssue[] {
  const findings: Finding[] = [
    ...(context.record ? checkRegistry(issuerFacts(paragraphs), context.record) : []),
    ...checkConsistency(paragraphs),
    ...checkTableSums(paragraphs),
    ...checkDates(paragraphs),
    ...checkTerms(paragraphs),
    ...checkCitations(context.citations, context.citationResults),
    ...checkTypos(paragraphs),
  ];
  const byNo = new Map(paragraphs.map((p) => [p.no, p]));
  return findings
    .sort(
      (a, b) =>
        a.paragraphNo - b.paragraphNo ||
        SMART_TEXT_ISSUE_TYPES.indexOf(a.type) - SMART_TEXT_ISSUE_TYPES.indexOf(b.type) ||
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
    )
    .map((f, i) => ({ id: i + 1, location: smartTextLocation(byNo.get(f.paragraphNo)!), ...f }));
}
