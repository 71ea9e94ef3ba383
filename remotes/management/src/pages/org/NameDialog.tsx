import { useState } from 'react';
import { Input, Modal } from 'antd';

/** Which naming dialog is open (null: none) and the name typed in it so far. */
export function useNameDialog<D>() {
  const [dialog, setDialog] = useState<D | null>(null);
  const [name, setName] = useState('');
  const open = (d: D, initial = '') => {
    setName(initial);
    setDialog(d);
  };
  return { dialog, name, setName, open, close: () => setDialog(null) };
}

/**
 * The dialog that names a department, a user group or a role: OK stays off until a name is typed. Its test ids
 * are `<testId>-name` (the field) and `<testId>-dialog-ok`.
 */
export function NameDialog({
  state,
  title,
  placeholder,
  maxLength,
  testId,
  onOk,
}: {
  state: Pick<ReturnType<typeof useNameDialog>, 'dialog' | 'name' | 'setName' | 'close'>;
  title: string;
  placeholder: string;
  maxLength: number;
  testId: string;
  onOk: () => void;
}) {
  return (
    <Modal
      open={state.dialog !== null}
      title={title}
      onOk={onOk}
      okButtonProps={{ disabled: !state.name.trim(), 'data-testid': `${testId}-dialog-ok` }}
      onCancel={state.close}
      destroyOnHidden
    >
      <Input
        value={state.name}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => state.setName(e.target.value)}
        data-testid={`${testId}-name`}
      />
    </Modal>
  );
}
