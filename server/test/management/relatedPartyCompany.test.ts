import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CompanyRelatedParty, RelatedPartyEntry } from '@esee/contracts';
import type { Db } from '../../src/platform/db/database';
import { seedDemoCustomers, seedScsBook } from '../../src/seed/demoCustomers';
import { seedDemoRelatedParties } from '../../src/seed/demoRelatedParties';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { derivedCaughtUp, plantEntities } from '../fixtures/derived';

const URL = '/framework/api/org/relatedParty/company';

/**
 * DEMO lists 测试主要股东 as a major shareholder (it holds 60% of 测试关联客户, a customer of the book) and 褚十六 as a
 * director (董事 of 测试任职企业); 测试无关企业 is held by a person no list names.
 */
const C = {
  hold: { id: 'TEST-RPC-HOLD', name: '测试主要股东有限公司' },
  cust: { id: 'TEST-RPC-CUST', name: '测试关联客户有限公司' },
  post: { id: 'TEST-RPC-POST', name: '测试任职企业有限公司' },
  other: { id: 'TEST-RPC-OTHER', name: '测试无关企业有限公司' },
};
const P = {
  chu: { id: 'TEST-RPC-P-CHU', name: '褚十六' },
  owner: { id: 'TEST-RPC-P-OWNER', name: '蒋十七' },
};

async function plant(db: Db) {
  await plantEntities(db, Object.values(C), Object.values(P));
  await sql`insert into shareholding (company_id, holder_kind, holder_id, ratio, subscribed_date) values
    (${C.cust.id}, 'C', ${C.hold.id}, 0.6, '2021-05-01'), (${C.cust.id}, 'P', ${P.owner.id}, 0.4, '2021-05-01'),
    (${C.other.id}, 'P', ${P.owner.id}, 1, '2021-05-01'), (${C.post.id}, 'P', ${P.owner.id}, 1, '2021-05-01')`.execute(
    db,
  );
  await sql`insert into executive (company_id, person_id, post) values (${C.post.id}, ${P.chu.id}, '董事')`.execute(db);
  await sql`insert into institution_customer (inst_id, ent_id)
            select id, ${C.cust.id} from institution where code = 'DEMO'`.execute(db);
  await sql`insert into related_party (inst_id, subject_kind, category, name, register_id)
            select id, 'C', 'majorShareholder', ${C.hold.name}, ${C.hold.id} from institution where code = 'DEMO'
            union all
            select id, 'P', 'director', ${P.chu.name}, ${P.chu.id} from institution where code = 'DEMO'`.execute(db);
}

const caughtUp = derivedCaughtUp;

