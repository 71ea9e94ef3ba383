import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackMessage, ResultCode } from '@esee/contracts';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const SUBMIT = '/esee/feedback/submit';
const MINE = '/esee/feedback/mine';
const MINE_DETAIL = '/esee/feedback/mine/detail';
const FOLLOW_UP = '/esee/feedback/followUp';
const CLOSE = '/esee/feedback/close';
const LIST = '/esee/feedback/list';
const DETAIL = '/esee/feedback/detail';
const REPLY = '/esee/feedback/reply';
const STATUS = '/esee/feedback/status';
const OPTIONS = '/esee/feedback/options';

describe.each(ONE_ENGINE)('意见反馈 on %s', (engine) => {
  let t: TestApp;
  let ops: Client;
  let admin: Client;
  let analyst: Client;
  let other: Client;
  /** DEMO staff without the manager right, and a DEMO desk member whose role sees only their own rows. */
  let staff: Client;
  let selfDesk: Client;
  let seq = 0;

  beforeAll(async () => {
    t = await withApp({ engine });
    await addUser(t.database.db, 'DEMO', 'fb.staff', []);
    await addUser(t.database.db, 'DEMO', 'fb.self', ['feedback:managerlist']);
    await t.database.db.updateTable('role').set({ data_scope: 'SELF' }).where('name', '=', 'fb.self 的角色').execute();
    [ops, admin, analyst, other, staff, selfDesk] = await Promise.all([
      t.client('ops'),
      t.client('admin'),
      t.client('analyst'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'fb.staff' }),
      t.client({ instCode: 'DEMO', username: 'fb.self' }),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const submit = async (who: Client, extra: object = {}) => {
    const title = `反馈${++seq}`;
    const res = await who.post(SUBMIT, { type: 'FEATURE', title, content: '希望增加导出功能', ...extra });
    expect(res.code).toBe(ResultCode.OK);
    return { id: res.data.id as number, title };
  };

  it('submits and lists the member’s own feedback with its company, page and phone', async () => {
    const { id, title } = await submit(analyst, {
      type: 'DATA',
      entId: 'E1',
      entName: '某某科技有限公司',
      pagePath: '/cba/search',
      phone: '13800138000',
    });
    const mine = await analyst.post(MINE, {});
    expect(mine.data.list[0]).toMatchObject({
      id,
      title,
      type: 'DATA',
      typeLabel: '数据纠错',
      status: 'PENDING',
      statusLabel: '待处理',
      entName: '某某科技有限公司',
      expected: 'platform',
      instCode: 'DEMO',
    });
    const detail = await analyst.post(MINE_DETAIL, { id });
    expect(detail.data).toMatchObject({ pagePath: '/cba/search', phone: '13800138000', messages: [], next: [] });
    // Without a company, the company's name is not kept.
    const plain = await submit(analyst, { entName: '无企业' });
    expect((await analyst.post(MINE_DETAIL, { id: plain.id })).data.entName).toBeNull();
  });

  it('refuses bad input with a clear message', async () => {
    const bad = async (payload: object, message: string | RegExp) => {
      const res = await analyst.post(SUBMIT, { type: 'OTHER', title: 't', content: 'c', ...payload });
      expect(res.code).toBe(ResultCode.BAD_REQUEST);
      expect(res.message).toMatch(message);
    };
    await bad({ title: '  ' }, FeedbackMessage.EMPTY_TITLE);
    await bad({ content: '' }, FeedbackMessage.EMPTY_CONTENT);
    await bad({ title: '长'.repeat(51) }, '标题不能超过 50 个字符');
    await bad({ content: '长'.repeat(1001) }, '内容不能超过 1000 个字符');
    await bad({ phone: '12345' }, FeedbackMessage.BAD_PHONE);
    await bad({ type: 'NOPE' }, '类型的值不合法');
    expect((await analyst.post(SUBMIT, { type: 'OTHER', title: 't', content: 'c', phone: '010-12345678' })).code).toBe(
      ResultCode.OK,
    );
    const { id } = await submit(analyst);
    expect((await analyst.post(FOLLOW_UP, { id, content: ' ' })).message).toBe(FeedbackMessage.EMPTY_CONTENT);
    expect((await admin.post(REPLY, { id, content: 'x'.repeat(1001) })).code).toBe(ResultCode.BAD_REQUEST);
  });

  it("answers another member's feedback as missing on the personal calls", async () => {
    const { id } = await submit(analyst);
    for (const [url, payload] of [
      [MINE_DETAIL, { id }],
      [FOLLOW_UP, { id, content: '我也来说两句' }],
      [CLOSE, { id }],
    ] as const) {
      const res = await admin.post(url, payload);
      expect(res.code).toBe(ResultCode.NOT_FOUND);
      expect(res.message).toBe(FeedbackMessage.MISSING);
    }
    expect((await admin.post(MINE, {})).data.list.some((r: { id: number }) => r.id === id)).toBe(false);
  });

  it('lets the institution’s manager find, claim, reply and change the status; the member sees the reply', async () => {
    const { id, title } = await submit(analyst);
    const list = await admin.post(LIST, { keyword: title, status: 'PENDING' });
    expect(list.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.data.pending).toBeGreaterThan(0);
    expect(list.data.list[0]).toMatchObject({ userName: '林晓雯', expected: 'institution', replies: 0 });
    const claimed = await admin.post(STATUS, { id, assign: true });
    expect(claimed.data).toMatchObject({ status: 'PROCESSING', assigneeName: '周明远', next: ['CLOSED'] });
    const replied = await admin.post(REPLY, { id, content: '已记录，下个版本提供。' });
    expect(replied.data.status).toBe('REPLIED');
    expect(replied.data.messages).toMatchObject([{ side: 'institution', author: '机构管理员（周明远）' }]);
    const seen = await analyst.post(MINE_DETAIL, { id });
    expect(seen.data).toMatchObject({ status: 'REPLIED', statusLabel: '已回复', replies: 1 });
    expect(seen.data.messages[0].content).toBe('已记录，下个版本提供。');
    // A follow-up brings it back to the desk.
    const followed = await analyst.post(FOLLOW_UP, { id, content: '大概什么时候？' });
    expect(followed.data.status).toBe('PENDING');
    expect(followed.data.messages.map((m: { side: string }) => m.side)).toEqual(['institution', 'member']);
    // Filters: type, member, dates.
    const options = await admin.post(OPTIONS, {});
    const analystId = options.data.members.find((m: { username: string }) => m.username === 'analyst').userId;
    expect((await admin.post(LIST, { keyword: title, userId: analystId })).data.total).toBe(1);
    expect((await admin.post(LIST, { keyword: title, type: 'DATA' })).data.total).toBe(0);
    expect((await admin.post(LIST, { keyword: title, dateFrom: '2000-01-01', dateTo: '2000-01-02' })).data.total).toBe(
      0,
    );
    expect((await admin.post(LIST, { dateFrom: '2026-02-01', dateTo: '2026-01-01' })).message).toBe(
      FeedbackMessage.BAD_RANGE,
    );
  });

  it('follows the status transitions and refuses the others', async () => {
    const { id } = await submit(analyst);
    const set = (status: string) => admin.post(STATUS, { id, status });
    expect((await set('PENDING')).message).toBe(FeedbackMessage.BAD_TRANSITION);
    expect((await set('REPLIED')).message).toBe(FeedbackMessage.BAD_TRANSITION);
    expect((await admin.post(STATUS, { id })).message).toBe(FeedbackMessage.NOTHING);
    expect((await set('PROCESSING')).data.status).toBe('PROCESSING');
    expect((await set('PENDING')).code).toBe(ResultCode.BAD_REQUEST);
    expect((await set('CLOSED')).data).toMatchObject({ status: 'CLOSED', next: ['PROCESSING'] });
    expect((await admin.post(REPLY, { id, content: '晚了' })).message).toBe(FeedbackMessage.CLOSED);
    expect((await analyst.post(FOLLOW_UP, { id, content: '再说' })).message).toBe(FeedbackMessage.CLOSED);
    expect((await set('PROCESSING')).data.status).toBe('PROCESSING');
    // The member closes their own; closing twice is refused.
    expect((await analyst.post(CLOSE, { id })).data.status).toBe('CLOSED');
    expect((await analyst.post(CLOSE, { id })).message).toBe(FeedbackMessage.ALREADY_CLOSED);
  });

  it('refuses the desk to members without the right, and bounds it to the institution and the data scope', async () => {
    const { id } = await submit(analyst);
    for (const url of [LIST, DETAIL, REPLY, STATUS, OPTIONS])
      expect((await staff.post(url, { id, content: 'x', status: 'CLOSED' })).code).toBe(ResultCode.FORBIDDEN);
    // Another institution's manager: missing, and not in their list.
    for (const [url, payload] of [
      [DETAIL, { id }],
      [REPLY, { id, content: '不是我们的' }],
      [STATUS, { id, status: 'CLOSED' }],
    ] as const)
      expect((await other.post(url, payload)).code).toBe(ResultCode.NOT_FOUND);
    expect((await other.post(LIST, { pageSize: 50 })).data.list.some((r: { id: number }) => r.id === id)).toBe(false);
    const analystId = (await admin.post(OPTIONS, {})).data.members.find(
      (m: { username: string }) => m.username === 'analyst',
    ).userId;
    expect((await other.post(LIST, { userId: analystId })).code).toBe(ResultCode.NOT_FOUND);
    // A desk member whose role sees only their own rows does not see the analyst's.
    expect((await selfDesk.post(DETAIL, { id })).code).toBe(ResultCode.NOT_FOUND);
    const own = await submit(selfDesk);
    expect((await selfDesk.post(LIST, {})).data.list.map((r: { id: number }) => r.id)).toEqual([own.id]);
    // The platform desk is the platform administrator's only.
    expect((await admin.post(LIST, { desk: 'platform' })).code).toBe(ResultCode.FORBIDDEN);
    expect((await admin.post(DETAIL, { desk: 'platform', id })).code).toBe(ResultCode.FORBIDDEN);
  });

  it('lets the platform answer every institution’s feedback, shown to the member as 平台客服', async () => {
    const { id, title } = await submit(analyst, { type: 'DATA' });
    const demo2 = await submit(other);
    const all = await ops.post(LIST, { desk: 'platform', pageSize: 50 });
    const ids = all.data.list.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([id, demo2.id]));
    const onlyDemo2 = await ops.post(LIST, { desk: 'platform', instCode: 'demo2', pageSize: 50 });
    expect(onlyDemo2.data.list.every((r: { instCode: string }) => r.instCode === 'DEMO2')).toBe(true);
    expect((await ops.post(LIST, { desk: 'platform', instCode: 'NOPE' })).code).toBe(ResultCode.NOT_FOUND);
    const institutions = (await ops.post(OPTIONS, { desk: 'platform' })).data.institutions;
    expect(institutions.map((i: { instCode: string }) => i.instCode)).toEqual(
      expect.arrayContaining(['DEMO', 'DEMO2']),
    );
    const row = all.data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ title, instName: '示范银行股份有限公司', expected: 'platform' });
    const replied = await ops.post(REPLY, { desk: 'platform', id, content: '数据已更正。' });
    expect(replied.data.messages[0]).toMatchObject({ side: 'platform', author: '平台客服（平台管理员）' });
    const seen = await analyst.post(MINE_DETAIL, { id });
    expect(seen.data.messages[0]).toMatchObject({ side: 'platform', author: '平台客服', content: '数据已更正。' });
    // The institution's desk sees the platform's reply in the same thread, and may reply as well.
    const inst = await admin.post(REPLY, { id, content: '补充说明。' });
    expect(inst.data.messages.map((m: { side: string }) => m.side)).toEqual(['platform', 'institution']);
    expect((await ops.post(STATUS, { desk: 'platform', id, status: 'CLOSED' })).data.status).toBe('CLOSED');
  });

  it('limits a member to 20 submissions a China day, then allows again the next day', async () => {
    const limited = await t.client({ instCode: 'DEMO', username: 'fb.staff' });
    const already = (await limited.post(MINE, { pageSize: 50 })).data.total as number;
    for (let i = already; i < 20; i++) await submit(limited);
    const refused = await limited.post(SUBMIT, { type: 'OTHER', title: '第21条', content: 'c' });
    expect(refused.code).toBe(ResultCode.BAD_REQUEST);
    expect(refused.message).toBe(FeedbackMessage.DAILY_LIMIT);
    t.clock.advance(24 * 3600 * 1000);
    const again = await t.client({ instCode: 'DEMO', username: 'fb.staff' });
    expect((await again.post(SUBMIT, { type: 'OTHER', title: '第二天', content: 'c' })).code).toBe(ResultCode.OK);
  });
});
