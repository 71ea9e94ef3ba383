import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { FileType } from '@esee/contracts';
import { batchImportSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { BatchImportDialog, DataTable, DownloadButton, formatDateTime } from '@esee/ui';
import { batchSearchApi, type BatchFile } from '../../api/batchSearch';
import { DeleteFileLink } from './DeleteFileLink';

export const detailHref = (fileId: number) => `/bankAssistant/batchSearch/detail?fileId=${fileId}`;

/** 批量查询 files: upload a list of companies, keep it, open or export it later. */
export function BatchFilesPanel() {
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  const [uploading, setUploading] = useState(false);
  const limit = useLoad(() => batchSearchApi.limit(), [version]);
  const full = limit.data ? limit.data.fileCount >= limit.data.maxFileCount : false;

  return (
    <div data-testid="batch-files">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
        <div>
          <Typography.Text type="secondary" data-testid="batch-search-limit">
            上传企业名单（名称或统一社会信用代码），匹配后保存为查询文件
            {limit.data &&
              `；已保存 ${limit.data.fileCount}/${limit.data.maxFileCount} 个文件，每个最多 ${limit.data.maxRecord} 条`}
          </Typography.Text>
        </div>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={full}
          title={full ? '文件数已达上限，请先删除' : undefined}
          onClick={() => setUploading(true)}
          data-testid="batch-search-upload"
        >
          上传名单
        </Button>
      </div>
      <DataTable<BatchFile>
        testId="list-batch-files"
        numbered
        reloadKey={version}
        rowKey={(f) => String(f.fileId)}
        load={(page) => batchSearchApi.files(page)}
        columns={[
          { key: 'fileName', title: '文件名称', render: (f) => <Link to={detailHref(f.fileId)}>{f.fileName}</Link> },
          { key: 'totalRecord', title: '上传条数', width: 100, align: 'right' },
          { key: 'matchRecord', title: '匹配企业数', width: 110, align: 'right' },
          { key: 'createTime', title: '上传时间', width: 170, render: (f) => formatDateTime(f.createTime) },
          {
            key: 'actions',
            title: '操作',
            width: 160,
            render: (f) => (
              <Space>
                <Link to={detailHref(f.fileId)}>查看</Link>
                <DownloadButton link download={() => batchSearchApi.exportFile(f.fileId)}>
                  导出
                </DownloadButton>
                <DeleteFileLink
                  fileName={f.fileName}
                  remove={() => batchSearchApi.remove(f.fileId)}
                  onDeleted={() => setVersion((v) => v + 1)}
                />
              </Space>
            ),
          },
        ]}
      />
      {uploading && (
        <BatchImportDialog
          title="上传企业名单"
          action="保存查询"
          scope={{ fileType: FileType.BATCH_SEARCH }}
          source={batchImportSource}
          onClose={() => setUploading(false)}
          onImported={(result) => {
            setUploading(false);
            setVersion((v) => v + 1);
            if (result.targetId) void navigate(detailHref(result.targetId));
          }}
        />
      )}
    </div>
  );
}
