import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  IdQuerySchema,
  normalizeCompanyName,
  RELATED_PARTY_CATEGORIES,
  RelatedPartyCompanyQuerySchema,
  RelatedPartyEntrySchema,
  RelatedPartyMessage,
  RelatedPartySaveSchema,
  RoleType,
  type DerivedRelatedParty,
  type RelatedCustomer,
  type RelatedPartyCategory,
  type RelatedPartyPersonMatch,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText } from '../../../platform/db/paging';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import { linksOf, sourceRecords } from '../../../core/relations/conclusions';
import { companyRelatedParty } from './companyStatus';

const entries = (db: Db, instId: number) =>
  db
    .selectFrom('related_party as r')
    .leftJoin('app_user as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.subject_kind as subjectKind',
      'r.category',
      'r.name',
      'r.register_id as registerId',
      'r.note',
      sql<string>`coalesce(u.display_name, '')`.as('createdBy'),
      chinaTimeText('r.created_at', 'minute').as('createdAt'),
    ])
    .where('r.inst_id', '=', instId);

const labelled = <T extends { category: string }>(row: T) => ({
  ...row,
  categoryLabel: RELATED_PARTY_CATEGORIES[row.category as RelatedPartyCategory]?.label ?? row.category,
});

/**
 * 关联方名单 (issue 42): the people and companies the institution names as its related parties under
 * 《银行保险机构关联交易管理办法》 (第六条, 第七条), kept by its manager, read by every member with the management
 * pages; the companies of its customer book and monitoring that the platform found related from it (the
 * derived conclusions of `areas/monitor/derived/`, refreshed by the `derived.refresh` job after each change); and
 * any one company's status, for the company page.
 */
