import { useState, type ReactNode } from 'react';
import { Button, Input, Space } from 'antd';

/**
 * A box to paste a pairwise check's parties into, one a line, and the button that adds them (the box is
 * emptied). `extra` stands beside the button (an upload); `testId` names the box, `${testId}-add` the button.
 */
export function PastePanel({
  placeholder,
  addText,
  onAdd,
  extra,
  testId,
}: {
  placeholder: string;
  addText: string;
  onAdd: (text: string) => void;
  extra?: ReactNode;
  testId: string;
}) {
  const [text, setText] = useState('');
  const add = (
    <Button
      onClick={() => {
        onAdd(text);
        setText('');
      }}
      disabled={!text.trim()}
      data-testid={`${testId}-add`}
    >
      {addText}
    </Button>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        data-testid={testId}
      />
      {extra ? (
        <Space>
          {add}
          {extra}
        </Space>
      ) : (
        add
      )}
    </Space>
  );
}
