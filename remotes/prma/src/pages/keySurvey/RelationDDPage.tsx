import { useState } from 'react';
import { Alert, Card, Pagination, Space, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { KEY_SURVEY_DEFAULT_DEPTH, KEY_SURVEY_DEFAULT_TYPES, type KeySurveyRelationType } from '@esee/contracts';
import { usePageTitle, useLoad } from '@esee/react';
import { DownloadButton, EmptyState, ExcludedHubs, FailedState, PageTitle } from '@esee/ui';
import { keySurveyApi } from '../../api/keySurvey';
import { EXAMPLE, FilePicker } from './FilePicker';
import { GroupCard, MemberTag } from './GroupCard';
import { fileIdOf } from './paths';
import { SurveyOptions } from './SurveyOptions';
import { UploadBar } from './UploadBar';

/**
 * `/apps/relation/relationDD`: 重点排查. Upload a list; its companies related among themselves are grouped
 * into 集团1, 集团2 … with the relation paths, the others listed apart. With no list yet, 示例数据.
 */
export default function RelationDDPage() {
  usePageTitle('重点排查');
  const [params, setParams] = useSearchParams();
  const asked = fileIdOf(params);
  const [fallback, setFallback] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [types, setTypes] = useState<KeySurveyRelationType[]>(KEY_SURVEY_DEFAULT_TYPES);
  const [depth, setDepth] = useState(KEY_SURVEY_DEFAULT_DEPTH);
  const [page, setPage] = useState(1);
  const chosen = asked ?? fallback;
  const fileId = chosen === EXAMPLE ? null : chosen;
  const choose = (id: number) => {
    setPage(1);
    setParams(id === EXAMPLE ? {} : { fileId: String(id) }, { replace: true });
    if (id === EXAMPLE) setFallback(EXAMPLE);
  };
  const result = useLoad(
    () =>
      chosen === null
        ? new Promise<never>(() => undefined)
        : keySurveyApi.survey(fileId, { relTypes: types, depth }, page),
    [chosen, types.join(), depth, page, version],
  );
  const data = result.data;

  return (
    <div data-testid="relation-dd-page">
      <PageTitle>重点排查</PageTitle>
      <Card style={{ marginBottom: 16 }}>
        <UploadBar
          reloadKey={version}
          onChanged={(imported) => {
            setVersion((v) => v + 1);
            if (imported?.targetId) choose(imported.targetId);
          }}
        />
      </Card>
      <Card>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Space>
              <span style={{ color: 'rgba(0,0,0,0.55)' }}>排查名单</span>
              <FilePicker
                example
                value={chosen}
                reloadKey={version}
                onChange={choose}
                onLoaded={(files) => setFallback((f) => f ?? files[0]?.fileId ?? EXAMPLE)}
              />
            </Space>
            <DownloadButton
              download={() => keySurveyApi.exportSurvey(fileId, { relTypes: types, depth })}
              testId="key-survey-export"
            >
              导出结果
            </DownloadButton>
          </div>
          <SurveyOptions
            types={types}
            depth={depth}
            onTypes={(t) => {
              setTypes(t);
              setPage(1);
            }}
            onDepth={(d) => {
              setDepth(d);
              setPage(1);
            }}
          />
          {chosen === EXAMPLE && (
            <Alert
              type="info"
              showIcon
              message="当前展示示例数据：上传名单后即可排查您自己的企业名单。"
              data-testid="key-survey-example"
            />
          )}
          {result.status === 'failed' ? (
            <FailedState onRetry={result.reload} />
          ) : !data ? (
            <div style={{ padding: 48, textAlign: 'center' }}>
              <Spin tip="正在排查名单内企业的关联关系…" data-testid="key-survey-loading">
                <div style={{ height: 40 }} />
              </Spin>
            </div>
          ) : (
            <div data-testid="key-survey-result">
              <Typography.Paragraph data-testid="key-survey-summary">
                名单《{data.fileName}》共 {data.memberCount} 家企业，发现 {data.groupCount} 个集团，
                {data.unrelated.length} 家未发现关联
              </Typography.Paragraph>
              <ExcludedHubs hubs={data.hubs} testId="key-survey-hubs" />
              {data.groupCount === 0 && <EmptyState description="名单内企业之间未发现关联" />}
              {data.groups.map((g) => (
                <GroupCard key={g.name} group={g} />
              ))}
              {data.groupCount > data.pageSize && (
                <Pagination
                  current={page}
                  pageSize={data.pageSize}
                  total={data.groupCount}
                  showSizeChanger={false}
                  onChange={setPage}
                  style={{ marginBottom: 12 }}
                />
              )}
              {data.unrelated.length > 0 && (
                <Card
                  size="small"
                  title={`未发现关联（${data.unrelated.length}家）`}
                  data-testid="key-survey-unrelated"
                >
                  <Space wrap size={[16, 8]}>
                    {data.unrelated.map((m) => (
                      <MemberTag key={m.entId} member={m} />
                    ))}
                  </Space>
                </Card>
              )}
            </div>
          )}
        </Space>
      </Card>
    </div>
  );
}
