import { useState } from 'react';
import { Alert, Button, Modal, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MemberImportLimit, type MemberImportError } from '@esee/contracts';
import { ApiError } from '@esee/http';
import { DownloadButton } from '@esee/ui';
import { orgApi } from './api';

/**
 * 导入成员: download the template, choose an .xlsx, upload. All or nothing:
 * a refused file lists its bad rows here; an accepted one closes with the count.
 */
export function MemberImportModal({ onClose, onDone }: { onClose: () => void; onDone: (created: number) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; rows: MemberImportError[] } | null>(null);
  const send = async () => {
    if (!file) return;
    setSaving(true);
    setError(null);
    try {
      onDone((await orgApi.importMembers(file)).created);
    } catch (e) {
      const envelope = e instanceof ApiError ? e.envelope : undefined;
      const rows = (envelope?.data as { errors?: MemberImportError[] } | null)?.errors ?? [];
      setError({ message: envelope?.message ?? '导入失败，请稍后重试', rows });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="导入成员"
      open
      onCancel={onClose}
      onOk={() => void send()}
      okText="导入"
      okButtonProps={{ disabled: !file, ...({ 'data-testid': 'member-import-submit' } as object) }}
      confirmLoading={saving}
      data-testid="member-import-modal"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          按模板填写后上传（.xlsx，最多{MemberImportLimit.ROWS}
          名成员）；任一行有误则整批不导入。新成员首次登录须修改密码。
        </Typography.Text>
        <DownloadButton download={orgApi.memberTemplate} testId="member-import-template">
          下载模板
        </DownloadButton>
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setError(null);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />} data-testid="member-import-choose">
            选择 .xlsx 文件
          </Button>
        </Upload>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error.rows.length ? `导入失败，未创建任何成员（${error.rows.length}行有误）` : error.message}
            data-testid="member-import-errors"
            description={
              error.rows.length > 0 && (
                <ul style={{ maxHeight: 240, overflow: 'auto', margin: 0, paddingLeft: 18 }}>
                  {error.rows.map((r) => (
                    <li key={r.row}>{r.message}</li>
                  ))}
                </ul>
              )
            }
          />
        )}
      </Space>
    </Modal>
  );
}
