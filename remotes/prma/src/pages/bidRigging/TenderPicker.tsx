import { useState } from 'react';
import { Button, DatePicker, Input, Modal, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TenderDetail, TenderQuery, TenderSummary } from '@esee/contracts';
import type { ApiError } from '@esee/http';
import { DataTable, formatMoney, LinkButton, PAGE_SIZE } from '@esee/ui';
import { bidRiggingApi } from '../../api/bidRigging';

/**
 * 「从招标项目导入」: the register's tenders, searched by title or buyer and opening days; picking one loads
 * it with its bids and hands it to the form (project name, tender date, bidders and prices).
 */
export function TenderPicker({ onImport }: { onImport: (tender: TenderDetail) => void }) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [query, setQuery] = useState<TenderQuery>({});
  const [importing, setImporting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const search = () =>
    setQuery({
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(range?.[0] ? { from: range[0].format('YYYY-MM-DD') } : {}),
      ...(range?.[1] ? { to: range[1].format('YYYY-MM-DD') } : {}),
    });
  const pick = (row: TenderSummary) => {
    setImporting(row.tenderId);
    setError(null);
    bidRiggingApi.tender(row.tenderId).then(
      (tender) => {
        setImporting(null);
        setOpen(false);
        onImport(tender);
      },
      (e: ApiError) => {
        setImporting(null);
        setError(e.envelope?.message ?? '招标项目读取失败，请重试');
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="bid-import-tender">
        从招标项目导入
      </Button>
      <Modal
        open={open}
        title="从招标项目导入"
        width={960}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <div data-testid="tender-picker">
          <Space wrap style={{ marginBottom: 12 }}>
            <Input.Search
              placeholder="项目名称或招标人"
              allowClear
              maxLength={50}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onSearch={search}
              style={{ width: 280 }}
              data-testid="tender-keyword"
            />
            <DatePicker.RangePicker
              placeholder={['开标日期起', '开标日期止']}
              value={range}
              onChange={(v) => setRange(v)}
            />
            <Button type="primary" onClick={search} data-testid="tender-search">
              查询
            </Button>
          </Space>
          {error && (
            <Typography.Paragraph type="danger" data-testid="tender-import-error">
              {error}
            </Typography.Paragraph>
          )}
          <DataTable<TenderSummary>
            testId="list-tenders"
            size="small"
            numbered
            reloadKey={query}
            rowKey={(t) => t.tenderId}
            load={(page) => bidRiggingApi.tenders({ ...query, pageNo: page, pageSize: PAGE_SIZE })}
            columns={[
              {
                key: 'title',
                title: '项目名称',
                render: (t) => (
                  <>
                    <span data-testid="tender-title">{t.title}</span>
                    <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
                      {t.buyerName} · {t.buyerType}
                    </div>
                  </>
                ),
              },
              { key: 'openDate', title: '开标日期', width: 110 },
              { key: 'budget', title: '预算', width: 130, align: 'right', render: (t) => formatMoney(t.budget) },
              { key: 'bidCount', title: '投标人', width: 70, align: 'right', render: (t) => `${t.bidCount}家` },
              { key: 'winnerName', title: '中标人', width: 200, render: (t) => t.winnerName ?? '未开标/未定标' },
              {
                key: 'action',
                title: '操作',
                width: 70,
                render: (t) => (
                  <LinkButton loading={importing === t.tenderId} onClick={() => pick(t)} data-testid="tender-pick">
                    导入
                  </LinkButton>
                ),
              },
            ]}
          />
        </div>
      </Modal>
    </>
  );
}
