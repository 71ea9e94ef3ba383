import { useState } from 'react';
import { Button, Cascader, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { FileType } from '@esee/contracts';
import { batchImportSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { BatchImportDialog, DataTable, DownloadButton, formatDateTime } from '@esee/ui';
import { batchSearchApi, type CloserBankFile } from '../../api/batchSearch';
import { DeleteFileLink } from './DeleteFileLink';

/**
 * 就近匹配: choose the branch's region (a province or a city), upload a list, and download which of its
 * companies are in the region, those first.
 */
export function CloserBankPanel() {
  const regions = useLoad(() => batchSearchApi.regions(), []);
  const [region, setRegion] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const [uploading, setUploading] = useState(false);
  const regionCode = region.at(-1);

  return (
    <div data-testid="closer-bank">
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text>匹配区域</Typography.Text>
        <Cascader
          style={{ width: 260 }}
          placeholder="请选择省份或城市"
          changeOnSelect
          loading={regions.status === 'loading'}
          options={(regions.data ?? []).map((p) => ({
            value: p.code,
            label: p.name,
            children: p.children.map((c) => ({ value: c.code, label: c.name })),
          }))}
          value={region}
          onChange={(value) => setRegion((value ?? []) as string[])}
          data-testid="closer-bank-region"
        />
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={!regionCode}
          title={regionCode ? undefined : '请先选择匹配区域'}
          onClick={() => setUploading(true)}
          data-testid="closer-bank-upload"
        >
          上传名单
        </Button>
      </Space>
      <DataTable<CloserBankFile>
        testId="list-closer-bank-files"
        numbered
        reloadKey={version}
        rowKey={(f) => String(f.fileId)}
        load={(page) => batchSearchApi.closerBankFiles(page)}
        columns={[
          { key: 'fileName', title: '文件名称' },
          { key: 'regionName', title: '匹配区域', width: 140 },
          { key: 'totalRecord', title: '上传条数', width: 100, align: 'right' },
          { key: 'matchRecord', title: '匹配企业数', width: 110, align: 'right' },
          { key: 'createTime', title: '上传时间', width: 170, render: (f) => formatDateTime(f.createTime) },
          {
            key: 'actions',
            title: '操作',
            width: 150,
            render: (f) => (
              <Space>
                <DownloadButton link download={() => batchSearchApi.closerBankResult(f.fileId)}>
                  下载结果
                </DownloadButton>
                <DeleteFileLink
                  fileName={f.fileName}
                  remove={() => batchSearchApi.removeCloserBank(f.fileId)}
                  onDeleted={() => setVersion((v) => v + 1)}
                />
              </Space>
            ),
          },
        ]}
      />
      {uploading && regionCode && (
        <BatchImportDialog
          title="就近匹配：上传企业名单"
          action="保存匹配"
          scope={{ fileType: FileType.CLOSER_BANK, regionCode }}
          source={batchImportSource}
          onClose={() => setUploading(false)}
          onImported={() => {
            setUploading(false);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </div>
  );
}
