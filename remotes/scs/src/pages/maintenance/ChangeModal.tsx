import { useState, type ReactNode } from 'react';
import { App, Button, Form, Input, Modal, Select, Spin, Upload, type FormInstance } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { CompanyChoice } from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { useSubmit } from '@esee/react';
import { validValues } from '@esee/ui';
import { reviewApi } from '../../api/review';

export const ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx';
const MAX_BYTES = 5 * 1024 * 1024;
const MAX_FILES = 5;

/** Attachments of a change: uploaded at once (≤ 5 files, ≤ 5 MB, pdf/jpg/png/xlsx/docx), their ids kept. */
export function AttachmentPicker({ onChange }: { onChange: (ids: number[]) => void }) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<{ uid: string; name: string; status: 'uploading' | 'done'; id?: number }[]>([]);
  const update = (next: typeof files) => {
    setFiles(next);
    onChange(next.flatMap((f) => (f.id ? [f.id] : [])));
  };
  return (
    <Upload
      accept={ACCEPT}
      fileList={files}
      maxCount={MAX_FILES}
      beforeUpload={(file) => {
        if (file.size > MAX_BYTES) {
          void message.warning('附件不能超过 5 MB');
          return Upload.LIST_IGNORE;
        }
        if (files.length >= MAX_FILES) {
          void message.warning('附件最多 5 个');
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const f = file as File & { uid: string };
        const entry = { uid: f.uid, name: f.name, status: 'uploading' as const };
        const withEntry = [...files, entry];
        setFiles(withEntry);
        reviewApi.upload(f).then(
          (a) => {
            setFiles((current) => {
              const next = current.map((x) => (x.uid === f.uid ? { ...x, status: 'done' as const, id: a.id } : x));
              onChange(next.flatMap((x) => (x.id ? [x.id] : [])));
              return next;
            });
            onSuccess?.(a);
          },
          (e: Error) => {
            setFiles((current) => current.filter((x) => x.uid !== f.uid));
            onError?.(e);
          },
        );
      }}
      onRemove={(file) => update(files.filter((f) => f.uid !== file.uid))}
    >
      <Button icon={<UploadOutlined />} data-testid="scs-attach">
        上传附件
      </Button>
    </Upload>
  );
}

/** A company of the register, picked by name (suggestions as one types). */
export function CompanyPicker({
  value,
  onChange,
  initial,
  testId,
}: {
  value?: string;
  onChange?: (entId: string) => void;
  initial?: { entId: string; name: string };
  testId?: string;
}) {
  const [options, setOptions] = useState<CompanyChoice[]>([]);
  const [loading, setLoading] = useState(false);
  const search = async (text: string) => {
    if (!text.trim()) return setOptions([]);
    setLoading(true);
    try {
      setOptions(await companySearchSource.suggest(text.trim()));
    } catch {
      setOptions([]);
    } finally {
      setLoading(false);
    }
  };
  const list = [
    ...(initial && !options.some((o) => o.entId === initial.entId)
      ? [{ entId: initial.entId, orgName: initial.name }]
      : []),
    ...options,
  ];
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={(t) => void search(t)}
      placeholder="输入企业名称搜索"
      notFoundContent={loading ? <Spin size="small" /> : null}
      options={list.map((o) => ({ value: o.entId, label: o.orgName }))}
      data-testid={testId}
    />
  );
}

/**
 * A change's dialog: the change's own fields, a reason (required) and attachments; 提交复核 sends it to
 * 数据复核 instead of writing. `payload` turns the form's values into the kind's payload.
 */
export function ChangeModal<V extends object>({
  title,
  kind,
  open,
  onClose,
  onSubmitted,
  payload,
  initialValues,
  children,
  testId = 'scs-change-modal',
}: {
  title: string;
  kind: string;
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
  payload: (values: V) => unknown;
  initialValues?: Partial<V>;
  children?: ReactNode | ((form: FormInstance) => ReactNode);
  testId?: string;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [attachments, setAttachments] = useState<number[]>([]);
  const { busy: saving, run } = useSubmit();
  const submit = async () => {
    const values = (await validValues(form)) as (V & { reason: string }) | undefined;
    if (!values) return;
    await run(async () => {
      await reviewApi.submit(kind, payload(values), values.reason.trim(), attachments);
      void message.success('已提交，待复核');
      onSubmitted();
    });
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="提交复核"
      confirmLoading={saving}
      destroyOnHidden
      width={560}
      data-testid={testId}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {typeof children === 'function' ? children(form) : children}
        <Form.Item
          name="reason"
          label="变更理由"
          rules={[{ required: true, whitespace: true, message: '请填写变更理由' }, { max: 500 }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder="说明变更依据，复核人据此审核"
            data-testid="scs-reason"
          />
        </Form.Item>
        <Form.Item label="附件（可选，最多 5 个，每个不超过 5 MB）">
          <AttachmentPicker onChange={setAttachments} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
