import { create } from 'zustand';
import {
  InstParamName,
  MenuId,
  paramValue,
  parseSupportApp,
  RIGHT_KEYS,
  type InstParam,
  type RemoteDescriptor,
  type ServerMenuNode,
  type SolutionKey,
} from '@esee/contracts';
import { useSession } from '@esee/session';
import { registerRemoteList } from '../../federation/registry';
import { sessionApi } from './api';

/**
 * What the shell learns after sign-in: institution parameters, the menu and
 * the remotes this user may load. Shell-private; remotes read the session
 * store instead.
 */
interface PlatformState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  params: InstParam[];
  supportApps: SolutionKey[];
  menu: ServerMenuNode[];
  remotes: RemoteDescriptor[];
  load: () => Promise<void>;
}

/** Every right key the menu names, so one rights call answers them all. */
export function menuRightKeys(menu: readonly ServerMenuNode[]): string[] {
  const keys = new Set<string>(RIGHT_KEYS);
  const walk = (nodes: readonly ServerMenuNode[]) =>
    nodes.forEach((n) => {
      if (n.entryKey) keys.add(n.entryKey);
      walk(n.subMenus);
    });
  walk(menu);
  return [...keys];
}

export const menuSection = (menu: readonly ServerMenuNode[], id: number): ServerMenuNode[] =>
  menu.find((n) => n.id === id)?.subMenus ?? [];

/** Whether the user has anything to open besides home (spec 1 §4: empty menu goes to /blankPage). */
export const isMenuEmpty = (menu: readonly ServerMenuNode[]): boolean =>
  menuSection(menu, MenuId.SOLUTIONS).length === 0 && menuSection(menu, MenuId.APPS).length === 0;

export const usePlatform = create<PlatformState>()((set, get) => ({
  status: 'idle',
  params: [],
  supportApps: [],
  menu: [],
  remotes: [],
  load: async () => {
    if (get().status === 'loading') return;
    const { token, setUser, setRights } = useSession.getState();
    if (!token) return;
    set({ status: 'loading' });
    try {
      const user = await sessionApi.userInfo(token);
      setUser(user);
      // Institution parameters first (spec 1 §4); a failure is silent and leaves the defaults.
      const params = await sessionApi.instParams(user.instCode).catch(() => [] as InstParam[]);
      const support = params.find((p) => p.paramName === InstParamName.SUPPORT_APP);
      const supportApps = support ? parseSupportApp(paramValue(support)) : [];
      const [menu, remotes] = await Promise.all([sessionApi.menu(), sessionApi.remotes()]);
      setRights(await sessionApi.rights(menuRightKeys(menu)));
      registerRemoteList(remotes);
      set({ status: 'ready', params, supportApps, menu, remotes });
    } catch {
      set({ status: 'failed' });
    }
  },
}));
