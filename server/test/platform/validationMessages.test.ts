import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorMessage, ResultCode } from '@esee/contracts';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

/** Issue 36: a schema error reads in Chinese with the field's Chinese label, never its name. */
describe.each(ONE_ENGINE)('validation messages on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;

  beforeAll(async () => {
    t = await withApp({ engine });
    [analyst] = await t.clients('analyst');
  }, 120_000);
  afterAll(() => t?.close());

  it('answers an over-long entName with 企业名称不能超过 100 个字符, naming no field', async () => {
    const res = await analyst.post('/esee/entInfo/search', { entName: '长'.repeat(101) });
    expect(res.code).toBe(ResultCode.BAD_REQUEST);
    expect(res.message).toBe('企业名称不能超过 100 个字符');
    expect(res.message).not.toMatch(/[A-Za-z]/);
    // The first call of the app may build its name index: a loaded machine takes a while.
  }, 90_000);

  it('labels a missing field and a wrong type in Chinese', async () => {
    expect((await analyst.post('/esee/entInfo/search', {})).message).toBe('请填写企业名称');
    expect((await analyst.post('/esee/entInfo/search', { entName: 42 })).message).toBe('企业名称应为文字');
  });

  it('names a field with characters it refuses by its label too', async () => {
    const res = await analyst.post('/esee/entInfo/search', { entName: '甲\u0000' });
    expect(res).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '请求参数有误：企业名称含有不允许的字符' });
  });

  it('answers the generic 请求参数有误 for a field no label is known for', async () => {
    const res = await analyst.post('/framework/api/act/trace/addTrace', { actKey: 'k', actStatus: -1 });
    expect(res).toMatchObject({ code: ResultCode.BAD_REQUEST, message: ErrorMessage.BAD_REQUEST });
  });

  it('says a missing company in words, not by its key, where a route checks it itself', async () => {
    const res = await analyst.post('/esee/enterpriseInfo/getEnterpriseInfo', {});
    expect(res).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '请求参数有误：缺少企业标识或企业名称' });
  });
});
