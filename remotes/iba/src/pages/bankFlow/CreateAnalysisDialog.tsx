import { Form, Input, Select } from 'antd';
import type { BankFlowAnalysisDetail } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { FormDialog } from '@esee/ui';
import { bankFlowApi } from '../../api/bankFlow';

interface Values {
  name: string;
  reviewer?: string;
}

/** 新建分析项目: a name and, optionally, the reviewer who signs off the notes (another user with the page). */
export function CreateAnalysisDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (analysis: BankFlowAnalysisDetail) => void;
}) {
  const reviewers = useLoad(() => bankFlowApi.reviewers(), []);
  return (
    <FormDialog<Values>
      title="新建分析项目"
      okText="创建"
      onSubmit={async (values) => onCreated(await bankFlowApi.create(values.name.trim(), values.reviewer))}
      onClose={onClose}
      testId="bank-flow-create-dialog"
    >
      <Form.Item
        name="name"
        label="项目名称"
        rules={[
          { required: true, whitespace: true, message: '请输入分析项目名称' },
          { max: 60, message: '项目名称不能超过60个字符' },
        ]}
      >
        <Input placeholder="如：某某股份IPO银行流水核查" maxLength={60} data-testid="bank-flow-create-name" />
      </Form.Item>
      <Form.Item name="reviewer" label="复核人" extra="复核人对分析人员填写的说明进行复核；可稍后指定">
        <Select
          allowClear
          placeholder={reviewers.status === 'failed' ? '复核人列表加载失败' : '请选择复核人'}
          loading={reviewers.status === 'loading'}
          options={(reviewers.data ?? []).map((r) => ({ value: r.username, label: `${r.name}（${r.username}）` }))}
          notFoundContent="本机构暂无其他有此权限的用户"
          data-testid="bank-flow-create-reviewer"
        />
      </Form.Item>
    </FormDialog>
  );
}
