import { Tag, Typography } from 'antd';

/** One active filter as a chip: what it says and how to drop it. */
export interface RemovableChip {
  key: string;
  label: string;
  remove: () => void;
}

/** 已选条件: the active filters as closable chips, and 清空条件; nothing while no filter is set. */
export function ActiveFilterChips({ chips, onClear }: { chips: readonly RemovableChip[]; onClear: () => void }) {
  if (!chips.length) return null;
  return (
    <div
      data-testid="active-filters"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 6,
        alignItems: 'center',
        paddingTop: 8,
        borderTop: '1px dashed #eee',
      }}
    >
      <Typography.Text type="secondary">已选条件：</Typography.Text>
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          closable
          color="blue"
          data-testid="filter-chip"
          onClose={(e) => {
            e.preventDefault();
            chip.remove();
          }}
        >
          {chip.label}
        </Tag>
      ))}
      <Typography.Link onClick={onClear} data-testid="clear-filters">
        清空条件
      </Typography.Link>
    </div>
  );
}
