import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  RemoteCanaryStartSchema,
  RemoteCanaryStopSchema,
  RemoteChangeSchema,
  RemoteHistoryQuerySchema,
  RemoteHistorySchema,
  RemotePinSchema,
  RemoteReleaseMessage as M,
  RemoteReleasesSchema,
  RemoteScopeSchema,
  type RemoteChange,
  type RemoteReleaseAction,
  chinaTime,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { cachedChecksum } from './checksum';
import { baseVersion, type Canary } from './releases';
import type { RemoteRegistry, RemoteVersion } from './registry';
import { compareVersions } from './versions';
import { now } from '../../../platform/clock';

const tags = ['remotes'];
const right = 'super';

interface Inst {
  id: number;
  code: string;
  name: string;
}

/**
 * 应用版本管理 (issue 21): the platform administrator pins, promotes, rolls
 * back and canaries the versions of the remotes. Every change is in
 * remote_release_log; it takes effect at the institution's users' next page
 * load, as `/framework/api/remotes` reads the pins at every call.
 */
export function remoteReleaseRoutes(registry: RemoteRegistry): FastifyPluginAsyncTypebox {
  return async (app) => {
    const db: Db = app.db;

    /** The institution a call names; none: the platform default. */
    async function scopeOf(instCode: string | undefined): Promise<Inst | null> {
      if (instCode === undefined) return null;
      const inst = await db
        .selectFrom('institution')
        .select(['id', 'code', 'name'])
        .where('code', '=', instCode.trim().toUpperCase())
        .executeTakeFirst();
      if (!inst) throw notFound(M.NO_INSTITUTION);
      return inst;
    }

    /** A remote's deployed versions, read from the folder now. */
    async function versionsOf(name: string): Promise<RemoteVersion[]> {
      const versions = (await registry.fresh()).deployed.get(name);
      if (!versions) throw notFound(M.NO_REMOTE);
      return versions;
    }

    /** The health check: a version is given to users only when both manifests load and its entry exists. */
    async function healthy(name: string, version: string): Promise<RemoteVersion[]> {
      const versions = await versionsOf(name);
      const found = versions.find((v) => v.version === version);
      if (!found) throw notFound(M.NO_VERSION);
      if (found.problem || !found.manifest) throw badRequest(M.UNHEALTHY);
      return versions;
    }

    const pinOf = async (name: string, inst: Inst | null) =>
      (
        await db
          .selectFrom('remote_pin')
          .select('version')
          .where('remote', '=', name)
          .where((eb) => (inst ? eb('inst_id', '=', inst.id) : eb('inst_id', 'is', null)))
          .executeTakeFirst()
      )?.version ?? null;

    /** Set (or with null, clear) the pin of one scope. */
    async function setPin(trx: Db, name: string, inst: Inst | null, version: string | null, userId: number) {
      await trx
        .deleteFrom('remote_pin')
        .where('remote', '=', name)
        .where((eb) => (inst ? eb('inst_id', '=', inst.id) : eb('inst_id', 'is', null)))
        .execute();
      if (version)
        await trx
          .insertInto('remote_pin')
          .values({ remote: name, inst_id: inst?.id ?? null, version, updated_by: userId })
          .execute();
    }

    const record = (
      trx: Db,
      name: string,
      inst: Inst | null,
      action: RemoteReleaseAction,
      from: string | null,
      to: string | null,
      userId: number,
      detail: string | null = null,
    ) =>
      trx
        .insertInto('remote_release_log')
        .values({
          remote: name,
          inst_id: inst?.id ?? null,
          action,
          from_version: from,
          to_version: to,
          detail,
          user_id: userId,
        })
        .execute();

    /** Pins a scope to `to` (null: unpins it) and logs it; a scope already there is left alone. */
    const movePin = async (
      name: string,
      inst: Inst | null,
      to: string | null,
      action: 'PIN' | 'UNPIN',
      userId: number,
    ) => {
      const from = await pinOf(name, inst);
      if (from !== to)
        await db.transaction().execute(async (trx) => {
          await setPin(trx, name, inst, to, userId);
          await record(trx, name, inst, action, from, to, userId);
        });
      return { from, to };
    };

    app.get(
      '/framework/api/ops/remotes',
      {
        config: { right },
        schema: {
          tags,
          summary: '应用版本：每个应用的全部版本、平台默认与各机构的固定和灰度',
          response: { 200: EnvelopeSchema(RemoteReleasesSchema) },
        },
      },
      async () => {
        const [scan, insts, pins, canaries] = await Promise.all([
          registry.fresh(),
          db.selectFrom('institution').select(['id', 'code', 'name']).orderBy('id').execute(),
          db.selectFrom('remote_pin').select(['remote', 'inst_id', 'version']).execute(),
          db.selectFrom('remote_canary').select(['remote', 'inst_id', 'version', 'percent', 'user_ids']).execute(),
        ]);
        const deployed = await Promise.all(
          [...scan.deployed].map(async ([name, versions]) => {
            const pinned = pins.filter((p) => p.remote === name);
            const platformPin = pinned.find((p) => p.inst_id === null)?.version ?? null;
            const platform = new Map(platformPin ? [[name, platformPin]] : []);
            return {
              name,
              title: versions.findLast((v) => v.manifest)?.manifest?.title ?? name,
              dev: false,
              versions: await Promise.all(
                versions.map(async (v) => ({
                  version: v.version,
                  manifestUrl: v.manifestUrl,
                  builtAt: chinaTime(v.builtAt),
                  checksum: await cachedChecksum(v.folder),
                  healthy: v.problem === null,
                  problem: v.problem,
                })),
              ),
              newest: versions.findLast((v) => v.manifest)?.version ?? null,
              platformPin,
              defaultVersion: baseVersion(name, versions, { platform, inst: new Map() })?.version ?? null,
              institutions: insts.map((inst) => {
                const pin = pinned.find((p) => p.inst_id === inst.id)?.version ?? null;
                const c = canaries.find((x) => x.remote === name && x.inst_id === inst.id);
                const canary: Canary | null = c
                  ? { version: c.version, percent: c.percent, userIds: c.user_ids }
                  : null;
                const inInst = new Map(pin ? [[name, pin]] : []);
                return {
                  instCode: inst.code,
                  instName: inst.name,
                  pin,
                  canary,
                  effective: baseVersion(name, versions, { platform, inst: inInst })?.version ?? null,
                };
              }),
            };
          }),
        );
        const dev = scan.dev.map((r) => ({
          name: r.manifest.name,
          title: r.manifest.title,
          dev: true,
          versions: [],
          newest: null,
          platformPin: null,
          defaultVersion: null,
          institutions: [],
        }));
        return ok([...deployed, ...dev].sort((a, b) => a.name.localeCompare(b.name)));
      },
    );

    /**
     * A change of one remote's version for a scope (an institution, or the platform default): the caller, then the
     * scope named in the body, then `change`, whose answer is the version before and after.
     */
    function scopeChange<B extends typeof RemotePinSchema | typeof RemoteScopeSchema>(
      url: string,
      summary: string,
      body: B,
      change: (body: Static<B>, inst: Inst | null, userId: number) => Promise<RemoteChange>,
    ) {
      app.post(
        url,
        { config: { right }, schema: { tags, summary, body, response: { 200: EnvelopeSchema(RemoteChangeSchema) } } },
        async (request) => {
          const user = requireUser(request);
          // The type provider cannot resolve a generic schema's body; it is the schema's, checked.
          const body = request.body as Static<B>;
          const inst = await scopeOf(body.instCode);
          return ok(await change(body, inst, user.userId));
        },
      );
    }

    /** Pin a version, checked to be healthy; or unpin (no version), the remote checked to be deployed. */
    const pinOrUnpin = async (name: string, version: string | null, inst: Inst | null, userId: number) => {
      if (version !== null) await healthy(name, version);
      else await versionsOf(name);
      return movePin(name, inst, version, version !== null ? 'PIN' : 'UNPIN', userId);
    };

    scopeChange(
      '/framework/api/ops/remotes/pin',
      '固定版本：为一个机构，或不带机构时设为平台默认（发布前检查清单）',
      RemotePinSchema,
      ({ name, version }, inst, userId) => pinOrUnpin(name, version, inst, userId),
    );

    scopeChange(
      '/framework/api/ops/remotes/unpin',
      '取消固定：机构跟随平台默认，平台默认回到最新版本',
      RemoteScopeSchema,
      ({ name }, inst, userId) => pinOrUnpin(name, null, inst, userId),
    );

    scopeChange(
      '/framework/api/ops/remotes/rollback',
      '回滚：撤销该范围最近一次固定或取消固定，回到之前的版本',
      RemoteScopeSchema,
      async ({ name }, inst, userId) => {
        const last = await db
          .selectFrom('remote_release_log')
          .select(['id', 'from_version'])
          .where('remote', '=', name)
          .where((eb) => (inst ? eb('inst_id', '=', inst.id) : eb('inst_id', 'is', null)))
          .where('action', 'in', ['PIN', 'UNPIN'])
          .where('rolled_back', '=', false)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (!last) throw badRequest(M.NOTHING_TO_ROLL_BACK);
        const to = last.from_version;
        if (to) await healthy(name, to);
        const from = await pinOf(name, inst);
        await db.transaction().execute(async (trx) => {
          await setPin(trx, name, inst, to, userId);
          await trx.updateTable('remote_release_log').set({ rolled_back: true }).where('id', '=', last.id).execute();
          await record(trx, name, inst, 'ROLLBACK', from, to, userId);
        });
        return { from, to };
      },
    );

    app.post(
      '/framework/api/ops/remotes/canary',
      {
        config: { right },
        schema: {
          tags,
          summary: '灰度：一个机构的部分用户（按比例或名单）使用更新的版本',
          body: RemoteCanaryStartSchema,
          response: { 200: EnvelopeSchema(RemoteChangeSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { name, version, percent } = request.body;
        const userIds = request.body.userIds ?? [];
        if (percent === undefined && userIds.length === 0) throw badRequest(M.CANARY_WHO);
        const inst = (await scopeOf(request.body.instCode))!;
        const versions = await healthy(name, version);
        const [platformPin, instPin] = await Promise.all([pinOf(name, null), pinOf(name, inst)]);
        const base = baseVersion(name, versions, {
          platform: new Map(platformPin ? [[name, platformPin]] : []),
          inst: new Map(instPin ? [[name, instPin]] : []),
        });
        if (base && compareVersions(version, base.version) <= 0) throw badRequest(M.CANARY_NOT_NEWER);
        if (userIds.length) {
          const members = await db
            .selectFrom('app_user')
            .select('id')
            .where('inst_id', '=', inst.id)
            .where('id', 'in', userIds)
            .execute();
          // A user of another institution is not found here, as everywhere.
          if (members.length !== userIds.length) throw notFound(M.NO_MEMBER);
        }
        const detail = [percent ? `${percent}%` : '', userIds.length ? `${userIds.length} 名用户` : '']
          .filter(Boolean)
          .join('，');
        await db.transaction().execute(async (trx) => {
          const values = { version, percent: percent ?? null, user_ids: userIds, updated_by: user.userId };
          await trx
            .insertInto('remote_canary')
            .values({ remote: name, inst_id: inst.id, ...values })
            .onConflict((oc) => oc.columns(['remote', 'inst_id']).doUpdateSet({ ...values, updated_at: now() }))
            .execute();
          await record(trx, name, inst, 'CANARY', base?.version ?? null, version, user.userId, detail);
        });
        return ok({ from: base?.version ?? null, to: version });
      },
    );

    app.post(
      '/framework/api/ops/remotes/canary/stop',
      {
        config: { right },
        schema: {
          tags,
          summary: '结束灰度：该机构的用户都回到机构的版本',
          body: RemoteCanaryStopSchema,
          response: { 200: EnvelopeSchema(RemoteChangeSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { name } = request.body;
        const inst = (await scopeOf(request.body.instCode))!;
        const stopped = await db
          .deleteFrom('remote_canary')
          .where('remote', '=', name)
          .where('inst_id', '=', inst.id)
          .returning('version')
          .executeTakeFirst();
        if (stopped) await record(db, name, inst, 'CANARY_STOP', stopped.version, null, user.userId);
        return ok({ from: stopped?.version ?? null, to: null });
      },
    );

    app.get(
      '/framework/api/ops/remotes/history',
      {
        config: { right },
        schema: {
          tags,
          summary: '版本变更记录（最近 200 条）：谁、何时、从哪个版本到哪个版本',
          querystring: RemoteHistoryQuerySchema,
          response: { 200: EnvelopeSchema(RemoteHistorySchema) },
        },
      },
      async (request) => {
        let query = db
          .selectFrom('remote_release_log as l')
          .leftJoin('institution as i', 'i.id', 'l.inst_id')
          .leftJoin('app_user as u', 'u.id', 'l.user_id')
          .select([
            'l.id',
            'l.remote as name',
            'i.code as instCode',
            'i.name as instName',
            'l.action',
            'l.from_version as from',
            'l.to_version as to',
            'l.detail',
            'u.display_name as by',
            'l.created_at as at',
            'l.rolled_back as rolledBack',
          ]);
        if (request.query.name) query = query.where('l.remote', '=', request.query.name);
        const rows = await query.orderBy('l.id', 'desc').limit(200).execute();
        return ok(rows.map((r) => ({ ...r, id: String(r.id), at: chinaTime(r.at) })));
      },
    );
  };
}
