import { Type, type Static } from '@sinclair/typebox';

/**
 * 应用版本管理 (issue 21): the platform administrator's view of every deployed
 * version of every remote, which version each institution gets (default,
 * pin, canary), and the history of those changes.
 */

export const RemoteReleaseMessage = {
  /** The health check refused the version: a manifest does not load or parse, or the entry file is missing. */
  UNHEALTHY: '该版本的清单无法加载，不能发布',
  NO_REMOTE: '应用不存在',
  NO_VERSION: '该版本不存在',
  NO_INSTITUTION: '机构不存在',
  NOTHING_TO_ROLL_BACK: '没有可回滚的版本变更',
  CANARY_NOT_NEWER: '灰度版本须比该机构当前使用的版本新',
  CANARY_WHO: '请填写灰度比例或灰度用户',
  NO_MEMBER: '成员不存在',
} as const;

export const RemoteReleaseAction = {
  PIN: 'PIN',
  UNPIN: 'UNPIN',
  ROLLBACK: 'ROLLBACK',
  CANARY: 'CANARY',
  CANARY_STOP: 'CANARY_STOP',
} as const;
export type RemoteReleaseAction = (typeof RemoteReleaseAction)[keyof typeof RemoteReleaseAction];

export const REMOTE_RELEASE_ACTION_LABELS: Record<RemoteReleaseAction, string> = {
  PIN: '固定版本',
  UNPIN: '取消固定',
  ROLLBACK: '回滚',
  CANARY: '灰度发布',
  CANARY_STOP: '结束灰度',
};

const RemoteName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9-]*$' });
const Version = Type.String({ minLength: 5, maxLength: 64, pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$' });
const InstCode = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const RemoteVersionInfoSchema = Type.Object({
  version: Type.String(),
  manifestUrl: Type.String(),
  /** When the build was made: the time of its `mf-manifest.json` (ISO). */
  builtAt: Type.String(),
  /** sha256 over the version folder's files (paths and contents), hex. */
  checksum: Type.String(),
  /** Whether both manifests load and parse and the remote entry they name exists. */
  healthy: Type.Boolean(),
  problem: Nullable(Type.String()),
});
export type RemoteVersionInfo = Static<typeof RemoteVersionInfoSchema>;

export const RemoteCanarySchema = Type.Object({
  version: Type.String(),
  percent: Nullable(Type.Integer()),
  userIds: Type.Array(Type.Integer()),
});
export type RemoteCanary = Static<typeof RemoteCanarySchema>;

export const RemoteInstAssignmentSchema = Type.Object({
  instCode: Type.String(),
  instName: Type.String(),
  /** The institution's own pin, null when it follows the platform default. */
  pin: Nullable(Type.String()),
  canary: Nullable(RemoteCanarySchema),
  /** The version its users get (outside a canary). */
  effective: Nullable(Type.String()),
});
export type RemoteInstAssignment = Static<typeof RemoteInstAssignmentSchema>;

export const RemoteReleaseSchema = Type.Object({
  name: Type.String(),
  title: Type.String(),
  /** Served by a dev server (`npm run dev`): versions and pins do not apply. */
  dev: Type.Boolean(),
  /** Oldest first. */
  versions: Type.Array(RemoteVersionInfoSchema),
  newest: Nullable(Type.String()),
  /** The platform-wide pin, null when the default is the newest version. */
  platformPin: Nullable(Type.String()),
  /** The version an institution without a pin gets. */
  defaultVersion: Nullable(Type.String()),
  institutions: Type.Array(RemoteInstAssignmentSchema),
});
export type RemoteRelease = Static<typeof RemoteReleaseSchema>;

export const RemoteReleasesSchema = Type.Array(RemoteReleaseSchema);

export const RemotePinSchema = Type.Object({ name: RemoteName, version: Version, instCode: Type.Optional(InstCode) });
export type RemotePin = Static<typeof RemotePinSchema>;
export const RemoteScopeSchema = Type.Object({ name: RemoteName, instCode: Type.Optional(InstCode) });
export type RemoteScope = Static<typeof RemoteScopeSchema>;
export const RemoteCanaryStartSchema = Type.Object({
  name: RemoteName,
  instCode: InstCode,
  version: Version,
  percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  userIds: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 1000, uniqueItems: true }),
  ),
});
export type RemoteCanaryStart = Static<typeof RemoteCanaryStartSchema>;
export const RemoteCanaryStopSchema = Type.Object({ name: RemoteName, instCode: InstCode });

/** What a change did: the version before and after (null: the newest / no canary). */
export const RemoteChangeSchema = Type.Object({ from: Nullable(Type.String()), to: Nullable(Type.String()) });
export type RemoteChange = Static<typeof RemoteChangeSchema>;

export const RemoteHistoryQuerySchema = Type.Object({ name: Type.Optional(RemoteName) });
export const RemoteHistoryRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Null: the platform-wide default. */
  instCode: Nullable(Type.String()),
  instName: Nullable(Type.String()),
  action: Type.Union([
    Type.Literal(RemoteReleaseAction.PIN),
    Type.Literal(RemoteReleaseAction.UNPIN),
    Type.Literal(RemoteReleaseAction.ROLLBACK),
    Type.Literal(RemoteReleaseAction.CANARY),
    Type.Literal(RemoteReleaseAction.CANARY_STOP),
  ]),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  detail: Nullable(Type.String()),
  by: Nullable(Type.String()),
  at: Type.String(),
  rolledBack: Type.Boolean(),
});
export type RemoteHistoryRow = Static<typeof RemoteHistoryRowSchema>;
export const RemoteHistorySchema = Type.Array(RemoteHistoryRowSchema);
