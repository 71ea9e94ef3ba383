import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSON_JUDICIAL_ENDPOINTS,
  PERSON_LAW_SUGGESTIONS,
  ResultCode,
  usccCheckChar,
  type PersonLawCandidates,
} from '@esee/contracts';
import { loadDataSet } from '../../src/data/load';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { pageClients, pageUsers, readJsonl, scratchDir, writeJsonl } from './pageTest';

const tmp = scratchDir('esee-personlaw-test-');

const SUGGEST = (q: Record<string, string>) => `/esee/iba/personLaw/suggest?${new URLSearchParams(q).toString()}`;
const KINDS = Object.keys(PERSON_JUDICIAL_ENDPOINTS);

type Row = Record<string, unknown>;

const NAME = '韩涉诉';
const code = (n: number) => {
  const first17 = `91320105MA${String(n).padStart(7, '0')}`;
  return first17 + usccCheckChar(first17);
};

/**
 * Three people of one name: HP1 represents 涉诉一号 and is named in two judicial records; HP2 serves at 涉诉二号
 * and is named in none; HP3 is tied to no company but named in a judgment of 涉诉二号's case.
 */
const hand = {
  people: [
    { personId: 'HP1', name: NAME },
    { personId: 'HP2', name: NAME },
    { personId: 'HP3', name: NAME },
  ],
  companies: [
    { entId: 'HC1', name: '南京涉诉一号贸易有限公司', legalRepId: 'HP1', creditCode: code(1) },
    { entId: 'HC2', name: '南京涉诉二号科技有限公司', legalRepId: null, creditCode: code(2) },
  ].map((c) => ({
    ...c,
    regNo: null,
    orgCode: null,
    legalRep: c.legalRepId ? NAME : '某人',
    regCapital: 1_000_000,
    estDate: '2018-01-01',
    status: '存续',
    orgType: '有限责任公司(自然人投资或控股)',
    regionCode: '320105',
  })),
  executives: [{ companyId: 'HC2', personId: 'HP2', post: '监事' }],
  records: [
    {
      recordId: 'RPL1',
      companyId: 'HC1',
      kind: 'dishonest',
      date: '2025-03-01',
      caseCode: '（2024）苏0105执100号',
      execCourt: '南京市建邺区人民法院',
      regDate: '2024-05-01',
      publishDate: '2025-03-01',
      performance: '全部未履行',
      disruptTypeName: '违反限制消费令',
      amount: 100000,
      personId: 'HP1',
      personName: NAME,
    },
    {
      recordId: 'RPL2',
      companyId: 'HC1',
      kind: 'executedPerson',
      date: '2024-05-01',
      caseCode: '（2024）苏0105执100号',
      execMoney: 100000,
      caseCreateTime: '2024-05-01',
      execCourtName: '南京市建邺区人民法院',
      status: '执行中',
      personId: 'HP1',
      personName: NAME,
    },
    {
      recordId: 'RPL3',
      companyId: 'HC2',
      kind: 'judgmentDocument',
      date: '2023-09-01',
      title: '南京涉诉二号科技有限公司与韩涉诉劳动争议一审民事判决书',
      caseNo: '（2023）苏0105民初200号',
      caseReason: '劳动争议',
      docType: '判决书',
      role: '被告',
      amount: 50000,
      judgeDate: '2023-09-01',
      personId: 'HP3',
      personName: NAME,
    },
  ],
};

