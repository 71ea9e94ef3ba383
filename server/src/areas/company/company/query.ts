import { normalizeCompanyName, type CompanyQuery } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
/** The entId a detail page asks for: by id, credit code, registration number or exact name. */
export async function resolveCompany(db: Db, q: CompanyQuery): Promise<string> {
  const id = q.eid ?? q.entId;
  let query = db.selectFrom('company').select('ent_id');
  if (id) query = query.where('ent_id', '=', id);
  else if (q.creditCode ?? q.companyCode)
    query = query.where('credit_code', '=', (q.creditCode ?? q.companyCode)!.trim().toUpperCase());
  else if (q.regNo) query = query.where('reg_no', '=', q.regNo.trim());
  else if (q.companyName) query = query.where('name_norm', '=', normalizeCompanyName(q.companyName.trim()));
  else throw badRequest('请求参数有误：缺少企业标识或企业名称');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('未找到该企业');
  return row.ent_id;
}
