import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { passwordRule, type LoginResult, type PasswordChangeRequired, type PasswordRule } from '@esee/contracts';
import { failureMessage, loginApi } from './loginApi';
import styles from './LoginPage.module.css';

/** Login outcome 309: set a new password under the institution's policy, then in. */
export function ResetPasswordForm({
  required,
  message,
  onDone,
  onCancel,
}: {
  required: PasswordChangeRequired;
  message: string;
  onDone: (result: LoginResult) => void;
  onCancel: () => void;
}) {
  const [rule, setRule] = useState<PasswordRule | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    // Without the policy no rule is built (spec 1 §5); the server still checks.
    loginApi
      .policy(required.instCode)
      .then((p) => setRule(passwordRule(p)))
      .catch(() => setRule(null));
  }, [required.instCode]);

  const submit = async ({ pwd }: { pwd: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      onDone(await loginApi.resetPassword(pwd, required.resetToken));
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form layout="vertical" size="large" requiredMark={false} onFinish={(v: { pwd: string }) => void submit(v)}>
      <Alert
        type="warning"
        title={message}
        description={rule?.message}
        showIcon
        className={styles.error}
        data-testid="reset-notice"
      />
      {error && <Alert type="error" title={error} showIcon className={styles.error} data-testid="reset-error" />}
      <Form.Item
        label="新密码"
        name="pwd"
        rules={[
          { required: true, message: '请输入新密码' },
          {
            validator: (_, v: string) =>
              !v || !rule || rule.test(v) ? Promise.resolve() : Promise.reject(new Error(rule.message)),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="reset-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirm"
        dependencies={['pwd']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, v: string) =>
              !v || v === getFieldValue('pwd') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="reset-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="reset-submit">
        设置新密码并登录
      </Button>
      <Button type="link" block onClick={onCancel}>
        返回登录
      </Button>
    </Form>
  );
}
