import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AuthTypeSchema,
  CaptchaSchema,
  ChannelLoginRequestSchema,
  EnvelopeSchema,
  InstParamName,
  InstitutionChoiceSchema,
  LoginRequestSchema,
  LoginResultSchema,
  LoginTicketSchema,
  PRODUCT_NAME,
  PasswordChangeRequiredSchema,
  PasswordPolicySchema,
  ResetPasswordRequestSchema,
  SiteInfoSchema,
  ThirdLoginRequestSchema,
  UpdatePasswordRequestSchema,
  UserInfoSchema,
} from '@esee/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { badRequest, ok } from '../../../platform/http/errors';
import { requireUser } from '../../../platform/auth/plugin';
import { revokeSession } from '../../../platform/auth/sessions';
import { loadInstParams, passwordPolicyOf } from '../../../core/institutions/institution';
import { serviceEnded } from '../../../core/institutions/institutions';
import { loadGlobalSettings } from '../../../core/institutions/platformSettings';
import { captchaPng } from './captcha/image';
import { CAPTCHA_TTL_S, issueCaptcha, randomCaptchaText } from './captcha/store';
import { externalChannel, followLoginAllow } from '../../../core/institutions/gateway';
import { openChannelParams, useChannelNonce } from './channelLogin';
import { claimedIssuer, verifyExternalToken } from './externalAuth';
import { enabledAccount, login, openSession, watermarkLines } from './login';
import { resetPassword, updatePassword } from './passwords';
import { addressKey, succeeded, takeAttempt } from './throttle';
import { issueTicket, redeemTicket, TICKET_TTL_MS } from '../../../platform/auth/tickets';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const LoginAnswer = EnvelopeSchema(
  Type.Union([LoginResultSchema, PasswordChangeRequiredSchema, InstitutionChoiceSchema]),
);

export interface SessionModuleOptions {
  /** The captcha's text; tests fix it, otherwise random. */
  captchaText?: () => string;
}

