import { describe, expect, it } from 'vitest';
import {
  reviewEraOf,
  reviewPath,
  reviewProductOf,
  reviewRuleProblems,
  reviewStageOf,
  reviewStagesOf,
  type ReviewEra,
  type ReviewProduct,
  type ReviewTimeline,
} from './reviewRules';

/** An item walking `labels` from `acceptedDate`, a month a step. */
const item = (over: Partial<ReviewTimeline> & { labels: string[] }): ReviewTimeline => {
  const start = Date.parse(`${over.acceptedDate ?? '2024-01-02'}T00:00:00Z`);
  const milestones = over.labels.map((label, i) => ({
    date: new Date(start + i * 30 * 86_400_000).toISOString().slice(0, 10),
    label,
  }));
  return {
    reviewType: 'auditMind',
    title: null,
    board: '创业板',
    acceptedDate: '2024-01-02',
    status: over.labels.at(-1)!,
    milestones,
    letters: [],
    ...over,
  };
};

describe('review rules (stages by board, product and era)', () => {
  it('dates each board’s 注册制 from its rules: 科创板 2019-03-01, 创业板 2020-06-15, 北交所 2021-11-15, 主板 2023-02-17', () => {
    expect(reviewEraOf('ipo', '创业板', '2020-06-14')).toBe('approval');
    expect(reviewEraOf('ipo', '创业板', '2020-06-15')).toBe('registration');
    expect(reviewEraOf('ipo', '沪主板', '2023-02-16')).toBe('approval');
    expect(reviewEraOf('ipo', '深主板', '2023-02-17')).toBe('registration');
    expect(reviewEraOf('ipo', '科创板', '2019-03-01')).toBe('registration');
    expect(reviewEraOf('ipo', '科创板', '2018-12-01')).toBeNull();
    expect(reviewEraOf('ipo', '北交所', '2021-11-14')).toBeNull();
    expect(reviewEraOf('publicBond', '上交所', '2019-05-01')).toBe('approval');
    expect(reviewEraOf('publicBond', '上交所', '2020-03-01')).toBe('registration');
    expect(reviewEraOf('privateBond', '深交所', '2015-01-01')).toBe('listing');
  });

  it('tells bonds apart by their name and gives them no committee; a private bond never goes to registration', () => {
    expect(reviewProductOf('bond', '某公司2025年面向专业投资者非公开发行公司债券')).toBe('privateBond');
    expect(reviewProductOf('bond', '某公司2025年面向专业投资者公开发行公司债券')).toBe('publicBond');
    const bond = {
      reviewType: 'bond',
      title: '某公司2025年面向专业投资者公开发行公司债券',
      board: '上交所',
      acceptedDate: '2025-01-02',
    };
    expect(reviewStageOf(bond, '通过')).toBe('PASSED');
    expect(reviewStagesOf('bond')).not.toContain('COMMITTEE');
    expect(reviewStagesOf('bond')).toContain('PASSED');
    expect(reviewPath('privateBond', 'listing')!.steps).toEqual(['已受理', '已反馈', '已接收反馈意见', '通过']);
    const privateBond = item({
      reviewType: 'bond',
      title: '某公司2025年非公开发行公司债券',
      board: '深交所',
      labels: ['已受理', '通过', '提交注册'],
    });
    expect(reviewRuleProblems(privateBond).join('\n')).toMatch(/不应有「提交注册」/);
    expect(reviewRuleProblems({ ...privateBond, board: '深主板' }).join('\n')).toMatch(/板块应为 上交所、深交所/);
    expect(reviewStagesOf('feedback')).toEqual([
      'ACCEPTED',
      'INQUIRY',
      'DECLARED',
      'COMMITTEE',
      'REGISTERED',
      'SUSPENDED',
      'TERMINATED',
    ]);
  });

  it('accepts every path it gives the generator, at both exchanges, with a stop at any step', () => {
    const cases: [ReviewProduct, ReviewEra, string, string, string][] = [
      ['ipo', 'registration', 'auditMind', '创业板', '2024-01-02'],
      ['ipo', 'registration', 'auditMind', '沪主板', '2024-01-02'],
      ['ipo', 'approval', 'feedback', '深主板', '2019-01-02'],
      ['refinance', 'registration', 'refinance', '科创板', '2024-01-02'],
      ['refinance', 'approval', 'refinance', '沪主板', '2021-01-02'],
      ['merger', 'registration', 'mergers', '深主板', '2024-01-02'],
      ['merger', 'approval', 'mergers', '创业板', '2019-01-02'],
      ['publicBond', 'registration', 'bond', '上交所', '2024-01-02'],
      ['privateBond', 'listing', 'bond', '深交所', '2024-01-02'],
    ];
    for (const [product, era, reviewType, board, acceptedDate] of cases) {
      const title =
        product === 'privateBond' ? '非公开发行公司债券' : product === 'publicBond' ? '公开发行公司债券' : null;
      const path = reviewPath(
        product,
        era,
        board === '深交所' || board.startsWith('深') || board === '创业板' ? '深交所' : '上交所',
      )!;
      for (let n = 1; n <= path.steps.length; n++) {
        const walked = path.steps.slice(0, n);
        expect(
          reviewRuleProblems(item({ reviewType, title, board, acceptedDate, labels: walked })),
          `${product} ${walked.join('→')}`,
        ).toEqual([]);
        expect(
          reviewRuleProblems(item({ reviewType, title, board, acceptedDate, labels: [...walked, path.terminated] })),
        ).toEqual([]);
      }
    }
  });

  it('refuses a 创业板 IPO accepted in 2021 with 发审委-era statuses, and a timeline out of order', () => {
    const legacy = item({ acceptedDate: '2021-03-02', labels: ['已受理', '反馈意见', '已通过发审会'] });
    const problems = reviewRuleProblems(legacy).join('\n');
    expect(problems).toMatch(/创业板首发（IPO）受理于 2021-03-02，属注册制，不应有「反馈意见」/);
    expect(problems).toMatch(/不应有「已通过发审会」/);
    expect(reviewRuleProblems({ ...legacy, reviewType: 'feedback' }).join('\n')).toMatch(/IPO反馈意见只收核准制/);
    const backwards = item({ labels: ['已受理', '上市委会议通过', '已问询'] });
    expect(reviewRuleProblems(backwards).join('\n')).toMatch(/「已问询」（milestones\[2\]）排在后一阶段之后/);
    const afterEnd = item({ labels: ['已受理', '终止', '已问询'] });
    expect(reviewRuleProblems(afterEnd).join('\n')).toMatch(/「终止」之后不应再有节点/);
    const lateReply = item({
      labels: ['已受理', '已问询', '上市委会议通过'],
      letters: [{ date: '2024-02-01', replyDate: '2024-03-20' }],
    });
    expect(reviewRuleProblems(lateReply).join('\n')).toMatch(/回复日期晚于「上市委会议通过」/);
    expect(
      reviewRuleProblems(item({ board: '科创板', acceptedDate: '2018-06-01', labels: ['已受理'] })).join('\n'),
    ).toMatch(/早于开板/);
  });
});
