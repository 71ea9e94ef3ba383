import { Typography } from 'antd';

/** An entity a relationship tool left out (the one hub rule: funds, public bodies, holders of too many companies). */
export interface ExcludedHub {
  id: string;
  name: string;
  reason: string;
}

/** 「XX（基金）」: a hub as the pages list it. */
export const excludedHubText = (h: Pick<ExcludedHub, 'name' | 'reason'>) => `${h.name}（${h.reason}）`;

/**
 * The short line every relationship tool shows under its answer: 「已排除的枢纽节点（未作为关联路径）：甲创业投资基金（基金）、…」,
 * or `none` when nothing was left out (nothing at all when `none` is not given). `why` adds the rule's words.
 */
export function ExcludedHubs({
  hubs,
  why,
  none,
  testId = 'excluded-hubs',
}: {
  hubs: readonly Pick<ExcludedHub, 'name' | 'reason'>[];
  why?: string;
  none?: string;
  testId?: string;
}) {
  if (!hubs.length && !none) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid={testId}>
      {hubs.length ? `已排除的枢纽节点（${why ?? '未作为关联路径'}）：${hubs.map(excludedHubText).join('、')}` : none}
    </Typography.Paragraph>
  );
}
