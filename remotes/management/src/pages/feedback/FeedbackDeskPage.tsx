import { useState } from 'react';
import { Link } from 'react-router';
import { App, Badge, Button, Card, DatePicker, Input, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  FEEDBACK_STATUS_KEYS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_KEYS,
  FEEDBACK_TYPES,
  type FeedbackDesk,
  type FeedbackDetail,
  type FeedbackListQuery,
  type FeedbackRow,
  type FeedbackStatus,
  type FeedbackType,
} from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FilterSelect } from '@esee/ui';
import { feedbackApi } from './api';
import { expectedText, FeedbackDrawer, MessageBox, StatusTag } from './FeedbackThread';

type Filters = Omit<FeedbackListQuery, 'desk' | 'pageNum' | 'pageSize'>;

const STATUS_ACTIONS: Record<FeedbackStatus, string> = {
  PENDING: '待处理',
  PROCESSING: '标为处理中',
  REPLIED: '已回复',
  CLOSED: '关闭',
};

/** One feedback at a desk: the thread, reply, claim, status. */
function DeskDrawer({
  desk,
  id,
  onClose,
  onChanged,
}: {
  desk: FeedbackDesk;
  id: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const loaded = useLoad(() => feedbackApi.detail(desk, id), [desk, id]);
  const [detail, setDetail] = useState<FeedbackDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = detail ?? loaded.data;
  const act = async (run: () => Promise<FeedbackDetail>, done: string) => {
    setBusy(true);
    try {
      setDetail(await run());
      onChanged();
      void message.success(done);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FeedbackDrawer
      width={760}
      onClose={onClose}
      extra={
        shown && (
          <Space>
            <Button
              disabled={busy}
              onClick={() => void act(() => feedbackApi.status(desk, id, { assign: true }), '已认领')}
              data-testid="feedback-assign"
            >
              认领
            </Button>
            {shown.next.map((s) => (
              <Button
                key={s}
                danger={s === 'CLOSED'}
                disabled={busy}
                onClick={() => void act(() => feedbackApi.status(desk, id, { status: s }), '状态已更新')}
                data-testid={`feedback-set-${s}`}
              >
                {shown.status === 'CLOSED' && s === 'PROCESSING' ? '重新打开' : STATUS_ACTIONS[s]}
              </Button>
            ))}
          </Space>
        )
      }
      failed={loaded.status === 'failed'}
      onRetry={loaded.reload}
      detail={shown}
      showOrigin
      closedText="该反馈已关闭；重新打开后可继续回复"
    >
      <MessageBox
        testId="feedback-reply"
        placeholder={desk === 'platform' ? '以平台客服的身份回复' : '回复提交人'}
        action="回复"
        onSend={(content) => act(() => feedbackApi.reply(desk, id, content), '已回复')}
      />
    </FeedbackDrawer>
  );
}

/**
 * The feedback desks: `/pfb/csa` 意见反馈管理 (the institution's managers: its members' feedback in their
 * data scope) and `/management/csa` 客户服务 (the platform administrator: every institution's).
 */
export default function FeedbackDeskPage({ desk }: { desk: FeedbackDesk }) {
  const platform = desk === 'platform';
  const options = useLoad(() => feedbackApi.options(desk), [desk]);
  const [filters, setFilters] = useState<Filters>({});
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [reload, setReload] = useState(0);
  const [pending, setPending] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const patch = (p: Filters) => setFilters((f) => ({ ...f, ...p }));
  const title = platform ? '客户服务' : '意见反馈管理';

  return (
    <Card
      data-testid={platform ? 'feedback-service-page' : 'feedback-csa-page'}
      title={
        <Space>
          {title}
          {pending !== null && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
              待处理{' '}
              <Badge count={pending} showZero color={pending ? 'orange' : 'green'} data-testid="feedback-pending" />
            </Typography.Text>
          )}
        </Space>
      }
      extra={platform ? undefined : <Link to="/pfb/customer">我的反馈</Link>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {platform && (
          <FilterSelect
            placeholder="机构"
            minWidth={200}
            search
            testId="feedback-filter-inst"
            options={options.data?.institutions.map((i) => ({
              value: i.instCode,
              label: `${i.instName}（${i.instCode}）`,
            }))}
            value={filters.instCode}
            onChange={(instCode) => patch({ instCode })}
          />
        )}
        <FilterSelect<FeedbackType>
          placeholder="类型"
          testId="feedback-filter-type"
          options={FEEDBACK_TYPE_KEYS.map((k) => ({ value: k, label: FEEDBACK_TYPES[k] }))}
          value={filters.type}
          onChange={(type) => patch({ type })}
        />
        <FilterSelect<FeedbackStatus>
          placeholder="状态"
          testId="feedback-filter-status"
          options={FEEDBACK_STATUS_KEYS.map((k) => ({ value: k, label: FEEDBACK_STATUSES[k] }))}
          value={filters.status}
          onChange={(status) => patch({ status })}
        />
        {!platform && (
          <FilterSelect<number>
            placeholder="提交人"
            minWidth={180}
            search
            testId="feedback-filter-member"
            options={options.data?.members.map((m) => ({ value: m.userId, label: `${m.name}（${m.username}）` }))}
            value={filters.userId}
            onChange={(userId) => patch({ userId })}
          />
        )}
        <DatePicker.RangePicker
          value={range}
          placeholder={['提交开始日期', '提交结束日期']}
          onChange={(v) => {
            setRange(v);
            patch({ dateFrom: v?.[0]?.format('YYYY-MM-DD'), dateTo: v?.[1]?.format('YYYY-MM-DD') });
          }}
        />
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="标题、内容或企业"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => patch({ keyword: v.trim() || undefined })}
          style={{ width: 240 }}
          data-testid="feedback-filter-keyword"
        />
      </Space>
      <DataTable<FeedbackRow>
        testId="feedback-desk-table"
        rowKey={(r) => String(r.id)}
        reloadKey={`${JSON.stringify(filters)}-${reload}`}
        numbered
        onRowClick={(r) => setOpen(r.id)}
        load={async (page) => {
          const answer = await feedbackApi.list({ desk, ...filters, pageNum: page, pageSize: 10 });
          setPending(answer.pending);
          return answer;
        }}
        columns={[
          { key: 'title', title: '标题', render: (r) => <Typography.Link>{r.title}</Typography.Link> },
          { key: 'typeLabel', title: '类型', width: 96 },
          ...(platform ? [{ key: 'instName', title: '机构', width: 180 }] : []),
          { key: 'userName', title: '提交人', width: 110 },
          {
            key: 'expected',
            title: '应答方',
            width: 100,
            render: (r: FeedbackRow) => (
              <Tag color={r.expected === 'platform' ? 'purple' : 'blue'}>{expectedText(r.expected)}</Tag>
            ),
          },
          {
            key: 'status',
            title: '状态',
            width: 96,
            render: (r: FeedbackRow) => <StatusTag status={r.status} label={r.statusLabel} />,
          },
          { key: 'assigneeName', title: '处理人', width: 100, render: (r: FeedbackRow) => r.assigneeName ?? '-' },
          { key: 'createdAt', title: '提交时间（北京时间）', width: 180 },
        ]}
      />
      {open !== null && (
        <DeskDrawer desk={desk} id={open} onClose={() => setOpen(null)} onChanged={() => setReload((n) => n + 1)} />
      )}
    </Card>
  );
}
