import { Form, Input } from 'antd';

/**
 * The boxes of a person search inside a Form: the name (required) and part of a company's name, which tells
 * namesakes apart. Their test ids are `{testId}-name` and `{testId}-company`.
 */
export function PersonNameFields({
  companyLabel,
  widths,
  testId,
}: {
  /** 关联企业, 所在企业. */
  companyLabel: string;
  /** Pixels of the name box and of the company box. */
  widths: [number, number];
  testId: string;
}) {
  return (
    <>
      <Form.Item
        name="persName"
        label="人员姓名"
        rules={[
          { required: true, whitespace: true, message: '请输入人员姓名' },
          { max: 50, message: '姓名不超过50个字' },
        ]}
      >
        <Input placeholder="如：张伟" allowClear style={{ width: widths[0] }} data-testid={`${testId}-name`} />
      </Form.Item>
      <Form.Item name="entName" label={companyLabel} rules={[{ max: 200, message: '企业名称不超过200个字' }]}>
        <Input
          placeholder="企业名称或其中几个字（选填）"
          allowClear
          style={{ width: widths[1] }}
          data-testid={`${testId}-company`}
        />
      </Form.Item>
    </>
  );
}
