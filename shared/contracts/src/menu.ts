import { Type, type Static } from '@sinclair/typebox';

/** Top-level menu ids (spec 1 §3). */
export const MenuId = { HOME: 1, USER: 3, APPS: 4, SOLUTIONS: 5 } as const;

/** `GET /framework/api/user/menu` node (spec 1 §3: server menu node). */
export const ServerMenuNodeSchema = Type.Recursive((Self) =>
  Type.Object({
    id: Type.Union([Type.Integer(), Type.String()]),
    menuName: Type.String(),
    /** Right key of the entry; empty when the entry needs none. */
    entryKey: Type.String(),
    icon: Type.String(),
    modelPath: Type.String(),
    modelName: Type.String(),
    /** 0 when the user lacks the entry's right: shown greyed and disabled (spec 1 §2, §4). */
    available: Type.Union([Type.Literal(0), Type.Literal(1)]),
    /** Our design: a page not built yet, shown as 建设中 and not opened (the manifest entry's `planned`). */
    planned: Type.Optional(Type.Boolean()),
    subMenus: Type.Array(Self),
  }),
);
export type ServerMenuNode = Static<typeof ServerMenuNodeSchema>;

/** A menu node with the defaults: available, no right key, no icon, no children. */
export const menuNode = (
  id: ServerMenuNode['id'],
  menuName: string,
  modelPath: string,
  extra: Partial<ServerMenuNode> = {},
): ServerMenuNode => ({
  id,
  menuName,
  modelName: menuName,
  modelPath,
  entryKey: '',
  icon: '',
  available: 1,
  subMenus: [],
  ...extra,
});
