import { useState, type ReactNode } from 'react';
import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** The row being edited and its form: `edit` opens it with the row's values (`fill`), `close` ends it. */
export function useEditing<R, V extends object>(fill: (row: R) => V) {
  const [editing, setEditing] = useState<R | null>(null);
  const [form] = Form.useForm<V>();
  const edit = (row: R) => {
    setEditing(row);
    form.setFieldsValue(fill(row) as Parameters<typeof form.setFieldsValue>[0]);
  };
  return { editing, edit, close: () => setEditing(null), form };
}

/** An institution's 有效期至 as the form holds it: a day, or null for no end. */
export const validUntilDay = (validUntil: string | null) => (validUntil ? dayjs(validUntil) : null);

/** The form's 有效期至 back as the API takes it. */
export const validUntilText = (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : null);

/**
 * The edit dialog of the institution lists (机构列表, 授权管理): rendered while closed so the page can fill the form
 * before opening it; OK submits the form, whose `onSave` is the page's (a refusal leaves it open, its toast said why).
 */
export function EditModal<R, V extends object>({
  editor,
  title,
  onSave,
  children,
}: {
  editor: ReturnType<typeof useEditing<R, V>>;
  title: string;
  onSave: (values: V) => Promise<void>;
  children: ReactNode;
}) {
  const { editing, close, form } = editor;
  return (
    <Modal open={!!editing} title={title} onCancel={close} onOk={() => form.submit()} forceRender>
      <Form form={form} layout="vertical" onFinish={(v) => onSave(v).catch(() => undefined)}>
        {children}
      </Form>
    </Modal>
  );
}

/** An institution's 有效期至 field: a date, or empty for no end. */
export function ValidUntilItem({ testId }: { testId?: string }) {
  return (
    <Form.Item label="有效期至" name="validUntil" extra="留空为长期有效；到期次日起机构成员不能登录">
      <DatePicker data-testid={testId} />
    </Form.Item>
  );
}
