import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@esee/http';
import { useSession } from '@esee/session';
import { AntdProviders } from '../../app/AntdProviders';
import { PRODUCT_NAME } from '../../app/theme';
import { sessionApi } from '../session/api';
import { safeRedirect } from './safeRedirect';
import styles from './LoginPage.module.css';

interface LoginForm {
  instCode: string;
  authName: string;
  pwd: string;
  rememberMe: boolean;
}

function LoginForm() {
  const navigate = useNavigate();
  const { key } = useParams();
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginForm) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await sessionApi.login(
        {
          instCode: values.instCode.trim(),
          authName: values.authName.trim(),
          pwd: values.pwd,
          rememberMe: values.rememberMe,
        },
        { silent: true },
      );
      useSession.getState().signIn(result, values.rememberMe);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? (e.envelope?.message ?? e.message) : '登录失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-label="登录">
        <h1 className={styles.title}>{PRODUCT_NAME}</h1>
        {error && <Alert type="error" title={error} showIcon className={styles.error} data-testid="login-error" />}
        <Form<LoginForm>
          layout="vertical"
          initialValues={{ instCode: key?.toUpperCase() ?? '', rememberMe: false }}
          onFinish={(v) => void submit(v)}
          requiredMark={false}
        >
          <Form.Item
            label="机构代码"
            name="instCode"
            rules={[{ required: true, whitespace: true, message: '请输入机构代码' }]}
          >
            <Input autoComplete="organization" data-testid="login-inst" />
          </Form.Item>
          <Form.Item
            label="用户名"
            name="authName"
            rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
          >
            <Input autoComplete="username" data-testid="login-user" />
          </Form.Item>
          <Form.Item label="密码" name="pwd" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>记住我</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            登录
          </Button>
        </Form>
      </section>
    </main>
  );
}

/** The login page (`/main`, `/main/{institution code}`). */
export default function LoginPage() {
  return (
    <AntdProviders>
      <LoginForm />
    </AntdProviders>
  );
}
