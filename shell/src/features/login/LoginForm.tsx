import { useState, type FormEvent } from 'react';
import type { InstitutionChoice } from '@esee/contracts';
import { Field, InputField, Notice, SelectInput, SubmitButton, TextInput } from './controls';
import { failureMessage, loginApi, type LoginOutcome } from './loginApi';
import { readRemembered, writeRemembered } from './remembered';
import { useCaptcha } from './useCaptcha';
import styles from './LoginPage.module.css';

interface Props {
  /** Institution fixed by the address (`/main/{code}`); the field is not shown. */
  fixedInstCode?: string;
  /** The no-institution variant (`/main/{product key}`): the server finds the institution. */
  withoutInstitution: boolean;
  onOutcome: (outcome: LoginOutcome) => void;
}

type Errors = Partial<Record<'instCode' | 'username' | 'password' | 'imageCode', string>>;

/** Institution code, username, password, image code, remember-me (spec 1 §3, §5). */
export function LoginForm({ fixedInstCode, withoutInstitution, onOutcome }: Props) {
  const remembered = readRemembered();
  const { captcha, failed, refresh } = useCaptcha();
  const [instCode, setInstCode] = useState(remembered?.instCode ?? '');
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [rememberMe, setRememberMe] = useState(Boolean(remembered));
  const [choice, setChoice] = useState<InstitutionChoice | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const askInstitution = !fixedInstCode && (!withoutInstitution || choice !== null);
  const askCaptcha = captcha?.enabled !== false;
  // Whether an image code is asked is known once the captcha has come: a login sent before would be refused
  // for a missing code it could not have been asked for.
  const ready = captcha !== null || failed;

  const validate = (): Errors => ({
    ...(askInstitution && !instCode.trim() ? { instCode: choice ? '请选择机构' : '请输入机构代码' } : {}),
    ...(!username.trim() ? { username: '请输入用户名' } : {}),
    ...(!password ? { password: '请输入密码' } : {}),
    ...(askCaptcha && !imageCode.trim() ? { imageCode: '请输入验证码' } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const inst = fixedInstCode ?? (askInstitution ? instCode : undefined);
      const outcome = await loginApi.login({
        instCode: inst,
        username,
        password,
        rememberMe,
        captcha: captcha ? { uuid: captcha.uuid, code: captcha.enabled ? imageCode : undefined } : undefined,
      });
      if (outcome.kind === 'chooseInstitution') {
        setChoice(outcome.data);
        setInstCode('');
        setFailure(outcome.message);
      } else {
        writeRemembered(rememberMe ? { instCode: (inst ?? '').trim().toUpperCase(), username: username.trim() } : null);
        onOutcome(outcome);
      }
    } catch (e) {
      setFailure(failureMessage(e));
      setPassword('');
    } finally {
      setImageCode('');
      refresh(); // a captcha serves one attempt
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {failure && (
        <Notice kind="error" testId="login-error">
          {failure}
        </Notice>
      )}
      {askInstitution && (
        <Field label={choice ? '机构' : '机构代码'} error={errors.instCode}>
          {(id) =>
            choice ? (
              <SelectInput
                id={id}
                value={instCode}
                onChange={(e) => setInstCode(e.target.value)}
                data-testid="login-inst-choice"
              >
                <option value="">请选择登录的机构</option>
                {choice.institutions.map((i) => (
                  <option key={i.instCode} value={i.instCode}>
                    {i.instName}（{i.instCode}）
                  </option>
                ))}
              </SelectInput>
            ) : (
              <TextInput
                id={id}
                value={instCode}
                onChange={(e) => setInstCode(e.target.value)}
                invalid={Boolean(errors.instCode)}
                autoComplete="organization"
                placeholder="请输入机构代码"
                data-testid="login-inst"
              />
            )
          }
        </Field>
      )}
      <InputField
        label="用户名"
        error={errors.username}
        value={username}
        onValue={setUsername}
        autoComplete="username"
        placeholder="请输入用户名"
        data-testid="login-user"
      />
      <InputField
        label="密码"
        password
        error={errors.password}
        value={password}
        onValue={setPassword}
        autoComplete="current-password"
        placeholder="请输入密码"
        data-testid="login-password"
      />
      {askCaptcha && (
        <Field label="验证码" error={errors.imageCode}>
          {(id) => (
            <div className={styles.captcha}>
              <TextInput
                id={id}
                value={imageCode}
                onChange={(e) => setImageCode(e.target.value.trim())}
                invalid={Boolean(errors.imageCode)}
                maxLength={8}
                autoComplete="off"
                placeholder="请输入验证码"
                data-testid="login-captcha"
              />
              <button
                type="button"
                className={styles.captchaImage}
                onClick={refresh}
                title="看不清？换一张"
                data-testid="login-captcha-image"
              >
                {captcha?.image ? (
                  <img src={captcha.image} alt="验证码，点击换一张" width={120} height={40} />
                ) : (
                  <span>{failed ? '加载失败，点击重试' : '加载中…'}</span>
                )}
              </button>
            </div>
          )}
        </Field>
      )}
      <label className={styles.remember}>
        <input
          type="checkbox"
          checked={rememberMe}
          onChange={(e) => setRememberMe(e.target.checked)}
          data-testid="login-remember"
        />
        记住我（保持登录 365 天，不保存密码）
      </label>
      <SubmitButton busy={busy} waiting={!ready} testId="login-submit">
        登录
      </SubmitButton>
    </form>
  );
}
