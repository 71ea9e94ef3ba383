import { useState } from 'react';
import { App, Button, Select, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { ConditionSort, ExportCreated } from '@esee/contracts';
import { NameDialog } from '../NameDialog';
import { ExportJobButton } from './ExportJobButton';
import { CONDITION_SORT_OPTIONS } from './sorts';

/**
 * The tools above a condition search's rows (条件找客, 高级搜索): the order, 保存方案 (which opens the name
 * dialog titled like the button; `saveSet.submit` saves the 方案 under the name given), and 导出 as a job.
 * Each page keeps its own test ids and button text.
 */
export function SearchTools({
  sort,
  onSort,
  saveSet,
  saveDisabled,
  saveText,
  createExport,
  testIds,
}: {
  sort: ConditionSort;
  onSort: (sort: ConditionSort) => void;
  saveSet: { maxLength: number; placeholder: string; submit: (name: string) => Promise<unknown> };
  saveDisabled: boolean;
  saveText: string;
  createExport: () => Promise<ExportCreated>;
  testIds: { sort: string; save: string; export: string };
}) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  return (
    <>
      <Space>
        <Select<ConditionSort>
          value={sort}
          onChange={onSort}
          options={CONDITION_SORT_OPTIONS}
          style={{ width: 170 }}
          data-testid={testIds.sort}
        />
        <Button
          icon={<SaveOutlined />}
          onClick={() => setSaving(true)}
          disabled={saveDisabled}
          data-testid={testIds.save}
        >
          {saveText}
        </Button>
        <ExportJobButton create={createExport} testId={testIds.export} />
      </Space>
      <NameDialog
        title={saveText}
        maxLength={saveSet.maxLength}
        placeholder={saveSet.placeholder}
        open={saving}
        onClose={() => setSaving(false)}
        submit={async (name) => {
          await saveSet.submit(name);
          message.success(`已保存方案「${name}」`);
        }}
      />
    </>
  );
}
