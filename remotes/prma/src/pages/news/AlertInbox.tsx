import { useState } from 'react';
import { Segmented, Space, Tag, Typography } from 'antd';
import {
  PARTNER_ALERT_STATUS_TITLES,
  PARTNER_ALERT_STATUSES,
  type PartnerAlert,
  type PartnerAlertStatus,
} from '@esee/contracts';
import { CompanyLink, DataTable, formatDateTime, LinkButton, SentimentTag } from '@esee/ui';
import { partnerNewsApi, type AlertFilter } from '../../api/partnerNews';
import { AlertDrawer } from './AlertDrawer';
import { AlertStatusTag } from './AlertStatusTag';

const READ_STATES = { 全部: undefined, 未读: 'unread', 已读: 'read' } as const;

/**
 * 预警收件箱: the institution's alerts (a partner's risk news since it joined the list), by handling status
 * and this user's read state; opening one reads it and offers the handling moves.
 */
export function AlertInbox({ onChanged }: { onChanged: () => void }) {
  const [filter, setFilter] = useState<AlertFilter>({});
  const [open, setOpen] = useState<PartnerAlert | null>(null);
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
    onChanged();
  };
  const view = async (alert: PartnerAlert) => {
    setOpen(alert);
    if (!alert.read) {
      await partnerNewsApi.markRead([alert.alertId], true).catch(() => undefined);
      setOpen({ ...alert, read: true });
      changed();
    }
  };
  const statusTitle = (s: PartnerAlertStatus | undefined) => (s ? PARTNER_ALERT_STATUS_TITLES[s] : '全部');
  return (
    <>
      <Space wrap align="center" style={{ marginBottom: 16 }} data-testid="partner-alert-filters">
        <Typography.Text type="secondary">处理状态</Typography.Text>
        <Segmented
          value={statusTitle(filter.status)}
          options={['全部', ...PARTNER_ALERT_STATUSES.map((s) => PARTNER_ALERT_STATUS_TITLES[s])]}
          onChange={(v) =>
            setFilter({ ...filter, status: PARTNER_ALERT_STATUSES.find((s) => PARTNER_ALERT_STATUS_TITLES[s] === v) })
          }
          data-testid="partner-alert-status-filter"
        />
        <Typography.Text type="secondary">阅读</Typography.Text>
        <Segmented
          value={Object.entries(READ_STATES).find(([, v]) => v === filter.readState)?.[0] ?? '全部'}
          options={Object.keys(READ_STATES)}
          onChange={(v) => setFilter({ ...filter, readState: READ_STATES[v as keyof typeof READ_STATES] })}
          data-testid="partner-alert-read-filter"
        />
      </Space>
      <DataTable<PartnerAlert>
        testId="list-partner-alerts"
        reloadKey={`${JSON.stringify(filter)}:${version}`}
        rowKey={(a) => String(a.alertId)}
        load={(page) => partnerNewsApi.alerts(filter, page)}
        columns={[
          {
            key: 'title',
            title: '预警舆情',
            render: (a) => (
              <Space size={4} wrap data-read={a.read ? 'read' : 'unread'} data-testid="partner-alert-row">
                {!a.read && <Tag color="red">未读</Tag>}
                <Typography.Link strong={!a.read} onClick={() => void view(a)} data-testid="partner-alert-title">
                  {a.news.title}
                </Typography.Link>
                {a.news.similar > 1 && <Tag color="orange">相似 {a.news.similar}</Tag>}
              </Space>
            ),
          },
          {
            key: 'entName',
            title: '合作方',
            width: 200,
            render: (a) => <CompanyLink entId={a.news.entId} name={a.news.entName} />,
          },
          {
            key: 'category',
            title: '分类',
            width: 140,
            render: (a) => (
              <Space size={4}>
                {a.news.category ? <Tag color="volcano">{a.news.category}</Tag> : '-'}
                <SentimentTag sentiment={a.news.sentiment} />
              </Space>
            ),
          },
          { key: 'publishTime', title: '发布时间', width: 150, render: (a) => formatDateTime(a.news.publishTime) },
          { key: 'status', title: '处理状态', width: 90, render: (a) => <AlertStatusTag status={a.status} /> },
          {
            key: 'handler',
            title: '处理人',
            width: 150,
            render: (a) => (a.handler ? `${a.handler} ${a.handledAt ?? ''}` : '-'),
          },
          {
            key: 'actions',
            title: '操作',
            width: 110,
            render: (a) => (
              <LinkButton
                onClick={async () => {
                  await partnerNewsApi.markRead([a.alertId], !a.read);
                  changed();
                }}
                data-testid="partner-alert-toggle-read"
              >
                {a.read ? '标为未读' : '标为已读'}
              </LinkButton>
            ),
          },
        ]}
      />
      {open && (
        <AlertDrawer
          key={open.alertId}
          alert={open}
          onClose={() => setOpen(null)}
          onChanged={(next) => {
            setOpen(next);
            changed();
          }}
        />
      )}
    </>
  );
}
