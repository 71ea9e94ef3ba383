import { App } from 'antd';
import { useSubmit } from '@esee/react';

/**
 * Runs a change from an org page: on success it says so and reloads what the change touched; a refusal has been
 * shown by the error catalogue already. Resolves either way.
 */
export function useChange(reload: () => void) {
  const { message } = App.useApp();
  const { run } = useSubmit();
  return async (work: () => Promise<unknown>, done: string) => {
    if (!(await run(work))) return;
    message.success(done);
    reload();
  };
}
