import { Button, InputNumber, Input, Select, Space, Card, Segmented } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SCS_LABEL_FIELDS,
  SCS_LABEL_OPERATORS,
  SCS_OPERATOR_LABEL,
  type ScsCondition,
  type ScsConditionGroup,
  type ScsLabelLogic,
} from '@esee/contracts';
import { TAG_LIMIT } from '@esee/ui';

type Item = ScsLabelLogic['items'][number];
const isGroup = (i: Item): i is ScsConditionGroup => 'logic' in i;
const FIELD_OPTIONS = Object.entries(SCS_LABEL_FIELDS).map(([value, f]) => ({
  value,
  label: f.unit ? `${f.label}（${f.unit}）` : f.label,
}));

/** A new condition on a field, with the field's first operator and an empty value of its kind. */
export function newCondition(field = 'totalExposure'): ScsCondition {
  const kind = SCS_LABEL_FIELDS[field]!.kind;
  const options = SCS_LABEL_FIELDS[field]!.options;
  return {
    field,
    operator: SCS_LABEL_OPERATORS[kind][0]!,
    value: kind === 'number' ? 0 : kind === 'boolean' ? true : (options?.[0] ?? ''),
  };
}

function ValueInput({ c, onChange }: { c: ScsCondition; onChange: (v: ScsCondition['value']) => void }) {
  const field = SCS_LABEL_FIELDS[c.field]!;
  if (field.kind === 'boolean')
    return (
      <Select
        style={{ width: 100 }}
        value={c.value === true ? 'true' : 'false'}
        options={[
          { value: 'true', label: '是' },
          { value: 'false', label: '否' },
        ]}
        onChange={(v) => onChange(v === 'true')}
      />
    );
  if (field.kind === 'number')
    return (
      <InputNumber
        style={{ width: 180 }}
        value={typeof c.value === 'number' ? c.value : 0}
        min={-1e15}
        max={1e15}
        onChange={(v) => onChange(v ?? 0)}
        data-testid="scs-cond-value"
      />
    );
  if (c.operator === 'in')
    return (
      <Select
        mode={field.options ? 'multiple' : 'tags'}
        {...TAG_LIMIT}
        style={{ minWidth: 220 }}
        value={Array.isArray(c.value) ? c.value : []}
        options={field.options?.map((o) => ({ value: o, label: o }))}
        onChange={(v: string[]) => onChange(v)}
        data-testid="scs-cond-value"
      />
    );
  if (field.options)
    return (
      <Select
        style={{ width: 160 }}
        value={typeof c.value === 'string' ? c.value : undefined}
        options={field.options.map((o) => ({ value: o, label: o }))}
        onChange={(v: string) => onChange(v)}
        data-testid="scs-cond-value"
      />
    );
  return (
    <Input
      style={{ width: 180 }}
      maxLength={100}
      value={typeof c.value === 'string' ? c.value : ''}
      onChange={(e) => onChange(e.target.value)}
      data-testid="scs-cond-value"
    />
  );
}

function ConditionRow({
  c,
  onChange,
  onRemove,
}: {
  c: ScsCondition;
  onChange: (c: ScsCondition) => void;
  onRemove?: () => void;
}) {
  const kind = SCS_LABEL_FIELDS[c.field]!.kind;
  return (
    <Space wrap data-testid="scs-cond-row">
      <Select
        style={{ width: 200 }}
        value={c.field}
        options={FIELD_OPTIONS}
        onChange={(field: string) => onChange(newCondition(field))}
        data-testid="scs-cond-field"
        showSearch
        optionFilterProp="label"
      />
      <Select
        style={{ width: 110 }}
        value={c.operator}
        options={SCS_LABEL_OPERATORS[kind].map((o) => ({ value: o, label: SCS_OPERATOR_LABEL[o] }))}
        onChange={(operator: string) =>
          onChange({
            ...c,
            operator,
            value:
              operator === 'in'
                ? Array.isArray(c.value)
                  ? c.value
                  : typeof c.value === 'string' && c.value
                    ? [c.value]
                    : []
                : Array.isArray(c.value)
                  ? (c.value[0] ?? '')
                  : c.value,
          })
        }
        data-testid="scs-cond-operator"
      />
      <ValueInput c={c} onChange={(value) => onChange({ ...c, value })} />
      {onRemove && <Button type="text" icon={<DeleteOutlined />} onClick={onRemove} aria-label="删除条件" />}
    </Space>
  );
}

const LOGIC = [
  { value: 'AND', label: '全部满足（且）' },
  { value: 'OR', label: '任一满足（或）' },
];

/** AND/OR over conditions and condition groups (one nesting level). */
export function ConditionBuilder({ value, onChange }: { value: ScsLabelLogic; onChange: (v: ScsLabelLogic) => void }) {
  const setItem = (i: number, item: Item) =>
    onChange({ ...value, items: value.items.map((x, j) => (j === i ? item : x)) });
  const remove = (i: number) => onChange({ ...value, items: value.items.filter((_, j) => j !== i) });
  return (
    <div data-testid="scs-condition-builder">
      <Segmented
        value={value.logic}
        options={LOGIC}
        onChange={(logic) => onChange({ ...value, logic: logic as 'AND' | 'OR' })}
        style={{ marginBottom: 8 }}
      />
      <Space direction="vertical" style={{ width: '100%' }}>
        {value.items.map((item, i) =>
          isGroup(item) ? (
            <Card
              key={i}
              size="small"
              title={
                <Segmented
                  size="small"
                  value={item.logic}
                  options={LOGIC}
                  onChange={(logic) => setItem(i, { ...item, logic: logic as 'AND' | 'OR' })}
                />
              }
              extra={<Button type="text" icon={<DeleteOutlined />} onClick={() => remove(i)} aria-label="删除条件组" />}
            >
              <Space direction="vertical">
                {item.items.map((c, k) => (
                  <ConditionRow
                    key={k}
                    c={c}
                    onChange={(nc) => setItem(i, { ...item, items: item.items.map((x, j) => (j === k ? nc : x)) })}
                    onRemove={
                      item.items.length > 1
                        ? () => setItem(i, { ...item, items: item.items.filter((_, j) => j !== k) })
                        : undefined
                    }
                  />
                ))}
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setItem(i, { ...item, items: [...item.items, newCondition()] })}
                >
                  添加条件
                </Button>
              </Space>
            </Card>
          ) : (
            <ConditionRow
              key={i}
              c={item}
              onChange={(c) => setItem(i, c)}
              onRemove={value.items.length > 1 ? () => remove(i) : undefined}
            />
          ),
        )}
      </Space>
      <Space style={{ marginTop: 8 }}>
        <Button
          icon={<PlusOutlined />}
          disabled={value.items.length >= 20}
          onClick={() => onChange({ ...value, items: [...value.items, newCondition()] })}
          data-testid="scs-cond-add"
        >
          添加条件
        </Button>
        <Button
          icon={<PlusOutlined />}
          disabled={value.items.length >= 20}
          onClick={() => onChange({ ...value, items: [...value.items, { logic: 'OR', items: [newCondition()] }] })}
        >
          添加条件组
        </Button>
      </Space>
    </div>
  );
}
