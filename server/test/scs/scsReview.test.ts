import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  ScsReviewMessage,
  type ScsChangeDetail,
  type ScsGroupDetail,
  type ScsGroupList,
} from '@esee/contracts';
import { ENGINES, type Client, type TestApp } from '../fixtures';
import { addToBook, controlGroup, loneCompanies, scsApp, sheetFile, type Named } from './fixtures';

const ATTACHMENT = '/esee/scs/review/attachment';

describe.each(ENGINES)('SCS 数据维护 / 数据复核 on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let analyst: Client;
  let analyst2: Client;
  let other: Client;
  let single: Client;
  let head: Named;
  let subs: Named[];
  let lones: Named[];

  beforeAll(async () => {
    ({ t, admin, analyst, other, single } = await scsApp(engine, {
      beforeApp: async (db) => {
        // A second user of the analyst's role: same role as the maker.
        const analystRow = await db
          .selectFrom('app_user as u')
          .innerJoin('institution as i', 'i.id', 'u.inst_id')
          .select(['u.inst_id', 'u.role_id'])
          .where('i.code', '=', 'DEMO')
          .where('u.username', '=', 'analyst')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('app_user')
          .values({
            inst_id: analystRow.inst_id,
            username: 'analyst2',
            display_name: '业务人员二',
            password_hash: 'not used: signed in through the session store',
            role_id: analystRow.role_id,
            user_type: 'NORMAL',
          })
          .execute();
      },
    }));
    analyst2 = await t.client({ instCode: 'DEMO', username: 'analyst2' });
    const db = t.database.db;
    ({ head, subs } = await controlGroup(db, 3));
    lones = await loneCompanies(db, 5);
    const demo = await addToBook(
      db,
      'DEMO',
      [head, ...subs, lones[0]!, lones[1]!, lones[2]!, lones[4]!].map((c, i) => ({
        ent_id: c.id,
        loan_amount: 1_000_000 * (10 - i),
        rating: 'A',
      })),
    );
    await addToBook(db, 'DEMO2', [{ ent_id: lones[3]!.id }]);
    // The loan files: lones[0] guarantees a member (a suggested member).
    await db
      .insertInto('scs_guarantee')
      .values({ inst_id: demo, guarantor_id: lones[0]!.id, guaranteed_id: subs[0]!.id, amount: 5_000_000 })
      .execute();
  }, 180_000);
  afterAll(() => t.close());

  const submit = (who: Client, kind: string, payload: unknown, reason = '依据客户经理核实', attachmentIds?: number[]) =>
    who.post('/esee/scs/review/submit', {
      kind,
      payload,
      reason,
      ...(attachmentIds ? { attachmentIds } : {}),
    });
  /** A correction of a customer's figures: the loan, the rating and the limit given, the other balances nil. */
  const correction = (entId: string, loan: number, rating: string, limit: number | null) => ({
    entId,
    loan,
    bill: 0,
    guarantee: 0,
    bond: 0,
    offBalance: 0,
    rating,
    limit,
  });
  const decide = (who: Client, changeId: number, approve: boolean, comment?: string) =>
    who.post('/esee/scs/review/decide', { changeId, approve, ...(comment ? { comment } : {}) });

  it('adds a family tie through review: pending, own-change and same-role refused, approved once', async () => {
    const file = await analyst.upload(ATTACHMENT, '户口本.pdf', Buffer.from('%PDF-1.4 户口本'));
    expect(file.code, JSON.stringify(file)).toBe(ResultCode.OK);
    const sent = await submit(
      analyst,
      'family.add',
      { personA: '王大', personB: '王二', relation: '兄弟姐妹' },
      '户籍证明',
      [file.data.id],
    );
    expect(sent.code, JSON.stringify(sent)).toBe(ResultCode.OK);
    const changeId = sent.data.changeId as number;

    const list = await analyst.get('/esee/scs/maintenance/family');
    expect(list.data.total).toBe(0);
    expect(list.data.pendingAdds).toEqual([expect.objectContaining({ changeId, title: '新增家族关系' })]);

    const queue = await analyst.get('/esee/scs/review/changes?status=PENDING');
    const mine = queue.data.list.find((c: { id: number }) => c.id === changeId);
    expect(mine).toMatchObject({ reason: '户籍证明', cannotDecide: ScsReviewMessage.OWN_CHANGE });
    expect(mine.attachments).toEqual([expect.objectContaining({ fileName: '户口本.pdf' })]);

    const own = await decide(analyst, changeId, true);
    expect(own).toMatchObject({ code: ResultCode.FORBIDDEN, message: ScsReviewMessage.OWN_CHANGE });
    const sameRole = await decide(analyst2, changeId, true);
    expect(sameRole).toMatchObject({ code: ResultCode.FORBIDDEN, message: ScsReviewMessage.SAME_ROLE });

    const approved = await decide(admin, changeId, true, '核实无误');
    expect(approved.code, JSON.stringify(approved)).toBe(ResultCode.OK);
    const again = await decide(admin, changeId, false, '重复');
    expect(again).toMatchObject({ code: ResultCode.CONFLICT, message: ScsReviewMessage.ALREADY_DECIDED });

    const rows = await analyst.get('/esee/scs/maintenance/family');
    expect(rows.data.list).toEqual([expect.objectContaining({ personA: '王大', personB: '王二', pending: null })]);
    const detail = await admin.get(`/esee/scs/review/change?changeId=${changeId}`);
    expect(detail.data).toMatchObject({
      status: 'APPROVED',
      before: null,
      after: { personA: '王大', personB: '王二', relation: '兄弟姐妹' },
      checkerName: expect.any(String),
      comment: '核实无误',
    });
    const history = await admin.get('/esee/scs/review/changes?status=APPROVED');
    expect(history.data.list.map((c: { id: number }) => c.id)).toContain(changeId);

    // The attachment: the institution's reviewers download it; the other institution cannot.
    const dl = await admin.inject({
      method: 'GET',
      url: `/esee/scs/review/attachment/download?attachmentId=${file.data.id}`,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toContain('%PDF-1.4');
    const foreign = await other.get(`/esee/scs/review/attachment/download?attachmentId=${file.data.id}`);
    expect(foreign.code).toBe(ResultCode.NOT_FOUND);
  });

  it('edits and deletes through review, one pending change a row, rejection needs a comment', async () => {
    const row = (await analyst.get('/esee/scs/maintenance/family')).data.list[0];
    const edit = await submit(analyst, 'family.edit', {
      id: row.id,
      personA: '王大',
      personB: '王二',
      relation: '其他近亲属',
    });
    expect(edit.code).toBe(ResultCode.OK);
    const twice = await submit(analyst, 'family.delete', { id: row.id });
    expect(twice).toMatchObject({ code: ResultCode.CONFLICT, message: ScsReviewMessage.PENDING_EXISTS });
    const marked = (await analyst.get('/esee/scs/maintenance/family')).data.list[0];
    expect(marked.pending).toMatchObject({ changeId: edit.data.changeId, title: '修改家族关系' });
    // The checker sees before and after field by field, in Chinese, the changed field marked.
    const waiting = (await admin.get(`/esee/scs/review/change?changeId=${edit.data.changeId}`)).data as ScsChangeDetail;
    expect(waiting.fields).toEqual(
      expect.arrayContaining([
        { key: 'relation', label: '关系', before: '兄弟姐妹', after: '其他近亲属', changed: true },
        expect.objectContaining({ label: '人员甲', before: '王大', after: '王大', changed: false }),
      ]),
    );

    expect((await decide(admin, edit.data.changeId, false)).code).toBe(ResultCode.BAD_REQUEST);
    const rejected = await decide(admin, edit.data.changeId, false, '关系证明不足');
    expect(rejected.data.status).toBe('REJECTED');
    expect((await analyst.get('/esee/scs/maintenance/family')).data.list[0]).toMatchObject({
      relation: '兄弟姐妹',
      pending: null,
    });

    const del = await submit(analyst, 'family.delete', { id: row.id });
    expect((await decide(admin, del.data.changeId, true)).code).toBe(ResultCode.OK);
    expect((await analyst.get('/esee/scs/maintenance/family')).data.total).toBe(0);
    const detail = await admin.get(`/esee/scs/review/change?changeId=${del.data.changeId}`);
    expect(detail.data).toMatchObject({ before: { personA: '王大', relation: '兄弟姐妹' }, after: null });
  });

  it('refuses bad payloads with the envelope', async () => {
    const unknown = await submit(analyst, 'nope.kind', {});
    expect(unknown.code).toBe(ResultCode.BAD_REQUEST);
    const wrongType = await submit(analyst, 'family.add', { personA: 123, personB: '乙', relation: '配偶' });
    expect(wrongType.code).toBe(ResultCode.BAD_REQUEST);
    // Since 4f12669 a field without a Chinese label is not named (never its code name).
    expect(wrongType.message).toMatch(/^请求参数有误/);
    expect(wrongType.message).not.toContain('payload.personA');
    const relation = await submit(analyst, 'family.add', { personA: '甲', personB: '乙', relation: '朋友' });
    expect(relation.code).toBe(ResultCode.BAD_REQUEST);
    const same = await submit(analyst, 'family.add', { personA: '甲', personB: ' 甲 ', relation: '配偶' });
    expect(same).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '两人不能为同一人' });
    const blank = await analyst.post('/esee/scs/review/submit', {
      kind: 'family.add',
      payload: { personA: '甲', personB: '乙', relation: '配偶' },
      reason: '',
    });
    expect(blank.code).toBe(ResultCode.BAD_REQUEST);
    const negative = await submit(analyst, 'guarantee.add', {
      guarantorId: lones[1]!.id,
      guaranteedId: head.id,
      amount: -1,
    });
    expect(negative.code).toBe(ResultCode.BAD_REQUEST);
    const self = await submit(analyst, 'guarantee.add', { guarantorId: head.id, guaranteedId: head.id, amount: 1 });
    expect(self.code).toBe(ResultCode.BAD_REQUEST);
    const missing = await submit(analyst, 'correction.edit', correction(lones[3]!.id, 1, 'AA', null));
    expect(missing.code).toBe(ResultCode.NOT_FOUND);
    const badId = await admin.post('/esee/scs/review/decide', { changeId: 0, approve: true });
    expect(badId.code).toBe(ResultCode.BAD_REQUEST);
    const renamed = await analyst.upload(ATTACHMENT, '证明.pdf', Buffer.from('MZ this is not a pdf'));
    expect(renamed).toMatchObject({ code: ResultCode.BAD_REQUEST, message: ScsReviewMessage.FILE_TYPE });
    const big = await analyst.upload(
      ATTACHMENT,
      '大.pdf',
      Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(big).toMatchObject({ code: ResultCode.BAD_REQUEST, message: ScsReviewMessage.FILE_TOO_LARGE });
    // Another user's attachment is not the maker's to attach.
    const adminFile = await admin.upload(
      ATTACHMENT,
      '证明.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]),
    );
    const stolen = await submit(analyst, 'family.add', { personA: '赵一', personB: '赵二', relation: '配偶' }, '理由', [
      adminFile.data.id,
    ]);
    expect(stolen.code).toBe(ResultCode.NOT_FOUND);
  });

  it('refuses users without the rights, and keeps institutions apart', async () => {
    expect((await submit(single, 'family.add', { personA: '甲', personB: '乙', relation: '配偶' })).code).toBe(
      ResultCode.FORBIDDEN,
    );
    expect((await single.get('/esee/scs/maintenance/family')).code).toBe(ResultCode.FORBIDDEN);
    expect((await single.get('/esee/scs/review/changes')).code).toBe(ResultCode.FORBIDDEN);
    const sent = await submit(analyst, 'family.add', { personA: '钱一', personB: '钱二', relation: '配偶' });
    expect((await decide(single, sent.data.changeId, true)).code).toBe(ResultCode.FORBIDDEN);
    expect((await decide(other, sent.data.changeId, true)).code).toBe(ResultCode.NOT_FOUND);
    expect((await other.get(`/esee/scs/review/change?changeId=${sent.data.changeId}`)).code).toBe(ResultCode.NOT_FOUND);
    const foreignQueue = await other.get('/esee/scs/review/changes');
    expect(foreignQueue.data.list.map((c: { id: number }) => c.id)).not.toContain(sent.data.changeId);
    expect((await other.get('/esee/scs/maintenance/family')).data.pendingAdds).toEqual([]);
    expect((await decide(admin, sent.data.changeId, false, '测试驳回')).code).toBe(ResultCode.OK);
  });

  it('applies guarantees, agreement control and corrections on approval', async () => {
    const g = await submit(analyst, 'guarantee.add', {
      guarantorId: lones[1]!.id,
      guaranteedId: head.id,
      amount: 1234.5,
    });
    expect(g.code, JSON.stringify(g)).toBe(ResultCode.OK);
    expect((await decide(admin, g.data.changeId, true)).code).toBe(ResultCode.OK);
    const guarantees = await analyst.get('/esee/scs/maintenance/guarantee');
    expect(guarantees.data.list).toContainEqual(expect.objectContaining({ guarantorId: lones[1]!.id, amount: 1234.5 }));

    const c = await submit(analyst, 'control.add', {
      controllerId: head.id,
      controlledId: lones[2]!.id,
      basis: '表决权委托协议',
    });
    expect((await decide(admin, c.data.changeId, true)).code).toBe(ResultCode.OK);
    const controls = await analyst.get('/esee/scs/maintenance/control');
    expect(controls.data.list).toEqual([
      expect.objectContaining({ controlledId: lones[2]!.id, basis: '表决权委托协议' }),
    ]);

    const fix = await submit(analyst, 'correction.edit', correction(lones[1]!.id, 100, 'BBB', 500));
    expect((await decide(admin, fix.data.changeId, true)).code).toBe(ResultCode.OK);
    const book = await analyst.get(`/esee/scs/maintenance/book?keyword=${encodeURIComponent(lones[1]!.name)}`);
    expect(book.data.list[0]).toMatchObject({ loan: 100, rating: 'BBB', limit: 500 });
    const detail = await admin.get(`/esee/scs/review/change?changeId=${fix.data.changeId}`);
    expect(detail.data.before).toMatchObject({ rating: 'A' });
    expect(detail.data.after).toMatchObject({ rating: 'BBB' });
  });

  it('imports family ties as one change, all or nothing', async () => {
    const template = await analyst.inject({ method: 'GET', url: '/esee/scs/maintenance/family/template' });
    expect(template.statusCode).toBe(200);
    const send = (rows: unknown[][]) =>
      analyst.upload('/esee/scs/maintenance/family/import', '家族.xlsx', sheetFile(rows, '家族关系'), {
        reason: '批量补录',
      });
    const bad = await send([
      ['人员甲', '人员乙', '关系'],
      ['孙一', '孙二', '配偶'],
      ['孙三', '', '配偶'],
      ['孙四', '孙五', '同事'],
    ]);
    expect(bad.code).toBe(ResultCode.BAD_REQUEST);
    expect(bad.data.errors).toEqual([
      expect.objectContaining({ line: 3, column: '人员乙' }),
      expect.objectContaining({ line: 4, column: '关系' }),
    ]);
    const good = await send([
      ['人员甲', '人员乙', '关系'],
      ['孙一', '孙二', '配偶'],
      ['孙三', '孙四', '子女'],
    ]);
    expect(good.code, JSON.stringify(good)).toBe(ResultCode.OK);
    const before = (await analyst.get('/esee/scs/maintenance/family')).data.total;
    expect((await decide(admin, good.data.changeId, true)).code).toBe(ResultCode.OK);
    expect((await analyst.get('/esee/scs/maintenance/family')).data.total).toBe(before + 2);
  });

  it('persists group actions as overrides the next run applies', async () => {
    const run = await analyst.post('/esee/scs/sameCustomer/run');
    expect(run.code, JSON.stringify(run)).toBe(ResultCode.OK);
    const groups = (await analyst.get('/esee/scs/sameCustomer/groups')).data as ScsGroupList;
    const group = groups.list.find((g) => g.coreEntId === head.id)!;
    const first = await analyst.get(`/esee/scs/sameCustomer/group?groupId=${group.groupId}`);
    expect(first.code, JSON.stringify({ first, groups })).toBe(ResultCode.OK);
    let detail = first.data as ScsGroupDetail;
    const byId = () => new Map(detail.members.map((m) => [m.entId, m]));
    // The agreement made lones[2] a member, by agreement control.
    expect(byId().get(lones[2]!.id)?.reason).toContain('协议控制');
    expect(byId().get(lones[0]!.id)).toMatchObject({ suggested: true });
    const groupKey = (await analyst.get(`/esee/scs/sameCustomer/pending?groupId=${group.groupId}`)).data
      .groupKey as string;

    const confirm = await submit(analyst, 'member.confirm', { groupKey, entId: lones[0]!.id });
    expect(confirm.code, JSON.stringify(confirm)).toBe(ResultCode.OK);
    const add = await submit(analyst, 'member.add', { groupKey, entId: lones[4]!.id, note: '实际经营受同一团队控制' });
    expect(add.code, JSON.stringify(add)).toBe(ResultCode.OK);
    const notMember = await submit(analyst, 'member.confirm', { groupKey, entId: subs[0]!.id });
    expect(notMember.code).toBe(ResultCode.BAD_REQUEST);
    const pending = await analyst.get(`/esee/scs/sameCustomer/pending?groupId=${group.groupId}`);
    expect(pending.data.groupKey).toBe(groupKey);
    expect(pending.data.list.map((p: { entIds: string[] }) => p.entIds[0])).toEqual([lones[0]!.id, lones[4]!.id]);
    expect((await other.get(`/esee/scs/sameCustomer/pending?groupId=${group.groupId}`)).code).toBe(
      ResultCode.NOT_FOUND,
    );
    const foreign = await submit(other, 'member.confirm', { groupKey, entId: lones[0]!.id });
    expect(foreign.code).toBe(ResultCode.NOT_FOUND);
    // The checker sees the member before (a suggestion) and after (confirmed), and the added member as new.
    const confirming = (await admin.get(`/esee/scs/review/change?changeId=${confirm.data.changeId}`))
      .data as ScsChangeDetail;
    const members = confirming.fields.find((f) => f.label === '成员')!;
    expect(members).toMatchObject({ changed: true });
    expect(members.before).toContain('是');
    expect(members.after).toContain('人工确认');
    expect(confirming.fields.find((f) => f.label === '集团')).toMatchObject({ changed: false });
    const adding = (await admin.get(`/esee/scs/review/change?changeId=${add.data.changeId}`)).data as ScsChangeDetail;
    expect(adding.fields.find((f) => f.label === '成员')).toMatchObject({
      before: '-',
      after: expect.stringContaining('人工添加：实际经营受同一团队控制'),
      changed: true,
    });

    expect((await decide(admin, confirm.data.changeId, true)).code).toBe(ResultCode.OK);
    expect((await decide(admin, add.data.changeId, true)).code).toBe(ResultCode.OK);
    const split = await submit(analyst, 'group.split', { groupKey, entIds: [subs[2]!.id] });
    expect(split.code, JSON.stringify(split)).toBe(ResultCode.OK);
    expect((await decide(admin, split.data.changeId, true)).code).toBe(ResultCode.OK);

    expect((await analyst.post('/esee/scs/sameCustomer/run')).code).toBe(ResultCode.OK);
    const after = ((await analyst.get('/esee/scs/sameCustomer/groups')).data as ScsGroupList).list;
    const again = after.find((g) => g.coreEntId === head.id)!;
    detail = (await analyst.get(`/esee/scs/sameCustomer/group?groupId=${again.groupId}`)).data as ScsGroupDetail;
    expect(byId().get(lones[0]!.id)).toMatchObject({ suggested: false });
    expect(byId().get(lones[0]!.id)?.reason).toMatch(/^人工确认/);
    expect(byId().get(lones[4]!.id)?.reason).toBe('人工添加：实际经营受同一团队控制');
    expect(byId().has(subs[2]!.id)).toBe(false);
    const splitGroup = after.find((g) => g.coreEntId === subs[2]!.id);
    expect(splitGroup?.name).toContain('拆分');
  });
});
