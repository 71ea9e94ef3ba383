import { useState } from 'react';
import { Card, Checkbox, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { SUSPECT_TYPES } from '@esee/contracts';
import { usePageTitle, useLoad } from '@esee/react';
import { CompanyLink, DataTable, DownloadButton, EmptyState, FailedState, PageTitle } from '@esee/ui';
import { keySurveyApi } from '../../api/keySurvey';
import { useChosenFile } from './FilePicker';
import { KEY_SURVEY_PATHS } from './paths';

/**
 * `/apps/relation/enterpriseRelationshipMining`: 企业关系挖掘 — the suspected relations (shared phone, e-mail,
 * address, website) among a list's companies, filtered by kind, and their export.
 */
export default function MiningPage() {
  usePageTitle('企业关系挖掘');
  const { fileId, noFiles, picker } = useChosenFile();
  const [types, setTypes] = useState<string[]>(SUSPECT_TYPES.map((t) => t.code));
  const pairs = useLoad(
    () => (fileId === null ? Promise.resolve(null) : keySurveyApi.suspected(fileId, types)),
    [fileId, types.join()],
  );
  return (
    <div data-testid="relationship-mining-page">
      <PageTitle>企业关系挖掘</PageTitle>
      <Card>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            在已上传名单的企业之间，查找使用相同电话、邮箱、地址或网址的疑似关联关系。
          </Typography.Text>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>
            <Space wrap>
              {picker}
              <Checkbox.Group
                value={types}
                onChange={(v) => v.length && setTypes(v)}
                options={SUSPECT_TYPES.map((t) => ({ value: t.code, label: t.name }))}
                data-testid="mining-types"
              />
            </Space>
            {fileId !== null && (
              <DownloadButton download={() => keySurveyApi.exportSuspected(fileId, types)} testId="mining-export">
                导出
              </DownloadButton>
            )}
          </div>
          {noFiles ? (
            <EmptyState
              description={
                <span>
                  暂无已上传名单，请先在<Link to={KEY_SURVEY_PATHS.relationDD}>重点排查</Link>上传企业名单
                </span>
              }
            />
          ) : pairs.status === 'failed' ? (
            <FailedState onRetry={pairs.reload} />
          ) : (
            <DataTable
              testId="mining-pairs"
              rowKey={(p) => `${p.entIdA}|${p.entIdB}`}
              loading={pairs.status === 'loading' || fileId === null}
              rows={pairs.data?.list ?? []}
              emptyText="名单内企业之间未发现疑似关系"
              columns={[
                { key: 'a', title: '企业A', render: (p) => <CompanyLink entId={p.entIdA} name={p.nameA} /> },
                { key: 'b', title: '企业B', render: (p) => <CompanyLink entId={p.entIdB} name={p.nameB} /> },
                {
                  key: 'reasons',
                  title: '疑似关系',
                  render: (p) =>
                    p.reasons.map((r) => (
                      <div key={r.type}>
                        <Tag color="orange">{r.name}</Tag>
                        {r.value}
                      </div>
                    )),
                },
              ]}
            />
          )}
        </Space>
      </Card>
    </div>
  );
}
