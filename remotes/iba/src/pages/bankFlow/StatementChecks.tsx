import { Alert, Checkbox, Space } from 'antd';
import type { BankFlowCheck, BankFlowCheckCode } from '@esee/contracts';

const TYPE = { refuse: 'error', confirm: 'warning', note: 'warning' } as const;
const TITLE = { refuse: '不能导入', confirm: '请确认', note: '请注意' } as const;

/**
 * The preview's checks of a statement (issue 36): a refusal in red (the import stays disabled), each question
 * with a box the user ticks to confirm the statement is the subject's, notes in yellow.
 */
export function StatementChecks({
  checks,
  subjectName,
  confirmed,
  onConfirm,
}: {
  checks: readonly BankFlowCheck[];
  subjectName: string;
  confirmed: ReadonlySet<BankFlowCheckCode>;
  onConfirm: (code: BankFlowCheckCode, yes: boolean) => void;
}) {
  if (!checks.length) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }} data-testid="bank-flow-checks">
      {checks.map((c) => (
        <Alert
          key={c.code}
          type={TYPE[c.level]}
          showIcon
          title={`${TITLE[c.level]}：${c.message}`}
          data-testid="bank-flow-check"
          data-code={c.code}
          data-level={c.level}
          description={
            c.level === 'confirm' ? (
              <Checkbox
                checked={confirmed.has(c.code)}
                onChange={(e) => onConfirm(c.code, e.target.checked)}
                data-testid="bank-flow-check-confirm"
              >
                {c.code === 'unknownAccount'
                  ? '确认不填写账号，按「未知账号」导入'
                  : `已核对，确认该流水属于「${subjectName}」`}
              </Checkbox>
            ) : undefined
          }
        />
      ))}
    </Space>
  );
}
