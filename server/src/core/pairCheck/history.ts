import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { parseHolders, parseStaff } from './changeText';

export const HOLDER_CHANGE = '投资人(股权)变更';
export const REP_CHANGES = ['法定代表人变更', '执行事务合伙人变更', '负责人变更'];
export const STAFF_CHANGES = ['董事备案', '监事备案', '经理备案'];
export const ADDRESS_CHANGES = ['住所变更', '经营场所变更', '主要经营场所变更'];

/** One change record of a party, as the history reads it. */
export interface ChangeRow {
  record_id: string;
  company_id: string;
  change_date: string;
  item: string;
  before_content: string | null;
  after_content: string | null;
}

/** A relation of a company that ended, per its change records: who, the share or post, and the change that ended it. */
export interface Ended<T> {
  name: string;
  value: T;
  change: ChangeRow;
}

/**
 * The change records of the parties of a check (holders, legal representatives, posts, addresses), read back into
 * when each relation began and ended: the change that added a name is when it began (none: it is as registered),
 * the change that dropped it when it ended. Names, as the records give them.
 */
export class PartyHistory {
  private constructor(private readonly rows: readonly ChangeRow[]) {}

  static async read(db: Db, companyIds: readonly string[]): Promise<PartyHistory> {
    const { rows } = await sql<ChangeRow>`
      select record_id, company_id, change_date::text as change_date, item, before_content, after_content
      from change_record
      where company_id = any(${sql.val([...companyIds])})
        and item = any(${sql.val([HOLDER_CHANGE, ...REP_CHANGES, ...STAFF_CHANGES, ...ADDRESS_CHANGES])})
      order by change_date, record_id`.execute(db);
    return new PartyHistory(rows);
  }

  private of(companyId: string, items: readonly string[]) {
    return this.rows.filter((r) => r.company_id === companyId && items.includes(r.item));
  }

  /** The latest change that made `name` a holder of the company (absent: a holder as registered). */
  holderAdded(companyId: string, name: string): ChangeRow | undefined {
    return this.of(companyId, [HOLDER_CHANGE])
      .filter((r) => parseHolders(r.after_content).has(name) && !parseHolders(r.before_content).has(name))
      .at(-1);
  }

  /** Holders that left, with the share they had and the change that recorded it. */
  holdersEnded(companyId: string): Ended<number>[] {
    return this.of(companyId, [HOLDER_CHANGE]).flatMap((change) => {
      const after = parseHolders(change.after_content);
      return [...parseHolders(change.before_content)]
        .filter(([name]) => !after.has(name))
        .map(([name, value]) => ({ name, value, change }));
    });
  }

  /** The latest change that made `name` the legal representative. */
  repAdded(companyId: string, name: string): ChangeRow | undefined {
    return this.of(companyId, REP_CHANGES)
      .filter((r) => r.after_content === name && r.before_content !== name)
      .at(-1);
  }

  /** Former legal representatives, each with the change that replaced them. */
  repsEnded(companyId: string): Ended<string>[] {
    return this.of(companyId, REP_CHANGES)
      .filter((r) => r.before_content && r.before_content !== r.after_content)
      .map((change) => ({ name: change.before_content!, value: '法定代表人', change }));
  }

  /** The latest filing (董事备案…) that added `name` to the company's staff. */
  postAdded(companyId: string, name: string): ChangeRow | undefined {
    return this.of(companyId, STAFF_CHANGES)
      .filter((r) => parseStaff(r.after_content).has(name) && !parseStaff(r.before_content).has(name))
      .at(-1);
  }

  /** People who left the staff, with their post and the filing that recorded it. */
  postsEnded(companyId: string): Ended<string>[] {
    return this.of(companyId, STAFF_CHANGES).flatMap((change) => {
      const after = parseStaff(change.after_content);
      return [...parseStaff(change.before_content)]
        .filter(([name]) => !after.has(name))
        .map(([name, value]) => ({ name, value, change }));
    });
  }

  /** The latest change of the registered address (absent: the address as registered). */
  addressChanged(companyId: string): ChangeRow | undefined {
    return this.of(companyId, ADDRESS_CHANGES).at(-1);
  }
}
