import { useState } from 'react';
import { Form, Input, Modal, Radio, Typography, type ButtonProps } from 'antd';
import { BANK_FLOW_ROLES_BY_KIND, type BankFlowSubjectRole } from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { useSubmit } from '@esee/react';
import { CompanySearch, type CompanyChoice } from '@esee/ui';
import { bankFlowApi } from '../../api/bankFlow';

/**
 * 添加主体: a company of the register (found with the company search) or a natural person by name, with
 * the role the regulation names (发行人, 实际控制人, 董监高 …), chosen by the user among the roles of the kind:
 * none is preselected (issue 36), so 添加 waits for the choice.
 */
export function AddSubjectDialog({
  analysisId,
  onClose,
  onAdded,
}: {
  analysisId: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [kind, setKind] = useState<'company' | 'person'>('company');
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<BankFlowSubjectRole | null>(null);
  // A refusal (already added, at most 50 …) has been said by the client's toast.
  const { busy, run } = useSubmit();
  const ready = role !== null && (kind === 'company' ? company !== null : name.trim().length > 0);
  const submit = () =>
    run(async () => {
      if (!role) return;
      await bankFlowApi.addSubject(
        analysisId,
        kind === 'company' ? { kind, entId: company!.entId, role } : { kind, name: name.trim(), role },
      );
      onAdded();
    });
  return (
    <Modal
      open
      title="添加主体"
      okText="添加"
      cancelText="取消"
      width={720}
      okButtonProps={{ disabled: !ready, 'data-testid': 'bank-flow-subject-ok' } as ButtonProps}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      data-testid="bank-flow-subject-dialog"
    >
      <Form layout="vertical">
        <Form.Item label="主体类型">
          <Radio.Group
            value={kind}
            onChange={(e) => {
              const next = e.target.value as 'company' | 'person';
              setKind(next);
              setRole(null);
            }}
            optionType="button"
            options={[
              { value: 'company', label: '企业' },
              { value: 'person', label: '自然人' },
            ]}
            data-testid="bank-flow-subject-kind"
          />
        </Form.Item>
        {kind === 'company' ? (
          <Form.Item label="企业" required>
            <CompanySearch source={companySearchSource} onPick={setCompany} testId="bank-flow-subject-search" />
            <Typography.Text type={company ? 'success' : 'secondary'} data-testid="bank-flow-subject-company">
              {company ? `已选择：${company.orgName}` : '请搜索并选择工商登记中的企业'}
            </Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item label="姓名" required>
            <Input
              value={name}
              maxLength={60}
              placeholder="自然人姓名"
              onChange={(e) => setName(e.target.value)}
              data-testid="bank-flow-subject-name"
            />
          </Form.Item>
        )}
        <Form.Item label="角色" required help={role ? undefined : '请选择该主体在本项目中的角色'}>
          <Radio.Group
            value={role}
            onChange={(e) => setRole(e.target.value as BankFlowSubjectRole)}
            optionType="button"
            options={BANK_FLOW_ROLES_BY_KIND[kind].map((r) => ({ value: r, label: r }))}
            data-testid="bank-flow-subject-role"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
