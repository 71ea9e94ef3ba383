import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import {
  SCS_GROUP_CRITERION_LABEL,
  SCS_LEGAL_BASES,
  SCS_RELATION_TYPES,
  SCS_THRESHOLD_BOUNDS,
  type ScsGroupCriterion,
  type ScsGroupRule,
  type ScsGroupRuleContent,
} from '@esee/contracts';
import { TAG_LIMIT, validValues } from '@esee/ui';
import { useSubmit } from '@esee/react';
import { rulesApi } from '../../api/rules';
import { percent } from './common';

interface Values extends Omit<ScsGroupRuleContent, 'threshold'> {
  /** In percent on the form. */
  threshold: number | null;
}

/**
 * Edit a grouping rule as a draft: the criterion's open draft, or a new version from the rule in effect.
 * The threshold is entered in percent within the criterion's bounds; the server checks them again.
 */
export function GroupRuleEditor({
  criterion,
  from,
  draftId,
  onClose,
}: {
  criterion: ScsGroupCriterion;
  from: ScsGroupRuleContent;
  draftId: number | null;
  onClose: (saved: ScsGroupRule | null) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { busy, run } = useSubmit();
  const bounds = SCS_THRESHOLD_BOUNDS[criterion];
  const initial: Values = {
    ...from,
    threshold: from.threshold === null ? null : Math.round(from.threshold * 1000) / 10,
  };
  return (
    <Modal
      open
      width={640}
      title={`编辑规则草稿：${SCS_GROUP_CRITERION_LABEL[criterion]}`}
      okText="保存草稿"
      okButtonProps={{ loading: busy, 'data-testid': 'scs-rule-save' }}
      onCancel={() => onClose(null)}
      onOk={async () => {
        const values = await validValues(form);
        if (!values) return;
        await run(async () => {
          const saved = await rulesApi.saveGroupRule({
            criterion,
            ...(draftId ? { id: draftId } : {}),
            content: {
              ...values,
              description: values.description.trim(),
              threshold: bounds && values.threshold !== null ? Math.round(values.threshold * 10) / 1000 : null,
            },
          });
          onClose(saved);
        });
      }}
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="scs-rule-form">
        <Form.Item
          name="description"
          label="规则描述"
          rules={[{ required: true, whitespace: true, message: '请填写规则描述' }]}
        >
          <Input.TextArea rows={2} maxLength={300} showCount />
        </Form.Item>
        <Form.Item name="legalBasis" label="法律依据" rules={[{ required: true }]}>
          <Select options={SCS_LEGAL_BASES.map((b) => ({ value: b, label: b }))} />
        </Form.Item>
        <Form.Item
          name="relationTypes"
          label="使用的关系类型"
          rules={[{ required: true, message: '至少选择一种关系类型' }]}
        >
          <Select mode="multiple" {...TAG_LIMIT} options={SCS_RELATION_TYPES.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        {bounds && (
          <Form.Item
            name="threshold"
            label={`${bounds.label}（%）`}
            extra={`允许范围 ${percent(bounds.min)} – ${percent(bounds.max)}`}
            rules={[
              { required: true, message: '请填写阈值' },
              {
                type: 'number',
                min: bounds.min * 100,
                max: bounds.max * 100,
                message: `阈值须在 ${percent(bounds.min)} 至 ${percent(bounds.max)} 之间`,
              },
            ]}
          >
            <InputNumber
              min={0}
              max={100}
              step={1}
              addonAfter="%"
              style={{ width: 180 }}
              data-testid="scs-rule-threshold"
            />
          </Form.Item>
        )}
        <Form.Item
          name="maxDepth"
          label="最大穿透层级"
          rules={[{ required: true }, { type: 'number', min: 1, max: 10, message: '层级须在 1 至 10 之间' }]}
        >
          <InputNumber min={1} max={10} precision={0} style={{ width: 180 }} data-testid="scs-rule-depth" />
        </Form.Item>
        <Form.Item name="automatic" label="归组方式" valuePropName="checked">
          <Switch checkedChildren="自动归组" unCheckedChildren="仅建议" data-testid="scs-rule-automatic" />
        </Form.Item>
        <Form.Item
          name="effectiveDate"
          label="生效日期"
          rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: '格式为 YYYY-MM-DD' }]}
        >
          <Input maxLength={10} placeholder="YYYY-MM-DD" style={{ width: 180 }} data-testid="scs-rule-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
