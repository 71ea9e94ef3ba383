import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  ScsReviewMessage,
  type ScsChangeDetail,
  type ScsGroupDetail,
  type ScsGroupList,
  type ScsRunSummary,
} from '@esee/contracts';
import { ONE_ENGINE, type Client, type TestApp } from '../fixtures';
import { runScs } from './runScs';
import {
  addToBook,
  controlGroup,
  controllingPeople,
  loneCompanies,
  scsApp,
  sheetFile,
  type Controller,
  type Named,
} from './fixtures';

const ATTACHMENT = '/esee/scs/review/attachment';

describe.each(ONE_ENGINE)('SCS 数据维护 / 数据复核 on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let analyst: Client;
  let analyst2: Client;
  let other: Client;
  let single: Client;
  let head: Named;
  let subs: Named[];
  let lones: Named[];
  /** Six people of the register by identity; the first two control a customer each. */
  let people: Controller[];

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
    people = await controllingPeople(db, 6);
    expect(people).toHaveLength(6);
    await addToBook(
      db,
      'DEMO',
      people.slice(0, 2).map((p) => ({ ent_id: p.company.id, loan_amount: 2_000_000 })),
    );
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
      { personAId: people[0]!.id, personBId: people[1]!.id, relation: '兄弟姐妹' },
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
    // Stored by identity, with the names as the register spells them.
    expect(rows.data.list).toEqual([
      expect.objectContaining({
        personA: people[0]!.name,
        personAId: people[0]!.id,
        personB: people[1]!.name,
        personBId: people[1]!.id,
        pending: null,
      }),
    ]);
    const detail = await admin.get(`/esee/scs/review/change?changeId=${changeId}`);
    expect(detail.data).toMatchObject({
      status: 'APPROVED',
      before: null,
      after: { personA: people[0]!.name, personB: people[1]!.name, personAId: people[0]!.id, relation: '兄弟姐妹' },
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
      personAId: people[0]!.id,
      personBId: people[1]!.id,
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
        expect.objectContaining({ label: '人员甲', before: people[0]!.name, after: people[0]!.name, changed: false }),
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
    expect(detail.data).toMatchObject({ before: { personA: people[0]!.name, relation: '兄弟姐妹' }, after: null });
  });

  it('refuses bad payloads with the envelope', async () => {
    const unknown = await submit(analyst, 'nope.kind', {});
    expect(unknown.code).toBe(ResultCode.BAD_REQUEST);
    const [a, b] = [people[0]!.id, people[1]!.id];
    const wrongType = await submit(analyst, 'family.add', { personAId: 123, personBId: b, relation: '配偶' });
    expect(wrongType.code).toBe(ResultCode.BAD_REQUEST);
    // The field by its Chinese label, never its code name.
    expect(wrongType.message).toBe('人员应为文字');
    // A name is not a person: the old payload is refused.
    const byName = await submit(analyst, 'family.add', { personA: '甲', personB: '乙', relation: '配偶' });
    expect(byName.code).toBe(ResultCode.BAD_REQUEST);
    const relation = await submit(analyst, 'family.add', { personAId: a, personBId: b, relation: '朋友' });
    expect(relation.code).toBe(ResultCode.BAD_REQUEST);
    const same = await submit(analyst, 'family.add', { personAId: a, personBId: a, relation: '配偶' });
    expect(same).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '两人不能为同一人' });
    const nobody = await submit(analyst, 'family.add', { personAId: a, personBId: 'P-NOBODY', relation: '配偶' });
    expect(nobody).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '人员不存在，请从人员搜索结果中选择' });
    const blank = await analyst.post('/esee/scs/review/submit', {
      kind: 'family.add',
      payload: { personAId: a, personBId: b, relation: '配偶' },
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
    // The file name: refused with a NUL in it; a long one keeps its end, an emoji at the cut kept whole.
    const unclean = await analyst.upload(ATTACHMENT, '证\u0000明.pdf', Buffer.from('%PDF-1.4'));
    expect(unclean).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '请求参数有误：文件名含有不允许的字符' });
    const long = await analyst.upload(ATTACHMENT, `b😀${'证'.repeat(195)}.pdf`, Buffer.from('%PDF-1.4'));
    expect(long).toMatchObject({ code: ResultCode.OK, data: { fileName: `😀${'证'.repeat(195)}.pdf` } });
    // Another user's attachment is not the maker's to attach.
    const adminFile = await admin.upload(
      ATTACHMENT,
      '证明.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]),
    );
    const tie = { personAId: people[2]!.id, personBId: people[3]!.id, relation: '配偶' };
    const stolen = await submit(analyst, 'family.add', tie, '理由', [adminFile.data.id]);
    expect(stolen.code).toBe(ResultCode.NOT_FOUND);
  });

  it('refuses users without the rights, and keeps institutions apart', async () => {
    const pair = { personAId: people[4]!.id, personBId: people[5]!.id, relation: '配偶' };
    expect((await submit(single, 'family.add', pair)).code).toBe(ResultCode.FORBIDDEN);
    expect((await single.get('/esee/scs/maintenance/family')).code).toBe(ResultCode.FORBIDDEN);
    expect((await single.get('/esee/scs/review/changes')).code).toBe(ResultCode.FORBIDDEN);
    const sent = await submit(analyst, 'family.add', pair);
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
    const [, , p2, p3, p4, p5] = people.map((p) => p.name) as [string, string, string, string, string, string];
    const bad = await send([
      ['人员甲', '人员乙', '关系'],
      [p2, p3, '配偶'],
      [p4, '', '配偶'],
      [p4, p5, '同事'],
    ]);
    expect(bad.code).toBe(ResultCode.BAD_REQUEST);
    expect(bad.data.errors).toEqual([
      expect.objectContaining({ line: 3, column: '人员乙' }),
      expect.objectContaining({ line: 4, column: '关系' }),
    ]);
    // A name the register does not know, or a company the person is not tied to: the person is not found.
    const unknown = await send([
      ['人员甲', '人员乙', '关系', '人员甲任职或持股企业'],
      [p2, '查无此人某某', '配偶', ''],
      [p4, p5, '子女', '不存在的企业名称'],
    ]);
    expect(unknown.code).toBe(ResultCode.BAD_REQUEST);
    expect(unknown.data.errors).toEqual([
      expect.objectContaining({ line: 2, column: '人员乙', message: '未找到人员「查无此人某某」' }),
      expect.objectContaining({ line: 3, column: '人员甲' }),
    ]);
    const good = await send([
      ['人员甲', '人员乙', '关系', '人员甲任职或持股企业'],
      [p2, p3, '配偶', people[2]!.company.name],
      [p4, p5, '子女', ''],
    ]);
    expect(good.code, JSON.stringify(good)).toBe(ResultCode.OK);
    const before = (await analyst.get('/esee/scs/maintenance/family')).data.total;
    expect((await decide(admin, good.data.changeId, true)).code).toBe(ResultCode.OK);
    const list = (await analyst.get('/esee/scs/maintenance/family?pageSize=50')).data;
    expect(list.total).toBe(before + 2);
    expect(list.list).toContainEqual(
      expect.objectContaining({ personA: p2, personAId: people[2]!.id, personBId: people[3]!.id, relation: '配偶' }),
    );
  });

  it("joins two people's companies through an approved tie, by identity, and the run reports the ties it used", async () => {
    // The person search of 数据维护: the person with the company they control and their stake there.
    const found = await analyst.get(
      `/esee/scs/maintenance/personSuggest?persName=${encodeURIComponent(people[0]!.name)}`,
    );
    expect(found.data.list).toEqual([
      expect.objectContaining({
        personId: people[0]!.id,
        companies: expect.arrayContaining([
          {
            entId: people[0]!.company.id,
            name: people[0]!.company.name,
            posts: expect.stringMatching(/(^|、)持股(5\d|[6-9]\d|100)(\.\d+)?%$/),
          },
        ]),
      }),
    ]);
    const [c0, c1] = [people[0]!.company.id, people[1]!.company.id];
    const groupOf = async (entId: string) => {
      const groups = ((await analyst.get('/esee/scs/sameCustomer/groups?pageSize=50')).data as ScsGroupList).list;
      for (const g of groups) {
        const d = (await analyst.get(`/esee/scs/sameCustomer/group?groupId=${g.groupId}`)).data as ScsGroupDetail;
        if (d.members.some((m) => m.entId === entId)) return d;
      }
      return null;
    };
    expect((await runScs(analyst)).code).toBe(ResultCode.OK);
    expect(await groupOf(c0)).toBeNull();

    // A tie kept by names only (before person ids) joins nothing and is reported as such.
    await t.database.db
      .insertInto('scs_family_relation')
      .values({
        inst_id: (
          await t.database.db
            .selectFrom('institution')
            .select('id')
            .where('code', '=', 'DEMO')
            .executeTakeFirstOrThrow()
        ).id,
        person_a: '旧甲',
        person_b: '旧乙',
        relation: '配偶',
      })
      .execute();
    const sent = await submit(analyst, 'family.add', {
      personAId: people[0]!.id,
      personBId: people[1]!.id,
      relation: '配偶',
    });
    expect(sent.code, JSON.stringify(sent)).toBe(ResultCode.OK);
    expect((await decide(admin, sent.data.changeId, true)).code).toBe(ResultCode.OK);

    const run = await runScs(analyst);
    expect(run.code, JSON.stringify(run)).toBe(ResultCode.OK);
    const group = (await groupOf(c0))!;
    expect(group).not.toBeNull();
    expect(group.members.map((m) => m.entId)).toEqual(expect.arrayContaining([c0, c1]));
    const summary = run.data as ScsRunSummary;
    expect(summary.familyTies.used).toEqual([
      expect.objectContaining({
        personA: people[0]!.name,
        personB: people[1]!.name,
        relation: '配偶',
        groups: [group.name],
      }),
    ]);
    // The imported ties join no customers' companies; the tie by names is not linked.
    expect(summary.familyTies).toMatchObject({ unused: 2, unlinked: 1 });
    const listed = (await analyst.get('/esee/scs/sameCustomer/groups')).data as ScsGroupList;
    expect(listed.run!.familyTies).toEqual(summary.familyTies);
  });

  it('persists group actions as overrides the next run applies', async () => {
    const run = await runScs(analyst);
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

    expect((await runScs(analyst)).code).toBe(ResultCode.OK);
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
