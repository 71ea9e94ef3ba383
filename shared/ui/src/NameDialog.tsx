import { useState } from 'react';
import { Input, Modal } from 'antd';

/**
 * Asks for a name (a saved 方案's, say): `submit` saves it and rejects when the server refused — the
 * client's toast has said why, and the dialog stays for another name.
 */
export function NameDialog({
  title,
  initial = '',
  open,
  maxLength,
  placeholder,
  onClose,
  submit,
}: {
  title: string;
  initial?: string;
  open: boolean;
  maxLength: number;
  placeholder: string;
  onClose: () => void;
  submit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !name.trim(), loading: busy, ...({ 'data-testid': 'set-name-ok' } as object) }}
      destroyOnHidden
      afterClose={() => setName(initial)}
      onOk={async () => {
        setBusy(true);
        try {
          await submit(name.trim());
          onClose();
        } catch {
          // The client's toast has said why.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Input
        autoFocus
        maxLength={maxLength}
        showCount
        placeholder={placeholder}
        value={name}
        onChange={(e) => setName(e.target.value)}
        data-testid="set-name-input"
      />
    </Modal>
  );
}
