import { EXPOSURE_LIMITS, EXPOSURE_PRODUCTS, type CreditGroupDetail, type CreditMember } from '@esee/contracts';
import { Chart, formatCompact, formatPercent, lineChart, stackedBarChart } from '@esee/ui';
import { money } from '../format';

/*
 * The two charts of 统一授信: limit usage by member (stacked by product, against the member's limit) and the
 * concentration trend (exposure ÷ net tier-1 capital at each run or limit change).
 */

const PRODUCT_COLOR: Record<string, string> = {
  loan: '#1677ff',
  bill: '#13c2c2',
  guarantee: '#faad14',
  bond: '#722ed1',
  offBalance: '#eb2f96',
};
const FROZEN = { name: '冻结', color: '#bfbfbf' };
const SERIES = [...EXPOSURE_PRODUCTS.map((p) => ({ name: p.title, color: PRODUCT_COLOR[p.key]! })), FROZEN];
/** The trend's concentration is the group's exposure over 一级资本净额: its limit is a group of connected clients' (20%). */
const GROUP_LIMIT = EXPOSURE_LIMITS.group.share;

const yuanText = (v: number) => `${formatCompact(v)}元`;
const usageText = (m: CreditMember) =>
  m.limitUsage.ratio === null
    ? '未分配额度'
    : `使用率 ${formatPercent(m.limitUsage.ratio, { share: true, decimals: 1 })}`;

export function MemberUsageChart({ members }: { members: readonly CreditMember[] }) {
  const parts = members.flatMap((m) => [
    ...EXPOSURE_PRODUCTS.map((p) => ({
      key: m.entId,
      label: m.entName,
      series: p.title,
      value: m.used[p.key],
      tip: money(m.used[p.key]),
    })),
    { key: m.entId, label: m.entName, series: FROZEN.name, value: m.frozen, tip: money(m.frozen) },
  ]);
  const limits = members
    .filter((m) => m.limit !== null)
    .map((m) => ({ key: m.entId, label: m.entName, value: m.limit!, tip: `${money(m.limit)}，${usageText(m)}` }));
  return (
    <Chart
      spec={stackedBarChart(parts, {
        series: SERIES,
        horizontal: true,
        format: yuanText,
        marks: { name: '成员授信额度', color: '#f5222d', data: limits },
      })}
      label="成员额度使用"
      testId="scs-credit-usage-chart"
    />
  );
}

export function ConcentrationTrend({ trend }: { trend: CreditGroupDetail['trend'] }) {
  const share = (v: number) => formatPercent(v, { share: true });
  const points = trend
    .filter((t) => t.concentration !== null)
    .map((t, i) => ({
      key: String(i),
      label: t.at,
      value: t.concentration!,
      tip: `${share(t.concentration!)}（${t.cause}）`,
    }));
  return (
    <Chart
      spec={lineChart(points, {
        name: '集中度',
        format: (v) => formatPercent(v, { share: true, decimals: 0 }),
        atLeast: GROUP_LIMIT + 0.05,
        rules: [
          {
            value: GROUP_LIMIT,
            label: `上限 ${formatPercent(GROUP_LIMIT, { share: true, decimals: 1, trim: true })}`,
            color: '#f5222d',
          },
        ],
      })}
      label="集中度趋势"
      testId="scs-credit-trend"
      emptyText="设置一级资本净额后，每次识别或额度调整记录一次集中度"
    />
  );
}
