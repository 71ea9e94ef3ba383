import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DD_DIMENSION_INFO,
  DD_MANY_COMPANIES,
  ResultCode,
  type DdReport,
  type PrivateSphere,
  type ProjectDimensions,
} from '@esee/contracts';
import { extractPdfText } from '../../src/platform/files/pdf';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { countRows, jobCalls } from '../fixtures/jobs';

const SPHERE = '/esee/investigation/privateSphere';
const APPLY = '/esee/applyDimension/project';
const CREATE = '/esee/dueDiligence/report/create';
const LIST = '/esee/dueDiligence/report/list';
const DELETE = '/esee/dueDiligence/report/delete';

describe.each(ONE_ENGINE)('关系尽调 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let colleague: Client;
  let outsider: Client;
  let cbaOnly: Client;
  /** A company whose officer also serves in or holds other companies, and that officer. */
  let company: { entId: string; name: string; personId: string };

  const sphere = (who: Client, entId: string) =>
    who.inject({ method: 'POST', url: `${SPHERE}?entId=${encodeURIComponent(entId)}` });
  const { list, download, settled } = jobCalls<DdReport>(
    LIST,
    '/esee/dueDiligence/report/download',
    ['queued', 'processing'],
    4000,
  );
  const newProject = async (who: Client, name: string) =>
    (await who.post('/esee/projectManage/create', { name })).data.id as number;

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 29 },
      users: { colleague: ['app:prma'], cbaonly: ['app:cba'] },
    });
    const { rows } = await sql<{ entId: string; name: string; personId: string }>`
      select c.ent_id as "entId", c.name, e.person_id as "personId"
      from company c join executive e on e.company_id = c.ent_id
      where exists (select 1 from executive o where o.person_id = e.person_id and o.company_id <> c.ent_id)
      order by (select count(*) from executive o where o.person_id = e.person_id) desc, c.ent_id, e.person_id
      limit 1
    `.execute(t.database.db);
    company = rows[0]!;
    [analyst, colleague, outsider, cbaOnly] = await t.clients('analyst', 'colleague', 'demo2', 'cbaonly');
  }, 180_000);
  afterAll(() => t?.close());

  it('privateSphere lists the key persons by id, each with the other companies they serve in or hold', async () => {
    expect(company).toBeDefined();
    const res = (await sphere(analyst, company.entId)).json();
    expect(res.code).toBe(200);
    const data = res.data as PrivateSphere;
    expect(data).toMatchObject({ entId: company.entId, name: company.name, manyCompaniesThreshold: DD_MANY_COMPANIES });
    const person = data.persons.find((p) => p.personId === company.personId);
    expect(person, 'the officer is a key person').toBeDefined();
    const posts = await t.database.db
      .selectFrom('executive')
      .select(['company_id', 'post'])
      .where('person_id', '=', company.personId)
      .execute();
    const here = posts.filter((p) => p.company_id === company.entId).map((p) => p.post);
    for (const post of here) expect(person!.roles).toContain(post);
    const elsewhere = [...new Set(posts.map((p) => p.company_id).filter((id) => id !== company.entId))];
    expect(person!.sphereTotal).toBeGreaterThanOrEqual(elsewhere.length);
    // Every company the officer serves in elsewhere is in the sphere (within the cap), with the post held there.
    for (const id of elsewhere.slice(0, 5)) {
      const entry = person!.sphere.find((s) => s.entId === id);
      if (person!.sphereTotal <= person!.sphere.length) expect(entry, id).toBeDefined();
      if (entry) expect(entry.roles.some((r) => posts.some((p) => p.company_id === id && p.post === r))).toBe(true);
    }
    expect(person!.sphere.every((s) => s.entId !== company.entId)).toBe(true);
    expect(person!.manyCompanies).toBe(person!.companyCount >= DD_MANY_COMPANIES);
  });

  it('privateSphere flags a sphere company that is revoked/cancelled or has 失信, citing its source', async () => {
    // A company one of whose key persons also holds a post in a dishonest or dissolved company.
    const { rows } = await sql<{ entId: string; other: string }>`
      select e.company_id as "entId", o.company_id as other
      from executive e join executive o on o.person_id = e.person_id and o.company_id <> e.company_id
      join company oc on oc.ent_id = o.company_id
      where oc.status like '%吊销%' or oc.status like '%注销%'
         or exists (select 1 from record r where r.company_id = o.company_id and r.kind = 'dishonest')
      order by e.company_id, o.company_id limit 1
    `.execute(t.database.db);
    if (!rows[0]) return; // the data set has no such pair: nothing to flag
    const data = (await sphere(analyst, rows[0].entId)).json().data as PrivateSphere;
    const entries = data.persons.flatMap((p) => p.sphere).filter((s) => s.entId === rows[0]!.other);
    expect(entries.length).toBeGreaterThan(0);
    const flags = entries[0]!.flags;
    expect(flags.some((f) => ['dissolved', 'dishonest'].includes(f.code))).toBe(true);
    for (const f of flags.filter((f) => f.code === 'dishonest')) {
      const row = await t.database.db
        .selectFrom('record')
        .select(['kind', 'company_id'])
        .where('record_id', '=', f.source.id)
        .executeTakeFirst();
      expect(row).toEqual({ kind: 'dishonest', company_id: rows[0].other });
    }
  });

  it('refuses every call without app:prma, and answers bad input with the envelope', async () => {
    const project = await newProject(analyst, '尽调权限检查');
    for (const res of [
      (await sphere(cbaOnly, company.entId)).json(),
      await cbaOnly.post(APPLY, { projectId: project }),
      await cbaOnly.post(CREATE, { entId: company.entId, dimensions: ['equity'] }),
      await cbaOnly.post(LIST, {}),
      (await download(cbaOnly, 1)).json(),
      await cbaOnly.post(DELETE, { jobId: 1 }),
    ])
      expect(res).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
    expect((await sphere(analyst, 'NO_SUCH_COMPANY')).json()).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '未找到该企业',
    });
    for (const res of [
      await analyst.inject({ method: 'POST', url: SPHERE }),
      await sphere(analyst, 'x'.repeat(65)),
      await analyst.inject({ method: 'POST', url: APPLY, payload: { projectId: 'abc' } }),
      await analyst.inject({ method: 'POST', url: APPLY, payload: { projectId: project, dimensions: [] } }),
      await analyst.inject({ method: 'POST', url: CREATE, payload: { entId: company.entId } }),
      await analyst.inject({
        method: 'POST',
        url: CREATE,
        payload: { entId: company.entId, dimensions: ['equity'], counterpartIds: Array(11).fill('E') },
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
  });

  it('applyDimension saves a project’s dimensions and answers them back; an unknown one is refused', async () => {
    const project = await newProject(analyst, '尽调维度项目');
    const initial = (await analyst.post(APPLY, { projectId: project })).data as ProjectDimensions;
    expect(initial).toMatchObject({ projectId: project, projectName: '尽调维度项目', saved: false });
    expect(initial.dimensions.length).toBe(Object.keys(DD_DIMENSION_INFO).length);
    const saved = await analyst.post(APPLY, { projectId: project, dimensions: ['news', 'equity', 'equity'] });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ saved: true, dimensions: ['equity', 'news'] });
    // Projects are the institution's: a colleague reads the same choice.
    expect((await colleague.post(APPLY, { projectId: project })).data.dimensions).toEqual(['equity', 'news']);
    const bad = await analyst.inject({
      method: 'POST',
      url: APPLY,
      payload: { projectId: project, dimensions: ['equity', 'astrology'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post(APPLY, { projectId: project })).data.dimensions).toEqual(['equity', 'news']);
    // Another institution's project is as good as none, reading and writing alike.
    const missing = await outsider.post(APPLY, { projectId: 999_999 });
    expect(missing).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
    expect(await outsider.post(APPLY, { projectId: project })).toEqual(missing);
    expect(await outsider.post(APPLY, { projectId: project, dimensions: ['post'] })).toEqual(missing);
    expect(await outsider.post(CREATE, { entId: company.entId, projectId: project })).toEqual(missing);
    expect((await analyst.post(APPLY, { projectId: project })).data.dimensions).toEqual(['equity', 'news']);
  });

  it('a report runs to done; its PDF has the company, the project’s dimensions, key persons and counterparts', async () => {
    const project = await newProject(analyst, '尽调报告项目');
    await analyst.post(APPLY, { projectId: project, dimensions: ['equity', 'privateSphere', 'judicial', 'news'] });
    const { rows } = await sql<{ entId: string }>`
      select ent_id as "entId" from company where ent_id <> ${company.entId} order by ent_id limit 2
    `.execute(t.database.db);
    const res = await analyst.post(CREATE, {
      entId: company.entId,
      projectId: project,
      dimensions: ['post'], // the project's dimensions apply
      counterpartIds: rows.map((r) => r.entId),
    });
    expect(res.code).toBe(200);
    expect(res.data.name).toBe(`${company.name}尽职调查报告`);
    const report = await settled(analyst, res.data.jobId);
    expect(report).toMatchObject({
      state: 'done',
      entId: company.entId,
      companyName: company.name,
      projectName: '尽调报告项目',
      dimensions: ['equity', 'privateSphere', 'judicial', 'news'],
      counterparts: 2,
      failureReason: null,
    });
    const file = await download(analyst, report.jobId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(
      encodeURIComponent(`${company.name}尽职调查报告.pdf`),
    );
    const text = await extractPdfText(file.rawPayload);
    expect(text).toContain(company.name);
    for (const d of ['equity', 'privateSphere', 'judicial', 'news'] as const)
      expect(text).toContain(DD_DIMENSION_INFO[d].title);
    expect(text).not.toContain('任职关系');
    expect(text).toContain('风险清单与等级');
    expect(text).toContain('与核查对象的关系');
    expect(text).toContain(`林晓雯 ${report.snapshotAt}`);
    const officer = await t.database.db
      .selectFrom('person')
      .select('name')
      .where('person_id', '=', company.personId)
      .executeTakeFirstOrThrow();
    expect(text).toContain(officer.name);
  });

  it('keeps reports to their requester: another user or institution gets 404, list and delete alike', async () => {
    const { jobId } = (await analyst.post(CREATE, { entId: company.entId, dimensions: ['suspected'] })).data;
    expect((await settled(analyst, jobId)).state).toBe('done');
    expect(await list(colleague)).toEqual([]);
    expect(await list(outsider)).toEqual([]);
    const missing = await download(colleague, 999_999);
    expect(missing.json()).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
    for (const who of [colleague, outsider]) {
      expect((await download(who, jobId)).json()).toEqual(missing.json());
      expect(await who.post(DELETE, { jobId })).toEqual(missing.json());
    }
    expect((await download(analyst, jobId)).statusCode).toBe(200);
    // The requester deletes it: gone from the list, the file with it, the audit rows kept.
    expect(await analyst.post(DELETE, { jobId })).toMatchObject({ code: 200 });
    expect((await list(analyst)).some((r) => r.jobId === jobId)).toBe(false);
    expect((await download(analyst, jobId)).json()).toEqual(missing.json());
    const events = await t.database.db
      .selectFrom('export_event')
      .select('action')
      .where('job_id', '=', jobId)
      .execute();
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'download']);
  });

  it('refuses an unknown company or counterpart and writes no job', async () => {
    const count = () => countRows(t.database.db, 'due_diligence_report');
    const before = await count();
    expect(await analyst.post(CREATE, { entId: 'E-NOPE', dimensions: ['equity'] })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '未找到该企业',
    });
    expect(
      await analyst.post(CREATE, { entId: company.entId, dimensions: ['equity'], counterpartIds: ['E-NOPE'] }),
    ).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await count()).toBe(before);
  });
});
