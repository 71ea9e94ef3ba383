import { useState, type ReactNode } from 'react';
import { Card, Space } from 'antd';
import { AddToProjectButton } from '@esee/ui';
import { projectTargets } from '../../api/financing';

/** The rows chosen in the card's table, as DataTable's `selection` takes them. */
export interface Selection {
  keys: readonly string[];
  onChange: (keys: string[]) => void;
}

/**
 * A card of companies to prospect (产业链, 园区): its filters above the table, and 加入项目 for the rows chosen
 * (by entId) in its corner. `table` renders the table with the card's selection.
 */
export function CompanyPickCard({
  title,
  addTestId,
  filters,
  table,
}: {
  title: string;
  addTestId: string;
  filters: ReactNode;
  table: (selection: Selection) => ReactNode;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Card
      title={title}
      size="small"
      extra={
        <AddToProjectButton
          entIds={selected}
          source={projectTargets}
          testId={addTestId}
          onAdded={() => setSelected([])}
        />
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {filters}
      </Space>
      {table({ keys: selected, onChange: setSelected })}
    </Card>
  );
}
