import { useCallback, useState } from 'react';

export interface Submit {
  /** True while a submit runs: the button shows it and a second click waits. */
  busy: boolean;
  /**
   * Runs the work, one at a time. A failure is not thrown on: the client's toast has said why, and the form stays as it
   * was for another try. Resolves whether the work succeeded.
   */
  run: (work: () => Promise<unknown>) => Promise<boolean>;
}

/** The busy flag and the error handling every save button of the product shares. */
export function useSubmit(): Submit {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
