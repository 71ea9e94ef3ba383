import { Result, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  CompanyLink,
  CompanyStatusTag,
  DataTable,
  DownloadButton,
  FailedState,
  formatDate,
  formatDateTime,
  formatMoney,
} from '@esee/ui';
import { batchSearchApi, type BatchCompany } from '../../api/batchSearch';

/** `/bankAssistant/batchSearch/detail?fileId=`: the companies of one uploaded list, with their key facts. */
export default function BatchSearchDetailPage() {
  const [params] = useSearchParams();
  const fileId = Number(params.get('fileId'));
  const valid = Number.isInteger(fileId) && fileId > 0;
  const head = useLoad(
    () => (valid ? batchSearchApi.detail(fileId, 1) : Promise.reject(new Error('no file id'))),
    [fileId],
  );
  const file = head.data?.file;
  usePageTitle(file ? `${file.fileName} - 批量查询` : '批量查询');
  const crumbs = [{ title: '批量查询', to: '/bankAssistant/batchSearch' }, { title: file?.fileName ?? '查询文件' }];

  if (head.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!valid || isNotFound(head.error) ? (
          <Result status="404" title="文件不存在" subTitle="文件可能已被删除。" data-testid="batch-file-not-found" />
        ) : (
          <FailedState onRetry={head.reload} />
        )}
      </>
    );
  return (
    <div data-testid="batch-file-detail">
      <BackBar crumbs={crumbs} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="batch-file-name">
            {file?.fileName ?? ' '}
          </Typography.Title>
          {file && (
            <Typography.Text type="secondary">
              上传 {file.totalRecord} 条，匹配企业 {file.matchRecord} 家 · {formatDateTime(file.createTime)}
            </Typography.Text>
          )}
        </div>
        <DownloadButton download={() => batchSearchApi.exportFile(fileId)} testId="batch-file-export">
          导出
        </DownloadButton>
      </div>
      <DataTable<BatchCompany>
        testId="list-batch-companies"
        reloadKey={fileId}
        rowKey={(c) => c.entId}
        load={async (page) => (await batchSearchApi.detail(fileId, page)).companies}
        columns={[
          { key: 'lineNo', title: '行号', width: 64 },
          {
            key: 'orgName',
            title: '企业名称',
            render: (c) => <CompanyLink entId={c.entId} name={c.orgName} />,
          },
          { key: 'orgStatus', title: '状态', width: 100, render: (c) => <CompanyStatusTag status={c.orgStatus} /> },
          { key: 'legRepName', title: '法定代表人', width: 100 },
          { key: 'creditCode', title: '统一社会信用代码', width: 190 },
          { key: 'regCapital', title: '注册资本', width: 130, render: (c) => formatMoney(c.regCapital) },
          { key: 'estDate', title: '成立日期', width: 110, render: (c) => formatDate(c.estDate) },
          { key: 'region', title: '所属地区', width: 150 },
          { key: 'industryName', title: '所属行业', width: 150 },
        ]}
      />
    </div>
  );
}
