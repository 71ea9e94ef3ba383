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
 * The dialog that names a department, a user group or a role: OK stays off until a name is typed; it saves and
 * closes (a refused save has been shown already). Its test ids are `<testId>-name` (the field) and
 * `<testId>-dialog-ok`.
 */
export function NameDialog<D>({
  state,
  title,
  placeholder,
  maxLength,
  testId,
  onSave,
}: {
  state: ReturnType<typeof useNameDialog<D>>;
  /** Also asked while the dialog closes (null), as its title fades. */
  title: (dialog: D | null) => string;
  placeholder: string;
  maxLength: number;
  testId: string;
  onSave: (dialog: D, name: string) => Promise<unknown>;
}) {
  const { dialog, name } = state;
  return (
    <Modal
      open={dialog !== null}
      title={title(dialog)}
      onOk={() => dialog !== null && void onSave(dialog, name).then(state.close)}
      okButtonProps={{ disabled: !name.trim(), 'data-testid': `${testId}-dialog-ok` }}
      onCancel={state.close}
      destroyOnHidden
    >
      <Input
        value={name}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => state.setName(e.target.value)}
        data-testid={`${testId}-name`}
      />
    </Modal>
  );
}
