import { useState } from 'react';
import { App, Space } from 'antd';
import { LinkButton } from '@esee/ui';

/**
 * What is typed into a parameter table before each row is saved. A row's 保存 writes its draft; the reset button
 * writes null (back to the default). After a write the draft goes and the table reloads.
 */
export function useParamEdits(
  write: (name: string, value: string | null) => Promise<unknown>,
  resetDone: string,
  reload: () => void,
) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const save = async (name: string, value: string | null) => {
    await write(name, value);
    message.success(value === null ? resetDone : '已保存');
    setDraft(({ [name]: _, ...rest }) => rest);
    reload();
  };
  return {
    draft,
    edit: (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value })),
    /** The 操作 cell of a row: 保存 once edited, the reset once set. */
    actions: (name: string, isSet: boolean, resetText: string) => (
      <Space size={0}>
        <LinkButton
          disabled={draft[name] === undefined}
          onClick={() => save(name, draft[name] ?? '').catch(() => undefined)}
        >
          保存
        </LinkButton>
        <LinkButton disabled={!isSet} onClick={() => save(name, null).catch(() => undefined)}>
          {resetText}
        </LinkButton>
      </Space>
    ),
  };
}
