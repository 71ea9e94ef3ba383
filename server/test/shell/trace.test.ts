import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

describe.each(ONE_ENGINE)('activity traces and the diagnostics probe on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin2: Client;
  beforeAll(async () => {
    t = await withApp({ engine, env: { DIAGNOSTICS: 'on' } });
    [analyst, admin2] = await Promise.all([t.client('analyst'), t.client('demo2')]);
  });
  afterAll(() => t.close());

  it('begins a trace on entering a menu entry and confirms it, stored with the institution', async () => {
    const begun = await analyst.post('/framework/api/act/trace/addTrace', {
      actKey: 'menu.enter',
      moduleId: 'cba',
      moduleName: '对公银行助手',
      moduleVersion: '0.1.0',
      path: '/bankAssistant/home',
    });
    expect(begun).toMatchObject({ code: 200, data: { moduleId: 'cba', preTraceId: null } });
    const { traceId } = begun.data;
    expect(begun.data.beginTraceId).toBe(traceId);
    const next = await analyst.post('/framework/api/act/trace/addTrace', {
      actKey: 'menu.enter',
      preTraceId: traceId,
    });
    expect(next.data).toMatchObject({ preTraceId: traceId, beginTraceId: traceId });
    expect(await analyst.post('/framework/api/act/trace/confirmTrace', { traceId, actStatus: 1 })).toMatchObject({
      code: 200,
    });
    const row = await t.database.db
      .selectFrom('act_trace')
      .innerJoin('institution as i', 'i.id', 'act_trace.inst_id')
      .select(['i.code', 'act_trace.act_status'])
      .where('trace_id', '=', traceId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ code: 'DEMO', act_status: 1 });
  });

  it('answers 1110 to a confirmation that comes after the trace was closed or timed out', async () => {
    const { traceId } = (await analyst.post('/framework/api/act/trace/addTrace', { actKey: 'menu.enter' })).data;
    t.clock.advance(31_000);
    await analyst.post('/framework/api/act/trace/addTrace', { actKey: 'menu.enter' });
    expect(await analyst.post('/framework/api/act/trace/confirmTrace', { traceId, actStatus: 1 })).toEqual({
      code: 1110,
      data: null,
      message: '操作已取消',
    });
  });

  it("does not let one institution confirm another's trace", async () => {
    const { traceId } = (await analyst.post('/framework/api/act/trace/addTrace', { actKey: 'menu.enter' })).data;
    expect((await admin2.post('/framework/api/act/trace/confirmTrace', { traceId, actStatus: 1 })).code).toBe(404);
  });

  it('answers the asked code through the real reply path, to institution managers only', async () => {
    const res = await admin2.inject({
      method: 'POST',
      url: '/framework/api/ops/diagnostics/answer',
      payload: { code: 19999, httpStatus: 200, message: '上游超时' },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { code: 19999, data: null, message: '上游超时' }]);
    const bad = await admin2.inject({
      method: 'POST',
      url: '/framework/api/ops/diagnostics/answer',
      payload: { code: 500, httpStatus: 502 },
    });
    expect(bad.statusCode).toBe(502);
    expect((await analyst.post('/framework/api/ops/diagnostics/answer', { code: 200 })).code).toBe(403);
  });
});
