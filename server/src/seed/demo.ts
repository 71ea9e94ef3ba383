import { sql } from 'kysely';
import { INST_PARAM_DEFAULTS, InstParamName, RIGHT_KEYS, SOLUTIONS, type SolutionKey } from '@esee/contracts';
import type { Db } from '../platform/db/database';
import { hashPassword } from '../platform/auth/passwords';

interface DemoInstitution {
  code: string;
  name: string;
  solutions: SolutionKey[];
  /** The institution's service desk (contact card). */
  contacts: { servicePhone: string; serviceEmail: string };
  /** Departments: a head office and the departments under it; each user sits in one of these. */
  units: { head: string; departments: string[] };
  users: { username: string; name: string; role: 'manager' | 'staff'; unit: string }[];
}

/** The demo institutions of `npm start` (issue: platform foundation). */
export const DEMO_INSTITUTIONS: DemoInstitution[] = [
  {
    code: 'DEMO',
    name: '示范银行股份有限公司',
    solutions: ['CBA', 'PRMA', 'IBA', 'SCS'],
    contacts: { servicePhone: '400-820-9558', serviceEmail: 'fintech-service@demo-bank.com.cn' },
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
];

const APP_KEYS = Object.values(SOLUTIONS).map((s) => s.right);
/** Everything but the platform's own marker. */
const MANAGER_KEYS = RIGHT_KEYS.filter((k) => k !== 'super');
/** Staff: the solutions, search, monitoring; no institution management. */
const STAFF_KEYS = [...APP_KEYS, 'marketing', 'monitor'];

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
      const { id: instId } = await trx
        .insertInto('institution')
        .values({ code: inst.code, name: inst.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('inst_param')
        .values(
          Object.entries(INST_PARAM_DEFAULTS).map(([name, defaultValue]) => {
            const own: Partial<Record<string, string>> = {
              [InstParamName.SUPPORT_APP]: inst.solutions.join(','),
              ...inst.contacts,
            };
            return { inst_id: instId, param_name: name, param_value: own[name] ?? null, default_value: defaultValue };
          }),
        )
        .execute();
      const roles = {
        manager: { name: '机构管理员', type: 'INST_MGR' as const, keys: MANAGER_KEYS },
        staff: { name: '业务人员', type: 'NORMAL' as const, keys: STAFF_KEYS },
      };
      const roleIds: Record<string, number> = {};
      for (const [kind, role] of Object.entries(roles)) {
        const { id } = await trx
          .insertInto('role')
          .values({ inst_id: instId, name: role.name, role_type: role.type })
          .returning('id')
          .executeTakeFirstOrThrow();
        roleIds[kind] = id;
        await trx
          .insertInto('role_right')
          .values(role.keys.map((k) => ({ role_id: id, right_key: k })))
          .execute();
      }
      const { id: headId } = await trx
        .insertInto('org_unit')
        .values({ inst_id: instId, parent_id: null, name: inst.units.head })
        .returning('id')
        .executeTakeFirstOrThrow();
      const units = await trx
        .insertInto('org_unit')
        .values(inst.units.departments.map((name) => ({ inst_id: instId, parent_id: headId, name })))
        .returning(['id', 'name'])
        .execute();
      const unitId = (name: string) => units.find((u) => u.name === name)?.id ?? headId;
      await trx
        .insertInto('app_user')
        .values(
          inst.users.map((u) => ({
            inst_id: instId,
            username: u.username,
            display_name: u.name,
            password_hash: passwordHash,
            role_id: roleIds[u.role]!,
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
