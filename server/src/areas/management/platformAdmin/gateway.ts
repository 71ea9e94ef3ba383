import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ChannelCreateSchema,
  ChannelIdSchema,
  ChannelUpdateSchema,
  ChannelWithSecretSchema,
  EnvelopeSchema,
  ExternalChannelSchema,
  GatewayInstQuerySchema,
  GatewayLimit,
  GatewayMessage,
  INTEGRATION_TARGETS,
  IntegrationTargetSaveSchema,
  IntegrationTargetSchema,
  LoginAllowSaveSchema,
  LoginAllowSchema,
  type ExternalChannel,
  chinaTime,
} from '@esee/contracts';
import type { Selectable } from 'kysely';
import { requireUser } from '../../../platform/auth/plugin';
import type { ExternalChannelTable } from '../../../platform/db/schema';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { isWebOrigin } from '../../../platform/http/origins';
import { outboundTargetProblem } from '../../../platform/http/outbound';
import {
  addressAllowed,
  addressEntry,
  forgetLoginAllow,
  isTargetKey,
  newChannelSecret,
  sealChannelSecret,
  targetUrlProblem,
} from '../../../core/institutions/gateway';
import { customerInst, isUniqueViolation } from './queries';

/** A stored time as Beijing time text (docs/server.md, Times). */
const shown = (d: Date | string) => chinaTime(d);

/** The integration targets the server calls itself (the others redirect the browser there). */
const SERVER_CALLED: readonly string[] = ['CMSCHINA_PRODUCT'];

/** An embedding origin: scheme, host and port only, https (http for localhost). */
function originProblem(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `“${origin.slice(0, 60)}”不是有效的来源地址`;
  }
  if (url.origin !== origin || !isWebOrigin(origin))
    return `来源地址只含协议、主机与端口，如 https://bank.example.com（“${origin.slice(0, 60)}”）`;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && local)))
    return '来源地址应以 https:// 开头（http 仅限 localhost）';
  return null;
}

function cleanOrigins(origins: readonly string[]): string[] {
  const list = [...new Set(origins.map((o) => o.trim().replace(/\/$/, '')).filter(Boolean))];
  for (const o of list) {
    const problem = originProblem(o);
    if (problem) throw badRequest(problem);
  }
  return list;
}

const channelShape = (r: Selectable<ExternalChannelTable>): ExternalChannel => ({
  id: r.id,
  code: r.code,
  name: r.name,
  origins: JSON.parse(r.origins) as string[],
  enabled: r.enabled,
  secretTail: r.secret_tail,
  createdAt: shown(r.created_at),
  rotatedAt: shown(r.rotated_at),
});

/**
 * 网关设置 (issue 21), per customer institution: the addresses its members
 * may sign in from, the integration targets, the external channels. The
 * platform's own institution is not offered (`customerInst` answers 404), so
 * a typo can never lock the platform administrators out.
 */
