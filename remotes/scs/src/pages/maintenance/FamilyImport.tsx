import { useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ApiError } from '@esee/http';
import { reviewApi } from '../../api/review';
import { AttachmentPicker } from './ChangeModal';

/** 批量导入家族关系: one change with every row; a file with a bad row is refused whole, its rows listed. */
export function FamilyImport({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [attachments, setAttachments] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{
    message: string;
    rows: { line: number; column: string; message: string }[];
  } | null>(null);
  const send = async () => {
    if (!file || !reason.trim()) return;
    setSaving(true);
    setError(null);
    try {
      await reviewApi.importFamily(file, reason.trim(), attachments);
      onDone();
    } catch (e) {
      const envelope = e instanceof ApiError ? e.envelope : undefined;
      const rows =
        (envelope?.data as { errors?: { line: number; column: string; message: string }[] } | null)?.errors ?? [];
      setError({ message: envelope?.message ?? '导入失败，请稍后重试', rows });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="批量导入家族关系"
      open
      onCancel={onClose}
      onOk={() => void send()}
      okText="提交复核"
      okButtonProps={{ disabled: !file || !reason.trim() }}
      confirmLoading={saving}
      data-testid="scs-import-modal"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">整批作为一条变更提交复核；任一行有误则整批不提交。</Typography.Text>
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>选择 .xlsx 文件</Button>
        </Upload>
        <Input.TextArea
          rows={2}
          maxLength={500}
          placeholder="变更理由（必填）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <AttachmentPicker onChange={setAttachments} />
        {error && (
          <Alert
            type="error"
            showIcon
            title={error.message}
            data-testid="scs-import-errors"
            description={error.rows.slice(0, 20).map((r, i) => (
              <div key={i}>
                第 {r.line} 行 {r.column}：{r.message}
              </div>
            ))}
          />
        )}
      </Space>
    </Modal>
  );
}
