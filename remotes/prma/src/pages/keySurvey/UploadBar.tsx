import { useState } from 'react';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { FileType, type ConfirmResult } from '@esee/contracts';
import { batchImportSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { BatchImportDialog, DownloadButton } from '@esee/ui';
import { keySurveyApi } from '../../api/keySurvey';

/**
 * The template, the upload through the shared batch-import dialog, the limit (已上传 n/m) and, at the
 * limit, 删除最早文件以继续上传.
 */
export function UploadBar({
  reloadKey,
  onChanged,
}: {
  reloadKey: unknown;
  onChanged: (result?: ConfirmResult) => void;
}) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const limit = useLoad(() => keySurveyApi.limit(), [reloadKey]);
  const full = limit.data ? limit.data.fileCount >= limit.data.maxFileCount : false;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
      <Typography.Text type="secondary" data-testid="key-survey-limit">
        上传企业名单（名称或统一社会信用代码），系统将名单内存在关联的企业归为集团并列出关联路径
        {limit.data &&
          `；已上传 ${limit.data.fileCount}/${limit.data.maxFileCount}，每个名单最多 ${limit.data.maxRecord} 条`}
      </Typography.Text>
      <Space>
        <DownloadButton download={() => keySurveyApi.template()} testId="key-survey-template">
          下载模板
        </DownloadButton>
        {full && (
          <Popconfirm
            title="删除最早上传的名单，以便继续上传？"
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              try {
                const { deleted } = await keySurveyApi.removeOldest();
                message.success(`已删除${deleted.map((f) => `「${f.fileName}」`).join('、')}`);
                onChanged();
              } catch {
                // The client's toast has said why.
              }
            }}
          >
            <Button danger data-testid="key-survey-remove-oldest">
              删除最早文件以继续上传
            </Button>
          </Popconfirm>
        )}
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={full}
          title={full ? '名单数已达上限，请先删除' : undefined}
          onClick={() => setUploading(true)}
          data-testid="key-survey-upload"
        >
          上传名单
        </Button>
      </Space>
      {uploading && (
        <BatchImportDialog
          title="上传重点排查名单"
          action="开始排查"
          scope={{ fileType: FileType.KEY_SURVEY }}
          source={batchImportSource}
          onClose={() => setUploading(false)}
          onImported={(result) => {
            setUploading(false);
            onChanged(result);
          }}
        />
      )}
    </div>
  );
}
