import { Button, Select, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { ConditionSort, ExportCreated } from '@esee/contracts';
import { ExportJobButton } from './ExportJobButton';
import { CONDITION_SORT_OPTIONS } from './sorts';

/**
 * The tools above a condition search's rows (条件找客, 高级搜索): the order, 保存方案 (which opens the page's
 * name dialog), and 导出 as a job. Each page keeps its own test ids and button text.
 */
export function SearchTools({
  sort,
  onSort,
  onSave,
  saveDisabled,
  saveText,
  createExport,
  testIds,
}: {
  sort: ConditionSort;
  onSort: (sort: ConditionSort) => void;
  onSave: () => void;
  saveDisabled: boolean;
  saveText: string;
  createExport: () => Promise<ExportCreated>;
  testIds: { sort: string; save: string; export: string };
}) {
  return (
    <Space>
      <Select<ConditionSort>
        value={sort}
        onChange={onSort}
        options={CONDITION_SORT_OPTIONS}
        style={{ width: 170 }}
        data-testid={testIds.sort}
      />
      <Button icon={<SaveOutlined />} onClick={onSave} disabled={saveDisabled} data-testid={testIds.save}>
        {saveText}
      </Button>
      <ExportJobButton create={createExport} testId={testIds.export} />
    </Space>
  );
}
