import { Checkbox, Input, InputNumber, Radio, TreeSelect } from 'antd';
import type { ConditionOptions, Conditions, OptionNode } from '@esee/contracts';
import { FilterRow, listOrNone, TAG_LIMIT, treeSelectData } from '@esee/ui';
import type { MerchantsQuery } from '../../api/merchantsSearch';

/** Any number of codes of a tree (regions, industries), searchable by name; none chosen: any. */
function CodeTree({
  tree,
  value,
  onChange,
}: {
  tree: readonly OptionNode[];
  value: string[] | undefined;
  onChange: (codes: string[] | undefined) => void;
}) {
  return (
    <TreeSelect
      multiple
      allowClear
      treeData={treeSelectData(tree)}
      value={value ?? []}
      onChange={(v: string[]) => onChange(listOrNone(v))}
      placeholder="不限"
      style={{ width: '100%', maxWidth: 480 }}
      {...TAG_LIMIT}
      showSearch
      treeNodeFilterProp="title"
    />
  );
}

/**
 * 合作方寻源's filters: 条件找客's firmographic conditions (the same options call, served under the PRMA
 * right) plus the bid-win history. Every change applies at once.
 */
export function SourcingFilters({
  options,
  value,
  onChange,
}: {
  options: ConditionOptions;
  value: MerchantsQuery;
  onChange: (next: MerchantsQuery) => void;
}) {
  const c = value.conditions;
  const set = <K extends keyof Conditions>(key: K, v: Conditions[K] | undefined) => {
    const next = { ...c };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange({ ...value, conditions: next });
  };
  const bids = value.bidWins;
  return (
    <div data-testid="sourcing-filters">
      <FilterRow label="企业名称" testId="filter-keyword">
        <Input.Search
          allowClear
          placeholder="名称中包含的文字"
          style={{ maxWidth: 360 }}
          defaultValue={c.keyword}
          key={c.keyword ?? ''}
          maxLength={50}
          onSearch={(text) => set('keyword', text.trim() || undefined)}
        />
      </FilterRow>
      <FilterRow label="所属地区" testId="filter-region">
        <CodeTree tree={options.regions} value={c.regionCodes} onChange={(v) => set('regionCodes', v)} />
      </FilterRow>
      <FilterRow label="所属行业" testId="filter-industry">
        <CodeTree tree={options.industries} value={c.industryCodes} onChange={(v) => set('industryCodes', v)} />
      </FilterRow>
      <FilterRow label="注册资本" testId="filter-capital">
        <Checkbox.Group
          options={options.capitalBands.map((b) => ({ value: b.key, label: b.label }))}
          value={c.capitalBands ?? []}
          onChange={(v) => set('capitalBands', listOrNone(v as NonNullable<Conditions['capitalBands']>))}
        />
      </FilterRow>
      <FilterRow label="风险排除" testId="filter-risks">
        <Checkbox.Group
          options={options.riskExclusions.map((r) => ({ value: r.key, label: `排除${r.label}` }))}
          value={c.excludeRisks ?? []}
          onChange={(v) => set('excludeRisks', listOrNone(v as NonNullable<Conditions['excludeRisks']>))}
        />
      </FilterRow>
      <FilterRow label="中标记录" testId="filter-bids">
        <Radio.Group
          value={bids?.years ?? 0}
          onChange={(e) => {
            const years = e.target.value as 0 | 1 | 3;
            const { bidWins: _, ...rest } = value;
            onChange(years ? { ...rest, bidWins: { years, minWins: bids?.minWins ?? 1 } } : rest);
          }}
          options={[
            { value: 0, label: '不限' },
            { value: 1, label: '近12个月' },
            { value: 3, label: '近36个月' },
          ]}
        />
        {bids && (
          <span data-testid="filter-min-wins">
            中标至少{' '}
            <InputNumber
              min={1}
              max={999}
              size="small"
              value={bids.minWins}
              onChange={(n) => onChange({ ...value, bidWins: { ...bids, minWins: Number(n ?? 1) } })}
              style={{ width: 70 }}
            />{' '}
            次
          </span>
        )}
      </FilterRow>
    </div>
  );
}