describe.each(ONE_ENGINE)('a company’s 关联方 status for the company page on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let demo2: Client;
  beforeAll(async () => {
    t = await withApp({ engine, env: { INBOX_SECONDS: '0.2' }, beforeApp: plant });
    [analyst, admin, demo2] = await t.clients('analyst', 'admin', 'demo2');
  }, 60_000);
  afterAll(() => t.close());

  const status = async (who: Client, entId: string) => await who.getData<CompanyRelatedParty>(URL, { entId });

  it('answers a related company’s reasons, each with its article, to any user of the institution', async () => {
    // The analyst holds no right to 关联方名单 itself.
    expect((await analyst.get('/framework/api/org/relatedParty/list')).code).toBe(403);
    const cust = await status(analyst, C.cust.id);
    expect(cust.related).toBe(true);
    expect(cust.reasons).toEqual([
      {
        article: '7.3',
        mandatory: true,
        party: { id: C.hold.id, kind: 'C', name: C.hold.name },
        partyRole: '主要股东（持有或控制5%以上股权，或有重大影响）',
        partySource: '名单登记',
        how: 'control',
        path: {
          entities: [
            { id: C.hold.id, kind: 'C', name: C.hold.name },
            { id: C.cust.id, kind: 'C', name: C.cust.name },
          ],
          ratios: [0.6],
          share: 0.6,
        },
        post: null,
      },
    ]);
    expect((await status(analyst, C.hold.id)).reasons.map((r) => [r.article, r.how])).toEqual([['7.2', 'self']]);
    expect((await status(admin, C.post.id)).reasons).toEqual([
      expect.objectContaining({
        article: '8.4',
        mandatory: false,
        how: 'post',
        post: '董事',
        party: expect.objectContaining({ name: P.chu.name }),
      }),
    ]);
  });

  it('answers related:false for a company no party reaches, and for one the register does not know', async () => {
    expect(await status(analyst, C.other.id)).toEqual({ related: false, reasons: [] });
    expect(await status(analyst, 'NO-SUCH-COMPANY')).toEqual({ related: false, reasons: [] });
  });

  it('answers from the caller’s institution only: DEMO2 sees none of DEMO’s related companies', async () => {
    for (const c of [C.cust, C.hold, C.post])
      expect(await status(demo2, c.id)).toEqual({ related: false, reasons: [] });
    // The institution is the session's: a body or query naming another is not read.
    const res = await demo2.get(URL, { entId: C.cust.id, instCode: 'DEMO', instId: 1 });
    expect(res).toMatchObject({ code: 200, data: { related: false } });
  });

  it('refuses a call without entId with the 400 envelope', async () => {
    const res = await analyst.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().message).toContain('企业');
    expect((await analyst.inject({ method: 'GET', url: `${URL}?entId=` })).statusCode).toBe(400);
  });

  it('answers the stored conclusion once the refresh has caught up, and follows an edited list before the next one', async () => {
    await caughtUp(t);
    const { rows } = await sql<{ value: { reasons: unknown[] } }>`
      select d.value from derived_conclusion d join institution i on i.id = d.inst_id
      where i.code = 'DEMO' and d.ent_id = ${C.cust.id} and d.kind = 'relatedParty'`.execute(t.database.db);
    expect((await status(analyst, C.cust.id)).reasons).toEqual(rows[0]!.value.reasons);
    // The manager deletes the major shareholder: the customer is no longer related, at once.
    const { list } = await admin.getData<{ list: RelatedPartyEntry[] }>('/framework/api/org/relatedParty/list');
    const hold = list.find((e) => e.registerId === C.hold.id)!;
    expect((await admin.post(`/framework/api/org/relatedParty/delete?id=${hold.id}`, {})).code).toBe(200);
    expect(await status(analyst, C.cust.id)).toEqual({ related: false, reasons: [] });
    await caughtUp(t);
    expect(await status(analyst, C.cust.id)).toEqual({ related: false, reasons: [] });
    expect((await status(analyst, C.post.id)).related).toBe(true);
  });
});

describe.each(ONE_ENGINE)('the demo 关联方名单 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 11 },
      beforeApp: async (db) => {
        await seedDemoCustomers(db, ['DEMO', 'DEMO2']);
        await seedScsBook(db);
        await seedDemoRelatedParties(db);
        // A second run (another start) adds nothing.
        await seedDemoRelatedParties(db);
      },
    });
    [analyst, admin] = await t.clients('analyst', 'admin');
  }, 120_000);
  afterAll(() => t.close());

  it('names a company of the register as 主要股东 and a person as 董事, whose companies are related', async () => {
    const { list } = await admin.getData<{ list: RelatedPartyEntry[] }>('/framework/api/org/relatedParty/list');
    expect(list.map((e) => [e.subjectKind, e.category])).toEqual([
      ['C', 'majorShareholder'],
      ['P', 'director'],
    ]);
    expect(list.every((e) => e.registerId && e.note)).toBe(true);
    const [holder, director] = list;
    expect((await analyst.getData<CompanyRelatedParty>(URL, { entId: holder!.registerId! })).reasons[0]).toMatchObject({
      article: '7.2',
      how: 'self',
    });
    // The companies it controls, a customer of the book among them, under 第七条第（三）项.
    const db = t.database.db;
    const controlled = await db
      .selectFrom('shareholding')
      .select('company_id')
      .where('holder_id', '=', holder!.registerId!)
      .where(sql<boolean>`ratio > 0.5`)
      .execute();
    expect(controlled.length).toBeGreaterThan(0);
    for (const c of controlled)
      expect(
        (await analyst.getData<CompanyRelatedParty>(URL, { entId: c.company_id })).reasons.map((r) => r.article),
      ).toContain('7.3');
    const inBook = await db
      .selectFrom('institution_customer as b')
      .innerJoin('institution as i', 'i.id', 'b.inst_id')
      .select('b.ent_id')
      .where('i.code', '=', 'DEMO')
      .where(
        'b.ent_id',
        'in',
        controlled.map((c) => c.company_id),
      )
      .execute();
    expect(inBook.length).toBeGreaterThan(0);
    // The director's company, outside the book: may be treated as related, 第八条第（四）项.
    const post = await db
      .selectFrom('executive')
      .select('company_id')
      .where('person_id', '=', director!.registerId!)
      .executeTakeFirstOrThrow();
    const reasons = (await analyst.getData<CompanyRelatedParty>(URL, { entId: post.company_id })).reasons;
    expect(reasons).toContainEqual(expect.objectContaining({ article: '8.4', how: 'post', post: '董事' }));
  });
});
