import { Type, type Static } from '@sinclair/typebox';
import { SOLUTION_KEYS } from './institution';

/**
 * The icons a remote's manifest may name for its menu entries: the shell draws them from a fixed set, so
 * its shared icon library carries these and not all of antd's icons. A manifest naming another fails its build.
 */
export const MENU_ICONS = [
  'AimOutlined',
  'AlertOutlined',
  'ApartmentOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'ClusterOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'EyeOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FolderOutlined',
  'FundOutlined',
  'GlobalOutlined',
  'HomeOutlined',
  'LineChartOutlined',
  'LockOutlined',
  'MonitorOutlined',
  'NotificationOutlined',
  'ProfileOutlined',
  'ProjectOutlined',
  'ReadOutlined',
  'RiseOutlined',
  'SafetyCertificateOutlined',
  'SearchOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'TeamOutlined',
  'ToolOutlined',
  'UserOutlined',
  'UsergroupAddOutlined',
  'WarningOutlined',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];
const MenuIconSchema = Type.Union(MENU_ICONS.map((name) => Type.Literal(name)));

const MenuEntryBase = {
  /** Absolute path in the shell, under one of the remote's base paths. */
  path: Type.String({ pattern: '^/' }),
  /** Chinese title shown in the menu and as page title. */
  title: Type.String({ minLength: 1 }),
  /** Right key that opens the entry; absent means anyone who can load the remote. */
  permission: Type.Optional(Type.String()),
  /** One of {@link MENU_ICONS}. */
  icon: Type.Optional(MenuIconSchema),
  /**
   * Where the entry is listed: `side` (default) the side menu and the remote's
   * home page; `user` the user dropdown; `page` only the remote's home page;
   * `hidden` nowhere (a known page reached by links, such as company detail).
   */
  placement: Type.Optional(
    Type.Union([Type.Literal('side'), Type.Literal('user'), Type.Literal('page'), Type.Literal('hidden')]),
  ),
  /**
   * Not built yet: listed as 建设中 (greyed, not a link) in the menu and on the
   * remote's home page, never offered as a working page. Removed entry by entry
   * as the pages land.
   */
  planned: Type.Optional(Type.Boolean()),
  /** A server feature the entry needs (`diagnostics`): offered only where the server has it on. */
  feature: Type.Optional(Type.Literal('diagnostics')),
  /** Also a tile on the remote's home page, whatever its placement (a user-dropdown entry worth a tile too). */
  tile: Type.Optional(Type.Boolean()),
};

export const MenuEntrySchema = Type.Object({
  ...MenuEntryBase,
  children: Type.Optional(Type.Array(Type.Object(MenuEntryBase))),
});
export type MenuEntry = Static<typeof MenuEntrySchema>;

/**
 * What a remote declares about itself (`remotes/<name>/src/manifest.ts`). The
 * build writes it as `remote-manifest.json` next to `mf-manifest.json`, so a
 * deployed version carries its own menu; the server reads it from there.
 */
export const RemoteManifestSchema = Type.Object({
  /** Module Federation name: a JS identifier. */
  name: Type.String({ pattern: '^[a-z][a-z0-9_]*$' }),
  title: Type.String({ minLength: 1 }),
  /** A solution is enabled per institution by `getSupportApp`; an app by rights only. */
  kind: Type.Union([Type.Literal('solution'), Type.Literal('app')]),
  solution: Type.Optional(Type.Union(SOLUTION_KEYS.map((k) => Type.Literal(k)))),
  /** Right key needed to load the remote at all. */
  right: Type.Optional(Type.String()),
  /** Path prefixes the remote owns; the shell mounts it under each. */
  basePaths: Type.Array(Type.String({ pattern: '^/[A-Za-z]' }), { minItems: 1 }),
  /** Where the shell sends a click on the solution or app itself. */
  home: Type.String({ pattern: '^/' }),
  icon: Type.Optional(MenuIconSchema),
  menu: Type.Array(MenuEntrySchema),
  /** Version of the remote build; the deployed folder is named after it. */
  version: Type.String(),
});
export type RemoteManifest = Static<typeof RemoteManifestSchema>;

/** The part a remote writes by hand; the build adds the version from package.json. */
export type RemoteManifestSource = Omit<RemoteManifest, 'version'>;

/** `GET /framework/api/remotes`: one remote this user may load. */
export const RemoteDescriptorSchema = Type.Object({
  name: Type.String(),
  title: Type.String(),
  version: Type.String(),
  /** URL of the remote's `mf-manifest.json`, versioned: `/remotes/<name>/<version>/mf-manifest.json`. */
  manifestUrl: Type.String(),
  basePaths: Type.Array(Type.String()),
  /** What the shell needs to list the remote when the menu call fails (spec 1 §4). */
  kind: Type.Union([Type.Literal('solution'), Type.Literal('app')]),
  home: Type.String(),
  icon: Type.String(),
  /** Every page the manifest names, with its title: a page is titled by the entry it belongs to. */
  pages: Type.Array(Type.Object({ path: Type.String(), title: Type.String() })),
});
export type RemoteDescriptor = Static<typeof RemoteDescriptorSchema>;

/** A manifest's pages: its entries without children (a group names no page of its own). */
export const manifestPages = (menu: readonly MenuEntry[]): MenuEntry[] =>
  menu.flatMap((e) => (e.children?.length ? manifestPages(e.children) : [e]));

/** The module every remote exposes as `./routes`. */
export const REMOTE_ROUTES_EXPOSE = './routes';
