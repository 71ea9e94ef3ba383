import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { App, Badge, Button, Drawer, Form, Input, List, Space, Tag, Typography } from 'antd';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TITLE_MAX,
  type CompanyCorrection,
  type EnterpriseInfo,
  type RecordKind,
} from '@esee/contracts';
import { useLoad } from '@esee/react';
import { displayText, EmptyState, FailedState, formatDate, FormDialog, type RecordRow } from '@esee/ui';
import { companyApi } from '../../../api/company';

/** What a correction is about: a record of a kind, a kind's list as a whole, or (neither) the company. */
export interface CorrectionTarget {
  kind?: RecordKind;
  row?: RecordRow;
}

interface CorrectionsContextValue {
  correct: (target: CorrectionTarget) => void;
  /** Bumped after each filing, so that the list reads again. */
  version: number;
}

const CorrectionsContext = createContext<CorrectionsContextValue | null>(null);

/** 数据纠错 of this page, or undefined outside the company page (a record list elsewhere offers none). */
export const useCorrect = () => useContext(CorrectionsContext)?.correct;

const STATUS_COLORS: Record<string, string> = {
  PENDING: 'orange',
  PROCESSING: 'blue',
  REPLIED: 'green',
  CLOSED: 'default',
};

/** The record as the correction quotes it: its first columns with their values. */
function quoted({ kind, row }: CorrectionTarget): string[] {
  if (!kind || !row) return [];
  return kind.columns
    .filter((c) => !c.detailOnly && c.type !== 'text')
    .slice(0, 5)
    .map((c) => `${c.title}：${c.type === 'date' ? formatDate(row[c.key]) : displayText(row[c.key])}`);
}

const subjectOf = ({ kind, row }: CorrectionTarget) => (kind ? `${kind.title}${row ? '记录' : '列表'}` : '企业信息');

function CorrectionDialog({
  info,
  target,
  onClose,
  onFiled,
}: {
  info: EnterpriseInfo;
  target: CorrectionTarget;
  onClose: () => void;
  onFiled: () => void;
}) {
  const { message } = App.useApp();
  const lines = quoted(target);
  const submit = async (values: { content: string; phone?: string }) => {
    const quote = lines.length ? `\n\n所涉记录：\n${lines.join('\n')}` : '';
    await companyApi.fileCorrection({
      type: 'DATA',
      title: `数据纠错：${subjectOf(target)}`.slice(0, FEEDBACK_TITLE_MAX),
      content: `${values.content.trim()}${quote}`.slice(0, FEEDBACK_CONTENT_MAX),
      entId: info.entId,
      entName: info.name,
      recordKind: target.kind?.kind,
      recordId: target.row?.id,
      pagePath: `${window.location.pathname}${window.location.search}`,
      phone: values.phone?.trim() || undefined,
    });
    message.success('已提交，平台将核实处理；本机构成员可在企业页「数据纠错」查看进度');
    onFiled();
  };
  return (
    <FormDialog
      title={`数据纠错 · ${subjectOf(target)}`}
      okText="提交"
      testId="correction-dialog"
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        {info.name}
        {lines.length > 0 && (
          <>
            <br />
            {lines.join('；')}
          </>
        )}
      </Typography.Paragraph>
      <Form.Item
        name="content"
        label="哪里有误，应为什么"
        rules={[{ required: true, whitespace: true, message: '请说明哪里有误' }]}
      >
        <Input.TextArea rows={4} maxLength={FEEDBACK_CONTENT_MAX - 300} showCount data-testid="correction-content" />
      </Form.Item>
      <Form.Item name="phone" label="联系电话（选填）">
        <Input maxLength={20} />
      </Form.Item>
    </FormDialog>
  );
}

/** The company page's 数据纠错: the dialog any record or the header opens, and the count the header shows. */
export function CorrectionsProvider({ info, children }: { info: EnterpriseInfo; children: ReactNode }) {
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  const [version, setVersion] = useState(0);
  const correct = useCallback((t: CorrectionTarget) => setTarget(t), []);
  const value = useMemo(() => ({ correct, version }), [correct, version]);
  return (
    <CorrectionsContext.Provider value={value}>
      {children}
      {target && (
        <CorrectionDialog
          info={info}
          target={target}
          onClose={() => setTarget(null)}
          onFiled={() => {
            setTarget(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </CorrectionsContext.Provider>
  );
}

function CorrectionItem({ c }: { c: CompanyCorrection }) {
  return (
    <List.Item data-testid="correction-item">
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={STATUS_COLORS[c.status]}>{c.statusLabel}</Tag>
          <Typography.Text strong>{c.recordTitle ?? '企业信息'}</Typography.Text>
          <Typography.Text type="secondary">
            {c.userName} · {c.createdAt.slice(0, 16)}
          </Typography.Text>
        </Space>
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: '展开' }} style={{ margin: 0 }}>
          {c.content}
        </Typography.Paragraph>
        {c.latestReply && (
          <Typography.Text type="secondary" data-testid="correction-reply">
            {c.latestReply.author}（{c.latestReply.createdAt.slice(0, 16)}）：{c.latestReply.content}
          </Typography.Text>
        )}
      </Space>
    </List.Item>
  );
}

/**
 * 数据纠错 in the header: how many of the institution's corrections about the company are open; it opens them, newest
 * first with the platform's latest answer, and files a new one about the company as a whole.
 */
export function CorrectionsButton({ entId }: { entId: string }) {
  const context = useContext(CorrectionsContext);
  const [shown, setShown] = useState(false);
  const list = useLoad(() => companyApi.corrections(entId), [entId, context?.version]);
  const open = list.status === 'ok' ? list.data.open : 0;
  return (
    <>
      <Badge count={open} size="small">
        <Button onClick={() => setShown(true)} data-testid="corrections-open">
          数据纠错
        </Button>
      </Badge>
      <Drawer
        open={shown}
        title="本机构的数据纠错"
        width={520}
        onClose={() => setShown(false)}
        extra={
          <Button
            type="primary"
            onClick={() => {
              setShown(false);
              context?.correct({});
            }}
          >
            新的纠错
          </Button>
        }
      >
        <div data-testid="corrections-list">
          {list.status === 'failed' ? (
            <FailedState onRetry={list.reload} />
          ) : list.status === 'ok' && list.data.list.length === 0 ? (
            <EmptyState description="本机构尚未就该企业提交纠错；发现数据有误时，可在记录详情或这里提交" />
          ) : (
            <List
              loading={list.status === 'loading'}
              dataSource={list.data?.list ?? []}
              renderItem={(c) => <CorrectionItem c={c} />}
            />
          )}
        </div>
      </Drawer>
    </>
  );
}
