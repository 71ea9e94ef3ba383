import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistantMessage,
  ResultCode,
  type AssistantAnswer,
  type AssistantHistory,
  type ModelEndpoint,
  type ModelEndpointTest,
} from '@esee/contracts';
import { money } from '../../src/areas/iba/assistant/company';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const ASK = '/esee/modelAI/ask';
const HISTORY = '/esee/modelAI/history';
const ENDPOINT = '/esee/platform/modelEndpoint';
const API_KEY = 'sk-test-never-shown-9f3a';

/**
 * A model endpoint speaking the OpenAI chat-completions shape, inside the test only: it answers what `reply`
 * says for the request it gets, and keeps the requests for the checks.
 */
function modelDouble() {
  const requests: { headers: IncomingMessage['headers']; body: any }[] = [];
  let reply: (body: any) => { delayMs?: number; status?: number; content?: string } = () => ({ content: '' });
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      requests.push({ headers: req.headers, body });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const r = reply(body);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: r.content } }],
          }),
        );
      };
      if (r.delayMs) setTimeout(send, r.delayMs);
      else send();
    });
  });
  return {
    requests,
    set: (f: typeof reply) => void (reply = f),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`)),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(ONE_ENGINE)('IBA 智能助手 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let noAssistant: Client;
  let outsider: Client;
  let ops: Client;
  const double = modelDouble();
  let baseUrl = '';
  /** Every answer body, to check the key never shows. */
  const seen: string[] = [];

  /** A call whose answer body is kept in `seen`. */
  const call = async (who: Client, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await who.inject(method === 'GET' ? { method, url } : { method, url, payload });
    seen.push(res.body);
    return res;
  };
  const ask = async (question: string, extra: object = {}): Promise<AssistantAnswer> => {
    const res = (await call(analyst, 'POST', ASK, { question, ...extra })).json();
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return res.data as AssistantAnswer;
  };
  const company = async () =>
    t.database.db
      .selectFrom('company')
      .select(['ent_id', 'name', 'reg_capital', 'reg_capital_currency', 'legal_rep', 'status'])
      .select(sql<string>`to_char(est_date, 'YYYY-MM-DD')`.as('est_date'))
      .where('reg_capital', 'is not', null)
      .where('legal_rep', 'is not', null)
      .orderBy('ent_id')
      .limit(1)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 7, today: new Date('2026-11-22') },
      // The model stub runs on this machine: the operator's setting lets the server call it.
      env: { GATEWAY_ALLOWED_HOSTS: '127.0.0.1' },
      beforeApp: (db) => addUser(db, 'DEMO', 'noassist', ['app:iba:supervision:law']),
    });
    [analyst, noAssistant, outsider, ops] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'noassist' }),
      t.client('demo2'),
      t.client('ops'),
    ]);
    baseUrl = await double.start();
  }, 180_000);
  afterAll(async () => {
    await double.stop();
    await t?.close();
  });

  it('answers a company fact from the registry, citing the company detail with the data day', async () => {
    const c = await company();
    const a = await ask(`请问${c.name}的注册资本是多少？`);
    expect(a.mode).toBe('retrieval');
    expect(a.refused).toBeUndefined();
    const capital = money(Number(c.reg_capital), c.reg_capital_currency)!;
    expect(a.answer).toContain(capital);
    expect(a.answer).toMatch(/\[1\]/);
    expect(a.company).toEqual({ entId: c.ent_id, name: c.name });
    expect(a.citations).toHaveLength(1);
    const cite = a.citations[0]!;
    expect(cite).toMatchObject({ n: 1, kind: 'company', title: `${c.name} · 注册资本` });
    expect(cite.link).toBe(`/baseinfo/orgdetail/essential?eid=${encodeURIComponent(c.ent_id)}#businessInfo`);
    expect(cite.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Several facts at once, each its own sentence and source; a follow-up takes the company from the history.
    const b = await ask(`${c.name}的法定代表人和成立日期`);
    expect(b.citations.map((x) => x.title)).toEqual([`${c.name} · 法定代表人`, `${c.name} · 成立日期`]);
    expect(b.answer).toContain(`法定代表人是${c.legal_rep}[1]`);
    expect(b.answer).toContain(`成立于${c.est_date}[2]`);
    const holders = await t.database.db
      .selectFrom('shareholding')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', c.ent_id)
      .executeTakeFirstOrThrow();
    const f = await ask('它的股东有哪些？', { history: [{ role: 'user', content: `${c.name}的注册资本是多少？` }] });
    expect(f.company?.entId).toBe(c.ent_id);
    expect(f.citations[0]!.link).toContain('#shareholders');
    expect(f.answer).toContain(Number(holders.n) ? `共有${Number(holders.n)}名股东` : '没有股东记录');
    // A follow-up asking nothing of that company is not about it.
    const w = await ask('明天上海的天气怎么样？', {
      history: [{ role: 'user', content: `${c.name}的注册资本是多少？` }],
    });
    expect(w.refused).toBe(AssistantMessage.NO_SOURCE);
    expect(w.company).toBeNull();

    // Judicial counts match the records.
    const judgments = await t.database.db
      .selectFrom('record')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', c.ent_id)
      .where('kind', '=', 'judgmentDocument')
      .executeTakeFirstOrThrow();
    const s = await ask(`${c.name}有多少诉讼？`);
    expect(s.answer).toContain(`裁判文书${Number(judgments.n)}条`);
    expect(s.citations[0]!.link).toContain('/baseinfo/orgdetail/judiciary');
  });

  it('answers a regulation question citing 《标题》第X条 with its validity and a link to the article', async () => {
    const a = await ask('保荐机构持续督导的期间是多久？');
    expect(a.refused).toBeUndefined();
    const cite = a.citations.find((c) => c.title.startsWith('《证券发行上市保荐业务管理办法》'));
    expect(cite, JSON.stringify(a.citations)).toBeDefined();
    expect(cite!.kind).toBe('law');
    expect(cite!.title).toMatch(/第[一二三四五六七八九十百]+条$/);
    expect(cite!.detail).toMatch(/^现行有效：.*持续督导/);
    expect(cite!.link).toMatch(/^\/investment\/watch\/law\/detail\?id=.+#law-article-\d+$/);
    expect(a.answer).toContain('（现行有效）规定');

    // Named exactly: that article.
    const b = await ask('《证券法》第十条是怎么规定的？');
    expect(b.citations).toHaveLength(1);
    expect(b.citations[0]!.title).toBe('《中华人民共和国证券法》第十条');
    expect(b.citations[0]!.detail).toContain('保荐人');

    // The page's example: 反洗钱法's keeping of customer records.
    const c = await ask('客户身份资料应当保存多久？');
    expect(c.citations[0]?.title).toMatch(/^《中华人民共和国反洗钱法》第/);
  });

  it('refuses without a source, with suggestions', async () => {
    const a = await ask('明天上海的天气怎么样？');
    expect(a.refused).toBe(AssistantMessage.NO_SOURCE);
    expect(a.citations).toEqual([]);
    expect(a.answer).toContain('无法回答');
    expect(a.suggestions.length).toBeGreaterThan(0);
    // What it suggests, it can answer.
    for (const s of a.suggestions) expect((await ask(s)).refused, s).toBeUndefined();
    const c = await company();
    const b = await ask(`${c.name}的董事长喜欢什么颜色`);
    // 董事长 is a person of the company: the people are the source, not a refusal.
    expect(b.citations[0]?.title).toBe(`${c.name} · 主要人员`);
    const d = await ask(`${c.name}明年的利润能翻倍吗`);
    expect(d.refused).toBe(AssistantMessage.NO_SOURCE);
    expect(d.suggestions[0]).toContain(c.name);
  });

  it('keeps the member’s own questions', async () => {
    const res = (await call(analyst, 'GET', `${HISTORY}?pageSize=50`)).json();
    expect(res.code).toBe(ResultCode.OK);
    const history = res.data as AssistantHistory;
    expect(history.total).toBeGreaterThanOrEqual(8);
    const weather = history.list.find((h) => h.question === '明天上海的天气怎么样？')!;
    expect(weather).toMatchObject({ mode: 'retrieval', refused: true, citationCount: 0 });
    expect(weather.askedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(history.list.find((h) => h.question.startsWith('保荐机构'))!.citationCount).toBeGreaterThan(0);
    const other = (await call(noAssistant, 'GET', HISTORY)).json();
    expect(other.code).toBe(ResultCode.FORBIDDEN);
  });

  it('checks rights: the menu key for asking, super for the endpoint settings', async () => {
    for (const who of [noAssistant, outsider]) {
      const res = await call(who, 'POST', ASK, { question: '证券法' });
      expect(res.statusCode).toBe(403);
    }
    for (const [method, url, body] of [
      ['GET', `${ENDPOINT}?instCode=DEMO`],
      ['GET', `${ENDPOINT}/list`],
      ['POST', ENDPOINT, { instCode: 'DEMO', baseUrl, model: 'm', timeoutSeconds: 5, enabled: true }],
      ['POST', `${ENDPOINT}/test`, { instCode: 'DEMO' }],
      ['POST', `${ENDPOINT}/delete`, { instCode: 'DEMO' }],
    ] as const) {
      const res = await call(analyst, method, url, body);
      expect(res.statusCode, url).toBe(403);
    }
    const bad = (
      await call(ops, 'POST', ENDPOINT, {
        instCode: 'DEMO',
        baseUrl: 'http://models.example.com/v1',
        model: 'm',
        timeoutSeconds: 5,
        enabled: true,
      })
    ).json();
    expect(bad.code).toBe(ResultCode.BAD_REQUEST);
    expect(bad.message).toContain('https://');
  });

  it('with a model endpoint: a cited answer passes, a wrong citation or a timeout falls back, the key never shows', async () => {
    const c = await company();
    const save = (
      await call(ops, 'POST', ENDPOINT, {
        instCode: 'DEMO',
        baseUrl: `${baseUrl}/`,
        model: 'test-model',
        apiKey: API_KEY,
        timeoutSeconds: 1,
        enabled: true,
      })
    ).json();
    expect(save.code, JSON.stringify(save)).toBe(ResultCode.OK);
    expect(save.data).toMatchObject({ instCode: 'DEMO', baseUrl, model: 'test-model', keySet: true, enabled: true });
    const sealed = await t.database.db.selectFrom('model_endpoint').select('key_sealed').executeTakeFirstOrThrow();
    expect(sealed.key_sealed).toMatch(/^v1\./);
    expect(sealed.key_sealed).not.toContain(API_KEY);

    // 测试连接
    double.set(() => ({ content: '正常' }));
    const test = (await call(ops, 'POST', `${ENDPOINT}/test`, { instCode: 'DEMO' })).json();
    expect(test.data as ModelEndpointTest).toMatchObject({ ok: true });
    expect(double.requests.at(-1)!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const listed = (await call(ops, 'GET', `${ENDPOINT}/list`)).json().data as ModelEndpoint[];
    expect(listed.find((e) => e.instCode === 'DEMO')).toMatchObject({ lastTestOk: true, model: 'test-model' });
    // Times are Beijing time text (docs/server.md, Times).
    expect((test.data as ModelEndpointTest).testedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(listed.find((e) => e.instCode === 'DEMO')!.lastTestAt).toBe((test.data as ModelEndpointTest).testedAt);

    // A good answer citing the given source.
    const capital = money(Number(c.reg_capital), c.reg_capital_currency)!;
    double.set(() => ({ content: `该公司注册资本为${capital}[1]。` }));
    const good = await ask(`${c.name}的注册资本是多少？`);
    expect(good.mode).toBe('model');
    expect(good.answer).toBe(`该公司注册资本为${capital}[1]。`);
    expect(good.citations.map((x) => x.n)).toEqual([1]);
    const sent = double.requests.at(-1)!.body;
    expect(sent.model).toBe('test-model');
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages.at(-1).content).toContain(`[1] ${c.name} · 注册资本`);

    // Citing a source it was not given: rejected, the retrieval answer with a notice.
    double.set(() => ({ content: `注册资本为一百亿元[7]。` }));
    const wrong = await ask(`${c.name}的注册资本是多少？`);
    expect(wrong.mode).toBe('retrieval');
    expect(wrong.notice).toBe(AssistantMessage.MODEL_UNVERIFIED);
    expect(wrong.answer).toContain(capital);
    // No citation at all: the same.
    double.set(() => ({ content: '注册资本很高。' }));
    expect((await ask(`${c.name}的注册资本是多少？`)).notice).toBe(AssistantMessage.MODEL_UNVERIFIED);

    // Too slow: falls back within the timeout.
    double.set(() => ({ delayMs: 3000, content: `x[1]` }));
    const started = Date.now();
    const slow = await ask(`${c.name}的注册资本是多少？`);
    expect(Date.now() - started).toBeLessThan(2900);
    expect(slow.mode).toBe('retrieval');
    expect(slow.notice).toBe(AssistantMessage.MODEL_TIMEOUT);

    // An HTTP error: falls back too.
    double.set(() => ({ status: 500 }));
    expect((await ask(`${c.name}的注册资本是多少？`)).notice).toBe(AssistantMessage.MODEL_FAILED);

    // No source: refused without asking the model.
    const before = double.requests.length;
    expect((await ask('明天上海的天气怎么样？')).refused).toBe(AssistantMessage.NO_SOURCE);
    expect(double.requests.length).toBe(before);

    // Saving without a key keeps it; switched off, the assistant answers by retrieval.
    const kept = (
      await call(ops, 'POST', ENDPOINT, {
        instCode: 'DEMO',
        baseUrl,
        model: 'test-model',
        timeoutSeconds: 5,
        enabled: false,
      })
    ).json();
    expect(kept.data.keySet).toBe(true);
    expect((await ask(`${c.name}的注册资本是多少？`)).notice).toBeUndefined();
    const setting = (await call(analyst, 'GET', '/esee/modelAI/setting')).json();
    expect(setting.data).toEqual({ model: false });

    expect((await call(ops, 'POST', `${ENDPOINT}/delete`, { instCode: 'DEMO' })).json().code).toBe(ResultCode.OK);
    expect((await call(ops, 'GET', `${ENDPOINT}?instCode=DEMO`)).json().data).toBeNull();
    expect(seen.some((body) => body.includes(API_KEY))).toBe(false);
  }, 30_000);
});