describe.each(ONE_ENGINE)('人员涉诉查询 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let keyOnly: Client;
  let cbaOnly: Client;
  let otherIbaEntry: Client;
  let outsider: Client;
  let people: { personId: string; name: string }[];
  let records: Row[];
  let ties: Map<string, Set<string>>;
  const handDir = path.join(tmp, `${engine}-hand`);

  beforeAll(async () => {
    for (const [name, rows] of Object.entries(hand)) writeJsonl(handDir, `${name}.jsonl`, rows);
    t = await withApp({
      engine,
      data: { companies: 1500, seed: 41, today: new Date('2026-11-22') },
      users: pageUsers(['lawkey', 'app:iba:due:personLaw'], ['postonly', 'app:iba:due:personPost']),
      beforeApp: (db) => loadDataSet(db, handDir),
    });
    const out = t.dataFiles!;
    people = [...readJsonl<{ personId: string; name: string }>(out, 'people.jsonl'), ...hand.people];
    records = [...readJsonl(out, 'records.jsonl'), ...hand.records];
    // Who is tied to which company: legal representatives, officers, holders.
    ties = new Map();
    const tie = (personId: unknown, entId: unknown) => {
      if (typeof personId !== 'string') return;
      ties.set(personId, (ties.get(personId) ?? new Set()).add(String(entId)));
    };
    for (const c of [...readJsonl(out, 'companies.jsonl'), ...hand.companies]) tie(c.legalRepId, c.entId);
    for (const e of [...readJsonl(out, 'executives.jsonl'), ...hand.executives]) tie(e.personId, e.companyId);
    for (const s of readJsonl(out, 'shareholdings.jsonl')) if (s.holderKind === 'P') tie(s.holderId, s.companyId);
    [analyst, keyOnly, cbaOnly, otherIbaEntry, outsider] = await pageClients(t, 'lawkey', 'postonly');
  }, 240_000);
  afterAll(() => t?.close());

  const data = <T>(url: string, who = analyst) => who.getData<T>(url);
  /** Judicial records naming a person, by kind, as the data set has them. */
  const countsOf = (personId: string) =>
    Object.fromEntries(KINDS.map((k) => [k, records.filter((r) => r.personId === personId && r.kind === k).length]));
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  it('tells namesakes apart by their companies, those named in records first, with their records by kind', async () => {
    const found = await data<PersonLawCandidates>(SUGGEST({ persName: NAME }));
    expect(found.total).toBe(3);
    expect(found.withRecords).toBe(2);
    expect(found.list.map((p) => p.personId)).toEqual(['HP1', 'HP3', 'HP2']);
    expect(found.list[0]).toEqual({
      personId: 'HP1',
      name: NAME,
      companyCount: 1,
      companies: [{ entId: 'HC1', name: '南京涉诉一号贸易有限公司' }],
      counts: { ...countsOf('HP1'), dishonest: 1, executedPerson: 1 },
      recordTotal: 2,
    });
    expect(found.list[1]).toMatchObject({ personId: 'HP3', companyCount: 0, companies: [], recordTotal: 1 });
    expect(found.list[1]!.counts.judgmentDocument).toBe(1);
    expect(found.list[2]).toMatchObject({
      personId: 'HP2',
      companies: [{ entId: 'HC2', name: '南京涉诉二号科技有限公司' }],
      recordTotal: 0,
    });
    expect(Object.values(found.list[2]!.counts)).toEqual(KINDS.map(() => 0));
  });

  it('narrows to a company of theirs, or to the people named in records', async () => {
    const byCompany = await data<PersonLawCandidates>(SUGGEST({ persName: NAME, entName: '涉诉二号' }));
    expect(byCompany).toMatchObject({ total: 1, withRecords: 0 });
    expect(byCompany.list.map((p) => p.personId)).toEqual(['HP2']);
    const named = await data<PersonLawCandidates>(SUGGEST({ persName: NAME, withRecords: 'true' }));
    expect(named).toMatchObject({ total: 2, withRecords: 2 });
    expect(named.list.map((p) => p.personId)).toEqual(['HP1', 'HP3']);
    expect(await data<PersonLawCandidates>(SUGGEST({ persName: NAME, entName: '不相干' }))).toEqual({
      total: 0,
      withRecords: 0,
      list: [],
    });
    expect(await data<PersonLawCandidates>(SUGGEST({ persName: '无此人名' }))).toEqual({
      total: 0,
      withRecords: 0,
      list: [],
    });
  });

  it('counts the records of every namesake of the generated names as the data set has them', async () => {
    const named = [...new Set(records.filter((r) => typeof r.personId === 'string').map((r) => String(r.personId)))];
    expect(named.length).toBeGreaterThan(5);
    const bearersOf = (name: string) => people.filter((p) => p.name === name).length;
    // The most shared names first: the namesakes are what the page is for.
    const names = [...new Set(named.map((id) => people.find((p) => p.personId === id)!.name))]
      .sort((a, b) => bearersOf(b) - bearersOf(a) || (a < b ? -1 : 1))
      .slice(0, 12);
    let namesakes = 0;
    for (const name of names) {
      const bearers = people.filter((p) => p.name === name);
      const found = await data<PersonLawCandidates>(SUGGEST({ persName: name }));
      expect(found.total, name).toBe(bearers.length);
      const withRecords = bearers.filter((p) => total(countsOf(p.personId)) > 0);
      expect(found.withRecords, name).toBe(withRecords.length);
      expect(found.list.length).toBe(Math.min(bearers.length, PERSON_LAW_SUGGESTIONS));
      for (const p of found.list) {
        expect(p.counts, `${name} ${p.personId}`).toEqual(countsOf(p.personId));
        expect(p.recordTotal).toBe(total(p.counts));
        expect(p.companyCount, p.personId).toBe(ties.get(p.personId)?.size ?? 0);
        for (const c of p.companies) expect(ties.get(p.personId)!.has(c.entId)).toBe(true);
      }
      // Named in records first, then more companies first.
      const order = found.list.map((p) => [p.recordTotal > 0 ? 0 : 1, -p.companyCount] as const);
      expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
      namesakes += bearers.length > 1 ? 1 : 0;
    }
    expect(namesakes).toBeGreaterThan(0);
  });

  it('leads to the person judicial calls for the records themselves', async () => {
    const list = await data<{ total: number; list: Row[] }>(
      `/esee/personJudicial/${PERSON_JUDICIAL_ENDPOINTS.dishonest}?personId=HP1`,
    );
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      id: 'RPL1',
      companyName: '南京涉诉一号贸易有限公司',
      caseCode: '（2024）苏0105执100号',
    });
    const summary = await data<{ counts: Record<string, number> }>('/esee/personJudicial/perJudSummary?personId=HP3');
    expect(summary.counts).toEqual(countsOf('HP3'));
  });

  it('refuses bad input with the envelope', async () => {
    for (const url of [
      '/esee/iba/personLaw/suggest',
      SUGGEST({ persName: '' }),
      SUGGEST({ persName: '   ' }),
      SUGGEST({ persName: '张'.repeat(51) }),
      SUGGEST({ persName: NAME, entName: '公'.repeat(201) }),
      SUGGEST({ persName: NAME, withRecords: 'maybe' }),
    ]) {
      const res = await analyst.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
  });

  it('needs the menu entry’s key, in an institution with IBA', async () => {
    const url = SUGGEST({ persName: NAME });
    expect((await keyOnly.get(url)).code).toBe(ResultCode.OK);
    for (const who of [cbaOnly, otherIbaEntry, outsider]) {
      const res = await who.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
