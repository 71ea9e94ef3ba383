import { create } from 'zustand';
import {
  DERIVED_RIGHT_KEYS,
  InstParamName,
  menuNode,
  MenuId,
  paramValue,
  parseSupportApp,
  RIGHT_KEYS,
  SOLUTIONS,
  type InstParam,
  type RemoteDescriptor,
  type ServerMenuNode,
  type SiteInfo,
  type SolutionKey,
} from '@esee/contracts';
import { useSession } from '@esee/session';
import { preloadRemotePage, registerRemoteList, remoteForPath } from '../../federation/registry';
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
  /** The menu call failed and the menu was built from the local route list (spec 1 §4). */
  menuFallback: boolean;
  remotes: RemoteDescriptor[];
  site: SiteInfo | null;
  load: () => Promise<void>;
}

/** Every right key the menu names, so one rights call answers them all. */
export function menuRightKeys(menu: readonly ServerMenuNode[]): string[] {
  // The derived keys (三员分立's change logs) cannot be inferred from the others: they are asked too.
  const keys = new Set<string>([...RIGHT_KEYS, ...DERIVED_RIGHT_KEYS]);
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

/**
 * The local route list, used when the menu call fails (spec 1 §4): home, the
 * enabled solutions, and the apps the user may load, each to its home page.
 */
export function fallbackMenu(
  remotes: readonly RemoteDescriptor[],
  supportApps: readonly SolutionKey[],
): ServerMenuNode[] {
  const loadable = new Set(remotes.map((r) => r.name));
  const solutions = supportApps.map((key) => {
    const remote = remotes.find((r) => r.basePaths.includes(SOLUTIONS[key].basePath));
    return menuNode(key.toLowerCase(), SOLUTIONS[key].title, remote?.home ?? SOLUTIONS[key].basePath, {
      entryKey: SOLUTIONS[key].right,
      icon: remote?.icon ?? '',
      available: remote && loadable.has(remote.name) ? 1 : 0,
    });
  });
  const apps = remotes.filter((r) => r.kind === 'app').map((r) => menuNode(r.name, r.title, r.home, { icon: r.icon }));
  return [
    menuNode(MenuId.HOME, '首页', '/main', { icon: 'HomeOutlined' }),
    menuNode(MenuId.SOLUTIONS, '解决方案', '', { subMenus: solutions }),
    menuNode(MenuId.APPS, '应用', '', { subMenus: apps }),
    menuNode(MenuId.USER, '用户菜单', ''),
  ];
}

/** Only the solutions in `getSupportApp` appear (spec 1 §4), whatever the menu holds. */
export const onlySupported = (menu: ServerMenuNode[], supportApps: readonly SolutionKey[]): ServerMenuNode[] =>
  menu.map((top) =>
    top.id === MenuId.SOLUTIONS
      ? {
          ...top,
          subMenus: top.subMenus.filter((n) => supportApps.includes(String(n.id).toUpperCase() as SolutionKey)),
        }
      : top,
  );

export const usePlatform = create<PlatformState>()((set, get) => ({
  status: 'idle',
  params: [],
  supportApps: [],
  menu: [],
  menuFallback: false,
  remotes: [],
  site: null,
  load: async () => {
    if (get().status === 'loading') return;
    const { token, setUser, setRights } = useSession.getState();
    if (!token) return;
    set({ status: 'loading' });
    // The calls that need nothing but the token go out together; the page being opened, if a remote's,
    // loads its code as soon as the remote list is in, while the rest of the session does.
    const remotesCall = sessionApi.remotes();
    const menuCall = sessionApi.menu().catch(() => null);
    const siteCall = sessionApi.site().catch(() => null);
    const pagePreload = remotesCall
      .then((remotes) => {
        registerRemoteList(remotes);
        const { pathname } = window.location;
        const opening = remoteForPath(remotes, pathname);
        return opening && preloadRemotePage(opening, pathname);
      })
      .catch(() => undefined);
    try {
      const user = await sessionApi.userInfo(token);
      setUser(user);
      // The menu is built from the institution parameters (spec 1 §4); a failure is silent and leaves the defaults.
      const params = await sessionApi.instParams(user.instCode).catch(() => [] as InstParam[]);
      const support = params.find((p) => p.paramName === InstParamName.SUPPORT_APP);
      const supportApps = support ? parseSupportApp(paramValue(support)) : [];
      const [menu, remotes, site] = await Promise.all([menuCall, remotesCall, siteCall]);
      const shown = menu ? onlySupported(menu, supportApps) : fallbackMenu(remotes, supportApps);
      const [rights] = await Promise.all([sessionApi.rights(menuRightKeys(shown)), pagePreload]);
      setRights(rights);
      set({ status: 'ready', params, supportApps, menu: shown, menuFallback: menu === null, remotes, site });
    } catch {
      set({ status: 'failed' });
    }
  },
}));
