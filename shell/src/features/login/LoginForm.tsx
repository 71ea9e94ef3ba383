import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { InstitutionChoice } from '@esee/contracts';
import { failureMessage, loginApi, type LoginOutcome } from './loginApi';
import { readRemembered, writeRemembered } from './remembered';
import { useCaptcha } from './useCaptcha';
import styles from './LoginPage.module.css';

interface Values {
  instCode?: string;
  authName: string;
  pwd: string;
  imageCode?: string;
  rememberMe: boolean;
}

interface Props {
  /** Institution fixed by the address (`/main/{code}`); the field is not shown. */
  fixedInstCode?: string;
  /** The no-institution variant (`/main/{product key}`): the server finds the institution. */
  withoutInstitution: boolean;
  onOutcome: (outcome: LoginOutcome) => void;
}

/** Institution code, username, password, image code, remember-me (spec 1 §3, §5). */
export function LoginForm({ fixedInstCode, withoutInstitution, onOutcome }: Props) {
  const [form] = Form.useForm<Values>();
  const remembered = readRemembered();
  const { captcha, failed, refresh } = useCaptcha();
  const [choice, setChoice] = useState<InstitutionChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const showInstitution = !fixedInstCode && (!withoutInstitution || choice !== null);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const instCode = fixedInstCode ?? values.instCode;
      const outcome = await loginApi.login({
        instCode,
        username: values.authName,
        password: values.pwd,
        rememberMe: values.rememberMe,
        captcha: captcha?.enabled ? { uuid: captcha.uuid, code: values.imageCode ?? '' } : undefined,
      });
      if (outcome.kind === 'chooseInstitution') {
        setChoice(outcome.data);
        setError(outcome.message);
      } else {
        const username = values.authName.trim();
        writeRemembered(values.rememberMe ? { instCode: (instCode ?? '').trim().toUpperCase(), username } : null);
        onOutcome(outcome);
      }
    } catch (e) {
      setError(failureMessage(e));
      form.setFieldValue('pwd', '');
    } finally {
      form.setFieldValue('imageCode', '');
      refresh(); // a captcha serves one attempt
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{
        instCode: remembered?.instCode ?? '',
        authName: remembered?.username ?? '',
        rememberMe: Boolean(remembered),
      }}
      onFinish={(v) => void submit(v)}
    >
      {error && <Alert type="error" title={error} showIcon className={styles.error} data-testid="login-error" />}
      {showInstitution &&
        (choice ? (
          <Form.Item label="机构" name="instCode" rules={[{ required: true, message: '请选择机构' }]}>
            <Select
              data-testid="login-inst-choice"
              options={choice.institutions.map((i) => ({ value: i.instCode, label: `${i.instName}（${i.instCode}）` }))}
              placeholder="请选择登录的机构"
            />
          </Form.Item>
        ) : (
          <Form.Item
            label="机构代码"
            name="instCode"
            rules={[{ required: true, whitespace: true, message: '请输入机构代码' }]}
          >
            <Input autoComplete="organization" placeholder="请输入机构代码" data-testid="login-inst" />
          </Form.Item>
        ))}
      <Form.Item label="用户名" name="authName" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input autoComplete="username" placeholder="请输入用户名" data-testid="login-user" />
      </Form.Item>
      <Form.Item label="密码" name="pwd" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password autoComplete="current-password" placeholder="请输入密码" data-testid="login-password" />
      </Form.Item>
      {captcha?.enabled !== false && (
        <Form.Item label="验证码" required>
          <div className={styles.captcha}>
            <Form.Item name="imageCode" noStyle rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
              <Input placeholder="请输入验证码" maxLength={8} autoComplete="off" data-testid="login-captcha" />
            </Form.Item>
            <button
              type="button"
              className={styles.captchaImage}
              onClick={refresh}
              title="看不清？换一张"
              data-testid="login-captcha-image"
            >
              {captcha?.image ? (
                <img src={captcha.image} alt="验证码" width={120} height={40} />
              ) : (
                <span>{failed ? '加载失败，点击重试' : '加载中…'}</span>
              )}
            </button>
          </div>
        </Form.Item>
      )}
      <Form.Item name="rememberMe" valuePropName="checked" className={styles.remember}>
        <Checkbox data-testid="login-remember">记住我（保持登录 365 天，不保存密码）</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        登 录
      </Button>
    </Form>
  );
}
