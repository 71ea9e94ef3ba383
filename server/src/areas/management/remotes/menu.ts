import {
  menuNode,
  MenuId,
  remoteNameKey,
  SOLUTION_KEYS,
  type MenuEntry,
  type RightNameEntry,
  type ServerMenuNode,
} from '@esee/contracts';
import type { Access } from '../../../platform/auth/access';
import type { DeployedRemote } from './registry';

/** Display order: the four solutions as the spec lists them, then the apps. */
const ORDER = ['cba', 'prma', 'iba', 'scs', 'company', 'monitor', 'management'];
const byOrder = (a: DeployedRemote, b: DeployedRemote) =>
  (ORDER.indexOf(a.manifest.name) + 1 || 99) - (ORDER.indexOf(b.manifest.name) + 1 || 99) ||
  a.manifest.name.localeCompare(b.manifest.name);

/** Whether the remote is listed at all: a solution only where the institution has enabled it. */
const isEnabled = (r: DeployedRemote, access: Pick<Access, 'supportApps'>) =>
  r.manifest.kind === 'app' || (r.manifest.solution !== undefined && access.supportApps.includes(r.manifest.solution));

/**
 * The remotes this user may load: enabled for the institution (solutions, by
 * `getSupportApp`) and opened by the user's rights (the solution's `app:*`
 * key, an app's own key). A solution the user may not open is never loaded.
 */
export function permittedRemotes(remotes: readonly DeployedRemote[], access: Access): DeployedRemote[] {
  return remotes.filter((r) => isEnabled(r, access) && access.opens(r.manifest.right)).sort(byOrder);
}

function entryNodes(
  entries: readonly MenuEntry[] | undefined,
  access: Access,
  placement: 'side' | 'user',
): ServerMenuNode[] {
  const nodes: ServerMenuNode[] = [];
  for (const e of entries ?? []) {
    if ((e.placement ?? 'side') !== placement || !access.shows(e.permission)) continue;
    const subMenus = entryNodes(e.children, access, placement);
    if (e.children?.length && !subMenus.length) continue; // a group with nothing this user may see
    // An entry switched to 'disabled' in the role's tree is shown greyed and opens nothing.
    const greyed = !access.opens(e.permission) && !subMenus.length;
    nodes.push(
      menuNode(e.path, e.title, e.path, {
        entryKey: e.permission ?? '',
        icon: e.icon ?? '',
        subMenus,
        ...(greyed ? { available: 0 } : {}),
        ...(e.planned ? { planned: true } : {}),
      }),
    );
  }
  return nodes;
}

/**
 * The user's menu (spec 1 §3, §4): 1 home, 5 the solutions the institution
 * has enabled (greyed, `available: 0`, without the user's right), 4 the apps,
 * 3 the user dropdown. Entries without their permission key are left out.
 */
export function buildMenu(
  remotes: readonly DeployedRemote[],
  access: Access,
  names: ReadonlyMap<string, string> = new Map(),
): ServerMenuNode[] {
  const listed = remotes.filter((r) => isEnabled(r, access)).sort(byOrder);
  const remoteNode = (r: DeployedRemote): ServerMenuNode => {
    const open = access.opens(r.manifest.right);
    return menuNode(r.manifest.name, r.manifest.title, r.manifest.home, {
      entryKey: r.manifest.right ?? '',
      icon: r.manifest.icon ?? '',
      available: open ? 1 : 0,
      subMenus: open ? entryNodes(r.manifest.menu, access, 'side') : [],
    });
  };
  const solutions = listed
    .filter((r) => r.manifest.kind === 'solution')
    .sort((a, b) => SOLUTION_KEYS.indexOf(a.manifest.solution!) - SOLUTION_KEYS.indexOf(b.manifest.solution!))
    .map(remoteNode);
  const apps = listed
    .filter((r) => r.manifest.kind === 'app' && access.opens(r.manifest.right))
    .map(remoteNode)
    .filter((n) => n.subMenus.length > 0);
  const userEntries = listed
    .filter((r) => access.opens(r.manifest.right))
    .flatMap((r) => entryNodes(r.manifest.menu, access, 'user'));
  const menu = [
    menuNode(MenuId.HOME, '首页', '/main', { icon: 'HomeOutlined' }),
    menuNode(MenuId.SOLUTIONS, '解决方案', '', { subMenus: solutions }),
    menuNode(MenuId.APPS, '应用', '', { subMenus: apps }),
    menuNode(MenuId.USER, '用户菜单', '', { subMenus: userEntries }),
  ];
  return names.size ? withNames(menu, names) : menu;
}

/** Where a menu node's custom name is kept: an entry by its path, a solution or app by `remote:<name>`. */
const nameKey = (id: ServerMenuNode['id']) => (String(id).startsWith('/') ? String(id) : remoteNameKey(String(id)));

/** The institution's own names (权限名称设置) over the manifests' titles. */
function withNames(nodes: readonly ServerMenuNode[], names: ReadonlyMap<string, string>): ServerMenuNode[] {
  return nodes.map((n) => {
    const name = names.get(nameKey(n.id));
    const subMenus = withNames(n.subMenus, names);
    return name ? { ...n, menuName: name, modelName: name, subMenus } : { ...n, subMenus };
  });
}

/**
 * Every menu entry an institution may rename: each enabled solution or app
 * itself, and its side-menu and user-menu entries (groups included), in
 * menu order. Pages and hidden routes have no menu entry to rename.
 */
export function nameableEntries(
  remotes: readonly DeployedRemote[],
  access: Pick<Access, 'supportApps'>,
): Omit<RightNameEntry, 'customName'>[] {
  const out: Omit<RightNameEntry, 'customName'>[] = [];
  for (const r of remotes.filter((x) => isEnabled(x, access)).sort(byOrder)) {
    const m = r.manifest;
    const base = { remote: m.name, remoteTitle: m.title };
    out.push({ ...base, menuPath: remoteNameKey(m.name), defaultName: m.title, permission: m.right ?? '', group: '' });
    const walk = (entries: readonly MenuEntry[] | undefined, group: string) => {
      for (const e of entries ?? []) {
        if (!['side', 'user'].includes(e.placement ?? 'side')) continue;
        out.push({ ...base, menuPath: e.path, defaultName: e.title, permission: e.permission ?? '', group });
        walk(e.children, e.title);
      }
    };
    walk(m.menu, '');
  }
  return out;
}
