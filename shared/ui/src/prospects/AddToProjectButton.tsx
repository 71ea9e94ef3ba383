import { useState } from 'react';
import { Button } from 'antd';
import { AddToProjectDialog, type ProjectTargetSource } from '../AddToProjectDialog';

/** 加入项目（N） for the rows chosen in a table, with its dialog; `onAdded` clears the choice. */
export function AddToProjectButton({
  entIds,
  source,
  testId,
  onAdded,
}: {
  entIds: readonly string[];
  source: ProjectTargetSource;
  testId: string;
  onAdded: () => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button type="primary" disabled={!entIds.length} onClick={() => setAdding(true)} data-testid={testId}>
        加入项目{entIds.length ? `（${entIds.length}）` : ''}
      </Button>
      {adding && (
        <AddToProjectDialog
          entIds={entIds}
          source={source}
          onClose={(added) => {
            setAdding(false);
            if (added) onAdded();
          }}
        />
      )}
    </>
  );
}