/** Sign in and out, captcha, password seal and policy, tickets, who is signed in (spec 1 §7). */
export const sessionModule: FastifyPluginAsyncTypebox<SessionModuleOptions> = async (app, options) => {
  const captchaText = options.captchaText ?? randomCaptchaText;
  const open = { config: { public: true } } as const;
  // The institutions' sign-in address lists, saved on any instance, are read again here at once.
  followLoginAllow(app.db, app.sharedState);

  /** The institution whose identity provider issues tokens as `issuer`: by its issuer parameter, else its code. */
  const institutionOfIssuer = (issuer: string) =>
    app.db
      .selectFrom('institution as i')
      .select('i.id')
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('inst_param as p')
              .select('p.inst_id')
              .whereRef('p.inst_id', '=', 'i.id')
              .where('p.param_name', '=', InstParamName.EXTERNAL_AUTH_ISSUER)
              .where('p.param_value', '=', issuer),
          ),
          eb('i.code', '=', issuer.toUpperCase()),
        ]),
      )
      .where('i.enabled', '=', true)
      .orderBy('i.id')
      .executeTakeFirst();

  app.get(
    '/framework/auth_type',
    {
      ...open,
      schema: { tags: ['session'], summary: '密码加密方式与公钥', response: { 200: EnvelopeSchema(AuthTypeSchema) } },
    },
    () => ok(app.seal.authType),
  );

  app.get(
    '/framework/captcha',
    {
      ...open,
      schema: {
        tags: ['session'],
        summary: '图片验证码（一次有效）',
        response: { 200: EnvelopeSchema(CaptchaSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const now = app.clock();
      if (!app.config.captcha)
        return ok({ uuid: await issueCaptcha(app.db, '', now), image: null, enabled: false, expiresIn: CAPTCHA_TTL_S });
      const text = captchaText();
      const uuid = await issueCaptcha(app.db, text, now);
      return ok({
        uuid,
        image: `data:image/png;base64,${captchaPng(text).toString('base64')}`,
        enabled: true,
        expiresIn: CAPTCHA_TTL_S,
      });
    },
  );

  app.get(
    '/framework/site',
    { ...open, schema: { tags: ['session'], summary: '站点信息', response: { 200: EnvelopeSchema(SiteInfoSchema) } } },
    async () => {
      // The platform administrator's 全局设置 over the server's configuration.
      const site = await loadGlobalSettings(app.db, {
        productName: PRODUCT_NAME,
        servicePhone: app.config.servicePhone,
        serviceEmail: app.config.serviceEmail,
      });
      return ok({ ...site, captcha: app.config.captcha });
    },
  );

  app.get(
    '/framework/displayLog',
    {
      ...open,
      schema: {
        tags: ['session'],
        summary: '机构代码是否可用（登录页按机构显示前的检查）',
        querystring: Type.Object({ instCode: Type.String({ minLength: 1, maxLength: 20 }) }),
        response: { 200: EnvelopeSchema(Type.Boolean()) },
      },
    },
    async (request) => {
      // Spec 1 §7's logo or institution check. Each code asked for that is not in service counts as a failed
      // login of the address: the codes cannot be enumerated.
      const keys = { accounts: [], address: addressKey(request.ip) };
      await takeAttempt(app.db, keys, app.clock(), { captchaSolved: false });
      const row = await app.db
        .selectFrom('institution')
        .select(['enabled', sql<string | null>`to_char(valid_until, 'YYYY-MM-DD')`.as('validUntil')])
        .where('code', '=', request.query.instCode.trim().toUpperCase())
        .executeTakeFirst();
      const inService = !!row && row.enabled && !serviceEnded(row.validUntil, app.clock());
      if (inService) await succeeded(app.db, keys, []);
      return ok(inService);
    },
  );

  app.get(
    '/framework/pwd_strength',
    {
      ...open,
      schema: {
        tags: ['session'],
        summary: '密码规则',
        querystring: Type.Object({ inst_code: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: EnvelopeSchema(PasswordPolicySchema) },
      },
    },
    async (request) => {
      // An unknown institution gets the default policy: the answer does not tell which codes exist.
      const code = request.query.inst_code?.trim().toUpperCase() ?? '';
      const inst = await app.db.selectFrom('institution').select('id').where('code', '=', code).executeTakeFirst();
      return ok(passwordPolicyOf(await loadInstParams(app.db, inst?.id ?? -1)));
    },
  );

  const loginRoute = {
    ...open,
    schema: {
      tags: ['session'],
      summary: '登录',
      body: LoginRequestSchema,
      headers: Type.Object({
        uuid: Type.Optional(Type.String({ maxLength: 64 })),
        imagecode: Type.Optional(Type.String({ maxLength: 16 })),
      }),
      response: { 200: LoginAnswer },
    },
  } as const;
  for (const url of ['/framework/login', '/framework/login_h5'])
    app.post(url, loginRoute, (request) =>
      login(app, request.body, { uuid: request.headers.uuid, imageCode: request.headers.imagecode }, client(request)),
    );

  app.post(
    '/framework/login_token',
    {
      ...open,
      schema: {
        tags: ['session'],
        summary: '一次性票据登录',
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: EnvelopeSchema(LoginResultSchema) },
      },
    },
    async (request) => {
      const userId = (await redeemTicket(app.db, 'login', request.query.token, app.clock()))?.userId ?? null;
      const account = userId === null ? undefined : await enabledAccount(app, userId);
      if (!account) throw badRequest('登录票据无效或已过期');
      return ok(await openSession(app, account, client(request), { remember: false }));
    },
  );

  app.post(
    '/framework/externalAuth/thirdLogin',
    {
      ...open,
      schema: {
        tags: ['session'],
        summary: '外部认证登录',
        body: ThirdLoginRequestSchema,
        response: { 200: EnvelopeSchema(LoginResultSchema) },
      },
    },
    async (request) => {
      const { accessToken } = request.body;
      const issuer = claimedIssuer(accessToken);
      const inst = issuer ? await institutionOfIssuer(issuer) : undefined;
      const username =
        inst && (await verifyExternalToken(accessToken, issuer!, await loadInstParams(app.db, inst.id), app.clock()));
      const user = username
        ? await app.db
            .selectFrom('app_user')
            .select('id')
            .where('inst_id', '=', inst.id)
            .where('username', '=', username)
            .executeTakeFirst()
        : undefined;
      const account = user && (await enabledAccount(app, user.id));
      if (!account) throw badRequest('认证失败');
      return ok(await openSession(app, account, client(request), { remember: false }));
    },
  );

  app.post(
    '/framework/externalAuth/channelLogin',
    {
      ...open,
      schema: {
        tags: ['session'],
        summary: '外部渠道登录（嵌入页面）',
        body: ChannelLoginRequestSchema,
        response: { 200: EnvelopeSchema(LoginResultSchema) },
      },
    },
    async (request) => {
      const { instCode, channel: code, secretParamData } = request.body;
      const now = app.clock();
      const channel = await externalChannel(app.db, instCode, code);
      const params = channel && (await openChannelParams(secretParamData, channel.secret, now));
      const user = params
        ? await app.db
            .selectFrom('app_user')
            .select('id')
            .where('inst_id', '=', channel.instId)
            .where('username', '=', params.username)
            .executeTakeFirst()
        : undefined;
      const account = user && (await enabledAccount(app, user.id));
      // The data is spent only once it named a member who may sign in: a wrong name does not burn it.
      if (!account || !(await useChannelNonce(app.db, channel!.id, params!, now))) throw badRequest('认证失败');
      return ok(await openSession(app, account, client(request), { remember: false }));
    },
  );

  app.post(
    '/framework/reset_password',
    {
      ...open,
      schema: {
        tags: ['session'],
        summary: '重置密码并登录',
        body: ResetPasswordRequestSchema,
        response: { 200: EnvelopeSchema(LoginResultSchema) },
      },
    },
    async (request) => ok(await resetPassword(app, request.body.pwd, request.body.token, client(request))),
  );

  app.post(
    '/framework/api/user/update_password',
    {
      schema: {
        tags: ['session'],
        summary: '修改密码',
        body: UpdatePasswordRequestSchema,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updatePassword(app, user, request.body.oldPwd, request.body.newPwd);
      // The user's other sessions ended: forget them here too.
      app.sessionCache.forget((u) => u.userId === user.userId && u.sessionId !== user.sessionId);
      return ok(null);
    },
  );

  app.post(
    '/framework/api/user/login_ticket',
    {
      schema: {
        tags: ['session'],
        summary: '一次性登录票据（用于 login_token）',
        response: { 200: EnvelopeSchema(LoginTicketSchema) },
      },
    },
    async (request) =>
      ok({
        ticket: await issueTicket(app.db, 'login', requireUser(request).userId, app.clock()),
        expiresIn: TICKET_TTL_MS.login / 1000,
      }),
  );

  app.post(
    '/framework/api/logout',
    { schema: { tags: ['session'], summary: '退出登录', response: { 200: EnvelopeSchema(Type.Null()) } } },
    async (request) => {
      const { sessionId } = requireUser(request);
      await revokeSession(app.db, sessionId, app.clock());
      app.sessionCache.forget((u) => u.sessionId === sessionId);
      return ok(null);
    },
  );

  app.get(
    '/esee/user/info',
    {
      schema: {
        tags: ['session'],
        summary: '当前用户',
        response: { 200: EnvelopeSchema(UserInfoSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok({
        userId: String(user.userId),
        name: user.displayName,
        avatar: user.avatar,
        userType: user.userType,
        roleType: user.roleType,
        instCode: user.instCode,
        instName: user.instName,
        watermarkData: watermarkLines(user.displayName, user.username, user.instName),
      });
    },
  );
};
