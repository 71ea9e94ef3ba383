import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPO_STAGES, usccCheckChar } from '@esee/contracts';
import { generate } from '../../src/data/generate/generate';
import { DataSetRejected, loadDataSet } from '../../src/data/load';
import { ENGINES, withApp, type Client, type TestApp } from '../fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-data-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const uscc = (first17: string) => first17 + usccCheckChar(first17);
const company = (entId: string, name: string, extra: Record<string, unknown> = {}) => ({
  entId,
  name,
  creditCode: uscc(`914403007${entId.slice(-8).padStart(8, '0')}`),
  regNo: null,
  orgCode: null,
  legalRep: '马化腾',
  regCapital: 1_000_000,
  estDate: '2010-01-01',
  status: '存续',
  orgType: '有限责任公司',
  regionCode: '440305',
  ...extra,
});

/** Write a data set folder: file name to rows, raw text (gzipped when the name ends in .gz) or raw bytes. */
function dataSet(name: string, files: Record<string, object[] | string | Buffer>): string {
  const dir = path.join(tmp, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, rows] of Object.entries(files)) {
    const text = Buffer.isBuffer(rows)
      ? rows
      : typeof rows === 'string'
        ? rows
        : rows.map((r) => JSON.stringify(r)).join('\n');
    writeFileSync(path.join(dir, file), file.endsWith('.gz') && !Buffer.isBuffer(text) ? gzipSync(text) : text, {
      flag: 'w',
    });
  }
  return dir;
}

/** Five companies to search among, with a person, a holding, a post and a record. */
const baseDataSet = (name: string) =>
  dataSet(name, {
    'people.jsonl': [{ personId: 'P1', name: '马化腾' }],
    'companies.jsonl': [
      company('E1', '深圳市腾讯计算机系统有限公司', {
        creditCode: '91440300708461136T',
        formerNames: ['深圳市腾讯科技有限公司'],
      }),
      company('E2', '腾讯科技（深圳）有限公司'),
      company('E3', '深圳市腾讯网域计算机网络有限公司', { status: '注销' }),
      // Names without a region: companies of 5000万 and more (the loader's name rule), as these are.
      company('E4', '华为技术有限公司', { creditCode: '914403001922038216', regCapital: 40_341_131_820 }),
      company('E5', '华为终端有限公司', { regCapital: 6_041_000_000 }),
    ],
    'shareholdings.jsonl': [{ companyId: 'E2', holderKind: 'C', holderId: 'E1', ratio: 1 }],
    'executives.jsonl': [{ companyId: 'E1', personId: 'P1', post: '董事长' }],
    'records.jsonl': [
      {
        recordId: 'R1',
        companyId: 'E1',
        kind: 'news',
        date: '2026-01-02',
        title: '腾讯发布新产品',
        sentiment: '正面',
      },
    ],
  });

