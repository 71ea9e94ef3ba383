import { sql, type Kysely } from 'kysely';

/**
 * SCS 家族关系 names two people by identity: identification joins people by their register id, so a tie kept
 * by names alone joined nothing. The ties gain the two person ids (the names stay, as the register spelt them,
 * for reading); a tie is unique per pair of people (two people may share a name). Ties kept before have names
 * only: they stay readable, are not used by identification and each run reports them as 未关联人员.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table scs_family_relation
      add column person_a_id text,
      add column person_b_id text,
      drop constraint if exists scs_family_relation_inst_id_person_a_person_b_key;
    create unique index scs_family_relation_people_idx on scs_family_relation
      (inst_id, least(person_a_id, person_b_id), greatest(person_a_id, person_b_id))
      where person_a_id is not null and person_b_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists scs_family_relation_people_idx;
    alter table scs_family_relation drop column person_a_id, drop column person_b_id;
  `.execute(db);
}
