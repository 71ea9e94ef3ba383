import { Descriptions, Space, Tag, Typography } from 'antd';
import {
  type DerivedAlertEvidence,
  type DerivedChange,
  type DerivedController,
  type DerivedOwners,
} from '@esee/contracts';
import { DerivedRecordsTable, formatPercent } from '@esee/ui';
import { GroupView, RelatedView } from './DerivedParties';
import { Name, PathLine, share } from './EvidencePath';

const RULE_TEXT: Record<DerivedOwners['rule'], (v: DerivedOwners) => string> = {
  ownership: (v) =>
    `持股 ${formatPercent(v.threshold, { share: true, trim: true })}${v.inclusive ? ' 及以上' : ' 以上'}`,
  control: () => '实际控制（无人持股达标）',
  seniorManagement: () => '高级管理人员（无人持股达标或控制）',
};

function OwnersView({ value }: { value: DerivedOwners }) {
  return (
    <Space direction="vertical" size={4}>
      <Typography.Text type="secondary">认定依据：{RULE_TEXT[value.rule](value)}</Typography.Text>
      {value.owners.length === 0 ? (
        <span>无</span>
      ) : (
        value.owners.map((o) => (
          <div key={o.person.id}>
            <strong>{o.person.name}</strong> {share(o.share)}
            {o.paths.map((p, i) => (
              <PathLine key={i} path={p} />
            ))}
          </div>
        ))
      )}
    </Space>
  );
}

function ControllerView({ value }: { value: DerivedController }) {
  if (!value.controller) return <span>无实际控制人</span>;
  // The chain runs from the company up; read from the controller down, as a path does.
  const links = [...value.chain].reverse();
  return (
    <Space direction="vertical" size={4}>
      <strong>{value.controller.name}</strong>
      <div data-testid="derived-path">
        {links.map((l, i) => (
          <span key={i}>
            {i === 0 && <Name entity={l.holder} />}
            <Typography.Text type="secondary">
              {' '}
              —{share(l.ratio)}
              {l.basis === 'majority' ? '（过半）' : '（第一大股东）'}→{' '}
            </Typography.Text>
            <Name entity={l.company} />
          </span>
        ))}
      </div>
    </Space>
  );
}

function ChangeLine({ change, kind }: { change: DerivedChange; kind: DerivedAlertEvidence['kind'] }) {
  const [what, color] =
    change.before === null ? ['新增', 'red'] : change.after === null ? ['不再是', 'default'] : ['变更', 'orange'];
  return (
    <div>
      <Tag color={color}>{what}</Tag>
      {change.entity.name}
      {kind === 'group' && '（集团控制人）'}
      {kind === 'relatedParty' && '（据以认定的关联方）'}
      {kind === 'beneficialOwners' && (
        <span>
          ：{share(change.before)} → {share(change.after)}
        </span>
      )}
    </div>
  );
}

/** One side of the change: the owners, the controller, the group or the related-party reasons as concluded then. */
function SideView({ evidence, side }: { evidence: DerivedAlertEvidence; side: 'before' | 'after' }) {
  switch (evidence.kind) {
    case 'beneficialOwners':
      return <OwnersView value={evidence[side]} />;
    case 'actualController':
      return <ControllerView value={evidence[side]} />;
    case 'group':
      return <GroupView value={evidence[side]} />;
    case 'relatedParty':
      return <RelatedView value={evidence[side]} />;
  }
}

/**
 * A derived alert's evidence (issue 42): what the platform concluded before and after the data changed, the
 * ownership paths with each link's share, and the shareholding records they rest on with their dates.
 */
export function DerivedEvidence({ evidence }: { evidence: DerivedAlertEvidence }) {
  return (
    <Descriptions column={1} size="small" bordered data-testid="derived-evidence">
      <Descriptions.Item label="变更内容">
        {evidence.changes.length ? (
          evidence.changes.map((c) => <ChangeLine key={c.entity.id} change={c} kind={evidence.kind} />)
        ) : (
          <span>认定依据变化</span>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="变更前">
        <div data-testid="derived-before">
          <SideView evidence={evidence} side="before" />
        </div>
      </Descriptions.Item>
      <Descriptions.Item label="变更后">
        <div data-testid="derived-after">
          <SideView evidence={evidence} side="after" />
        </div>
      </Descriptions.Item>
      <Descriptions.Item label="来源持股记录">
        {/* The records of the paths, read whole beside them. */}
        <DerivedRecordsTable
          testId="derived-records"
          records={evidence.records}
          emptyText={
            evidence.kind === 'relatedParty'
              ? '认定依据不含持股路径（任职或名单登记；登记中的任职记录无日期）'
              : '路径上的持股记录已不在登记中'
          }
        />
      </Descriptions.Item>
      <Descriptions.Item label="数据批次">
        {evidence.loads.length ? evidence.loads.map((l) => `第 ${l.id} 批（${l.loadedAt} 入库）`).join('、') : '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}
