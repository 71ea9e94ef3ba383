import { sql } from 'kysely';
import { SMART_TEXT_DEFECTS, type SmartTextDefect, type SmartTextSampleQuery } from '@esee/contracts';
import type { Db } from '../../../../platform/db/database';
import { notFound } from '../../../../platform/http/errors';
import { registryRecord } from '../registryRecord';
import { sampleBlocks, type SampleCompany, type SampleOptions } from './content';
import { toDocx, toPdf } from './write';

export { sampleBlocks, type Block, type SampleCompany } from './content';
export { toDocx, toPdf } from './write';

/**
 * The company samples are written for: the first (by id) with a code, legal representative and capital in
 * 人民币, founded before 2018, two to eight shareholders whose percentages add to 100 and a holder's name of
 * at least three characters (so a misspelling stays recognisable). The same company for every call.
 */
export async function sampleCompany(db: Db): Promise<SampleCompany> {
  const row = await sql<{ ent_id: string; est: string }>`
    select c.ent_id, to_char(c.est_date, 'YYYY-MM-DD') as est
    from company c
    where c.credit_code is not null and c.legal_rep is not null and c.reg_capital > 0
      and coalesce(c.reg_capital_currency, '人民币') in ('人民币', '')
      and c.est_date < date '2018-01-01' and c.est_date > date '1990-01-01'
      and (select count(*) from shareholding s where s.company_id = c.ent_id) between 2 and 8
      and (select abs(sum(round(s.ratio * 100, 2)) - 100) from shareholding s where s.company_id = c.ent_id) < 0.015
      and exists (
        select 1 from shareholding s
        left join company hc on s.holder_kind = 'C' and hc.ent_id = s.holder_id
        left join person hp on s.holder_kind = 'P' and hp.person_id = s.holder_id
        where s.company_id = c.ent_id and char_length(coalesce(hc.name, hp.name)) >= 3
      )
    order by c.ent_id
    limit 1
  `.execute(db);
  const found = row.rows[0];
  if (!found) throw notFound('企业库中没有可用于生成示例文档的企业');
  return { ...(await registryRecord(db, found.ent_id)), estDate: found.est };
}

/** A sample file: .docx (default) or .pdf, every defect planted unless `defects` is `none`. */
export async function sampleFile(
  db: Db,
  q: SmartTextSampleQuery,
): Promise<{ fileName: string; body: Buffer; contentType: string }> {
  const company = await sampleCompany(db);
  const options: SampleOptions = {
    kind: q.kind ?? '招股说明书',
    version: q.version ?? '申报稿',
    defects: new Set<SmartTextDefect>(q.defects === 'none' ? [] : SMART_TEXT_DEFECTS),
  };
  const blocks = sampleBlocks(company, options);
  const name = `${company.name}${options.kind}（${options.version}${q.defects === 'none' ? '' : '，示例含问题'}）`;
  if (q.format === 'pdf')
    return {
      fileName: `${name}.pdf`,
      body: await toPdf(blocks, `${company.name} ${options.kind}`),
      contentType: 'application/pdf',
    };
  return {
    fileName: `${name}.docx`,
    body: toDocx(blocks),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
}
