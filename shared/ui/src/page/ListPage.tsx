import type { ReactNode } from 'react';
import { Card, Input, Space, Typography } from 'antd';

/** A page's heading: the level-4 title every page of the product opens with. */
export function PageTitle({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography.Title level={4} style={{ marginTop: 0 }} data-testid={testId}>
      {children}
    </Typography.Title>
  );
}

/** The card of filters above a list; `actions` sit at its right end (导出, 新建). */
export function FilterBar({
  children,
  actions,
  testId,
}: {
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid={testId}>
      {actions ? (
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>{children}</Space>
          <Space wrap>{actions}</Space>
        </Space>
      ) : (
        <Space wrap>{children}</Space>
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
 * The layout of a filtered list page: title, an optional line under it, the filter bar, then the table (children).
 */
export function ListPage({
  title,
  intro,
  filters,
  actions,
  testId,
  filtersTestId,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  filters?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  filtersTestId?: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <PageTitle>{title}</PageTitle>
      {intro}
      {(filters || actions) && (
        <FilterBar actions={actions} testId={filtersTestId}>
          {filters}
        </FilterBar>
      )}
      {children}
    </div>
  );
}
