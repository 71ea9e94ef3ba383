import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Card, Form, Input, Popconfirm, Radio, Space, Tag, Typography } from 'antd';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_STATUS_KEYS,
  FEEDBACK_STATUSES,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TYPE_KEYS,
  FEEDBACK_TYPES,
  type CompanyChoice,
  type FeedbackDetail,
  type FeedbackRow,
  type FeedbackStatus,
  type FeedbackType,
} from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { CompanySearch, DataTable, FilterSelect } from '@esee/ui';
import { feedbackApi } from './api';
import { FeedbackDrawer, MessageBox, StatusTag } from './FeedbackThread';

interface SubmitForm {
  type: FeedbackType;
  title: string;
  content: string;
  phone?: string;
}

/** Mobile numbers, or a landline with its area code (the server checks the same). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

/** The member's own feedback in a drawer: the thread, a follow-up, closing it. */
function MineDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp();
  const loaded = useLoad(() => feedbackApi.mineDetail(id), [id]);
  const [detail, setDetail] = useState<FeedbackDetail | null>(null);
  const shown = detail ?? loaded.data;
  const changed = (d: FeedbackDetail, text: string) => {
    setDetail(d);
    onChanged();
    void message.success(text);
  };
  return (
    <FeedbackDrawer
      width={720}
      onClose={onClose}
      extra={
        shown &&
        shown.status !== 'CLOSED' && (
          <Popconfirm
            title="关闭后不能再追加说明，确定关闭？"
            onConfirm={async () => changed(await feedbackApi.close(id), '已关闭')}
          >
            <Button danger data-testid="feedback-close">
              关闭反馈
            </Button>
          </Popconfirm>
        )
      }
      failed={loaded.status === 'failed'}
      onRetry={loaded.reload}
      detail={shown}
      showOrigin={false}
      closedText="该反馈已关闭"
    >
      <MessageBox
        testId="feedback-follow-up"
        placeholder="补充说明（已回复的反馈会重新变为待处理）"
        action="追加说明"
        onSend={async (content) => changed(await feedbackApi.followUp(id, content), '已追加说明')}
      />
    </FeedbackDrawer>
  );
}

/** `/pfb/customer` 意见反馈: send feedback to the institution and the platform, and follow one's own. */
export default function CustomerFeedbackPage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  // The page the member came from (the user dropdown passes it), unless it is a feedback page itself.
  const from = params.get('from');
  const pagePath = from && from.startsWith('/') && !from.startsWith('/pfb/') ? from.slice(0, 500) : undefined;
  const [form] = Form.useForm<SubmitForm>();
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FeedbackStatus | undefined>();
  const [reload, setReload] = useState(0);
  const [open, setOpen] = useState<number | null>(null);

  const submit = async (v: SubmitForm) => {
    setBusy(true);
    try {
      await feedbackApi.submit({
        type: v.type,
        title: v.title.trim(),
        content: v.content.trim(),
        phone: v.phone?.trim() || undefined,
        entId: company?.entId,
        entName: company?.orgName,
        pagePath,
      });
      void message.success('反馈已提交，处理后会在「我的反馈」中回复');
      form.resetFields();
      setCompany(null);
      setReload((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="feedback-customer-page">
      <Card title="意见反馈">
        <Form<SubmitForm>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '96px' }}
          initialValues={{ type: 'FEATURE' }}
          onFinish={(v) => void submit(v)}
          style={{ maxWidth: 760 }}
          data-testid="feedback-form"
        >
          <Form.Item name="type" label="反馈类型" rules={[{ required: true }]}>
            <Radio.Group
              optionType="button"
              options={FEEDBACK_TYPE_KEYS.map((k) => ({ value: k, label: FEEDBACK_TYPES[k] }))}
              data-testid="feedback-form-type"
            />
          </Form.Item>
          <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
            <Input
              maxLength={FEEDBACK_TITLE_MAX}
              showCount
              placeholder="一句话说明问题或建议"
              data-testid="feedback-form-title"
            />
          </Form.Item>
          <Form.Item
            name="content"
            label="反馈内容"
            rules={[{ required: true, whitespace: true, message: '请填写反馈内容' }]}
          >
            <Input.TextArea
              rows={5}
              maxLength={FEEDBACK_CONTENT_MAX}
              showCount
              placeholder="请描述具体情况；数据纠错请写明哪项数据有误、正确的应是什么"
              data-testid="feedback-form-content"
            />
          </Form.Item>
          <Form.Item label="相关企业" extra="数据纠错请选择数据有误的企业">
            {company ? (
              <Tag closable color="blue" onClose={() => setCompany(null)} data-testid="feedback-form-company">
                {company.orgName}
              </Tag>
            ) : (
              <CompanySearch source={companySearchSource} onPick={setCompany} testId="feedback-company-search" />
            )}
          </Form.Item>
          <Form.Item
            name="phone"
            label="联系电话"
            rules={[{ pattern: PHONE, message: '请填写手机号或座机号（如 010-12345678）' }]}
          >
            <Input
              maxLength={20}
              placeholder="选填，便于我们联系您"
              style={{ maxWidth: 280 }}
              data-testid="feedback-form-phone"
            />
          </Form.Item>
          {pagePath && (
            <Form.Item label="来源页面">
              <Typography.Text type="secondary" data-testid="feedback-form-page">
                {pagePath}
              </Typography.Text>
            </Form.Item>
          )}
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="feedback-submit">
              提交反馈
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card
        title="我的反馈"
        extra={
          <FilterSelect<FeedbackStatus>
            placeholder="状态"
            testId="feedback-mine-status"
            options={FEEDBACK_STATUS_KEYS.map((k) => ({ value: k, label: FEEDBACK_STATUSES[k] }))}
            value={status}
            onChange={setStatus}
          />
        }
      >
        <DataTable<FeedbackRow>
          testId="feedback-mine-table"
          rowKey={(r) => String(r.id)}
          reloadKey={`${status ?? ''}-${reload}`}
          numbered
          onRowClick={(r) => setOpen(r.id)}
          load={(page) => feedbackApi.mine({ status, pageNum: page, pageSize: 10 })}
          columns={[
            { key: 'title', title: '标题', render: (r) => <Typography.Link>{r.title}</Typography.Link> },
            { key: 'typeLabel', title: '类型', width: 100 },
            { key: 'entName', title: '相关企业', render: (r) => r.entName ?? '-' },
            {
              key: 'status',
              title: '状态',
              width: 100,
              render: (r) => <StatusTag status={r.status} label={r.statusLabel} />,
            },
            { key: 'replies', title: '回复', width: 70 },
            { key: 'updatedAt', title: '更新时间（北京时间）', width: 180 },
          ]}
        />
      </Card>
      {open !== null && (
        <MineDrawer id={open} onClose={() => setOpen(null)} onChanged={() => setReload((n) => n + 1)} />
      )}
    </Space>
  );
}
