import { useState } from 'react';
import { Button, Descriptions, Drawer, Input, Result, Skeleton, Space, Typography } from 'antd';
import {
  PARTNER_ALERT_MOVES,
  PARTNER_ALERT_NOTE_MAX,
  PARTNER_ALERT_STATUS_TITLES,
  type PartnerAlert,
  type PartnerAlertStatus,
} from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad } from '@esee/react';
import { FailedState, NewsArticleView } from '@esee/ui';
import { partnerNewsApi } from '../../api/partnerNews';
import { AlertStatusTag } from './AlertStatusTag';

const ACTION: Record<PartnerAlertStatus, string> = {
  pending: '待处理',
  processing: '开始处理',
  handled: '标为已处理',
  ignored: '忽略',
};

/** One alert: the article, how it stands (status, handler, time, note), and the moves the handler may make. */
export function AlertDrawer({
  alert,
  onClose,
  onChanged,
}: {
  alert: PartnerAlert;
  onClose: () => void;
  onChanged: (next: PartnerAlert) => void;
}) {
  const article = useLoad(() => partnerNewsApi.detail(alert.news.newsId), [alert.news.newsId]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<PartnerAlertStatus | null>(null);
  const move = async (status: PartnerAlertStatus) => {
    setBusy(status);
    try {
      onChanged(await partnerNewsApi.setStatus(alert.alertId, status, note.trim() || undefined));
      setNote('');
    } catch {
      // The request's toast says why.
    } finally {
      setBusy(null);
    }
  };
  const moves = PARTNER_ALERT_MOVES[alert.status];
  return (
    <Drawer open width={720} title="预警详情" onClose={onClose}>
      <div data-testid="partner-alert-drawer">
        <Descriptions
          size="small"
          column={2}
          bordered
          style={{ marginBottom: 16 }}
          data-testid="partner-alert-handling"
        >
          <Descriptions.Item label="处理状态">
            <AlertStatusTag status={alert.status} />
          </Descriptions.Item>
          <Descriptions.Item label="预警时间">{alert.createdAt}</Descriptions.Item>
          <Descriptions.Item label="处理人">{alert.handler ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="处理时间">{alert.handledAt ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="处理说明" span={2}>
            <span data-testid="partner-alert-note">{alert.note ?? '-'}</span>
          </Descriptions.Item>
        </Descriptions>
        <Space direction="vertical" style={{ width: '100%', marginBottom: 24 }}>
          <Input.TextArea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={PARTNER_ALERT_NOTE_MAX}
            showCount
            rows={2}
            placeholder="处理说明（忽略时必填）"
            data-testid="partner-alert-note-input"
          />
          <Space wrap>
            {moves.map((status) => (
              <Button
                key={status}
                type={status === 'handled' ? 'primary' : 'default'}
                loading={busy === status}
                disabled={busy !== null || (status === 'ignored' && !note.trim())}
                onClick={() => void move(status)}
                data-testid={`partner-alert-move-${status}`}
              >
                {ACTION[status]}
              </Button>
            ))}
            <Typography.Text type="secondary">
              {PARTNER_ALERT_STATUS_TITLES.pending} → {PARTNER_ALERT_STATUS_TITLES.processing} →{' '}
              {PARTNER_ALERT_STATUS_TITLES.handled}/{PARTNER_ALERT_STATUS_TITLES.ignored}
            </Typography.Text>
          </Space>
        </Space>
        {article.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {article.status === 'failed' &&
          (isNotFound(article.error) ? (
            <Result status="404" title="资讯不存在" subTitle="该合作方可能已移出名单。" />
          ) : (
            <FailedState onRetry={article.reload} />
          ))}
        {article.status === 'ok' && <NewsArticleView article={article.data} />}
      </div>
    </Drawer>
  );
}
