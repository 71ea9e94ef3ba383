import { useState } from 'react';
import { Card, Col, Empty, Row, Select, Space, Tag, Typography } from 'antd';
import type { LawChange } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { EventList, FailedState, formatDate } from '@esee/ui';
import { lawApi } from '../../api/law';
import { Marked, ValidityTag } from './format';

const KIND: Record<LawChange['kind'], { text: string; color: string }> = {
  changed: { text: '修改', color: 'orange' },
  added: { text: '新增', color: 'green' },
  removed: { text: '删除', color: 'red' },
};

function ChangeRow({ change }: { change: LawChange }) {
  return (
    <Row gutter={12} style={{ marginBottom: 12 }} data-testid="law-change">
      <Col span={12}>
        <Card size="small" style={{ height: '100%' }} data-testid="law-change-old">
          {change.old ? (
            <>
              <Typography.Text strong>{change.old.label}</Typography.Text>{' '}
              <Marked text={change.old.text} ranges={change.kind === 'removed' ? [] : change.old.ranges} as="del" />
            </>
          ) : (
            <Typography.Text type="secondary">（原版本无此条）</Typography.Text>
          )}
        </Card>
      </Col>
      <Col span={12}>
        <Card
          size="small"
          style={{ height: '100%' }}
          title={<Tag color={KIND[change.kind].color}>{KIND[change.kind].text}</Tag>}
          data-testid="law-change-new"
        >
          {change.new ? (
            <>
              <Typography.Text strong>{change.new.label}</Typography.Text>{' '}
              <Marked text={change.new.text} ranges={change.kind === 'added' ? [] : change.new.ranges} as="ins" />
            </>
          ) : (
            <Typography.Text type="secondary">（新版本已删除此条）</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** 版本历史: every version on a timeline, and two of them compared article by article, old left, new right. */
export function VersionsTab({ lawId }: { lawId: string }) {
  const [pair, setPair] = useState<{ from?: string; to?: string }>({});
  const loaded = useLoad(() => lawApi.versions(lawId, pair.from, pair.to), [lawId, pair.from, pair.to]);
  const v = loaded.data;
  if (loaded.status === 'failed') return <FailedState onRetry={loaded.reload} />;
  if (!v) return <Card loading />;
  const options = v.versions.map((x) => ({ value: x.versionId, label: `${x.label}（${formatDate(x.publishDate)}）` }));
  const counts = (['changed', 'added', 'removed'] as const).map(
    (k) => `${KIND[k].text} ${v.changes.filter((c) => c.kind === k).length} 条`,
  );
  return (
    <div data-testid="law-versions">
      <EventList
        style={{ marginTop: 8 }}
        items={[...v.versions].reverse().map((x) => ({
          key: x.versionId,
          color: x.validity === '现行有效' ? 'green' : 'gray',
          children: (
            <Space wrap size={6} data-testid="law-version-item">
              <Typography.Text strong>{x.label}</Typography.Text>
              <ValidityTag validity={x.validity} />
              <span>发布 {formatDate(x.publishDate)}</span>
              <span>实施 {formatDate(x.effectiveDate)}</span>
              {x.docNo && <Typography.Text type="secondary">{x.docNo}</Typography.Text>}
              {x.amendedBy && <Typography.Text type="secondary">经《{x.amendedBy.title}》修改</Typography.Text>}
              {x.note && <Typography.Text type="secondary">{x.note}</Typography.Text>}
            </Space>
          ),
        }))}
      />
      {v.versions.length < 2 ? (
        <Empty description="该文件只有一个版本，无可对比的历史版本" data-testid="law-versions-single" />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">对比</Typography.Text>
            <Select
              style={{ minWidth: 200 }}
              options={options}
              value={v.fromVersionId ?? undefined}
              onChange={(from: string) => setPair({ ...pair, from, to: pair.to ?? v.toVersionId ?? undefined })}
              data-testid="law-version-from"
            />
            <Typography.Text type="secondary">与</Typography.Text>
            <Select
              style={{ minWidth: 200 }}
              options={options}
              value={v.toVersionId ?? undefined}
              onChange={(to: string) => setPair({ ...pair, to, from: pair.from ?? v.fromVersionId ?? undefined })}
              data-testid="law-version-to"
            />
            <Typography.Text type="secondary" data-testid="law-version-counts">
              {counts.join('，')}，未变 {v.unchanged} 条
            </Typography.Text>
          </Space>
          <Row gutter={12} style={{ marginBottom: 8 }}>
            <Col span={12}>
              <Typography.Text strong>旧版本</Typography.Text>
            </Col>
            <Col span={12}>
              <Typography.Text strong>新版本</Typography.Text>
            </Col>
          </Row>
          {v.changes.length ? (
            v.changes.map((c, i) => <ChangeRow key={i} change={c} />)
          ) : (
            <Empty description="所选两个版本的条文相同" />
          )}
        </>
      )}
    </div>
  );
}
