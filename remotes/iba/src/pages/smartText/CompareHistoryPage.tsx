import { useState } from 'react';
import { Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import type { LawChange } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, EmptyState, FailedState } from '@esee/ui';
import { smartTextApi } from '../../api/smartText';
import { Marked } from '../lawLibrary/format';
import { LIST_PATH, TaskPicker } from './common';

const KIND_TEXT = { changed: '修改', added: '新增', removed: '删除' } as const;
const KIND_COLOR = { changed: 'orange', added: 'green', removed: 'red' } as const;

function Change({ change }: { change: LawChange }) {
  return (
    <Card size="small" style={{ marginBottom: 8 }} data-testid="st-change" data-kind={change.kind}>
      <Space style={{ marginBottom: 4 }}>
        <Tag color={KIND_COLOR[change.kind]}>{KIND_TEXT[change.kind]}</Tag>
        <Typography.Text type="secondary">{change.new?.label ?? change.old?.label}</Typography.Text>
      </Space>
      <Row gutter={12}>
        <Col span={12} data-testid="st-change-old">
          {change.old ? (
            <Marked as="del" text={change.old.text} ranges={change.old.ranges} />
          ) : (
            <Typography.Text type="secondary">（无）</Typography.Text>
          )}
        </Col>
        <Col span={12} data-testid="st-change-new">
          {change.new ? (
            <Marked as="ins" text={change.new.text} ranges={change.new.ranges} />
          ) : (
            <Typography.Text type="secondary">（无）</Typography.Text>
          )}
        </Col>
      </Row>
    </Card>
  );
}

/**
 * `/investment/smartText/compareHistory`: 版本对比. Two checked versions of a document (申报稿 → 上会稿): the
 * paragraphs changed (old and new side by side, the changed characters marked), added and removed.
 */
export default function CompareHistoryPage() {
  usePageTitle('版本对比');
  const [older, setOlder] = useState<number | undefined>();
  const [newer, setNewer] = useState<number | undefined>();
  const ready = older !== undefined && newer !== undefined && older !== newer;
  const result = useLoad(
    () => (ready ? smartTextApi.diff(older, newer) : Promise.resolve(null)),
    [older, newer, ready],
  );
  const d = result.data;
  const count = (k: LawChange['kind']) => d?.changes.filter((c) => c.kind === k).length ?? 0;
  return (
    <div data-testid="smarttext-compare-page">
      <BackBar crumbs={[{ title: '智能文档审核', to: LIST_PATH }, { title: '版本对比' }]} />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space wrap>
          <TaskPicker value={older} onChange={setOlder} placeholder="选择旧版本（如申报稿）" testId="st-old" />
          <Typography.Text type="secondary">→</Typography.Text>
          <TaskPicker value={newer} onChange={setNewer} placeholder="选择新版本（如上会稿）" testId="st-new" />
        </Space>
      </Card>
      {!ready ? (
        <EmptyState description="选择同一文档的两个版本，查看新增、删除与修改的段落" />
      ) : result.status === 'failed' ? (
        <FailedState onRetry={result.reload} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <Space style={{ marginBottom: 8 }} data-testid="st-diff-counts">
            <Tag color="orange">修改 {count('changed')}</Tag>
            <Tag color="green">新增 {count('added')}</Tag>
            <Tag color="red">删除 {count('removed')}</Tag>
            <Typography.Text type="secondary">未变 {d.unchanged} 段</Typography.Text>
          </Space>
          <Row gutter={12} style={{ marginBottom: 4 }}>
            <Col span={12}>
              <Typography.Text strong>{d.old.fileName}</Typography.Text> {d.old.version && <Tag>{d.old.version}</Tag>}
            </Col>
            <Col span={12}>
              <Typography.Text strong>{d.new.fileName}</Typography.Text> {d.new.version && <Tag>{d.new.version}</Tag>}
            </Col>
          </Row>
          {d.changes.length ? (
            d.changes.map((c, i) => <Change key={i} change={c} />)
          ) : (
            <EmptyState description="两个版本内容相同" />
          )}
        </>
      )}
    </div>
  );
}
