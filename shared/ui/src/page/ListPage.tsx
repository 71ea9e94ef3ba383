import type { ReactNode } from 'react';
import { Card, Input, Space, Typography } from 'antd';
import { FailedState } from '../states';

/** A page's heading: the level-4 title every page of the product opens with. */
export function PageTitle({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography.Title level={4} style={{ marginTop: 0 }} data-testid={testId}>
      {children}
    </Typography.Title>
  );
}

/** Where the choices of a list's filters come from: an options call, loading, answered or failed. */
export interface FilterOptions {
  status: 'loading' | 'ok' | 'failed';
  reload: () => void;
}

/**
 * The card of filters above a list; `actions` sit at the right end of its first line (导出, 新建). `rows`: filters
 * on several lines instead of one (keyword, then choices, then dates). `panel`: a labelled panel of filters laid
 * out by the page (a label before each line: 成立时间, 地区…), drawn in the card as it is. With `options`, the card
 * loads until the choices come, and is the failed state with 重新刷新 when they could not be had.
 */
export function FilterBar({
  children,
  rows,
  panel,
  actions,
  options,
  testId,
}: {
  children?: ReactNode;
  rows?: readonly ReactNode[];
  panel?: ReactNode;
  actions?: ReactNode;
  options?: FilterOptions;
  testId?: string;
}) {
  if (options?.status === 'failed') return <FailedState onRetry={options.reload} />;
  if (panel)
    return (
      <Card size="small" style={{ marginBottom: 12 }} loading={options?.status === 'loading'} data-testid={testId}>
        {panel}
      </Card>
    );
  const [first, ...more] = rows ?? [children];
  const firstLine = actions ? (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
      <Space wrap>{first}</Space>
      <Space wrap>{actions}</Space>
    </Space>
  ) : (
    <Space wrap>{first}</Space>
  );
  return (
    <Card size="small" style={{ marginBottom: 12 }} loading={options?.status === 'loading'} data-testid={testId}>
      {more.length ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {firstLine}
          {more.map((line, i) => (
            <Space key={i} wrap>
              {line}
            </Space>
          ))}
        </Space>
      ) : (
        firstLine
      )}
    </Card>
  );
}

/**
 * The keyword box of a list: searches on Enter or the button, trimmed, and clears to `undefined` (no filter).
 * Names and keywords of the product are at most 50 characters.
 */
export function KeywordSearch({
  placeholder,
  onSearch,
  width = 240,
  maxLength = 50,
  defaultValue,
  testId,
}: {
  placeholder: string;
  onSearch: (keyword: string | undefined) => void;
  width?: number;
  maxLength?: number;
  defaultValue?: string;
  testId?: string;
}) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      style={{ width }}
      maxLength={maxLength}
      defaultValue={defaultValue}
      onSearch={(v) => onSearch(v.trim() || undefined)}
      data-testid={testId}
    />
  );
}

/**
 * The layout of a filtered list page: title (with `extra` at the right end of its line: 新建, 地图查看), an
 * optional line under it (what the list covers, 数据截至…), the filter bar, then the table and its drawer
 * (children).
 */
export function ListPage({
  title,
  extra,
  intro,
  filters,
  filterRows,
  filterPanel,
  actions,
  options,
  testId,
  filtersTestId,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  intro?: ReactNode;
  /** The filters, on one wrapping line. */
  filters?: ReactNode;
  /** The filters on several lines, for lists filtered many ways. */
  filterRows?: readonly ReactNode[];
  /** A labelled panel of filters the page lays out itself (a prospecting page's 成立时间, 地区, 行业, 规模). */
  filterPanel?: ReactNode;
  actions?: ReactNode;
  /** The options call the filters' choices come from. */
  options?: FilterOptions;
  testId?: string;
  filtersTestId?: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      {extra ? (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 }}>
          <PageTitle>{title}</PageTitle>
          <Space wrap>{extra}</Space>
        </div>
      ) : (
        <PageTitle>{title}</PageTitle>
      )}
      {intro}
      {(filters || filterRows || filterPanel || actions || options) && (
        <FilterBar rows={filterRows} panel={filterPanel} actions={actions} options={options} testId={filtersTestId}>
          {filters}
        </FilterBar>
      )}
      {children}
    </div>
  );
}
