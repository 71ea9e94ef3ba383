/*
 * Reading a list file (名单) in a worker thread: a workbook's first visible sheet or a CSV, the header found among
 * the first rows, every row checked. Any bad row refuses the whole file (the lines and reasons go back), so a load
 * is all or nothing. Registered in `server/src/worker.ts`; the request thread only calls `readListTask`.
 */
import {
  SCREENING_LIST_HEADER,
  SCREENING_LIST_MAX_ENTRIES,
  isRealDay,
  type ScreeningKind,
  type ScreeningListProblem,
} from '@esee/contracts';
import { decodeCsv, looksLikeText, parseCsv } from '../../../platform/files/csv';
import { readSheetHere } from '../../../platform/files/sheetCells';
import { AppError } from '../../../platform/http/errors';
import { TaskError } from '../../../platform/workers/task';
import { LIST_REFUSED, type ListEntry, type ReadListInput, type ReadListOutput } from './listTask';
import { normCode, normName } from './matching';

/** Header spellings beside the template's (a bank's own export may name the columns so). */
const ALIASES: Record<(typeof SCREENING_LIST_HEADER)[number], readonly string[]> = {
  名称: ['名称', '姓名', '姓名/名称', '主体名称', '企业名称', '名单主体'],
  类型: ['类型', '主体类型', '名单类型'],
  '证件号码/统一社会信用代码': ['证件号码/统一社会信用代码', '证件号码', '统一社会信用代码', '证件号', '代码'],
  列入原因: ['列入原因', '原因', '事由'],
  列入日期: ['列入日期', '日期', '列入时间'],
};
const KINDS: Record<string, ScreeningKind> = {
  个人: 'person',
  自然人: 'person',
  企业: 'company',
  机构: 'company',
  公司: 'company',
};

const refuse = (message: string, problems: ScreeningListProblem[] = []): never => {
  throw new TaskError(LIST_REFUSED, JSON.stringify({ message, problems }));
};

/** A day as lists write it: 2026-06-30, 2026/6/30, 2026.6.30, 20260630; else null. */
function dayOf(text: string): string | null {
  const m = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?$/.exec(text.trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isRealDay(day) && day >= '1900-01-01' ? day : null;
}

function rowsOf(input: ReadListInput): { line: number; cells: string[] }[] {
  const lower = input.fileName.toLowerCase();
  try {
    if (lower.endsWith('.csv')) {
      if (!looksLikeText(input.bytes)) return refuse('文件不是有效的CSV文件');
      return parseCsv(decodeCsv(input.bytes).text, SCREENING_LIST_MAX_ENTRIES + 12);
    }
    return readSheetHere(input.bytes, SCREENING_LIST_MAX_ENTRIES + 12);
  } catch (error) {
    if (error instanceof AppError) return refuse(error.message);
    throw error;
  }
}

/** The entries of a list file, or a refusal (`TaskError` LIST_REFUSED) naming every bad row. */
export function readListFile(input: ReadListInput): ReadListOutput {
  const rows = rowsOf(input);
  const at = rows.slice(0, 10).findIndex((r) => r.cells.some((c) => ALIASES.名称.includes(c.trim())));
  if (at < 0) return refuse(`未找到表头（${SCREENING_LIST_HEADER.join('、')}），请按模板填写`);
  const header = rows[at]!.cells.map((c) => c.trim());
  const col = Object.fromEntries(
    SCREENING_LIST_HEADER.map((title) => [title, header.findIndex((h) => ALIASES[title].includes(h))]),
  ) as Record<(typeof SCREENING_LIST_HEADER)[number], number>;
  if (col.类型 < 0) return refuse('未找到“类型”列（个人/企业），请按模板填写');
  const body = rows.slice(at + 1);
  if (!body.length) return refuse('文件中没有名单数据');
  if (body.length > SCREENING_LIST_MAX_ENTRIES) return refuse(`单个名单不能超过${SCREENING_LIST_MAX_ENTRIES}条`);
  const cell = (cells: string[], i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
  const entries: ListEntry[] = [];
  const problems: ScreeningListProblem[] = [];
  for (const { line, cells } of body) {
    const name = cell(cells, col.名称);
    const kindText = cell(cells, col.类型);
    const code = cell(cells, col['证件号码/统一社会信用代码']);
    const reason = cell(cells, col.列入原因);
    const dateText = cell(cells, col.列入日期);
    const kind = KINDS[kindText];
    const listedDate = dateText ? dayOf(dateText) : null;
    const wrong = !name
      ? '名称为空'
      : [...name].length > 200
        ? '名称超过200个字'
        : !kind
          ? `类型“${kindText}”应为个人或企业`
          : code.length > 32
            ? '证件号码/统一社会信用代码超过32个字符'
            : [...reason].length > 200
              ? '列入原因超过200个字'
              : dateText && !listedDate
                ? `列入日期“${dateText}”不是有效日期`
                : null;
    if (wrong) problems.push({ line, message: `第${line}行：${wrong}` });
    else
      entries.push({
        line,
        name,
        nameNorm: normName(name),
        kind: kind!,
        idCode: code ? normCode(code) : null,
        reason,
        listedDate,
      });
  }
  if (problems.length)
    return refuse(
      `导入失败，名单未更新：${problems
        .slice(0, 3)
        .map((p) => p.message)
        .join('；')}${problems.length > 3 ? ` 等${problems.length}行` : ''}`,
      problems.slice(0, 100),
    );
  return { entries };
}
