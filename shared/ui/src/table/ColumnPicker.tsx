import type { ReactNode } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { isShown, type ColumnChoice } from './columnChoice';

export interface PickableColumn {
  key: string;
  title: ReactNode;
  optional?: boolean;
}

/**
 * 列设置: the columns a user may show or hide (not the first, which says what the row is, nor the fixed ones at the
 * right), with 恢复默认. The button counts the columns hidden, so a user knows there is more to see.
 */
export function ColumnPicker({
  columns,
  choice,
  onChange,
}: {
  columns: readonly PickableColumn[];
  choice: ColumnChoice;
  onChange: (next: ColumnChoice) => void;
}) {
  const hiddenCount = columns.filter((c) => !isShown(choice, c.key, c.optional)).length;
  const toggle = (c: PickableColumn, show: boolean) => {
    const shown = choice.shown.filter((k) => k !== c.key);
    const hidden = choice.hidden.filter((k) => k !== c.key);
    if (show && c.optional) shown.push(c.key);
    if (!show && !c.optional) hidden.push(c.key);
    onChange({ shown, hidden });
  };
  const content = (
    <Space orientation="vertical" size={4} data-testid="column-picker-list">
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={isShown(choice, c.key, c.optional)}
          onChange={(e) => toggle(c, e.target.checked)}
          data-testid={`column-choice-${c.key}`}
        >
          {c.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" style={{ padding: 0 }} onClick={() => onChange({ shown: [], hidden: [] })}>
        恢复默认
      </Button>
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示的列" content={content}>
      <Button size="small" icon={<SettingOutlined />} data-testid="column-picker">
        列设置{hiddenCount > 0 ? `（隐藏 ${hiddenCount} 列）` : ''}
      </Button>
    </Popover>
  );
}
