import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { BankFlowAnalysisDetail } from '@esee/contracts';
import { useLoad } from '@esee/react';
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
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const reviewers = useLoad(() => bankFlowApi.reviewers(), []);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      onCreated(await bankFlowApi.create(values.name.trim(), values.reviewer));
    } catch {
      // The client's toast has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="新建分析项目"
      okText="创建"
      cancelText="取消"
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="bank-flow-create-dialog"
    >
      <Form form={form} layout="vertical" requiredMark>
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
      </Form>
    </Modal>
  );
}
