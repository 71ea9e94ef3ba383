import { createContext, useContext } from 'react';

/**
 * Whose choices a widget keeps in the browser (a table's columns): the signed-in user's key, `<机构>.<用户>`, set by
 * the shell around every page; null before sign-in. Widgets hold no session: they get this key, not the user.
 */
export const UserScope = createContext<string | null>(null);

export const useUserScope = (): string | null => useContext(UserScope);
