import { useState } from 'react';
import { useUserScope } from '../userScope';

/**
 * Which columns of a wide table a user chose to see, kept in this browser per user and per table. Stored as what
 * the user changed from the table's defaults (shown optional columns, hidden default ones), so a column the code
 * adds later starts in its default state rather than hidden by an old choice.
 */
export interface ColumnChoice {
  shown: string[];
  hidden: string[];
}

const NONE: ColumnChoice = { shown: [], hidden: [] };

const storageKey = (userScope: string, table: string) => `esee.columns.${userScope}.${table}`;

function read(key: string | null): ColumnChoice {
  if (!key) return NONE;
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<ColumnChoice>) : null;
    return {
      shown: Array.isArray(parsed?.shown) ? parsed.shown.map(String) : [],
      hidden: Array.isArray(parsed?.hidden) ? parsed.hidden.map(String) : [],
    };
  } catch {
    return NONE; // storage disabled or a value not ours
  }
}

/** Whether a column is shown under a choice: what the user chose, else its default. */
export const isShown = (choice: ColumnChoice, key: string, optional: boolean | undefined): boolean =>
  choice.shown.includes(key) || (!optional && !choice.hidden.includes(key));

/** The choice for `table` (undefined: the table has no picker, every default column shows) and its setter. */
export function useColumnChoice(table: string | undefined): [ColumnChoice, (next: ColumnChoice) => void] {
  const userScope = useUserScope();
  const key = table && userScope ? storageKey(userScope, table) : null;
  const [state, setState] = useState<{ key: string | null; choice: ColumnChoice }>(() => ({ key, choice: read(key) }));
  // The signed-in user arrives after the first draw: read their choice then.
  const current = state.key === key ? state.choice : read(key);
  if (state.key !== key) setState({ key, choice: current });
  const set = (choice: ColumnChoice) => {
    setState({ key, choice });
    try {
      if (key) globalThis.localStorage?.setItem(key, JSON.stringify(choice));
    } catch {
      // storage full or disabled: the choice holds for this visit
    }
  };
  return [current, set];
}
