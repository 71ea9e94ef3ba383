import { sql } from 'kysely';
import {
  SMART_TEXT_ISSUE_TYPES,
  SmartTextMessage,
  type SmartTextCompare,
  type SmartTextCompareRow,
  type SmartTextDetail,
  type SmartTextDiff,
  type SmartTextIssue,
  type SmartTextKind,
  type SmartTextPage,
  type SmartTextParagraph,
  type SmartTextTask,
  chinaTime,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import { checkCitation } from '../shared/laws/citation';
import { diffVersions } from '../shared/laws/diff';
import { citationsOf, figuresOf, issuerFacts } from './checks';
import { checkTask } from './checks/task';
import { runTaskAnswering } from '../../../platform/workers/answer';
import { place, type Figure } from './checks/numbers';
import { findIssuer, registryRecord } from './registryRecord';

interface TaskRow {
  id: number;
  file_name: string;
  kind: string;
  version: string;
  format: string;
  status: string;
  note: string | null;
  ent_id: string | null;
  company_name: string | null;
  issue_count: number;
  high_count: number;
  medium_count: number;
  low_count: number;
  created_at: Date | string;
  paragraph_count: number;
  by_type: Record<string, number> | string | null;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function taskOf(r: TaskRow): SmartTextTask {
  return {
    taskId: r.id,
    fileName: r.file_name,
    kind: r.kind as SmartTextKind,
    version: r.version,
    format: r.format as 'docx' | 'pdf',
    createdAt: chinaTime(r.created_at),
    status: r.status as SmartTextTask['status'],
    note: r.note,
    companyName: r.company_name,
    entId: r.ent_id,
    paragraphCount: Number(r.paragraph_count),
    counts: { total: r.issue_count, high: r.high_count, medium: r.medium_count, low: r.low_count },
    byType: json(r.by_type ?? {}),
  };
}

const SUMMARY = sql`
  t.id, t.file_name, t.kind, t.version, t.format, t.status, t.note, t.ent_id, t.company_name, t.issue_count,
  t.high_count, t.medium_count, t.low_count, t.created_at, jsonb_array_length(t.paragraphs) as paragraph_count,
  (select coalesce(jsonb_object_agg(k, n), '{}'::jsonb) from (
     select i->>'type' as k, count(*)::int as n from jsonb_array_elements(t.issues) i group by 1
   ) x) as by_type
`;

/**
 * Checks a document read into paragraphs and stores the task: the issuer looked up in the registry (by name,
 * former name, then code), the citations asked of the law library, every check run. A document whose
 * issuer the registry lacks is checked without the registry check and marked 部分完成 with the reason.
 */
export async function createTask(
  db: Db,
  user: SessionUser,
  file: { fileName: string; kind: SmartTextKind; version: string; format: 'docx' | 'pdf' },
  paragraphs: SmartTextParagraph[],
): Promise<SmartTextDetail> {
  const facts = issuerFacts(paragraphs);
  const entId = await findIssuer(db, facts);
  const record = entId ? await registryRecord(db, entId) : null;
  const citations = citationsOf(paragraphs);
  const citationResults = [];
  for (const c of citations) citationResults.push(await checkCitation(db, { title: c.title, article: c.article }));
  const issues = await runTaskAnswering(
    checkTask,
    { paragraphs, context: { record, citations, citationResults } },
    { exhausted: SmartTextMessage.TOO_COMPLEX },
  );
  const note = record
    ? null
    : facts.name || facts.creditCode
      ? `未在工商登记中找到发行人“${facts.name?.value ?? facts.creditCode?.value}”，工商信息未核对`
      : '文档中未找到发行人名称或统一社会信用代码，工商信息未核对';
  const count = (s: string) => issues.filter((i) => i.severity === s).length;
  const row = await sql<{ id: number }>`
    insert into smart_text_task (inst_id, user_id, file_name, kind, version, format, status, note, ent_id,
      company_name, paragraphs, issues, issue_count, high_count, medium_count, low_count)
    values (${user.instId}, ${user.userId}, ${file.fileName}, ${file.kind}, ${file.version}, ${file.format},
      ${record ? '已完成' : '部分完成'}, ${note}, ${entId}, ${record?.name ?? facts.name?.value ?? null},
      ${JSON.stringify(paragraphs)}::jsonb, ${JSON.stringify(issues)}::jsonb, ${issues.length}, ${count('高')},
      ${count('中')}, ${count('低')})
    returning id
  `.execute(db);
  return taskDetail(db, user, row.rows[0]!.id);
}

/** The user's tasks, newest first; `keyword` matches the file or company name. */
export async function listTasks(
  db: Db,
  user: SessionUser,
  q: { kind?: SmartTextKind; keyword?: string },
  page: { offset: number; limit: number },
): Promise<SmartTextPage> {
  const kind = q.kind ?? null;
  const keyword = q.keyword?.trim().toLowerCase() || null;
  const where = sql`t.inst_id = ${user.instId} and t.user_id = ${user.userId}
    and (${kind}::text is null or t.kind = ${kind})
    and (${keyword}::text is null or strpos(lower(t.file_name), ${keyword}) > 0
      or strpos(lower(coalesce(t.company_name, '')), ${keyword}) > 0)`;
  const [total, rows] = await Promise.all([
    sql<{ n: string }>`select count(*) as n from smart_text_task t where ${where}`.execute(db),
    sql<TaskRow>`select ${SUMMARY} from smart_text_task t where ${where}
      order by t.created_at desc, t.id desc offset ${page.offset} limit ${page.limit}`.execute(db),
  ]);
  return { total: Number(total.rows[0]?.n ?? 0), list: rows.rows.map(taskOf) };
}

/** A task of the user's own, with its paragraphs and issues; anyone else's reads as missing. */
async function ownTask(db: Db, user: SessionUser, taskId: number) {
  const row = (
    await sql<TaskRow & { paragraphs: unknown; issues: unknown }>`
      select ${SUMMARY}, t.paragraphs, t.issues from smart_text_task t
      where t.id = ${taskId} and t.inst_id = ${user.instId} and t.user_id = ${user.userId}
    `.execute(db)
  ).rows[0];
  if (!row) throw notFound(SmartTextMessage.NOT_FOUND);
  return {
    task: taskOf(row),
    paragraphs: json(row.paragraphs as SmartTextParagraph[]),
    issues: json(row.issues as SmartTextIssue[]),
  };
}

export async function taskDetail(db: Db, user: SessionUser, taskId: number): Promise<SmartTextDetail> {
  const t = await ownTask(db, user, taskId);
  const order = (i: SmartTextIssue) => SMART_TEXT_ISSUE_TYPES.indexOf(i.type);
  return { ...t, issues: [...t.issues].sort((a, b) => a.paragraphNo - b.paragraphNo || order(a) - order(b)) };
}

export async function deleteTask(db: Db, user: SessionUser, taskId: number): Promise<void> {
  await ownTask(db, user, taskId);
  await sql`delete from smart_text_task where id = ${taskId} and user_id = ${user.userId}`.execute(db);
}

/** Per metric and period, the value most places agree on (the first on a tie). */
function agreed(figures: Figure[]): Map<string, Figure> {
  const groups = new Map<string, Figure[]>();
  for (const f of figures) groups.set(`${f.metric}|${f.period}`, [...(groups.get(`${f.metric}|${f.period}`) ?? []), f]);
  const out = new Map<string, Figure>();
  for (const [key, list] of groups) {
    const votes = list.map((f) => list.filter((g) => Math.abs(g.value - f.value) <= 0.011).length);
    out.set(key, list[votes.indexOf(Math.max(...votes))]!);
  }
  return out;
}

/**
 * Two files' figures side by side (招股书 vs 审计报告): each metric and period either states, 一致 within a
 * cent (in 万元), 不一致, or stated by one file only.
 */
export async function compareTasks(
  db: Db,
  user: SessionUser,
  leftId: number,
  rightId: number,
): Promise<SmartTextCompare> {
  const [left, right] = await Promise.all([ownTask(db, user, leftId), ownTask(db, user, rightId)]);
  const l = agreed(figuresOf(left.paragraphs));
  const r = agreed(figuresOf(right.paragraphs));
  const fig = (f: Figure | undefined) =>
    f ? { value: f.value, text: f.text, paragraphNo: f.paragraph.no, location: place(f.paragraph) } : null;
  const keys = [...new Set([...l.keys(), ...r.keys()])].sort((a, b) => {
    const [ma, pa] = a.split('|');
    const [mb, pb] = b.split('|');
    return ma!.localeCompare(mb!, 'zh') || pb!.localeCompare(pa!);
  });
  const rows: SmartTextCompareRow[] = keys.map((key) => {
    const [metric, period] = key.split('|') as [string, string];
    const a = l.get(key);
    const b = r.get(key);
    const status = !a ? '仅右侧' : !b ? '仅左侧' : Math.abs(a.value - b.value) <= 0.011 ? '一致' : '不一致';
    return { metric, period, left: fig(a), right: fig(b), status };
  });
  return { left: left.task, right: right.task, rows, mismatches: rows.filter((x) => x.status === '不一致').length };
}

/** From one version to the next (申报稿 → 上会稿): paragraphs changed, added and removed, with changed ranges. */
export async function diffTasks(db: Db, user: SessionUser, oldId: number, newId: number): Promise<SmartTextDiff> {
  const [older, newer] = await Promise.all([ownTask(db, user, oldId), ownTask(db, user, newId)]);
  const asArticles = (ps: SmartTextParagraph[]) => ps.map((p) => ({ no: p.no, label: place(p), text: p.text }));
  const { changes, unchanged } = diffVersions(asArticles(older.paragraphs), asArticles(newer.paragraphs));
  return { old: older.task, new: newer.task, changes, unchanged };
}
