import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './controls.module.css';

/**
 * The few controls the login page needs, as plain HTML: the page shows
 * before any UI library loads (it is the first thing every user waits for).
 */

export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
      <div className={styles.help} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; 'data-testid'?: string };

/** A labelled text or password box with its message: the field is invalid while it has one. */
export function InputField({
  label,
  error,
  password = false,
  onValue,
  ...props
}: Omit<InputProps, 'id' | 'invalid' | 'onChange'> & {
  label: string;
  error?: string;
  password?: boolean;
  onValue: (value: string) => void;
}) {
  const Input = password ? PasswordInput : TextInput;
  return (
    <Field label={label} error={error}>
      {(id) => <Input {...props} id={id} invalid={Boolean(error)} onChange={(e) => onValue(e.target.value)} />}
    </Field>
  );
}

export function TextInput({ invalid, className, ...props }: InputProps) {
  return <input {...props} aria-invalid={invalid || undefined} className={`${styles.input} ${className ?? ''}`} />;
}

export function SelectInput({
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { 'data-testid'?: string }) {
  return <select {...props} className={`${styles.input} ${className ?? ''}`} />;
}

export function PasswordInput({ invalid, ...props }: InputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.password}>
      <TextInput {...props} invalid={invalid} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.reveal}
        onClick={() => setShown(!shown)}
        aria-label={shown ? '隐藏密码' : '显示密码'}
      >
        {shown ? '隐藏' : '显示'}
      </button>
    </div>
  );
}

export function Notice({
  kind,
  children,
  testId,
}: {
  kind: 'error' | 'warning';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={kind === 'error' ? styles.error : styles.warning} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

export function SubmitButton({
  busy,
  waiting = false,
  children,
  testId,
}: {
  busy: boolean;
  /** Not ready yet (what the form asks for is still loading): disabled, without the spinner. */
  waiting?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button type="submit" className={styles.primary} disabled={busy || waiting} aria-busy={busy} data-testid={testId}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
