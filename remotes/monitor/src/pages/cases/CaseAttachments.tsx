import { useState } from 'react';
import { App, Button, List, Upload } from 'antd';
import { CASE_ATTACHMENT_MAX_BYTES, type CaseAttachment } from '@esee/contracts';
import { displayText, sizeText } from '@esee/ui';
import { casesApi } from '../../api/cases';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx';

/** A case's files: download each; upload more (pdf/jpg/png/xlsx/docx, at most 5 MB) when the caller may act. */
export function CaseAttachments({
  caseId,
  files,
  canAct,
  onUploaded,
}: {
  caseId: number;
  files: CaseAttachment[];
  canAct: boolean;
  onUploaded: () => void;
}) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <>
      {canAct && (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > CASE_ATTACHMENT_MAX_BYTES) {
              void message.warning('附件不能超过 5 MB');
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            setUploading(true);
            casesApi.upload(caseId, file as File).then(
              (a) => {
                setUploading(false);
                onSuccess?.(a);
                onUploaded();
              },
              (error: Error) => {
                setUploading(false);
                onError?.(error);
              },
            );
          }}
        >
          <Button loading={uploading} data-testid="case-upload">
            上传附件
          </Button>
        </Upload>
      )}
      <List
        data-testid="case-attachments"
        locale={{ emptyText: '暂无附件' }}
        dataSource={files}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button
                key="download"
                type="link"
                onClick={() => void casesApi.download(f.attachmentId).catch(() => undefined)}
              >
                下载
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={f.fileName}
              description={`${sizeText(f.size)} · ${displayText(f.uploadedBy)} · ${f.time}`}
            />
          </List.Item>
        )}
      />
    </>
  );
}