export const gatewayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['platform'];
  const config = { right: 'super' };

  // ---------------------------------------------------------------- login addresses

  const loginAllow = async (instId: number, instCode: string, ip: string) => {
    const row = await db
      .selectFrom('login_allow')
      .select(['entries', 'updated_at'])
      .where('inst_id', '=', instId)
      .executeTakeFirst();
    return {
      instCode,
      entries: row ? (JSON.parse(row.entries) as string[]) : [],
      updatedAt: row ? shown(row.updated_at) : null,
      yourAddress: ip,
    };
  };

  app.get(
    '/esee/platform/gateway/loginAllow',
    {
      config,
      schema: {
        tags,
        summary: '登录地址限制：允许登录的 IP 或网段（空：不限）',
        querystring: GatewayInstQuerySchema,
        response: { 200: EnvelopeSchema(LoginAllowSchema) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.query.instCode);
      return ok(await loginAllow(inst.id, inst.code, request.ip));
    },
  );

  app.post(
    '/esee/platform/gateway/loginAllow',
    {
      config,
      schema: {
        tags,
        summary: '保存登录地址限制（名单外的会话随即结束）',
        body: LoginAllowSaveSchema,
        response: { 200: EnvelopeSchema(LoginAllowSchema) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const inst = await customerInst(db, request.body.instCode);
      const entries: string[] = [];
      for (const text of request.body.entries) {
        if (!text.trim()) continue;
        const parsed = addressEntry(text);
        if ('problem' in parsed) throw badRequest(parsed.problem);
        if (!entries.includes(parsed.entry)) entries.push(parsed.entry);
      }
      await db
        .insertInto('login_allow')
        .values({ inst_id: inst.id, entries: JSON.stringify(entries), updated_by: caller.userId })
        .onConflict((oc) =>
          oc
            .column('inst_id')
            .doUpdateSet({ entries: JSON.stringify(entries), updated_by: caller.userId, updated_at: app.clock() }),
        )
        .execute();
      forgetLoginAllow(app.sharedState, inst.id);
      // Sessions opened from an address now outside the list end at once, rather than being checked per request.
      if (entries.length) {
        const live = await db
          .selectFrom('user_session')
          .select(['id', 'ip'])
          .where('inst_id', '=', inst.id)
          .where('revoked_at', 'is', null)
          .execute();
        const outside = live.filter((s) => !s.ip || !addressAllowed(entries, s.ip)).map((s) => s.id);
        if (outside.length) {
          await db.updateTable('user_session').set({ revoked_at: app.clock() }).where('id', 'in', outside).execute();
          app.sessionCache.forget((u) => outside.includes(u.sessionId));
        }
      }
      return ok(await loginAllow(inst.id, inst.code, request.ip));
    },
  );

  // ---------------------------------------------------------------- integration targets

  const targets = async (instId: number) => {
    const rows = await db
      .selectFrom('integration_target')
      .select(['target_key', 'url', 'enabled', 'updated_at'])
      .where('inst_id', '=', instId)
      .execute();
    return INTEGRATION_TARGETS.map((t) => {
      const row = rows.find((r) => r.target_key === t.key);
      return {
        key: t.key,
        path: t.path,
        title: t.title,
        url: row?.url ?? null,
        enabled: row?.enabled ?? false,
        updatedAt: row ? shown(row.updated_at) : null,
      };
    });
  };

  app.get(
    '/esee/platform/gateway/targets',
    {
      config,
      schema: {
        tags,
        summary: '集成地址：各集成调用跳转到的地址',
        querystring: GatewayInstQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(IntegrationTargetSchema)) },
      },
    },
    async (request) => ok(await targets((await customerInst(db, request.query.instCode)).id)),
  );

  app.post(
    '/esee/platform/gateway/target',
    {
      config,
      schema: {
        tags,
        summary: '保存一个集成地址（地址为空即删除）',
        body: IntegrationTargetSaveSchema,
        response: { 200: EnvelopeSchema(Type.Array(IntegrationTargetSchema)) },
      },
    },
    async (request) => {
      const { key, enabled } = request.body;
      const inst = await customerInst(db, request.body.instCode);
      if (!isTargetKey(key)) throw notFound(GatewayMessage.TARGET_UNKNOWN);
      const url = request.body.url?.trim() ?? '';
      if (!url) {
        await db
          .deleteFrom('integration_target')
          .where('inst_id', '=', inst.id)
          .where('target_key', '=', key)
          .execute();
        return ok(await targets(inst.id));
      }
      // A target the server itself calls: https outside loopback and private ranges, unless the operator named
      // the host; the others only redirect the browser (a bank's own network is fine).
      const problem = SERVER_CALLED.includes(key)
        ? await outboundTargetProblem(url, { allowedHosts: app.config.gatewayAllowedHosts })
        : targetUrlProblem(url);
      if (problem) throw badRequest(problem);
      await db
        .insertInto('integration_target')
        .values({ inst_id: inst.id, target_key: key, url, enabled })
        .onConflict((oc) =>
          oc.columns(['inst_id', 'target_key']).doUpdateSet({ url, enabled, updated_at: app.clock() }),
        )
        .execute();
      return ok(await targets(inst.id));
    },
  );

  // ---------------------------------------------------------------- external channels

  const oneChannel = async (instId: number, id: number) => {
    const row = await db
      .selectFrom('external_channel')
      .selectAll()
      .where('inst_id', '=', instId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(GatewayMessage.CHANNEL_MISSING);
    return row;
  };

  app.get(
    '/esee/platform/gateway/channels',
    {
      config,
      schema: {
        tags,
        summary: '外部渠道：嵌入外部页面的渠道（密钥不再显示）',
        querystring: GatewayInstQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(ExternalChannelSchema)) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.query.instCode);
      const rows = await db
        .selectFrom('external_channel')
        .selectAll()
        .where('inst_id', '=', inst.id)
        .orderBy('id')
        .execute();
      return ok(rows.map(channelShape));
    },
  );

  app.post(
    '/esee/platform/gateway/channel/create',
    {
      config,
      schema: {
        tags,
        summary: '新增外部渠道：密钥由服务器生成，仅此一次显示',
        body: ChannelCreateSchema,
        response: { 200: EnvelopeSchema(ChannelWithSecretSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const inst = await customerInst(db, body.instCode);
      const name = body.name.trim();
      if (!name) throw badRequest('渠道名称不能为空');
      const origins = cleanOrigins(body.origins);
      const count = await db
        .selectFrom('external_channel')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('inst_id', '=', inst.id)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= GatewayLimit.CHANNELS) throw badRequest(`每个机构最多${GatewayLimit.CHANNELS}个渠道`);
      const secret = newChannelSecret();
      try {
        const row = await db
          .insertInto('external_channel')
          .values({
            inst_id: inst.id,
            code: body.code,
            name,
            origins: JSON.stringify(origins),
            enabled: body.enabled ?? true,
            secret_sealed: await sealChannelSecret(db, secret),
            secret_tail: secret.slice(-4),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        app.forgetEmbeddingOrigins();
        return ok({ channel: channelShape(row), secret });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(GatewayMessage.CHANNEL_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/esee/platform/gateway/channel/update',
    {
      config,
      schema: {
        tags,
        summary: '修改外部渠道：名称、来源地址、启用停用',
        body: ChannelUpdateSchema,
        response: { 200: EnvelopeSchema(ExternalChannelSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const inst = await customerInst(db, body.instCode);
      const channel = await oneChannel(inst.id, body.channelId);
      const changes: { name?: string; origins?: string; enabled?: boolean } = {};
      if (body.name !== undefined) {
        changes.name = body.name.trim();
        if (!changes.name) throw badRequest('渠道名称不能为空');
      }
      if (body.origins !== undefined) changes.origins = JSON.stringify(cleanOrigins(body.origins));
      if (body.enabled !== undefined) changes.enabled = body.enabled;
      if (Object.keys(changes).length)
        await db.updateTable('external_channel').set(changes).where('id', '=', channel.id).execute();
      app.forgetEmbeddingOrigins();
      return ok(channelShape(await oneChannel(inst.id, channel.id)));
    },
  );

  app.post(
    '/esee/platform/gateway/channel/rotate',
    {
      config,
      schema: {
        tags,
        summary: '重新生成渠道密钥（旧密钥立即失效，新密钥仅此一次显示）',
        body: ChannelIdSchema,
        response: { 200: EnvelopeSchema(ChannelWithSecretSchema) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.body.instCode);
      const channel = await oneChannel(inst.id, request.body.channelId);
      const secret = newChannelSecret();
      await db
        .updateTable('external_channel')
        .set({
          secret_sealed: await sealChannelSecret(db, secret),
          secret_tail: secret.slice(-4),
          rotated_at: app.clock(),
        })
        .where('id', '=', channel.id)
        .execute();
      return ok({ channel: channelShape(await oneChannel(inst.id, channel.id)), secret });
    },
  );

  app.post(
    '/esee/platform/gateway/channel/delete',
    {
      config,
      schema: {
        tags,
        summary: '删除外部渠道',
        body: ChannelIdSchema,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.body.instCode);
      const channel = await oneChannel(inst.id, request.body.channelId);
      await db.deleteFrom('external_channel').where('id', '=', channel.id).execute();
      app.forgetEmbeddingOrigins();
      return ok(null);
    },
  );
};
