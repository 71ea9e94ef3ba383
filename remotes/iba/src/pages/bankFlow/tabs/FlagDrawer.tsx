import { useState } from 'react';
import { Alert, App, Button, Descriptions, Divider, Drawer, Input, Radio, Space, Tag, Typography } from 'antd';
import {
  BANK_FLOW_CONCLUSIONS,
  type BankFlowConclusion,
  type BankFlowFlag,
  type BankFlowTransaction,
} from '@esee/contracts';
import { useSubmit } from '@esee/react';
import { useSession } from '@esee/session';
import { DataTable } from '@esee/ui';
import { bankFlowApi } from '../../../api/bankFlow';
import { yuan } from '../format';
import { LEVEL_TITLES, STATUS_COLORS } from '../titles';

/**
 * One flag: what was found and why, its transactions (the first 20), the relation path of a related party;
 * the owner's note with a conclusion (排除 or 确认异常), and the named reviewer's sign-off or return. The
 * server enforces who may do what; the page offers only what the user may do (never signing one's own note).
 */
export function FlagDrawer({
  flag,
  role,
  onClose,
  onChanged,
}: {
  flag: BankFlowFlag;
  role: 'owner' | 'reviewer';
  onClose: () => void;
  onChanged: () => void;
}) {
  const me = useSession((s) => s.user?.name);
  const canNote = role === 'owner' && flag.status !== 'signed';
  const canSign = role === 'reviewer' && flag.status === 'noted' && flag.notedBy !== me;
  return (
    <Drawer
      open
      size={880}
      title={`${flag.ruleTitle}：${flag.subjectName}`}
      onClose={onClose}
      data-testid="bank-flow-flag-drawer"
    >
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          {
            key: 'rule',
            label: '规则',
            children: (
              <Space size={4}>
                <Tag color={LEVEL_TITLES[flag.level].color}>风险{LEVEL_TITLES[flag.level].text}</Tag>
                {flag.ruleTitle}
              </Space>
            ),
          },
          {
            key: 'status',
            label: '状态',
            children: (
              <Tag color={STATUS_COLORS[flag.status]} data-testid="bank-flow-drawer-status">
                {flag.statusTitle}
              </Tag>
            ),
          },
          { key: 'subject', label: '主体', children: flag.subjectName },
          { key: 'account', label: '账号', children: flag.accountNo },
          { key: 'counterparty', label: '交易对手', children: flag.counterparty || '-' },
          { key: 'amount', label: '金额（元）', children: yuan(flag.amount) },
          { key: 'occurred', label: '时间', children: flag.occurred },
        ]}
      />
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 12 }}
        title="标记原因"
        description={flag.reason}
        data-testid="bank-flow-flag-reason"
      />
      {flag.relation && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title="关联关系"
          description={flag.relation}
          data-testid="bank-flow-flag-relation"
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        相关交易（{flag.transactions.length}）
      </Typography.Title>
      <DataTable<BankFlowTransaction>
        testId="bank-flow-flag-transactions"
        size="small"
        showAll
        rowKey={(t) => String(t.txnId)}
        rows={flag.transactions}
        columns={[
          {
            key: 'occurred',
            title: '交易时间',
            width: 150,
            render: (t) => (t.hasTime ? t.occurred : t.occurred.slice(0, 10)),
          },
          { key: 'accountNo', title: '账号', width: 170 },
          { key: 'direction', title: '收/支', width: 60, render: (t) => (t.direction === 'in' ? '收入' : '支出') },
          { key: 'amount', title: '金额（元）', width: 120, align: 'right', render: (t) => yuan(t.amount) },
          { key: 'counterparty', title: '对方户名', width: 200, render: (t) => t.counterparty || '-' },
          { key: 'summary', title: '摘要', width: 100, render: (t) => t.summary || '-' },
          { key: 'line', title: '行号', width: 60 },
        ]}
      />
      <Divider titlePlacement="start">分析人员说明</Divider>
      {flag.note && (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'note', label: '说明', children: <span data-testid="bank-flow-flag-note">{flag.note}</span> },
            {
              key: 'conclusion',
              label: '结论',
              children: flag.conclusion ? BANK_FLOW_CONCLUSIONS[flag.conclusion] : '-',
            },
            { key: 'by', label: '填写', children: `${flag.notedBy ?? '-'} · ${flag.notedAt ?? '-'}` },
          ]}
        />
      )}
      {canNote ? (
        <NoteForm flag={flag} onDone={onChanged} />
      ) : (
        !flag.note && <Typography.Text type="secondary">尚未填写说明</Typography.Text>
      )}
      <Divider titlePlacement="start">复核</Divider>
      {flag.reviewedBy && (
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'result',
              label: '结果',
              children: flag.status === 'signed' ? '复核通过' : flag.status === 'returned' ? '已退回' : '-',
            },
            { key: 'comment', label: '复核意见', children: flag.reviewComment || '-' },
            { key: 'by', label: '复核人', children: `${flag.reviewedBy} · ${flag.reviewedAt ?? '-'}` },
          ]}
        />
      )}
      {canSign ? (
        <SignOffForm flag={flag} onDone={onChanged} />
      ) : (
        !flag.reviewedBy && (
          <Typography.Text type="secondary">
            {role === 'reviewer' && flag.status === 'noted' && flag.notedBy === me
              ? '不能复核本人填写的说明'
              : flag.status === 'noted'
                ? '待复核人复核'
                : '说明提交后由复核人复核'}
          </Typography.Text>
        )
      )}
    </Drawer>
  );
}

