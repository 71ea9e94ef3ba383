import { useEffect, useState, type FormEvent } from 'react';
import { passwordRule, type LoginResult, type PasswordChangeRequired, type PasswordRule } from '@esee/contracts';
import { InputField, Notice, SubmitButton } from './controls';
import { failureMessage, loginApi } from './loginApi';
import styles from './LoginPage.module.css';

/** Login outcome 309: set a new password under the institution's policy, then in. */
export function ResetPasswordForm({
  required,
  onDone,
  onCancel,
}: {
  required: PasswordChangeRequired;
  onDone: (result: LoginResult) => void;
  onCancel: () => void;
}) {
  const [rule, setRule] = useState<PasswordRule | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // Without the policy no rule is built (spec 1 §5); the server still checks.
    loginApi.policy(required.instCode).then(
      (p) => setRule(passwordRule(p)),
      () => setRule(null),
    );
  }, [required.instCode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(!password ? { password: '请输入新密码' } : rule && !rule.test(password) ? { password: rule.message } : {}),
      ...(!confirm ? { confirm: '请再次输入新密码' } : confirm !== password ? { confirm: '两次输入的密码不一致' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await loginApi.resetPassword(password, required.resetToken));
    } catch (e) {
      setFailure(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {rule && (
        <Notice kind="warning" testId="reset-notice">
          {rule.message}
        </Notice>
      )}
      {failure && (
        <Notice kind="error" testId="reset-error">
          {failure}
        </Notice>
      )}
      <InputField
        label="新密码"
        password
        error={errors.password}
        value={password}
        onValue={setPassword}
        autoComplete="new-password"
        data-testid="reset-password"
      />
      <InputField
        label="确认新密码"
        password
        error={errors.confirm}
        value={confirm}
        onValue={setConfirm}
        autoComplete="new-password"
        data-testid="reset-confirm"
      />
      <SubmitButton busy={busy} testId="reset-submit">
        设置新密码并登录
      </SubmitButton>
      <button type="button" className={styles.link} onClick={onCancel}>
        返回登录
      </button>
    </form>
  );
}
