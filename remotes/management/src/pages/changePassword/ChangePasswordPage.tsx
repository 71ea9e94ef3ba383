import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { passwordRule, type PasswordPolicy, type PasswordRule } from '@esee/contracts';
import { ApiError, http, sealPassword } from '@esee/http';
import { useSession } from '@esee/session';

interface Values {
  oldPwd: string;
  newPwd: string;
  confirm: string;
}

/** `/personalCenter/changePassword`: the institution's policy, checked here and on the server. */
export default function ChangePasswordPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const instCode = useSession((s) => s.user?.instCode);
  const [rule, setRule] = useState<PasswordRule | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!instCode) return;
    // Without the policy no rule is built (spec 1 §5); the server still checks.
    http
      .get<PasswordPolicy>('/framework/pwd_strength', { inst_code: instCode }, { silent: true })
      .then((p) => setRule(passwordRule(p)))
      .catch(() => setRule(null));
  }, [instCode]);

  const save = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      const [oldPwd, newPwd] = await Promise.all([sealPassword(values.oldPwd), sealPassword(values.newPwd)]);
      await http.post('/framework/api/user/update_password', { oldPwd, newPwd }, { silent: true });
      form.resetFields();
      message.success('密码已修改，您在其他设备上的登录已退出');
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (e.envelope?.message ?? e.message)
          : e instanceof Error
            ? e.message
            : '修改失败，请稍后重试',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="change-password-page">
      <Card title="修改密码" style={{ maxWidth: 560 }} data-testid="change-password">
        {rule && <Alert type="info" showIcon title={rule.message} style={{ marginBottom: 16 }} />}
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="change-password-error" />
        )}
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void save(v)}>
          <Form.Item label="原密码" name="oldPwd" rules={[{ required: true, message: '请输入原密码' }]}>
            <Input.Password autoComplete="current-password" data-testid="old-password" />
          </Form.Item>
          <Form.Item
            label="新密码"
            name="newPwd"
            rules={[
              { required: true, message: '请输入新密码' },
              {
                validator: (_, v: string) =>
                  !v || !rule || rule.test(v) ? Promise.resolve() : Promise.reject(new Error(rule.message)),
              },
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="new-password" />
          </Form.Item>
          <Form.Item
            label="确认新密码"
            name="confirm"
            dependencies={['newPwd']}
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: (_, v: string) =>
                  !v || v === getFieldValue('newPwd')
                    ? Promise.resolve()
                    : Promise.reject(new Error('两次输入的密码不一致')),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="confirm-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="change-password-submit">
            保存
          </Button>
        </Form>
      </Card>
    </div>
  );
}
