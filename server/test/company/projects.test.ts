import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { ONE_ENGINE, firstEntIds, withApp, type Client, type TestApp } from '../fixtures';

describe.each(ONE_ENGINE)('project management on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let outsider: Client;
  let entIds: string[];
  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 60, seed: 3, today: new Date('2026-11-22'), recordScale: 0 },
    });
    [analyst, admin, outsider] = await t.clients('analyst', 'admin', 'demo2');
    entIds = await firstEntIds(t.database.db, 12);
  }, 60_000);
  afterAll(() => t.close());

  it('creates, renames, fills, pages, annotates, empties and deletes a project', async () => {
    const created = await analyst.post('/esee/projectManage/create', {
      name: ' 2026年授信名单 ',
      note: '第一批',
    });
    expect(created.data).toMatchObject({
      name: '2026年授信名单',
      note: '第一批',
      companyCount: 0,
      createdBy: '林晓雯',
    });
    const id = created.data.id;
    expect((await admin.post('/esee/projectManage/create', { name: '2026年授信名单' })).message).toBe('项目名称已存在');
    expect((await admin.post('/esee/projectManage/create', { name: '' })).code).toBe(ResultCode.BAD_REQUEST);
    // A name is a name: no line breaks or control characters, at most 50 characters.
    for (const [name, message] of [
      ['授信\n名单', '项目名称不能包含换行或控制字符'],
      ['名单\u0007', '项目名称不能包含换行或控制字符'],
      ['名'.repeat(51), '名称不能超过 50 个字符'],
      ['   ', '项目名称不能为空'],
    ])
      expect((await admin.post('/esee/projectManage/create', { name })).message, name).toBe(message);
    expect((await admin.post('/esee/projectManage/update', { id, name: '行1\r行2' })).message).toBe(
      '项目名称不能包含换行或控制字符',
    );

    // An unknown company refuses the whole batch.
    const bad = await analyst.post('/esee/projectManage/addCompanies', { id, entIds: [entIds[0], 'E-none'] });
    expect(bad.code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.get(`/esee/projectManage/detail?id=${id}`)).data.companies.total).toBe(0);

    expect((await analyst.post('/esee/projectManage/addCompanies', { id, entIds: entIds.slice(0, 11) })).data).toEqual({
      added: 11,
      existing: 0,
    });
    // Colleagues of the institution share the project.
    expect((await admin.post('/esee/projectManage/addCompanies', { id, entIds: entIds.slice(10) })).data).toEqual({
      added: 1,
      existing: 1,
    });
    const first = (await admin.get(`/esee/projectManage/detail?id=${id}`)).data;
    expect(first.project.companyCount).toBe(12);
    expect(first.companies).toMatchObject({ total: 12 });
    expect(first.companies.list).toHaveLength(10);
    expect((await admin.get(`/esee/projectManage/detail?id=${id}&pageNo=2`)).data.companies.list).toHaveLength(2);

    expect(
      (await analyst.post('/esee/projectManage/companyNote', { id, entId: entIds[0], note: '重点客户' })).code,
    ).toBe(200);
    expect((await analyst.post('/esee/projectManage/companyNote', { id, entId: 'E-none', note: 'x' })).code).toBe(
      ResultCode.NOT_FOUND,
    );
    const renamed = await analyst.post('/esee/projectManage/update', { id, name: '2026年授信名单（二）' });
    expect(renamed.data.name).toBe('2026年授信名单（二）');
    expect(
      (await analyst.post('/esee/projectManage/removeCompanies', { id, entIds: entIds.slice(0, 5) })).data,
    ).toEqual({ removed: 5 });
    const list = (await analyst.get('/esee/projectManage/list')).data;
    expect(list.find((p: { id: number }) => p.id === id)).toMatchObject({ companyCount: 7 });
    expect((await analyst.post('/esee/projectManage/delete', { id })).code).toBe(200);
    expect((await analyst.get(`/esee/projectManage/detail?id=${id}`)).code).toBe(ResultCode.NOT_FOUND);
  });

  it('keeps each institution to its own projects', async () => {
    const { data } = await analyst.post('/esee/projectManage/create', { name: '仅本机构可见' });
    await analyst.post('/esee/projectManage/addCompanies', { id: data.id, entIds: entIds.slice(0, 2) });
    expect((await outsider.get('/esee/projectManage/list')).data).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/esee/projectManage/detail?id=${data.id}`, undefined],
      ['POST', '/esee/projectManage/update', { id: data.id, name: '改名' }],
      ['POST', '/esee/projectManage/addCompanies', { id: data.id, entIds: [entIds[5]] }],
      ['POST', '/esee/projectManage/removeCompanies', { id: data.id, entIds: [entIds[0]] }],
      ['POST', '/esee/projectManage/delete', { id: data.id }],
    ] as const)
      expect((method === 'GET' ? await outsider.get(url) : await outsider.post(url, body)).code, url).toBe(
        ResultCode.NOT_FOUND,
      );
    const still = (await analyst.get(`/esee/projectManage/detail?id=${data.id}`)).data;
    expect(still).toMatchObject({ project: { name: '仅本机构可见', companyCount: 2 } });
    // The same name is free in another institution.
    expect((await outsider.post('/esee/projectManage/create', { name: '仅本机构可见' })).code).toBe(200);
  });

  it('refuses wrong types and missing fields with the envelope', async () => {
    const res = await analyst.post('/esee/projectManage/addCompanies', { id: '1', entIds: [] });
    expect(res.code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post('/esee/projectManage/update', {})).message).toBe('请求参数有误');
  });
});
