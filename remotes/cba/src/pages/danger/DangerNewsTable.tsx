import { useState } from 'react';
import { Badge, Button, DatePicker, Segmented, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { NEWS_CATEGORIES, type DangerNews } from '@esee/contracts';
import { choices, DataTable, FilterSelect, formatDateTime, LinkButton, SentimentTag, type DataColumn } from '@esee/ui';
import { dangerApi, dangerCompanyHref, dangerNewsHref, type DangerFilter } from '../../api/news';

const READ_STATES = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
];

/**
 * The risk-news table of 风险新闻, the desk's list and one company's page: category, read state and date
 * filters, unread stories in bold, a read mark per row and for the whole page. Marks are kept on screen
 * as they are made, so the page stays where it is.
 */
export function DangerNewsTable({ entId, showCompany }: { entId?: string; showCompany: boolean }) {
  const [filter, setFilter] = useState<Omit<DangerFilter, 'entId'>>({});
  const [shown, setShown] = useState<{ list: DangerNews[]; unread: number } | null>(null);
  /** Read marks made on this page since its last load, by story. */
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<DangerFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const isRead = (n: DangerNews) => marks[n.newsId] ?? n.read;
  const load = (page: number) =>
    dangerApi.list({ ...filter, entId }, page).then((data) => {
      setShown({ list: data.list, unread: data.unread });
      setMarks({});
      return data;
    });
  const mark = async (rows: DangerNews[], read: boolean) => {
    if (!rows.length) return;
    setBusy(true);
    try {
      await dangerApi.markRead(
        rows.map((n) => n.newsId),
        read,
      );
      setMarks((m) => ({ ...m, ...Object.fromEntries(rows.map((n) => [n.newsId, read])) }));
    } finally {
      setBusy(false);
    }
  };
  // The unread count as loaded, moved by the marks made since.
  const unread = shown
    ? shown.unread +
      shown.list.reduce((d, n) => d + (n.newsId in marks ? Number(n.read) - Number(marks[n.newsId]) : 0), 0)
    : null;
  const pageUnread = shown?.list.filter((n) => !isRead(n)) ?? [];

  const columns: DataColumn<DangerNews>[] = [
    {
      key: 'title',
      title: '标题',
      render: (n) => (
        <Space size={6} style={{ maxWidth: 460, whiteSpace: 'normal' }}>
          {!isRead(n) && <Badge status="processing" />}
          <Link
            to={dangerNewsHref(n.newsId)}
            data-testid="danger-title"
            data-read={isRead(n)}
            style={{ fontWeight: isRead(n) ? 400 : 600 }}
          >
            {n.title}
          </Link>
          {n.similar > 1 && <Tag color="orange">相似 {n.similar}</Tag>}
        </Space>
      ),
    },
    ...(showCompany
      ? [
          {
            key: 'entName',
            title: '企业',
            width: 200,
            render: (n: DangerNews) => (
              <Link to={dangerCompanyHref(n.entId)} data-testid="danger-company">
                {n.entName}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'category',
      title: '分类',
      width: 150,
      render: (n) => (
        <Space size={4}>
          {n.category ? <Tag color="volcano">{n.category}</Tag> : '-'}
          <SentimentTag sentiment={n.sentiment} />
        </Space>
      ),
    },
    { key: 'source', title: '来源', width: 110 },
    { key: 'publishTime', title: '发布时间', width: 150, render: (n) => formatDateTime(n.publishTime) },
    {
      key: 'read',
      title: '操作',
      width: 100,
      render: (n) => (
        <LinkButton disabled={busy} onClick={() => mark([n], !isRead(n))} data-testid="danger-mark">
          {isRead(n) ? '标为未读' : '标为已读'}
        </LinkButton>
      ),
    },
  ];

  return (
    <>
      <Space wrap align="center" style={{ marginBottom: 12 }} data-testid="danger-filters">
        <FilterSelect
          placeholder="风险分类"
          options={choices(NEWS_CATEGORIES)}
          value={filter.category}
          onChange={(category) => set({ category })}
          testId="danger-category"
        />
        <Segmented
          value={filter.readState ?? 'all'}
          options={READ_STATES}
          onChange={(v) => set({ readState: v === 'all' ? undefined : (v as DangerFilter['readState']) })}
          data-testid="danger-read-state"
        />
        <DatePicker.RangePicker
          value={[filter.dateFrom ? dayjs(filter.dateFrom) : null, filter.dateTo ? dayjs(filter.dateTo) : null]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            set({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
        <Typography.Text type="secondary" data-testid="danger-unread">
          {unread === null ? '' : `未读 ${unread} 条`}
        </Typography.Text>
        <Button
          size="small"
          disabled={busy || !pageUnread.length}
          onClick={() => mark(pageUnread, true)}
          data-testid="danger-mark-page"
        >
          本页标为已读
        </Button>
      </Space>
      <DataTable<DangerNews>
        testId="list-danger-news"
        reloadKey={JSON.stringify({ filter, entId })}
        rowKey={(n) => n.newsId}
        load={load}
        columns={columns}
      />
    </>
  );
}
