import { useState } from 'react';
import { Button, Checkbox, InputNumber, Radio, Segmented, Select, Space, Tag, Typography } from 'antd';
import { MAX_RELATION_SEEDS, RELATION_KINDS, type CompanyChoice, type RelationKind } from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { CompanySearch } from '@esee/ui';
import { projectTargets } from '../../api/financing';
import type { RelationQuery } from '../../api/relationProspect';

const ALL_KINDS = RELATION_KINDS.map((k) => k.code);

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 12 }}>
    <Typography.Text type="secondary" style={{ width: 72, flex: 'none', lineHeight: '32px' }}>
      {label}
    </Typography.Text>
    <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
  </div>
);

/**
 * The seeds (companies picked with the shared search, shown as chips, or one of the institution's
 * projects), the relation kinds, the depth and the minimum holding; 开始找客 hands them over.
 */
export function RelationForm({ running, onRun }: { running: boolean; onRun: (query: RelationQuery) => void }) {
  const [mode, setMode] = useState<'pick' | 'project'>('pick');
  const [seeds, setSeeds] = useState<CompanyChoice[]>([]);
  const [projectId, setProjectId] = useState<number | undefined>();
  const [types, setTypes] = useState<RelationKind[]>(ALL_KINDS);
  const [depth, setDepth] = useState<1 | 2>(1);
  const [minPercent, setMinPercent] = useState<number>(5);
  const projects = useLoad(() => (mode === 'project' ? projectTargets.list() : Promise.resolve([])), [mode]);

  const add = (c: CompanyChoice) =>
    setSeeds((list) =>
      list.some((s) => s.entId === c.entId) || list.length >= MAX_RELATION_SEEDS ? list : [...list, c],
    );
  const ready = types.length > 0 && (mode === 'pick' ? seeds.length > 0 : projectId !== undefined);
  const run = () =>
    onRun({
      entIds: mode === 'pick' ? seeds.map((s) => s.entId) : [],
      ...(mode === 'project' ? { projectId } : {}),
      types,
      depth,
      minRatio: minPercent / 100,
    });

  return (
    <div data-testid="relation-form">
      <Row label="种子客户">
        <Segmented
          value={mode}
          onChange={(v) => setMode(v as 'pick' | 'project')}
          options={[
            { value: 'pick', label: '手选企业' },
            { value: 'project', label: '选择项目' },
          ]}
          data-testid="relation-seed-mode"
          style={{ marginBottom: 8 }}
        />
        {mode === 'pick' ? (
          <>
            <CompanySearch source={companySearchSource} onPick={add} testId="relation-seed-search" />
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }} data-testid="relation-seeds">
              {seeds.length === 0 && (
                <Typography.Text type="secondary">
                  搜索并选择已有客户作为种子，最多{MAX_RELATION_SEEDS}家
                </Typography.Text>
              )}
              {seeds.map((s) => (
                <Tag
                  key={s.entId}
                  closable
                  color="blue"
                  data-testid="seed-chip"
                  onClose={(e) => {
                    e.preventDefault();
                    setSeeds((list) => list.filter((x) => x.entId !== s.entId));
                  }}
                >
                  {s.orgName}
                </Tag>
              ))}
            </div>
          </>
        ) : (
          <Select
            style={{ width: 360 }}
            placeholder="选择项目，以项目中的企业为种子"
            loading={projects.status === 'loading'}
            value={projectId}
            onChange={setProjectId}
            data-testid="relation-project"
            options={(projects.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.name}（${p.companyCount}家）`,
            }))}
            notFoundContent={projects.status === 'failed' ? '项目加载失败' : '暂无项目'}
          />
        )}
      </Row>
      <Row label="关系类型">
        <Checkbox.Group
          value={types}
          onChange={(v) => setTypes(v as RelationKind[])}
          options={RELATION_KINDS.map((k) => ({ value: k.code, label: k.name }))}
          data-testid="relation-types"
        />
      </Row>
      <Row label="关系层级">
        <Space wrap size={24}>
          <Radio.Group value={depth} onChange={(e) => setDepth(e.target.value as 1 | 2)} data-testid="relation-depth">
            <Radio value={1}>一跳</Radio>
            <Radio value={2}>两跳</Radio>
          </Radio.Group>
          <Space>
            <Typography.Text type="secondary">最低持股比例</Typography.Text>
            <InputNumber
              min={0}
              max={100}
              value={minPercent}
              onChange={(v) => setMinPercent(v ?? 0)}
              addonAfter="%"
              style={{ width: 120 }}
              data-testid="relation-min-ratio"
            />
          </Space>
        </Space>
      </Row>
      <Row label="">
        <Button type="primary" disabled={!ready} loading={running} onClick={run} data-testid="relation-run">
          开始找客
        </Button>
      </Row>
    </div>
  );
}
