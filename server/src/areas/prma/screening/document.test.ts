import { describe, expect, it } from 'vitest';
import type { ScreeningSnapshot } from '@esee/contracts';
import { screeningFrame, screeningReport } from './document';

const snapshot: ScreeningSnapshot = {
  runId: 12,
  asOf: '2026-06-30',
  screenedAt: '2026-06-30 10:00:05',
  user: '林晓雯',
  ruleVersion: 'screening-rules-1',
  lists: [],
  greyVersion: 0,
  greyCount: 0,
  inputs: [{ entId: 'E1', name: '测试甲有限公司', creditCode: null }],
  subjectCount: 1,
  hits: [],
  institution: '示范银行股份有限公司',
};
const SHA = '0123456789abcdef'.repeat(4);

describe('the screening report', () => {
  it("has the institutions' reports' frame, from the snapshot only", () => {
    expect(screeningFrame(snapshot, SHA)).toEqual({
      title: '名单筛查报告 第12号',
      header: '示范银行股份有限公司    本报告依据筛查时保存的结果快照生成，仅供内部参考',
      watermark: '林晓雯 2026-06-30 10:00',
      footer: '报告生成时间 2026-06-30 10:00  筛查基准日 2026-06-30  校验码 0123456789abcdef',
    });
    // Described at the snapshot's time, whatever the clock says: the same file any day.
    expect(screeningReport(snapshot, SHA).created).toBe('2026-06-30T02:00:05.000Z');
  });

  it('keeps, for a run made before that frame (no institution in its snapshot), the frame it was made with', () => {
    const { institution: _, ...before } = snapshot;
    expect(screeningFrame(before, SHA)).toEqual({
      title: '名单筛查报告 第12号',
      watermark: '林晓雯 2026-06-30 10:00',
      footer: '筛查基准日 2026-06-30  筛查时间 2026-06-30 10:00  校验码 0123456789abcdef',
    });
  });
});
