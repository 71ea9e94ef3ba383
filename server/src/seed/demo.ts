import { sql } from 'kysely';
import type { SolutionKey } from '@esee/contracts';
import type { Db } from '../platform/db/database';
import { hashPassword } from '../platform/auth/passwords';
import { createInstitution } from '../core/institutions/institutions';

interface DemoInstitution {
  code: string;
  name: string;
  solutions: SolutionKey[];
  /** The institution's service desk (contact card). */
  contacts: { servicePhone: string; serviceEmail: string };
  /** Feature switches the platform administrator turned on (spec 1 §3). */
  switches?: { isResearchOpen?: 'true' };
  /** Departments: a head office and the departments under it; each user sits in one of these. */
  units: { head: string; departments: string[] };
  users: { username: string; name: string; role: 'manager' | 'staff'; unit: string }[];
  /** The platform's own operators: its manager holds `super` (the platform administrator, issue 21). */
  platform?: true;
}

/** The demo institutions of `npm start` (issue: platform foundation). */
export const DEMO_INSTITUTIONS: DemoInstitution[] = [
  {
    code: 'DEMO',
    name: '示范银行股份有限公司',
    solutions: ['CBA', 'PRMA', 'IBA', 'SCS'],
    contacts: { servicePhone: '400-820-9558', serviceEmail: 'fintech-service@demo-bank.com.cn' },
    switches: { isResearchOpen: 'true' },
    units: { head: '总行', departments: ['公司金融部', '风险管理部', '信息科技部'] },
    users: [
      { username: 'admin', name: '周明远', role: 'manager', unit: '信息科技部' },
      { username: 'analyst', name: '林晓雯', role: 'staff', unit: '公司金融部' },
    ],
  },
  {
    code: 'DEMO2',
    name: '示范证券股份有限公司',
    solutions: ['CBA', 'PRMA'],
    contacts: { servicePhone: '400-821-8899', serviceEmail: 'it-desk@demo-securities.com.cn' },
    units: { head: '总部', departments: ['信息技术部', '投资银行部'] },
    users: [{ username: 'admin', name: '陈思齐', role: 'manager', unit: '信息技术部' }],
  },
  {
    code: 'PLATFORM',
    name: '平台运营中心',
    solutions: [],
    contacts: { servicePhone: '400-820-9558', serviceEmail: 'fintech-service@demo-bank.com.cn' },
    units: { head: '平台运营部', departments: ['运营支持组'] },
    users: [{ username: 'ops', name: '平台管理员', role: 'manager', unit: '运营支持组' }],
    platform: true,
  },
];

/** The institutions that are customers (not the platform's own). */
export const CUSTOMER_INSTITUTIONS = DEMO_INSTITUTIONS.filter((i) => !i.platform);

/**
 * Seed the demo institutions, once: on a database that has no institution
 * yet. Returns whether it seeded. All or nothing, in one transaction.
 */
export async function seedDemo(db: Db, password: string): Promise<boolean> {
  if (await db.selectFrom('institution').select('id').limit(1).executeTakeFirst()) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Several servers may start at once on one PostgreSQL: only the first seeds.
    await sql`lock table institution in exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('institution').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    for (const inst of DEMO_INSTITUTIONS) {
      const created = await createInstitution(trx, {
        code: inst.code,
        name: inst.name,
        solutions: inst.solutions,
        params: { ...inst.contacts, ...inst.switches },
        units: inst.units,
        platform: inst.platform,
      });
      const instId = created.instId;
      const roleIds = created.roleIds;
      const unitId = (name: string) => created.unitIds.get(name) ?? created.headUnitId;
      await trx
        .insertInto('app_user')
        .values(
          inst.users.map((u) => ({
            inst_id: instId,
            username: u.username,
            display_name: u.name,
            password_hash: passwordHash,
            role_id: roleIds[u.role],
            user_type: u.role === 'manager' ? 'INST_MGR' : 'NORMAL',
            avatar: null,
            unit_id: unitId(u.unit),
          })),
        )
        .execute();
    }
    return true;
  });
}
