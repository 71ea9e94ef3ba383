import { useState } from 'react';
import { Space, Tag, Typography } from 'antd';
import {
  BANK_FLOW_FLAG_STATUSES,
  BANK_FLOW_RULE_CATALOGUE,
  BANK_FLOW_RULES,
  type BankFlowAnalysisDetail,
  type BankFlowFlag,
  type BankFlowFlagStatus,
  type BankFlowResult,
  type BankFlowRule,
} from '@esee/contracts';
import { type DataColumn, DataTable, FilterSelect } from '@esee/ui';
import { bankFlowApi } from '../../../api/bankFlow';
import { yuan } from '../format';
import { LEVEL_TITLES, STATUS_COLORS } from '../titles';
import { FlagDrawer } from './FlagDrawer';

/**
 * 异常标记: the flags of the last run, by rule and review status; a flag opens with its transactions, the
 * reason and relation path, the analyst's note (说明/排除) and the reviewer's sign-off.
 */
export function FlagsTab({ detail, counts }: { detail: BankFlowAnalysisDetail; counts: BankFlowResult['flagCounts'] }) {
  const [rule, setRule] = useState<BankFlowRule | undefined>();
  const [status, setStatus] = useState<BankFlowFlagStatus | undefined>();
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<BankFlowFlag | null>(null);
  const countOf = (r: string) => counts.find((c) => c.rule === r)?.count ?? 0;
  const columns: DataColumn<BankFlowFlag>[] = [
    {
      key: 'rule',
      title: '规则',
      width: 150,
      render: (f) => (
        <Space size={4}>
          <Tag color={LEVEL_TITLES[f.level].color}>{LEVEL_TITLES[f.level].text}</Tag>
          <span data-testid="bank-flow-flag-rule">{f.ruleTitle}</span>
        </Space>
      ),
    },
    { key: 'subjectName', title: '主体', width: 180 },
    { key: 'counterparty', title: '交易对手', width: 200, render: (f) => f.counterparty || '-' },
    { key: 'amount', title: '金额（元）', width: 130, align: 'right', render: (f) => yuan(f.amount) },
    { key: 'occurred', title: '时间', width: 160 },
    {
      key: 'reason',
      title: '标记原因',
      render: (f) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: f.reason }} style={{ margin: 0, maxWidth: 360 }}>
          {f.reason}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 90,
      render: (f) => (
        <Tag color={STATUS_COLORS[f.status]} data-testid="bank-flow-flag-status" data-status={f.status}>
          {f.statusTitle}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (f) => (
        <Typography.Link onClick={() => setOpen(f)} data-testid="bank-flow-flag-open">
          {detail.myRole === 'owner' && f.status !== 'signed'
            ? '说明'
            : detail.myRole === 'reviewer' && f.status === 'noted'
              ? '复核'
              : '查看'}
        </Typography.Link>
      ),
    },
  ];
  return (
    <div data-testid="bank-flow-flags">
      <Space wrap style={{ marginBottom: 12 }}>
        <FilterSelect
          placeholder="全部规则"
          width={220}
          value={rule}
          onChange={setRule}
          options={BANK_FLOW_RULES.map((r) => ({
            value: r,
            label: `${BANK_FLOW_RULE_CATALOGUE[r].title}（${countOf(r)}）`,
          }))}
          testId="bank-flow-flag-rule-filter"
        />
        <FilterSelect
          placeholder="全部状态"
          width={140}
          value={status}
          onChange={setStatus}
          options={(Object.keys(BANK_FLOW_FLAG_STATUSES) as BankFlowFlagStatus[]).map((s) => ({
            value: s,
            label: BANK_FLOW_FLAG_STATUSES[s],
          }))}
          testId="bank-flow-flag-status-filter"
        />
        <Typography.Text type="secondary">
          {detail.myRole === 'owner'
            ? '逐条填写说明（排除或确认异常）后提交复核'
            : '复核负责人填写的说明：通过，或填写意见退回'}
        </Typography.Text>
      </Space>
      <DataTable<BankFlowFlag>
        testId="bank-flow-flag-table"
        rowKey={(f) => String(f.flagId)}
        columns={columns}
        load={(page) => bankFlowApi.flags(detail.analysisId, { rule, status }, page)}
        reloadKey={`${rule ?? ''}|${status ?? ''}|${version}`}
      />
      {open && (
        <FlagDrawer
          flag={open}
          role={detail.myRole}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </div>
  );
}
