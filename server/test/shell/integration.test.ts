import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntegrationLimit, IntegrationMessage, ResultCode } from '@esee/contracts';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const TARGET = 'https://bs.demo-bank.example/entry?from=esee';

/** The institution's product service, as its own server would answer. */
function productService(): Promise<Server> {
  const server = createServer((req, res) => {
    const id = new URL(req.url ?? '/', 'http://x').searchParams.get('productId');
    if (id === 'missing') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'no such product', productId: id }));
    } else if (id === 'huge') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ blob: 'x'.repeat(IntegrationLimit.UPSTREAM_MAX_BYTES) }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ productId: id, name: '供应链金融产品', rate: 3.45 }));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.each(ONE_ENGINE)('integration calls (spec 1 §7) on %s', (engine) => {
  let t: TestApp;
  let ops: Client;
  let analyst: Client;
  let other: Client;
  let service: Server;
  const companies = ['91110000INTEG0001A', '91110000INTEG0002B', '91110000INTEG0003C'];

  beforeAll(async () => {
    service = await productService();
    t = await withApp({
      engine,
      // The product service stub runs on this machine: the operator's setting lets the server call it.
      env: { GATEWAY_ALLOWED_HOSTS: '127.0.0.1' },
      beforeApp: (db) =>
        db
          .insertInto('company')
          .values(
            companies.map((entId, i) => ({
              ent_id: entId,
              name: `集成测试第${i + 1}有限公司`,
              name_norm: `集成测试第${i + 1}有限公司`,
              status: '存续',
              active: true,
              org_type: '有限责任公司',
            })),
          )
          .execute(),
    });
    [ops, analyst, other] = await Promise.all([t.client('ops'), t.client('analyst'), t.client('demo2')]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    service.close();
  });

  const setTarget = (key: string, url: string | null, enabled = true) =>
    ops.post('/esee/platform/gateway/target', { instCode: 'DEMO', key, url, enabled });

  it('answers 无权限操作，请联系管理员！ where no target is set, and a link with a ticket where one is', async () => {
    const unset = await analyst.post('/esee/token-bs/index/redirectUrl');
    expect(unset).toMatchObject({ code: ResultCode.FORBIDDEN, message: IntegrationMessage.TARGET_UNSET });

    expect((await setTarget('TOKEN_BS', TARGET)).code).toBe(ResultCode.OK);
    const res = await analyst.post(`/esee/token-bs/index/redirectUrl?entId=${companies[0]}&page=credit/apply`);
    expect(res.code).toBe(ResultCode.OK);
    const link = new URL(res.data);
    expect(link.origin + link.pathname).toBe('https://bs.demo-bank.example/entry');
    expect(link.searchParams.get('from')).toBe('esee');
    expect(link.searchParams.get('entId')).toBe(companies[0]);
    expect(link.searchParams.get('page')).toBe('credit/apply');
    expect(link.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Another institution has no target of DEMO's.
    expect((await other.post('/esee/token-bs/index/redirectUrl')).code).toBe(ResultCode.FORBIDDEN);
    // Switched off: as if unset.
    await setTarget('TOKEN_BS', TARGET, false);
    expect((await analyst.post('/esee/token-bs/index/redirectUrl')).code).toBe(ResultCode.FORBIDDEN);
    await setTarget('TOKEN_BS', TARGET);
  });

  it('lets the target redeem a ticket once, within its lifetime, without a session', async () => {
    await setTarget('BLACKLIST', 'https://blacklist.demo-bank.example/');
    const ticketOf = async () =>
      new URL((await analyst.post('/esee/blackList/getUrl')).data).searchParams.get('ticket')!;
    const ticket = await ticketOf();
    const redeem = async (value: string) =>
      (await t.app.inject({ method: 'POST', url: `/esee/auth/security/local/login?ticket=${value}` })).json();

    const first = await redeem(ticket);
    expect(first.code).toBe(ResultCode.OK);
    expect(first.data).toMatchObject({ username: 'analyst', instCode: 'DEMO', target: 'BLACKLIST' });
    expect(await redeem(ticket)).toMatchObject({
      code: ResultCode.UNAUTHORIZED,
      message: IntegrationMessage.TICKET_REFUSED,
    });
    expect((await redeem('x'.repeat(43))).code).toBe(ResultCode.UNAUTHORIZED);

    const late = await ticketOf();
    t.clock.advance(IntegrationLimit.TICKET_TTL_SECONDS * 1000 + 1);
    expect((await redeem(late)).code).toBe(ResultCode.UNAUTHORIZED);
    // A login ticket is not an integration ticket.
    const login = (await analyst.post('/framework/api/user/login_ticket')).data.ticket;
    expect((await redeem(login)).code).toBe(ResultCode.UNAUTHORIZED);
    // Too short to be a ticket: the schema refuses it.
    expect((await redeem('abc')).code).toBe(ResultCode.BAD_REQUEST);
  });

  it('builds each link call to its own target', async () => {
    await setTarget('TOKEN_CRS', 'https://crs.demo-bank.example/sso');
    await setTarget('BS_INVOKE', 'https://bs.demo-bank.example/invoke');
    const crs = await analyst.post('/esee/token-crs/index/redirectUrl');
    expect(crs.data).toMatch(/^https:\/\/crs\.demo-bank\.example\/sso\?ticket=/);
    const invoke = await analyst.get('/esee/bs/invokeUrl?page=loan');
    expect(invoke.data).toMatch(/^https:\/\/bs\.demo-bank\.example\/invoke\?ticket=.+&page=loan$/);
    // Without a session every link call is refused.
    expect((await t.app.inject({ method: 'GET', url: '/esee/bs/invokeUrl' })).json().code).toBe(
      ResultCode.INVALID_SESSION,
    );
    // What is passed through is bounded and plain.
    expect((await analyst.get('/esee/bs/invokeUrl?page=%3Cscript%3E')).code).toBe(ResultCode.BAD_REQUEST);
  });

  it('fetches the product service server-side, passing a failing answer back as-is', async () => {
    const base = `http://127.0.0.1:${(service.address() as AddressInfo).port}/product`;
    expect((await analyst.get('/esee/cmschina/product?productId=P1')).code).toBe(ResultCode.FORBIDDEN);
    await setTarget('CMSCHINA_PRODUCT', base);
    const found = await analyst.get('/esee/cmschina/product?productId=P1');
    expect(found).toMatchObject({ code: ResultCode.OK, data: { productId: 'P1', name: '供应链金融产品' } });
    const missing = await analyst.get('/esee/cmschina/product?productId=missing');
    expect(missing).toMatchObject({ code: ResultCode.PASS_THROUGH, data: { error: 'no such product' } });
    const huge = await analyst.get('/esee/cmschina/product?productId=huge');
    expect(huge).toMatchObject({ code: ResultCode.DATA_COMMUNICATION, message: IntegrationMessage.UPSTREAM_FAILED });
    await setTarget('CMSCHINA_PRODUCT', 'http://127.0.0.1:1/closed');
    expect((await analyst.get('/esee/cmschina/product')).code).toBe(ResultCode.DATA_COMMUNICATION);
  });

  it('tells the pages which of the institution’s systems are set, never where they are', async () => {
    expect((await setTarget('BLACKLIST', 'https://bl.demo-bank.example/list')).code).toBe(ResultCode.OK);
    expect((await setTarget('TOKEN_CRS', 'https://crs.demo-bank.example/', false)).code).toBe(ResultCode.OK);
    const listed = await analyst.get('/esee/integration/targets');
    expect(listed.code).toBe(ResultCode.OK);
    const keys = listed.data.map((t: { key: string }) => t.key);
    expect(keys).toContain('BLACKLIST');
    expect(keys).not.toContain('TOKEN_CRS');
    expect(JSON.stringify(listed.data)).not.toContain('demo-bank.example');
    expect((await other.get('/esee/integration/targets')).data).toEqual([]);
  });

  it('tells the login page whether an institution code is in service', async () => {
    const check = async (code: string) =>
      (await t.app.inject({ method: 'GET', url: `/framework/displayLog?instCode=${code}` })).json().data;
    expect(await check('DEMO')).toBe(true);
    expect(await check('demo')).toBe(true);
    expect(await check('NOSUCH')).toBe(false);
    await t.database.db
      .updateTable('institution')
      .set({ valid_until: '2020-01-01' })
      .where('code', '=', 'DEMO2')
      .execute();
    expect(await check('DEMO2')).toBe(false);
    await t.database.db.updateTable('institution').set({ valid_until: null }).where('code', '=', 'DEMO2').execute();
    expect(await check('DEMO2')).toBe(true);
  });

  it('keeps each user’s recently viewed companies, latest first, and no one else’s', async () => {
    for (const entId of [companies[0], companies[1], companies[2], companies[0]]) {
      expect((await analyst.post('/esee/userAnalysis/entHisEntry', { entId })).code).toBe(ResultCode.OK);
      t.clock.advance(1000);
    }
    const mine = (await analyst.get('/esee/userAnalysis/entHisEntry')).data;
    expect(mine.map((c: { entId: string }) => c.entId)).toEqual([companies[0], companies[2], companies[1]]);
    expect(mine[0]).toMatchObject({ name: '集成测试第1有限公司', status: '存续' });
    expect((await other.get('/esee/userAnalysis/entHisEntry')).data).toEqual([]);
    const unknown = await analyst.post('/esee/userAnalysis/entHisEntry', { entId: 'NOSUCHCOMPANY' });
    expect(unknown.code).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post('/esee/userAnalysis/entHisEntry', {})).code).toBe(ResultCode.BAD_REQUEST);
  });
});
