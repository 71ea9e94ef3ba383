import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';

/**
 * A small venture fund and four companies that have nothing in common but its 1–11% stakes (issue 36, 基金持股):
 * the relationship tools must not link or group them through it, and must name it as left out. The fund is a
 * partnership whose name says no 基金 (as the data set's funds): it is known as a fund because an investment
 * institution registers it (`investor.fund_ids`).
 */
export const FUND = { id: 'TEST-FUND-0001', name: '测试云杉一期产业投资合伙企业(有限合伙)' };
export const HELD = [
  { id: 'TEST-FUNDED-0001', name: '测试甲智能科技有限公司', ratio: 0.06 },
  { id: 'TEST-FUNDED-0002', name: '测试乙生物医药有限公司', ratio: 0.08 },
  { id: 'TEST-FUNDED-0003', name: '测试丙新材料有限公司', ratio: 0.03 },
  { id: 'TEST-FUNDED-0004', name: '测试丁半导体有限公司', ratio: 0.11 },
  { id: 'TEST-FUNDED-0005', name: '测试戊软件有限公司', ratio: 0.01 },
] as const;
/** The two the fund holds at 6% and 8%: linked by nothing else. */
export const [A, B] = HELD;

export async function plantFund(db: Db): Promise<void> {
  for (const c of [FUND, ...HELD])
    await sql`insert into company (ent_id, name, name_norm, status, active, org_type)
              values (${c.id}, ${c.name}, ${c.name}, '存续', true, ${c.id === FUND.id ? '有限合伙企业' : '有限责任公司'})`.execute(
      db,
    );
  for (const c of HELD)
    await sql`insert into shareholding (company_id, holder_kind, holder_id, ratio) values (${c.id}, 'C', ${FUND.id}, ${c.ratio})`.execute(
      db,
    );
  await sql`insert into investor (investor_id, name, type, amac_no, founded_year, region_code, fund_ids)
            values ('ITEST0001', '测试云杉资本', 'VC', 'P1000001', 2015, '110101', ${sql.val([FUND.id])}::text[])`.execute(
    db,
  );
}

/** The fund as a tool lists it among what it left out, with the stakes it met it by: 「基金，持股 6%、8%」. */
export const fundHub = (stakes: string) => ({ id: FUND.id, name: FUND.name, reason: `基金，持股 ${stakes}` });