describe.each(ENGINES)('data sets and company search on %s', (engine) => {
  const dir = (n: string) => path.join(engine, n);
  let t: TestApp;
  let analyst: Client;
  let loaded: Awaited<ReturnType<typeof loadDataSet>>;
  beforeAll(async () => {
    // Loaded before the app starts, so that the search index holds it.
    t = await withApp({
      engine,
      beforeApp: async (db) => (loaded = await loadDataSet(db, baseDataSet(dir('base')))),
    });
    analyst = await t.client('analyst');
  });
  afterAll(() => t.close());

  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('company')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('loads a hand-made data set', () => {
    expect(loaded).toMatchObject({ people: 1, companies: 5, shareholdings: 1, executives: 1, records: 1 });
  });

  it('reads a gzipped data set as it reads a plain one, the rows, the technology tags and the links', async () => {
    const summary = await loadDataSet(
      t.database.db,
      dataSet(dir('gzipped'), {
        'companies.jsonl.gz': [
          company('E20', '深圳市压缩科技有限公司', {
            techTags: [{ name: '高新技术企业', year: 2023, validFrom: '2023-03-01', validTo: '2026-02-28' }],
          }),
        ],
        'shareholdings.jsonl.gz': [{ companyId: 'E20', holderKind: 'C', holderId: 'E1', ratio: 0.6 }],
      }),
    );
    expect(summary).toMatchObject({ companies: 1, shareholdings: 1 });
    const row = await t.database.db
      .selectFrom('company')
      .select(['name', 'tech_tag_spans'])
      .where('ent_id', '=', 'E20')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: '深圳市压缩科技有限公司',
      tech_tag_spans: { 高新技术企业: [['2023-03-01', '2026-02-28']] },
    });
    const holding = await t.database.db
      .selectFrom('shareholding')
      .selectAll()
      .where('company_id', '=', 'E20')
      .execute();
    expect(holding).toHaveLength(1);
  });

  it('refuses a whole data set for one bad line, naming the file and the line, and loads none of it', async () => {
    const before = await count();
    const gzipped = gzipSync(
      [company('E17', '辛科技有限公司'), company('E18', '壬科技有限公司')].map((c) => JSON.stringify(c)).join('\n'),
    );
    const cases: [string, Record<string, object[] | string | Buffer>, RegExp][] = [
      [
        'bad-code',
        {
          'companies.jsonl': [
            company('E10', '甲科技有限公司'),
            company('E11', '乙科技有限公司', { creditCode: '914403007000000111' }),
          ],
        },
        /companies\.jsonl:2: 统一社会信用代码 914403007000000111 校验不通过/,
      ],
      [
        'bad-ref',
        {
          'companies.jsonl': [company('E12', '丙科技有限公司')],
          'shareholdings.jsonl': [{ companyId: 'E12', holderKind: 'P', holderId: 'P404', ratio: 0.5 }],
        },
        /shareholdings\.jsonl:1: holderId P404 不存在/,
      ],
      [
        'dup',
        { 'companies.jsonl': [company('E13', '丁科技有限公司'), company('E13', '戊科技有限公司')] },
        /companies\.jsonl:2: 与第 1 行重复/,
      ],
      [
        'bad-json',
        { 'companies.jsonl': `${JSON.stringify(company('E14', '己科技有限公司'))}\n{"entId": "E15",` },
        /companies\.jsonl:2: 不是合法的 JSON/,
      ],
      [
        'over',
        {
          'companies.jsonl': [company('E16', '庚科技有限公司')],
          'shareholdings.jsonl': [
            { companyId: 'E16', holderKind: 'C', holderId: 'E1', ratio: 0.7 },
            { companyId: 'E16', holderKind: 'C', holderId: 'E4', ratio: 0.5 },
          ],
        },
        /持股比例合计超过 100%/,
      ],
      // A download cut short: the rows before the cut are sound, the file is not.
      [
        'cut-gzip',
        { 'companies.jsonl.gz': gzipped.subarray(0, gzipped.length - 12) },
        /companies\.jsonl\.gz:\d+: 文件读不完/,
      ],
      ['not-gzip', { 'companies.jsonl.gz': Buffer.from('not gzip at all') }, /companies\.jsonl\.gz:1: 文件读不完/],
      [
        'plain-and-gzipped',
        {
          'companies.jsonl': [company('E19', '癸科技有限公司')],
          'companies.jsonl.gz': [company('E19', '癸科技有限公司')],
        },
        /companies\.jsonl\.gz:0: 与 companies\.jsonl 同时存在/,
      ],
    ];
    for (const [name, files, message] of cases) {
      const error = await loadDataSet(t.database.db, dataSet(dir(name), files)).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(DataSetRejected);
      expect((error as Error).message, name).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('updates existing companies by entId, and links to companies already loaded', async () => {
    const folder = dataSet(dir('update'), {
      'companies.jsonl': [company('E5', '华为终端有限公司', { status: '吊销', regCapital: 6_041_000_000 })],
      'shareholdings.jsonl': [{ companyId: 'E5', holderKind: 'C', holderId: 'E4', ratio: 1 }],
    });
    await loadDataSet(t.database.db, folder);
    const row = await t.database.db
      .selectFrom('company')
      .select(['status', 'active'])
      .where('ent_id', '=', 'E5')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: '吊销', active: false });
  });

  it('reports the line a write failed on, the links to companies loaded before still found', async () => {
    const before = await count();
    // Two rows of one company in a batch fail the database's upsert (a row affected twice), which aborts the
    // transaction; the check, run beside the writing, looks up E1 (loaded before) after the writing is undone.
    const folder = dataSet(dir('write-fails'), {
      'companies.jsonl': [company('E20', '辛科技有限公司'), company('E20', '壬科技有限公司')],
      'shareholdings.jsonl': [{ companyId: 'E20', holderKind: 'C', holderId: 'E1', ratio: 0.5 }],
    });
    const error = await loadDataSet(t.database.db, folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSetRejected);
    expect((error as DataSetRejected).problems).toEqual([
      { file: 'companies.jsonl', line: 2, message: '与第 1 行重复（E20）' },
    ]);
    expect(await count()).toBe(before);
  });

  it('numbers a company once: an update keeps its number and draws none, a new company takes the next', async () => {
    const numbers = async () =>
      new Map(
        (await t.database.db.selectFrom('company').select(['ent_id', 'num']).execute()).map((r) => [r.ent_id, r.num]),
      );
    // A refused set's writing draws numbers before it is undone (a sequence is not rolled back): the last drawn.
    const drawn = async () =>
      (await sql<{ n: number }>`select last_value::int as n from company_num_seq`.execute(t.database.db)).rows[0]!.n;
    const before = await numbers();
    const last = await drawn();
    expect(last).toBeGreaterThanOrEqual(Math.max(...before.values()));
    const folder = dataSet(dir('numbers'), {
      'companies.jsonl': [company('E1', '深圳市腾讯计算机系统有限公司'), company('E9', '深圳市腾讯文化传媒有限公司')],
    });
    await loadDataSet(t.database.db, folder);
    const after = await numbers();
    expect(after.get('E1')).toBe(before.get('E1'));
    expect(after.get('E9')).toBe(last + 1);
    expect(await drawn()).toBe(last + 1);
  });

  it("keeps a company's technology tags with their validity on its row: replaced by a row that carries tags, kept by one without", async () => {
    const tag = (name: string, year: number) => ({
      name,
      year,
      validFrom: `${year}-03-01`,
      validTo: `${year + 3}-02-28`,
    });
    const spans = async () =>
      (
        await t.database.db
          .selectFrom('company')
          .select('tech_tag_spans')
          .where('ent_id', '=', 'E4')
          .executeTakeFirstOrThrow()
      ).tech_tag_spans;
    const load = async (name: string, extra: object) =>
      loadDataSet(
        t.database.db,
        dataSet(dir(name), {
          'companies.jsonl': [
            company('E4', '华为技术有限公司', {
              creditCode: '914403001922038216',
              regCapital: 40_341_131_820,
              ...extra,
            }),
          ],
        }),
      );
    await load('tags', {
      techTags: [tag('高新技术企业', 2021), tag('科技型中小企业', 2022), tag('高新技术企业', 2024)],
    });
    const both = {
      高新技术企业: [
        ['2021-03-01', '2024-02-28'],
        ['2024-03-01', '2027-02-28'],
      ],
      科技型中小企业: [['2022-03-01', '2025-02-28']],
    };
    expect(await spans()).toEqual(both);
    await load('no-tags-field', { status: '存续' });
    expect(await spans()).toEqual(both);
    await load('tags-cleared', { techTags: [] });
    expect(await spans()).toEqual({});
  });

  it("keys the names of a load's people as it loads them, each name once", async () => {
    const keysOf = async (name: string) =>
      (
        await sql<{ kind: number; key: string }>`
          select kind, key from person_search_key where name = ${name} order by kind, key`.execute(t.database.db)
      ).rows.map((k) => `${k.kind}:${k.key}`);
    expect(await keysOf('马化腾')).toEqual(['0:mahuateng', '1:mht', '2:马化腾']);
    await loadDataSet(
      t.database.db,
      dataSet(dir('people'), {
        'people.jsonl': [
          { personId: 'P2', name: '张小龙' },
          { personId: 'P3', name: '张小龙' },
          { personId: 'P4', name: 'Pony Ma' },
        ],
      }),
    );
    expect(await keysOf('张小龙')).toEqual(['0:zhangxiaolong', '1:zxl', '2:张小龙']);
    expect(await keysOf('Pony Ma')).toEqual(['0:ponyma', '1:ponyma', '2:Pony Ma']);
  });

  it('checks overseas lines (registry number, links) and replaces a company with its officers, holders and holdings', async () => {
    const overseas = (extra: Record<string, unknown> = {}) => ({
      overseasId: 'OV1',
      name: 'Tencent Holdings Limited',
      nameZh: '腾讯控股有限公司',
      jurisdiction: '开曼群岛',
      registryNo: 'CT-123456',
      status: '存续',
      incorporationDate: '1999-11-26',
      companyType: '获豁免公司(Exempted Company)',
      exchange: '香港联交所',
      stockCode: '00700',
      officers: [
        { name: '马化腾', position: '董事会主席', personId: 'P1', appointedDate: '1999-11-26' },
        { name: '独立董事甲', position: '独立非执行董事' },
      ],
      holders: [{ holderKind: 'P', holderId: 'P1', name: '马化腾', ratio: 0.08 }],
      holdings: [{ entId: 'E1', kind: 'vie', ratio: null }],
      ...extra,
    });
    const rejected: [string, object, RegExp][] = [
      [
        'ov-bad-no',
        overseas({ registryNo: '1234567' }),
        /overseas\.jsonl:1: 注册编号 1234567 不符合开曼群岛的编号格式/,
      ],
      ['ov-bad-where', overseas({ jurisdiction: '火星' }), /overseas\.jsonl:1: 注册地 火星 不在/],
      [
        'ov-unknown-company',
        overseas({ holdings: [{ entId: 'E404', kind: 'equity', ratio: 1 }] }),
        /overseas\.jsonl:1: 境内企业 E404 不存在（企业）/,
      ],
      [
        'ov-unknown-overseas',
        overseas({ holders: [{ holderKind: 'O', holderId: 'OV404', name: 'Nobody Ltd.', ratio: 1 }] }),
        /holders\.holderId OV404 不存在（境外企业）/,
      ],
      ['ov-vie-ratio', overseas({ holdings: [{ entId: 'E1', kind: 'vie', ratio: 0.5 }] }), /协议控制不应有持股比例/],
    ];
    for (const [name, row, message] of rejected) {
      const error = await loadDataSet(t.database.db, dataSet(dir(name), { 'overseas.jsonl': [row] })).catch(
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(DataSetRejected);
      expect((error as Error).message, name).toMatch(message);
    }
    const db = t.database.db;
    expect(await db.selectFrom('overseas_company').select('overseas_id').execute()).toEqual([]);

    await loadDataSet(db, dataSet(dir('ov-first'), { 'overseas.jsonl': [overseas()] }));
    const officers = () =>
      db
        .selectFrom('overseas_officer')
        .select(['name', 'person_id'])
        .where('overseas_id', '=', 'OV1')
        .orderBy('sort_order')
        .execute();
    expect(await officers()).toEqual([
      { name: '马化腾', person_id: 'P1' },
      { name: '独立董事甲', person_id: null },
    ]);
    // A later line replaces the officers, holders and holdings whole, and the count of mainland companies.
    await loadDataSet(
      db,
      dataSet(dir('ov-again'), {
        'overseas.jsonl': [
          overseas({
            status: '清算中',
            officers: [{ name: '刘炽平', position: '总裁' }],
            holders: [],
            holdings: [
              { entId: 'E2', kind: 'equity', ratio: 1 },
              { entId: 'E4', kind: 'vie', ratio: null },
            ],
          }),
        ],
      }),
    );
    expect(await officers()).toEqual([{ name: '刘炽平', person_id: null }]);
    expect(await db.selectFrom('overseas_holder').select('name').where('overseas_id', '=', 'OV1').execute()).toEqual(
      [],
    );
    expect(
      (
        await db
          .selectFrom('overseas_holding')
          .select('ent_id')
          .where('overseas_id', '=', 'OV1')
          .orderBy('ent_id')
          .execute()
      ).map((h) => h.ent_id),
    ).toEqual(['E2', 'E4']);
    expect(
      await db
        .selectFrom('overseas_company')
        .select(['status', 'mainland_count'])
        .where('overseas_id', '=', 'OV1')
        .executeTakeFirst(),
    ).toEqual({ status: '清算中', mainland_count: 2 });
    // An overseas holder already loaded is a known link.
    await loadDataSet(
      db,
      dataSet(dir('ov-child'), {
        'overseas.jsonl': [
          overseas({
            overseasId: 'OV2',
            name: 'Tencent (Hong Kong) Limited',
            jurisdiction: '香港',
            registryNo: '0712345',
            exchange: null,
            stockCode: null,
            holders: [{ holderKind: 'O', holderId: 'OV1', name: 'Tencent Holdings Limited', ratio: 1 }],
            holdings: [],
          }),
        ],
      }),
    );
    expect(await db.selectFrom('overseas_company').select('overseas_id').orderBy('overseas_id').execute()).toHaveLength(
      2,
    );
  });

  it('suggests by name: exact first, then prefix, then containment, active before cancelled; widths, brackets and legal forms do not matter', async () => {
    const names = async (q: string) =>
      (
        (await analyst.post('/esee/baseinfo/likeByCompanyName', { companyName: q, range: 10 })).data as {
          companyName: string;
        }[]
      ).map((s) => s.companyName);
    expect(await names('腾讯')).toEqual([
      '腾讯科技（深圳）有限公司',
      '深圳市腾讯计算机系统有限公司',
      '深圳市腾讯网域计算机网络有限公司',
    ]);
    expect((await names('深圳市腾讯计算机系统有限责任公司'))[0]).toBe('深圳市腾讯计算机系统有限公司');
    expect(await names('腾讯科技(深圳)')).toEqual(['腾讯科技（深圳）有限公司']);
    // Letters are pinyin (issue 38), typed in full width too: hua starts huawei.
    expect(await names('ｈｕａ')).toEqual(['华为技术有限公司', '华为终端有限公司']);
    // The region moved (腾讯科技（深圳）), then by its former name.
    expect(await names('深圳市腾讯科技')).toEqual(['腾讯科技（深圳）有限公司', '深圳市腾讯计算机系统有限公司']);
    expect(await names('华为')).toEqual(['华为技术有限公司', '华为终端有限公司']);
  });

  it('finds by credit code and its prefix', async () => {
    const res = await analyst.post('/esee/entInfo/likeByCompanyName', { companyName: '9144030019220', range: 10 });
    expect(res.data[0]).toMatchObject({
      companyName: '华为技术有限公司',
      companyCode: '914403001922038216',
      entId: 'E4',
    });
  });

  it('searches by name with paging, and refuses an empty name', async () => {
    const page1 = await analyst.post('/esee/entInfo/search', { entName: '腾讯', pageno: 1, range: 2 });
    expect(page1.data.listMeta).toEqual({ totalCount: 3, capped: false });
    expect(page1.data.dataList.map((r: { orgName: string }) => r.orgName)).toEqual([
      '腾讯科技（深圳）有限公司',
      '深圳市腾讯计算机系统有限公司',
    ]);
    const page2 = await analyst.post('/esee/entInfo/search', { entName: '腾讯', pageno: 2, range: 2 });
    expect(page2.data.dataList).toHaveLength(1);
    expect(page2.data.dataList[0]).toMatchObject({ orgStatus: '注销', entHisName: '' });
    expect((await analyst.post('/esee/entInfo/search', { entName: '  ' })).message).toBe(
      '企业名称不能为空，请输入准确的企业名称',
    );
  });

  it('match search needs two characters and pages by 10', async () => {
    expect((await analyst.post('/esee/common/companyMatch', { nameLike: '腾' })).message).toBe(
      '搜索内容不能少于2个字符',
    );
    const res = await analyst.post('/esee/common/companyMatch', { nameLike: '华为', pageNum: 1, pageSize: 10 });
    expect(res.data.page).toEqual({ totalPage: 1, total: 2 });
    expect(res.data.list[0]).toMatchObject({
      orgName: '华为技术有限公司',
      creditCode: '914403001922038216',
      legRepName: '马化腾',
    });
  });

  it('checks names, tells a status, and lists hot companies', async () => {
    expect((await analyst.post('/esee/baseinfo/checkCompanyName', { companyName: '华为技术有限责任公司' })).data).toBe(
      true,
    );
    expect((await analyst.post('/esee/baseinfo/checkCompanyName', { companyName: '没有这家有限公司' })).data).toBe(
      false,
    );
    expect((await analyst.post('/esee/baseinfo/getOrgStatus', { entId: 'E3' })).data).toEqual({
      entId: 'E3',
      orgName: '深圳市腾讯网域计算机网络有限公司',
      orgStatus: '注销',
    });
    expect((await analyst.post('/esee/baseinfo/getOrgStatus', { entId: 'E404' })).code).toBe(404);
    const hot = await analyst.get('/esee/baseinfo/hotspot?type=1');
    expect(hot.data.title).toBe('热门企业');
    expect(hot.data.hotspotCompanyList.length).toBeGreaterThan(0);
    expect(hot.data.hotspotCompanyList.map((h: { orgName: string }) => h.orgName)).not.toContain(
      '深圳市腾讯网域计算机网络有限公司',
    );
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/esee/baseinfo/likeByCompanyName',
      payload: { companyName: '腾讯' },
    });
    expect(res.statusCode).toBe(401);
  });

  // Two generations and a load: about 10 s alone, three times that on a machine running a suite beside it.
  it('loads a generated data set: valid codes, links and names, the same for the same seed', async () => {
    const out = path.join(tmp, engine, 'generated');
    const summary = await generate({ companies: 400, seed: 42, out, today: new Date('2026-11-22') });
    expect(summary.companies).toBe(400);
    expect(summary.shareholdings).toBeGreaterThan(400);
    const first = readFileSync(path.join(out, 'companies.jsonl'), 'utf8');
    await generate({ companies: 400, seed: 42, out: `${out}-again`, today: new Date('2026-11-22') });
    expect(readFileSync(path.join(`${out}-again`, 'companies.jsonl'), 'utf8')).toBe(first);
    const loaded = await loadDataSet(t.database.db, out);
    expect(loaded.companies).toBe(400);
    const statuses = await t.database.db
      .selectFrom('company')
      .select('status')
      .where('ent_id', 'like', 'E0%')
      .execute();
    expect(new Set(statuses.map((s) => s.status))).toContain('注销');
    // Listing and IPO status (IBA 高级搜索): IPOs only for companies of a board's capital, at the exchanges' rate
    // (issue 39); the first take each stage in turn, so that even a small set holds as many stages as it has IPOs,
    // each with its sponsor.
    const listings = await t.database.db
      .selectFrom('listing_status')
      .select(['board', 'ipo_stage', 'sponsor'])
      .where('ent_id', 'like', 'E0%')
      .execute();
    const ipos = listings.filter((l) => l.ipo_stage !== null);
    expect(ipos.length).toBeGreaterThan(0);
    expect(new Set(ipos.map((l) => l.ipo_stage))).toEqual(
      new Set(IPO_STAGES.slice(0, Math.min(ipos.length, IPO_STAGES.length))),
    );
    expect(listings.filter((l) => l.ipo_stage !== null).every((l) => l.sponsor !== null)).toBe(true);
  }, 120_000);
});