export const relatedPartiesModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['org'];
  const base = '/framework/api/org/relatedParty';
  const managerOnly = (roleType: string) => {
    if (roleType !== RoleType.INST_MGR) throw forbidden(RelatedPartyMessage.INST_MGR_ONLY);
  };

  app.get(
    `${base}/list`,
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '关联方名单（本机构）',
        response: {
          200: EnvelopeSchema(Type.Object({ editable: Type.Boolean(), list: Type.Array(RelatedPartyEntrySchema) })),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const list = await entries(db, user.instId).orderBy('r.id').execute();
      return ok({ editable: user.roleType === RoleType.INST_MGR, list: list.map(labelled) });
    },
  );

  app.post(
    `${base}/save`,
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '登记关联方（仅机构管理员）；企业须为工商登记的企业，自然人可选登记中的人员',
        body: RelatedPartySaveSchema,
        response: { 200: EnvelopeSchema(RelatedPartyEntrySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      managerOnly(user.roleType);
      const { subjectKind, note } = request.body;
      const category = request.body.category as RelatedPartyCategory;
      if (!RELATED_PARTY_CATEGORIES[category].subjects.includes(subjectKind))
        throw badRequest(RelatedPartyMessage.SUBJECT_MISMATCH);
      const typed = request.body.name.trim();
      if (!typed) throw badRequest(RelatedPartyMessage.UNKNOWN_PERSON);
      let name = typed;
      let registerId: string | null = null;
      if (subjectKind === 'C') {
        // A company is the register's: by its id, else by its name however it was typed.
        const company = await db
          .selectFrom('company')
          .select(['ent_id', 'name'])
          .$call((q) =>
            request.body.registerId
              ? q.where('ent_id', '=', request.body.registerId)
              : q.where('name_norm', '=', normalizeCompanyName(typed)),
          )
          .executeTakeFirst();
        if (!company) throw badRequest(RelatedPartyMessage.UNKNOWN_COMPANY);
        [name, registerId] = [company.name, company.ent_id];
      } else if (request.body.registerId) {
        const person = await db
          .selectFrom('person')
          .select(['person_id', 'name'])
          .where('person_id', '=', request.body.registerId)
          .executeTakeFirst();
        if (!person) throw badRequest(RelatedPartyMessage.UNKNOWN_PERSON);
        [name, registerId] = [person.name, person.person_id];
      }
      if (category === 'self') {
        const self = await db
          .selectFrom('related_party')
          .select('id')
          .where('inst_id', '=', user.instId)
          .where('category', '=', 'self')
          .executeTakeFirst();
        if (self) throw badRequest(RelatedPartyMessage.SELF_ONCE);
      }
      const taken = await db
        .selectFrom('related_party')
        .select('id')
        .where('inst_id', '=', user.instId)
        .where('category', '=', category)
        .where('subject_kind', '=', subjectKind)
        .where(sql<boolean>`coalesce(register_id, name) = ${registerId ?? name}`)
        .executeTakeFirst();
      if (taken) throw badRequest(RelatedPartyMessage.TAKEN);
      const { id } = await db
        .insertInto('related_party')
        .values({
          inst_id: user.instId,
          subject_kind: subjectKind,
          category,
          name,
          register_id: registerId,
          note: note?.trim() || null,
          created_by: user.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok(labelled(await entries(db, user.instId).where('r.id', '=', id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    `${base}/delete`,
    {
      config: { right: 'fmk' },
      schema: { tags, summary: '删除关联方（仅机构管理员；参数在查询串中）', querystring: IdQuerySchema },
    },
    async (request) => {
      const user = requireUser(request);
      managerOnly(user.roleType);
      const removed = await db
        .deleteFrom('related_party')
        .where('id', '=', Number(request.query.id))
        .where('inst_id', '=', user.instId)
        .executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw notFound(RelatedPartyMessage.MISSING);
      return ok(null);
    },
  );

  app.get(
    `${base}/people`,
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '按姓名查找登记中的自然人（附其任职或持股企业，以区分同名）',
        querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 50 }) }),
      },
    },
    async (request) => {
      requireUser(request);
      const { rows } = await sql<RelatedPartyPersonMatch>`
        select p.person_id as "personId", p.name,
               coalesce((select array_agg(x.name order by x.name) from (
                 select distinct c.name from (
                   select e.company_id from executive e where e.person_id = p.person_id
                   union select s.company_id from shareholding s where s.holder_kind = 'P' and s.holder_id = p.person_id
                 ) k join company c on c.ent_id = k.company_id
                 order by c.name limit 3) x), '{}') as companies
        from person p
        where p.name = ${request.query.name.trim()}
        order by p.person_id
        limit 20
      `.execute(db);
      return ok(rows);
    },
  );

  app.get(
    `${base}/customers`,
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '本行客户及监控企业中的关联方：认定依据（条款、路径、来源记录及日期）',
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('derived_conclusion as d')
        .innerJoin('company as c', 'c.ent_id', 'd.ent_id')
        .select([
          'd.ent_id as entId',
          'c.name as entName',
          'd.value',
          chinaTimeText('d.computed_at', 'minute').as('computedAt'),
          chinaTimeText('d.changed_at', 'minute').as('changedAt'),
          sql<boolean>`exists (select 1 from institution_customer b where b.inst_id = d.inst_id and b.ent_id = d.ent_id)`.as(
            'inBook',
          ),
        ])
        .where('d.inst_id', '=', user.instId)
        .where('d.kind', '=', 'relatedParty')
        .where(sql<boolean>`(d.value ->> 'related')::boolean`)
        .orderBy('c.name')
        .execute();
      const list: RelatedCustomer[] = [];
      for (const r of rows) {
        const value = r.value as DerivedRelatedParty;
        list.push({ ...r, value, records: await sourceRecords(db, linksOf('relatedParty', value)) });
      }
      return ok({ list });
    },
  );

  // No right of its own: whoever opens a company page (every signed-in user) sees whether it is a related party of
  // their institution, which the session names (never the request).
  app.get(
    `${base}/company`,
    {
      schema: {
        tags,
        summary: '企业是否为本机构关联方及认定依据（企业详情「本行关联方」标签）',
        querystring: RelatedPartyCompanyQuerySchema,
      },
    },
    async (request) => ok(await companyRelatedParty(db, requireUser(request).instId, request.query.entId)),
  );
};