/** A note or a comment of at most 1000 characters, with its count. */
function TextBox(props: {
  rows: number;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
}) {
  return (
    <Input.TextArea
      rows={props.rows}
      maxLength={1000}
      showCount
      value={props.value}
      placeholder={props.placeholder}
      onChange={(e) => props.onChange(e.target.value)}
      data-testid={props.testId}
    />
  );
}

function NoteForm({ flag, onDone }: { flag: BankFlowFlag; onDone: () => void }) {
  const { message } = App.useApp();
  const [note, setNote] = useState(flag.note ?? '');
  const [conclusion, setConclusion] = useState<BankFlowConclusion>(flag.conclusion ?? 'excluded');
  // A refusal has been said by the client's toast.
  const { busy, run } = useSubmit();
  const submit = () =>
    run(async () => {
      await bankFlowApi.note(flag.flagId, note.trim(), conclusion);
      void message.success('说明已提交，待复核');
      onDone();
    });
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
      {flag.status === 'returned' && <Alert type="error" showIcon title="复核人已退回，请修改说明后重新提交" />}
      <Radio.Group
        value={conclusion}
        onChange={(e) => setConclusion(e.target.value as BankFlowConclusion)}
        options={(Object.keys(BANK_FLOW_CONCLUSIONS) as BankFlowConclusion[]).map((c) => ({
          value: c,
          label: BANK_FLOW_CONCLUSIONS[c],
        }))}
        data-testid="bank-flow-note-conclusion"
      />
      <TextBox
        rows={4}
        value={note}
        onChange={setNote}
        placeholder="说明该笔交易的业务背景、核查过程与依据（如合同、发票、访谈记录）"
        testId="bank-flow-note-input"
      />
      <Button
        type="primary"
        disabled={!note.trim()}
        loading={busy}
        onClick={() => void submit()}
        data-testid="bank-flow-note-submit"
      >
        {flag.note ? '修改说明并提交复核' : '提交复核'}
      </Button>
    </Space>
  );
}

function SignOffForm({ flag, onDone }: { flag: BankFlowFlag; onDone: () => void }) {
  const { message } = App.useApp();
  const [comment, setComment] = useState('');
  // Which of the two buttons is at work; a refusal has been said by the client's toast.
  const [approving, setApproving] = useState(false);
  const { busy, run } = useSubmit();
  const decide = (approve: boolean) => {
    setApproving(approve);
    return run(async () => {
      await bankFlowApi.signOff(flag.flagId, approve, comment.trim() || undefined);
      void message.success(approve ? '已复核通过' : '已退回负责人');
      onDone();
    });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
      <TextBox
        rows={3}
        value={comment}
        onChange={setComment}
        placeholder="复核意见（退回时必填）"
        testId="bank-flow-signoff-comment"
      />
      <Space>
        <Button
          type="primary"
          loading={busy && approving}
          disabled={busy}
          onClick={() => void decide(true)}
          data-testid="bank-flow-signoff-approve"
        >
          复核通过
        </Button>
        <Button
          danger
          loading={busy && !approving}
          disabled={busy || !comment.trim()}
          onClick={() => void decide(false)}
          data-testid="bank-flow-signoff-return"
        >
          退回
        </Button>
      </Space>
    </Space>
  );
}
