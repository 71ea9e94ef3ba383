import { Form, Input } from 'antd';

/** The 初始密码 field of a new account: required, and the person (`who`) must change it at first sign-in. */
export function InitialPasswordItem({ who, message, testId }: { who: string; message: string; testId: string }) {
  return (
    <Form.Item
      label="初始密码"
      name="password"
      extra={`${who}首次登录时须修改密码`}
      rules={[{ required: true, message }]}
    >
      <Input.Password autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}
