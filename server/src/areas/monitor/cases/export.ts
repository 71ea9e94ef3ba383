import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText } from '../../../platform/db/paging';
import { workbook } from '../../../platform/files/download';
import { caseRows, type CaseFilter } from './queues';

/** The most cases one export holds (each with its whole history). */
export const EXPORT_MAX_CASES = 5000;

/**
 * The audit trail of a queue as a workbook: 案件 (one row a case, as the queue shows it, with its decision) and
 * 处置记录 (one row a change of a case: who, what, when, Beijing time). Null when the queue holds too many cases.
 */
export async function caseWorkbook(db: Db, user: SessionUser, f: CaseFilter): Promise<Buffer | null> {
  const cases = await caseRows(db, user, f, EXPORT_MAX_CASES + 1);
  if (cases.length > EXPORT_MAX_CASES) return null;
  const ids = cases.map((c) => c.caseId);
  const [decisions, events] = ids.length
    ? await Promise.all([
        db.selectFrom('monitor_case').select(['id', 'decision']).where('id', 'in', ids).execute(),
        db
          .selectFrom('monitor_case_event')
          .select(['case_id', 'user_name', 'action', 'detail', chinaTimeText('created_at', 'second').as('time')])
          .where('case_id', 'in', ids)
          .orderBy('case_id', 'desc')
          .orderBy('id')
          .execute(),
      ])
    : [[], []];
  const decisionOf = new Map(decisions.map((d) => [d.id, d.decision]));
  const caseById = new Map(cases.map((c) => [c.caseId, c]));
  return workbook([
    {
      name: '案件',
      header: [
        '案件编号',
        '企业名称',
        '案件',
        '状态',
        '处理人',
        '团队',
        '处理期限',
        '是否逾期',
        '处置理由',
        '预警数',
        '创建人',
        '创建时间（北京时间）',
        '更新时间（北京时间）',
      ],
      rows: cases.map((c) => [
        c.caseId,
        c.entName,
        c.title,
        c.status,
        c.assigneeName,
        c.teamName,
        c.dueDate,
        c.overdue ? '是' : '否',
        decisionOf.get(c.caseId) ?? null,
        c.alertCount,
        c.openedBy,
        c.createdAt,
        c.updatedAt,
      ]),
      widths: [10, 36, 30, 10, 12, 14, 12, 10, 40, 8, 12, 18, 18],
    },
    {
      name: '处置记录',
      header: ['案件编号', '企业名称', '操作时间（北京时间）', '操作人', '操作', '内容'],
      rows: events.map((e) => [
        e.case_id,
        caseById.get(e.case_id)?.entName ?? null,
        e.time,
        e.user_name,
        e.action,
        e.detail,
      ]),
      widths: [10, 36, 20, 12, 12, 60],
    },
  ]);
}
