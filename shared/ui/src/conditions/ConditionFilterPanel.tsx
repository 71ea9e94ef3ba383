import type { ReactNode } from 'react';
import { Checkbox, Input, Radio, Switch, TreeSelect } from 'antd';
import { ROUND_FILTER_KEYS, type Conditions, type ConditionOptions, type OptionNode } from '@esee/contracts';
import { TAG_LIMIT } from '../tagLimit';

type Flag = 'hasPatent' | 'hasTrademark' | 'hasSoftwareCopyright' | 'wonBid' | 'hasPhone' | 'hasEmail';
const FLAGS: { key: Flag; label: string }[] = [
  { key: 'hasPatent', label: '有专利' },
  { key: 'hasTrademark', label: '有商标' },
  { key: 'hasSoftwareCopyright', label: '有软件著作权' },
  { key: 'wonBid', label: '近12个月有中标' },
  { key: 'hasPhone', label: '有联系电话' },
  { key: 'hasEmail', label: '有邮箱' },
];

const treeData = (nodes: readonly OptionNode[]): object[] =>
  nodes.map((n) => ({ value: n.code, title: n.name, children: n.children ? treeData(n.children) : undefined }));

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '6px 0' }} data-testid={testId}>
      <div style={{ width: 84, flex: 'none', color: 'rgba(0,0,0,0.55)' }}>{label}</div>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}

/** A list value or none: an emptied list is dropped from the conditions. */
const list = <T,>(values: T[]) => (values.length ? values : undefined);

/**
 * The filters of 条件找客 (CBA) and of IBA 高级搜索's conditions, built from the options call. Every change
 * applies at once: the count and the rows follow the panel. A switch that is off means "any", not "none".
 * `withCustomers: false` leaves out the 本行客户 row (a page whose institution keeps no customer book).
 */
export function ConditionFilterPanel({
  options,
  value,
  onChange,
  withCustomers = true,
}: {
  options: ConditionOptions;
  value: Conditions;
  onChange: (next: Conditions) => void;
  withCustomers?: boolean;
}) {
  const set = <K extends keyof Conditions>(key: K, v: Conditions[K] | undefined) => {
    const next = { ...value };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  return (
    <div data-testid="conditions-panel">
      <Row label="企业名称" testId="filter-keyword">
        <Input.Search
          allowClear
          placeholder="名称中包含的文字"
          style={{ maxWidth: 360 }}
          defaultValue={value.keyword}
          key={value.keyword ?? ''}
          maxLength={50}
          onSearch={(text) => set('keyword', text.trim() || undefined)}
        />
      </Row>
      <Row label="所属地区" testId="filter-region">
        <TreeSelect
          multiple
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          treeData={treeData(options.regions)}
          value={value.regionCodes ?? []}
          onChange={(codes: string[]) => set('regionCodes', list(codes))}
          placeholder="省、市、区县（可多选）"
          style={{ width: '100%', maxWidth: 560 }}
          {...TAG_LIMIT}
          treeNodeFilterProp="title"
        />
      </Row>
      <Row label="所属行业" testId="filter-industry">
        <TreeSelect
          multiple
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          treeData={treeData(options.industries)}
          value={value.industryCodes ?? []}
          onChange={(codes: string[]) => set('industryCodes', list(codes))}
          placeholder="国民经济行业门类、行业（可多选）"
          style={{ width: '100%', maxWidth: 560 }}
          {...TAG_LIMIT}
          treeNodeFilterProp="title"
        />
      </Row>
      <Row label="注册资本" testId="filter-capital">
        <Checkbox.Group
          options={options.capitalBands.map((b) => ({ value: b.key, label: b.label }))}
          value={value.capitalBands ?? []}
          onChange={(v) => set('capitalBands', list(v as NonNullable<Conditions['capitalBands']>))}
        />
      </Row>
      <Row label="成立年限" testId="filter-age">
        <Checkbox.Group
          options={options.ageBands.map((b) => ({ value: b.key, label: b.label }))}
          value={value.ageBands ?? []}
          onChange={(v) => set('ageBands', list(v as NonNullable<Conditions['ageBands']>))}
        />
      </Row>
      <Row label="登记状态" testId="filter-status">
        <Radio.Group
          value={value.status ?? 'active'}
          onChange={(e) => set('status', e.target.value === 'active' ? undefined : e.target.value)}
          options={[
            { value: 'active', label: '存续、在业' },
            { value: 'inactive', label: '注销、吊销等' },
            { value: 'all', label: '不限' },
          ]}
        />
      </Row>
      <Row label="企业类型" testId="filter-type">
        <Checkbox.Group
          options={options.companyTypes}
          value={value.companyTypes ?? []}
          onChange={(v) => set('companyTypes', list(v as NonNullable<Conditions['companyTypes']>))}
        />
      </Row>
      <Row label="上市情况" testId="filter-listed">
        <Radio.Group
          value={value.listed === undefined ? 'any' : value.listed ? 'yes' : 'no'}
          onChange={(e) => set('listed', e.target.value === 'any' ? undefined : e.target.value === 'yes')}
          options={[
            { value: 'any', label: '不限' },
            { value: 'yes', label: '已上市' },
            { value: 'no', label: '未上市' },
          ]}
        />
      </Row>
      <Row label="科技标签" testId="filter-tags">
        <Checkbox.Group
          options={options.techTags}
          value={value.techTags ?? []}
          onChange={(v) => set('techTags', list(v as NonNullable<Conditions['techTags']>))}
        />
      </Row>
      <Row label="经营与联系" testId="filter-flags">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }}>
          {FLAGS.map((f) => (
            <label key={f.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }}>
              <Switch
                size="small"
                checked={value[f.key] === true}
                onChange={(on) => set(f.key, on ? true : undefined)}
                data-testid={`flag-${f.key}`}
              />
              {f.label}
            </label>
          ))}
        </div>
      </Row>
      <Row label="融资轮次" testId="filter-rounds">
        <Checkbox.Group
          options={ROUND_FILTER_KEYS}
          value={value.financingRounds ?? []}
          onChange={(v) => set('financingRounds', list(v))}
        />
      </Row>
      <Row label="风险排除" testId="filter-risks">
        <Checkbox.Group
          options={options.riskExclusions.map((r) => ({ value: r.key, label: `排除${r.label}` }))}
          value={value.excludeRisks ?? []}
          onChange={(v) => set('excludeRisks', list(v as NonNullable<Conditions['excludeRisks']>))}
        />
      </Row>
      {withCustomers && (
        <Row label="本行客户" testId="filter-customers">
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }}>
            <Switch
              size="small"
              checked={value.excludeCustomers === true}
              onChange={(on) => set('excludeCustomers', on ? true : undefined)}
              data-testid="flag-excludeCustomers"
            />
            排除本行已有客户
          </label>
        </Row>
      )}
    </div>
  );
}
