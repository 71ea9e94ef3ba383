import { create } from 'zustand';
import { GATE_KEYS, isGranted, isShown, type LoginResult, type RightsMap, type UserInfo } from '@esee/contracts';
import { readJson, readToken, StorageKey, writeJson, writeToken } from './storage';
import { askOtherTabsForToken, shareSessionWithNewTabs } from './tabHandoff';

/** Layout switches of spec 1 §3, persisted locally (for the tab: see `readJson`). */
export interface LayoutOptions {
  menuHidden: boolean;
  headerHidden: boolean;
  headerNoAction: boolean;
  headerBlank: boolean;
}

const NO_LAYOUT_OPTIONS: LayoutOptions = {
  menuHidden: false,
  headerHidden: false,
  headerNoAction: false,
  headerBlank: false,
};

/** A page embedded in another system (`/external/…`): the page alone, without the shell's header and menu. */
export const EMBEDDED_LAYOUT: LayoutOptions = {
  menuHidden: true,
  headerHidden: true,
  headerNoAction: true,
  headerBlank: false,
};

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** Right key to granted, as `POST /framework/api/user/right` answered. */
  rights: RightsMap;
  expireWarn: string | null;
  layout: LayoutOptions;
  /** After a successful login: keep the token, reset the layout options (spec 1 §4). */
  signIn: (result: LoginResult, remember: boolean) => void;
  /** A session handed over by another tab of this browser, kept for this tab only. */
  adoptToken: (token: string) => void;
  setUser: (user: UserInfo) => void;
  setRights: (rights: RightsMap) => void;
  setLayout: (patch: Partial<LayoutOptions>) => void;
  /** Logout or invalid session: clear token, layout options and expiry warning. */
  signOut: () => void;
}

/**
 * The one session store of the page. `@esee/session` is a Module Federation
 * singleton that remotes do not bundle, so the shell and every remote read
 * and write this same instance.
 */
export const useSession = create<SessionState>()((set) => ({
  token: readToken(),
  user: null,
  rights: {},
  expireWarn: null,
  layout: readJson(StorageKey.LAYOUT, NO_LAYOUT_OPTIONS),
  signIn: (result, remember) => {
    writeToken(result.token, remember);
    writeJson(StorageKey.LAYOUT, NO_LAYOUT_OPTIONS);
    set({ token: result.token, expireWarn: result.expireWarn, layout: NO_LAYOUT_OPTIONS, user: null, rights: {} });
  },
  adoptToken: (token) => {
    writeToken(token, false);
    set({ token });
  },
  setUser: (user) => set({ user }),
  setRights: (rights) => set({ rights }),
  setLayout: (patch) =>
    set((s) => {
      const layout = { ...s.layout, ...patch };
      writeJson(StorageKey.LAYOUT, layout);
      return { layout };
    }),
  signOut: () => {
    writeToken(null, false);
    writeJson(StorageKey.LAYOUT, NO_LAYOUT_OPTIONS);
    set({ token: null, user: null, rights: {}, expireWarn: null, layout: NO_LAYOUT_OPTIONS });
  },
}));

/**
 * Whether the page shows what `key` guards (false before rights are loaded): display only, the server checks
 * every call. The server answers each key exactly (`fmk` is granted by `fmk` only); an entry is shown too when a
 * key under it is granted (`fmk:audit` shows 机构管理), as a partly granted node of the permission tree.
 */
export function hasRight(rights: RightsMap, key: string | undefined): boolean {
  if (!key) return true;
  const held = new Set(Object.keys(rights).filter((k) => rights[k] === true));
  // A key the server answered false stays closed unless a key under it is granted (never by one above it).
  if (Object.hasOwn(rights, key) && rights[key] !== true) return [...held].some((k) => k.startsWith(`${key}:`));
  return isShown(held, key);
}

/** React hook: whether the signed-in user holds `key`. */
export const useRight = (key: string | undefined): boolean => useSession((s) => hasRight(s.rights, key));

/**
 * Whether a page guarded by `key` opens: the server's answer for the key when it gave one (its calls' own rule:
 * never a parent for a child held), else the key itself or one above it held. A gate (`app:cba`, `monitor` …) is
 * answered true to a holder of any entry under it (GATE_KEYS): it stands for none of the pages under it, so a
 * page the user's menu does not list (its key not asked) stays closed to a role granting part of the solution
 * (issue 36); the pages a user may open are in their menu, and answered each by its own key.
 */
export function canOpenPage(rights: RightsMap, key: string | undefined): boolean {
  if (!key) return true;
  if (Object.hasOwn(rights, key)) return rights[key] === true;
  return isGranted(new Set(Object.keys(rights).filter((k) => rights[k] === true && !GATE_KEYS.has(k))), key);
}

/** React hook: whether the signed-in user may open the page guarded by `key`. */
export const useCanOpenPage = (key: string | undefined): boolean => useSession((s) => canOpenPage(s.rights, key));

/**
 * React hook: what a remote's landing page (`RemoteHome`) needs of the session: which entries this user may open
 * (by their permission key), and the line under the title naming the institution and the user.
 */
export function useHomeAccess(): { canOpen: (entry: { permission?: string }) => boolean; subtitle?: string } {
  const rights = useSession((s) => s.rights);
  const user = useSession((s) => s.user);
  return {
    canOpen: (entry) => hasRight(rights, entry.permission),
    subtitle: user ? `${user.instName} · ${user.name}` : undefined,
  };
}

/**
 * Before the first render: answer tabs this one opens with its session, and, when the page needs a session
 * and this tab has none, take the session of another open tab (see tabHandoff).
 */
export async function joinOtherTabs(needsSession: boolean): Promise<void> {
  shareSessionWithNewTabs(() => useSession.getState().token);
  if (!needsSession || useSession.getState().token) return;
  const token = await askOtherTabsForToken();
  if (token && !useSession.getState().token) useSession.getState().adoptToken(token);
}
