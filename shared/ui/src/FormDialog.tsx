import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useSubmit } from '@esee/react';

/**
 * The form's values once they pass its rules, or undefined: antd shows what is missing beside each field, so a
 * failed validation is no error (and must not become an unhandled rejection of the OK handler).
 */
export async function validValues<V>(form: FormInstance<V>): Promise<V | undefined> {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
}

/**
 * A dialog around one form: OK validates (antd shows what is missing beside each field, so a failed validation is
 * no error), then `onSubmit` saves; while it runs the button spins, and a refusal keeps the dialog open with what
 * was typed (the client's toast has said why). Closing after a save is the caller's: `onSubmit` calls `onClose`.
 */
export function FormDialog<V extends object>({
  title,
  okText = '确定',
  testId,
  width,
  form,
  initialValues,
  layout = 'vertical',
  onSubmit,
  onClose,
  children,
}: {
  title: ReactNode;
  okText?: string;
  testId?: string;
  width?: number;
  /** The caller's form, when it reads or sets fields itself; otherwise the dialog makes its own. */
  form?: FormInstance<V>;
  initialValues?: Partial<V>;
  layout?: 'vertical' | 'horizontal';
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [own] = Form.useForm<V>();
  const shown = form ?? own;
  const { busy, run } = useSubmit();
  const ok = async () => {
    const values = await validValues(shown);
    if (values) await run(() => onSubmit(values));
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={busy}
      onOk={ok}
      onCancel={onClose}
      width={width}
      destroyOnHidden
      data-testid={testId}
    >
      <Form form={shown} layout={layout} requiredMark initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
