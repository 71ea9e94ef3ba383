import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  chinaDay,
  type GreyEntry,
  type ScreeningComparison,
  type ScreeningHit,
  type ScreeningList,
  type ScreeningRunDetail,
} from '@esee/contracts';
import { workbook } from '../../src/platform/files/download';
import { extractPdfText } from '../../src/platform/files/pdf';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { insertRecord } from '../fixtures/records';

const BASE = '/esee/prma/screening';
const DAY_MS = 24 * 3600 * 1000;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'), 'utf8');
const HEADER = ['名称', '类型', '证件号码/统一社会信用代码', '列入原因', '列入日期'];

describe.each(ONE_ENGINE)('名单筛查 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let other: Client;
  let cbaOnly: Client;
  /** An input company; a company it invests in (with a credit code); one of its 董监高; two more officers. */
  let target: { id: string; name: string };
  let invested: { id: string; name: string; code: string };
  let officer: { id: string; name: string };

  const detail = async (who: Client, runId: number) =>
    (await who.get(`${BASE}/runs/detail`, { runId })) as {
      code: number;
      data: ScreeningRunDetail;
    };
  /** Start a run and wait, as the page does, until the job system has done it. */
  const finished = async (start: Promise<{ code: number; data: { runId: number } }>) => {
    const started = await start;
    expect(started.code).toBe(200);
    for (;;) {
      const d = (await detail(analyst, started.data.runId)).data;
      if (d.progress.state === 'failed') throw new Error(d.progress.failureReason ?? 'failed');
      if (d.progress.state === 'done') return d;
      await sleep(50);
    }
  };
  const hit = (d: ScreeningRunDetail, source: string, subjectId: string) =>
    d.snapshot!.hits.find((h) => h.source === source && h.subject.id === subjectId);
  const report = (who: Client, runId: number) =>
    who.inject({ method: 'GET', url: `${BASE}/runs/report?runId=${runId}` });

  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 300, seed: 23 }, users: { cbaonly: ['app:cba'] } });
    const db = t.database.db;
    const { rows } = await sql<{ ent_id: string; name: string; inv_id: string; inv_name: string; code: string }>`
      select c.ent_id, c.name, r.ent_id as inv_id, r.name as inv_name, r.credit_code as code
      from company c
      join shareholding s on s.holder_id = c.ent_id
      join company r on r.ent_id = s.company_id and r.credit_code is not null
      where exists (select 1 from executive e where e.company_id = c.ent_id)
      order by c.ent_id, r.ent_id limit 1
    `.execute(db);
    const row = rows[0]!;
    target = { id: row.ent_id, name: row.name };
    invested = { id: row.inv_id, name: row.inv_name, code: row.code };
    const person = await db
      .selectFrom('executive as e')
      .innerJoin('person as p', 'p.person_id', 'e.person_id')
      .select(['p.person_id', 'p.name'])
      .where('e.company_id', '=', target.id)
      .orderBy('p.person_id')
      .executeTakeFirstOrThrow();
    officer = { id: person.person_id, name: person.name };
    // A risk record of the target, dated before the first run's day.
    await insertRecord(db, {
      id: 'screening-dishonest-1',
      entId: target.id,
      kind: 'dishonest',
      day: chinaDay(t.clock.now(), -10),
      fields: {},
    });
    [analyst, other, cbaOnly] = await Promise.all([
      t.client('analyst'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
    ]);
  });
  afterAll(() => t?.close());

  it('loads a list file as a version, and refuses a malformed one whole with the bad rows', async () => {
    // The target's name written otherwise: full-width brackets and letters, a space.
    const otherWriting = target.name
      .replace(/\(/g, '（')
      .replace(/\)/g, '）')
      .replace(/^(.{2})/, '$1 ');
    const loaded = await analyst.upload(
      `${BASE}/lists/upload`,
      '制裁名单.csv',
      csv([
        HEADER,
        ['另一名称有限公司', '企业', invested.code.toLowerCase(), '受制裁', '2026-01-15'],
        [otherWriting, '企业', '', '涉嫌欺诈', '2026/2/1'],
        ['路人甲乙', '个人', '110101199001011234', '无关', ''],
      ]),
      { listName: '制裁名单' },
    );
    expect(loaded).toMatchObject({ code: 200, data: { listName: '制裁名单', version: 1, entryCount: 3 } });

    const entries = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from screening_list_entry`.execute(t.database.db)).rows[0]!
          .n,
      );
    const before = await entries();
    const bad = await analyst.upload(
      `${BASE}/lists/upload`,
      '制裁名单.csv',
      csv([
        HEADER,
        ['好的一行有限公司', '企业', '', '', ''],
        ['坏的类型', '法人', '', '', ''],
        ['坏的日期有限公司', '企业', '', '', '2026-02-30'],
      ]),
      { listName: '制裁名单' },
    );
    expect(bad.code).toBe(ResultCode.BAD_REQUEST);
    expect(bad.message).toContain('第3行');
    expect(bad.message).toContain('第4行');
    expect((bad.data as { problems: { line: number }[] }).problems.map((p) => p.line)).toEqual([3, 4]);
    expect(await entries()).toBe(before);
    const notAList = await analyst.upload(`${BASE}/lists/upload`, 'x.csv', Buffer.from('a,b\r\n1,2'), {
      listName: '制裁名单',
    });
    expect(notAList.code).toBe(400);

    // A workbook is read the same way; a list of its own.
    const sheet = await workbook([
      { name: '名单', header: HEADER, rows: [['某某某', '个人', '', '测试', '2025-01-01']] },
    ]);
    const xlsx = await analyst.upload(`${BASE}/lists/upload`, '内部名单.xlsx', sheet, { listName: '内部名单' });
    expect(xlsx).toMatchObject({ code: 200, data: { version: 1, entryCount: 1 } });

    const lists = (await analyst.get(`${BASE}/lists`)).data as ScreeningList[];
    expect(lists.map((l) => [l.listName, l.version])).toEqual([
      ['内部名单', 1],
      ['制裁名单', 1],
    ]);
  });

  it('keeps a grey list: add, list, remove', async () => {
    expect((await analyst.post(`${BASE}/grey/add`, { name: '临时灰名单', kind: 'person' })).code).toBe(200);
    let grey = (await analyst.get(`${BASE}/grey`)).data as GreyEntry[];
    const temp = grey.find((g) => g.name === '临时灰名单')!;
    expect(temp).toMatchObject({ kind: 'person', addedBy: expect.any(String) });
    expect((await analyst.post(`${BASE}/grey/remove`, { id: temp.id })).code).toBe(200);
    expect((await analyst.post(`${BASE}/grey/remove`, { id: temp.id })).code).toBe(404);
    expect(
      (await analyst.post(`${BASE}/grey/add`, { name: officer.name, kind: 'person', reason: '内部关注' })).code,
    ).toBe(200);
    grey = (await analyst.get(`${BASE}/grey`)).data as GreyEntry[];
    expect(grey.map((g) => g.name)).toEqual([officer.name]);
    expect((await analyst.post(`${BASE}/grey/add`, { name: 'x', kind: 'robot' })).code).toBe(400);
    // The same name again (in another writing) is refused: one entry, one hit.
    const again = await analyst.post(`${BASE}/grey/add`, { name: ` ${officer.name} `, kind: 'person' });
    expect(again).toMatchObject({ code: 400, message: '该名称已在灰名单中' });
  });

  let first: ScreeningRunDetail;
  let firstPdf: Buffer;

  it('screens a company with its related parties and officers, and keeps the run', async () => {
    first = await finished(analyst.post(`${BASE}/runs/create`, { entIds: [target.id] }));
    const s = first.snapshot!;
    expect(s.asOf).toBe(chinaDay(t.clock.now()));
    expect(s.lists).toEqual([
      { listName: '内部名单', version: 1, entryCount: 1 },
      { listName: '制裁名单', version: 1, entryCount: 3 },
    ]);
    expect(s.greyVersion).toBe(3);
    expect(s.user).toBeTruthy();
    expect(s.inputs).toEqual([expect.objectContaining({ entId: target.id, name: target.name })]);

    const byCode = hit(first, 'list', invested.id)!;
    expect(byCode).toMatchObject({ match: 'code', listName: '制裁名单', entryName: '另一名称有限公司' });
    expect(byCode.subject.role).toContain('对外投资');
    const byName = hit(first, 'list', target.id)!;
    expect(byName).toMatchObject({ match: 'name', detail: '涉嫌欺诈', listedDate: '2026-02-01' });
    expect(s.hits.indexOf(byCode)).toBeLessThan(s.hits.indexOf(byName));
    expect(hit(first, 'risk', target.id)!.detail).toMatch(/失信 1条/);
    const grey = hit(first, 'grey', officer.id)!;
    expect(grey).toMatchObject({ match: 'name', listName: '灰名单', detail: '内部关注' });
    expect(grey.subject).toMatchObject({ kind: 'person', ofName: target.name });
    expect(grey.subject.role).toContain('董监高');
    expect(s.hits.some((h) => h.entryName === '路人甲乙')).toBe(false);

    const file = await report(analyst, first.run.runId);
    expect(file.statusCode).toBe(200);
    firstPdf = file.rawPayload;
    expect(sha(firstPdf)).toBe(first.pdfSha256);
    const text = (await extractPdfText(firstPdf)).replace(/\s+/g, '');
    expect(text).toContain(first.snapshotSha256!);
    expect(text).toContain('校验码');
    // The institutions' reports' frame: the institution and the confidentiality line at the head, made when.
    const institution = await t.database.db
      .selectFrom('institution')
      .select('name')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect(s.institution).toBe(institution.name);
    expect(text).toContain(`${institution.name}本报告依据筛查时保存的结果快照生成，仅供内部参考`);
    expect(text).toContain(`报告生成时间${s.screenedAt.slice(0, 16).replace(' ', '')}筛查基准日${s.asOf}`);
    expect(createHash('sha256').update(JSON.stringify(s)).digest('hex')).toBe(first.snapshotSha256);

    const runs = (await analyst.post(`${BASE}/runs/list`, {})).data as { list: { runId: number; hitCount: number }[] };
    expect(runs.list[0]).toMatchObject({ runId: first.run.runId, hitCount: s.hits.length });
  });

  it('regenerates the report a week later byte for byte, and re-runs as of today with the differences', async () => {
    const db = t.database.db;
    // The data moves on: a new list version, the grey list changes, a new risk record after the first run's day.
    await analyst.upload(
      `${BASE}/lists/upload`,
      '制裁名单v2.csv',
      csv([HEADER, [target.name, '企业', '', '涉嫌欺诈（已复核）', '2026-02-01']]),
      { listName: '制裁名单' },
    );
    const grey = (await analyst.get(`${BASE}/grey`)).data as GreyEntry[];
    await analyst.post(`${BASE}/grey/remove`, { id: grey[0]!.id });
    await analyst.post(`${BASE}/grey/add`, { name: invested.name, kind: 'company', idCode: invested.code });
    t.clock.advance(7 * DAY_MS);
    // A week later the sessions of the first day have ended: sign in again.
    [analyst, other, cbaOnly] = await Promise.all([
      t.client('analyst'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
    ]);
    await insertRecord(db, {
      id: 'screening-dishonest-2',
      entId: target.id,
      kind: 'dishonest',
      day: chinaDay(t.clock.now(), -1),
      fields: {},
    });

    // The institution is renamed since: the report names it as it was, from the kept snapshot.
    const renamed = await db
      .updateTable('institution')
      .set({ name: sql<string>`name || '（更名）'` })
      .where('code', '=', 'DEMO')
      .returning('name')
      .executeTakeFirstOrThrow();
    const again = await analyst.post(`${BASE}/runs/regenerate`, { runId: first.run.runId });
    await db
      .updateTable('institution')
      .set({ name: renamed.name.replace(/（更名）$/, '') })
      .where('code', '=', 'DEMO')
      .execute();
    expect(again).toMatchObject({
      code: 200,
      data: { matches: true, storedSha256: first.pdfSha256, pdfSha256: first.pdfSha256 },
    });
    expect((await report(analyst, first.run.runId)).rawPayload.equals(firstPdf)).toBe(true);
    // The kept run is as it was: the later record is not in it.
    expect((await detail(analyst, first.run.runId)).data.snapshot).toEqual(first.snapshot);

    const second = await finished(analyst.post(`${BASE}/runs/rerun`, { runId: first.run.runId }));
    expect(second.run.previousRunId).toBe(first.run.runId);
    expect(second.snapshot!.asOf).toBe(chinaDay(t.clock.now()));
    expect(second.snapshot!.lists.find((l) => l.listName === '制裁名单')!.version).toBe(2);
    const diff = (await analyst.get(`${BASE}/runs/compare`, { runId: second.run.runId, baseId: first.run.runId }))
      .data as ScreeningComparison;
    const ids = (hits: ScreeningHit[]) => hits.map((h) => `${h.source}:${h.subject.id}`).sort();
    expect(ids(diff.added)).toEqual([`grey:${invested.id}`]);
    expect(diff.added[0]!.match).toBe('code');
    expect(ids(diff.removed)).toEqual([`grey:${officer.id}`, `list:${invested.id}`].sort());
    expect(ids(diff.changed.map((c) => c.after))).toEqual([`list:${target.id}`, `risk:${target.id}`].sort());
    const risk = diff.changed.find((c) => c.after.source === 'risk')!;
    expect(risk.before.detail).toMatch(/失信 1条/);
    expect(risk.after.detail).toMatch(/失信 2条/);
  });

  it('answers another institution as not found, and a user without the right 403', async () => {
    const runId = first.run.runId;
    const missing = await other.get(`${BASE}/runs/detail`, { runId });
    expect(missing.code).toBe(404);
    expect((await other.get(`${BASE}/runs/detail`, { runId: 999_999 })).code).toBe(404);
    expect((await report(other, runId)).statusCode).toBe(404);
    expect((await other.post(`${BASE}/runs/regenerate`, { runId })).code).toBe(404);
    expect((await other.post(`${BASE}/runs/rerun`, { runId })).code).toBe(404);
    expect((await other.get(`${BASE}/runs/compare`, { runId, baseId: runId })).code).toBe(404);
    expect(((await other.post(`${BASE}/runs/list`, {})).data as { total: number }).total).toBe(0);
    expect((await other.get(`${BASE}/lists`)).data).toEqual([]);
    const ours = ((await analyst.get(`${BASE}/grey`)).data as GreyEntry[])[0]!;
    expect((await other.post(`${BASE}/grey/remove`, { id: ours.id })).code).toBe(404);
    expect(((await analyst.get(`${BASE}/grey`)).data as GreyEntry[]).map((g) => g.id)).toContain(ours.id);
    expect((await cbaOnly.post(`${BASE}/runs/list`, {})).code).toBe(403);
  });

  it('matches a person the grey list names by the register’s id by it, and a namesake by name with lower confidence', async () => {
    // Another person of the register with the officer's name, a 监事 of the same company.
    const db = t.database.db;
    await db.insertInto('person').values({ person_id: 'P-SCREEN-NAMESAKE', name: officer.name }).execute();
    await db
      .insertInto('executive')
      .values({ company_id: target.id, person_id: 'P-SCREEN-NAMESAKE', post: '监事' })
      .execute();
    const added = await analyst.post(`${BASE}/grey/add`, {
      name: officer.name,
      kind: 'person',
      idCode: officer.id,
      reason: '经核实的本人',
    });
    expect(added.code).toBe(200);

    const run = await finished(analyst.post(`${BASE}/runs/create`, { entIds: [target.id] }));
    const s = run.snapshot!;
    expect(s.ruleVersion).toBe('screening-rules-2');
    expect(hit(run, 'grey', officer.id)).toMatchObject({
      match: 'code',
      entryCode: officer.id,
      detail: '经核实的本人',
    });
    const namesake = hit(run, 'grey', 'P-SCREEN-NAMESAKE')!;
    expect(namesake).toMatchObject({ match: 'namesake', entryName: officer.name, entryCode: officer.id });
    expect(namesake.subject.role).toContain('监事');
    // Lowest confidence, last; the report says what it means.
    expect(s.hits.at(-1)).toEqual(namesake);
    const text = (await extractPdfText((await report(analyst, run.run.runId)).rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('同名（名单指另一人）');
    expect(text).toContain('名单条目以登记人员编号指明所列之人');
  });
});
