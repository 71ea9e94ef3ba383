import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RISK_KINDS, type RiskSummary } from '@esee/contracts';
import { RiskSummaryView } from './RiskSummaryView';

afterEach(cleanup);

/** A summary with `counts` (kind → [count, recent]) as the server answers it. */
function summary(counts: Record<string, [number, number]>): RiskSummary {
  const items = RISK_KINDS.map((k) => ({
    kind: k.kind,
    label: k.label,
    group: k.group,
    level: k.level,
    count: counts[k.kind]?.[0] ?? 0,
    recent: counts[k.kind]?.[1] ?? 0,
    latestDate: counts[k.kind] ? '2026-06-09' : null,
  }));
  return {
    entId: 'E1',
    asOf: '2026-06-30',
    window: { days: 90, from: '2026-04-02', to: '2026-06-30' },
    items,
    total: items.reduce((n, i) => n + i.count, 0),
    recent: items.reduce((n, i) => n + i.recent, 0),
    latestDate: '2026-06-09',
    grade: 'B',
  };
}

describe('RiskSummaryView', () => {
  it('says the kinds, records and new ones with the window, and tags each kind with records', () => {
    render(<RiskSummaryView summary={summary({ judgmentDocument: [1, 1], courtAnnouncement: [2, 1] })} />);
    expect(screen.getByTestId('risk-summary-text').textContent).toContain(
      '发现 2 类风险信息，共 3 条，其中近90天新增 2 条。',
    );
    expect(screen.getByTestId('risk-summary-text').textContent).toContain('2026-04-02 至 2026-06-30');
    expect(screen.getByTestId('risk-kind-judgmentDocument').textContent).toBe('败诉/被告 1（新增 1）');
    expect(screen.getByTestId('risk-kind-courtAnnouncement').textContent).toBe('法院公告 2（新增 1）');
    expect(screen.queryByTestId('risk-kind-dishonest')).toBeNull();
  });

  it('says none found only when there is no risk record', () => {
    render(<RiskSummaryView summary={summary({})} />);
    expect(screen.getByTestId('risk-summary-text').textContent).toContain('未发现司法与经营风险信息。');
  });
});
