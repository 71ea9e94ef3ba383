import { sql, type RawBuilder } from 'kysely';
import {
  EXPOSURE_PRODUCTS,
  INTERNAL_RATINGS,
  ResultCode,
  UPLOAD_MAX_RECORDS,
  type BookRowError,
  type Exposures,
  type ExposureProduct,
} from '@esee/contracts';
import { workbook } from '../../../platform/files/download';
import { AppError } from '../../../platform/http/errors';
import type { ImportTarget } from '../../../core/importTargets';
import { customersInBook, requireBookManager } from '../../../core/institutions/customerBook';
import type { SheetRow } from '../../../platform/files/spreadsheet';

/*
 * The customer book with exposures (SCS): the template, reading and checking its columns, and the import
 * target. A file with any bad amount is refused as a whole, with its bad rows listed.
 */

/** The book's columns: the value key, the template heading, and the headings people write for it. */
export const BOOK_COLUMNS: {
  key: ExposureProduct | 'rating' | 'limit' | 'overdueDays' | 'loanClass';
  heading: string;
  pattern: RegExp;
}[] = [
  { key: 'loan', heading: '贷款余额（元）', pattern: /贷款/ },
  { key: 'bill', heading: '票据余额（元）', pattern: /票据|贴现|承兑/ },
  { key: 'guarantee', heading: '保函/担保余额（元）', pattern: /保函|担保/ },
  { key: 'bond', heading: '债券余额（元）', pattern: /债券/ },
  { key: 'offBalance', heading: '表外余额（元）', pattern: /表外/ },
  { key: 'rating', heading: '内部评级', pattern: /评级/ },
  { key: 'limit', heading: '授信额度（元）', pattern: /授信|额度/ },
  { key: 'overdueDays', heading: '逾期天数', pattern: /逾期/ },
  { key: 'loanClass', heading: '五级分类', pattern: /五级|分类/ },
];

const COLUMN_OF = Object.fromEntries(BOOK_COLUMNS.map((c) => [c.key, c.heading]));
/** Amounts up to a thousand trillion, two decimals. */
const MAX_AMOUNT = 1e15;

/** The amount of a cell: empty is 0 (or null for the limit); thousands separators and 元 are allowed. */
export function parseAmount(text: string | undefined): number | null | 'bad' {
  const t = (text ?? '').normalize('NFKC').replace(/[,\s元]/g, '');
  if (t === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'bad';
  const n = Number(t);
  return n > MAX_AMOUNT ? 'bad' : n;
}

export interface BookValues {
  loan: number;
  bill: number;
  guarantee: number;
  bond: number;
  offBalance: number;
  rating: string | null;
  limit: number | null;
  /** Days the loan is overdue (0: none) and its 五级分类 (正常/关注/次级/可疑/损失), for 风险预警. */
  overdueDays: number;
  loanClass: string | null;
}

const LOAN_CLASSES = ['正常', '关注', '次级', '可疑', '损失'];

/** Check one row's values, adding what is wrong to `errors`. */
export function checkValues(
  line: number,
  values: Record<string, string | undefined>,
  errors: BookRowError[],
): BookValues {
  const amounts = {} as Record<ExposureProduct, number>;
  for (const { key } of EXPOSURE_PRODUCTS) {
    const a = parseAmount(values[key]);
    if (a === 'bad') errors.push({ line, column: COLUMN_OF[key]!, message: '应为不小于0的金额（元，最多两位小数）' });
    amounts[key] = typeof a === 'number' ? a : 0;
  }
  const limit = parseAmount(values.limit);
  if (limit === 'bad')
    errors.push({ line, column: COLUMN_OF.limit!, message: '应为不小于0的金额（元，最多两位小数）' });
  const rating = (values.rating ?? '').normalize('NFKC').trim().toUpperCase() || null;
  if (rating && !INTERNAL_RATINGS.includes(rating))
    errors.push({ line, column: COLUMN_OF.rating!, message: `评级应为${INTERNAL_RATINGS.join('、')}之一` });
  const overdueText = (values.overdueDays ?? '').normalize('NFKC').trim();
  const overdueDays = overdueText === '' ? 0 : /^\d{1,5}$/.test(overdueText) ? Number(overdueText) : -1;
  if (overdueDays < 0) errors.push({ line, column: COLUMN_OF.overdueDays!, message: '应为0至99999的整数（天）' });
  const loanClass = (values.loanClass ?? '').normalize('NFKC').trim().replace(/类$/, '') || null;
  if (loanClass && !LOAN_CLASSES.includes(loanClass))
    errors.push({ line, column: COLUMN_OF.loanClass!, message: `五级分类应为${LOAN_CLASSES.join('、')}之一` });
  return {
    ...amounts,
    rating,
    limit: typeof limit === 'number' ? limit : null,
    overdueDays: Math.max(0, overdueDays),
    loanClass,
  };
}

/** The refusal of a file with bad rows: the spec's envelope, code 400, the rows in `data.errors`. */
export function badRows(errors: BookRowError[]): AppError {
  const first = errors
    .slice(0, 3)
    .map((e) => `第${e.line}行「${e.column}」${e.message}`)
    .join('；');
  return new AppError(
    ResultCode.BAD_REQUEST,
    `导入失败，共${errors.length}处错误，未导入任何数据：${first}${errors.length > 3 ? '…' : ''}`,
    400,
    { errors: errors.slice(0, 200) },
  );
}

/**
 * The book's columns of a sheet by line: the heading row is the first of the first ten with an exposure
 * heading; each row's cells under the headings found. Refuses the file when a row is bad.
 */
export function readBookValues(rows: SheetRow[]): Map<number, Record<string, string>> {
  let at = -1;
  let columns: { key: string; index: number }[] = [];
  for (let r = 0; r < Math.min(rows.length, 10) && at < 0; r++) {
    const cells = rows[r]!.cells;
    columns = BOOK_COLUMNS.flatMap((c) => {
      const index = cells.findIndex((cell) => cell.length <= 20 && c.pattern.test(cell));
      return index >= 0 ? [{ key: c.key, index }] : [];
    });
    if (columns.some((c) => EXPOSURE_PRODUCTS.some((p) => p.key === c.key))) at = r;
  }
  if (at < 0)
    throw badRows([
      { line: 1, column: '表头', message: '未找到敞口列，请使用同一客户名单模板（贷款、票据、保函/担保、债券、表外）' },
    ]);
  const values = new Map<number, Record<string, string>>();
  const errors: BookRowError[] = [];
  for (const row of rows.slice(at + 1, at + 1 + UPLOAD_MAX_RECORDS + 1)) {
    const v = Object.fromEntries(columns.map((c) => [c.key, (row.cells[c.index] ?? '').slice(0, 200)]));
    checkValues(row.line, v, errors);
    values.set(row.line, v);
  }
  if (errors.length) throw badRows(errors);
  return values;
}

/** The total exposure of a book row, in SQL. */
export const totalExposureSql = (alias: string): RawBuilder<string> =>
  sql<string>`(${sql.ref(`${alias}.loan_amount`)} + ${sql.ref(`${alias}.bill_amount`)} + ${sql.ref(`${alias}.guarantee_amount`)} + ${sql.ref(`${alias}.bond_amount`)} + ${sql.ref(`${alias}.off_balance_amount`)})`;

/** A book row's exposures as the contracts give them. */
export function exposuresOf(row: {
  loan_amount: string | number;
  bill_amount: string | number;
  guarantee_amount: string | number;
  bond_amount: string | number;
  off_balance_amount: string | number;
}): Exposures {
  const e = {
    loan: Number(row.loan_amount),
    bill: Number(row.bill_amount),
    guarantee: Number(row.guarantee_amount),
    bond: Number(row.bond_amount),
    offBalance: Number(row.off_balance_amount),
  };
  return { ...e, total: Math.round((e.loan + e.bill + e.guarantee + e.bond + e.offBalance) * 100) / 100 };
}

export const NO_EXPOSURE: Exposures = { loan: 0, bill: 0, guarantee: 0, bond: 0, offBalance: 0, total: 0 };

/**
 * The import target of the SCS book: the parse reads and checks the exposure columns (a bad row refuses
 * the file); the import checks them again and writes them all or nothing, replacing the exposures of a
 * customer already in the book.
 */
export function scsBookTarget(right: string): ImportTarget {
  return {
    right,
    existingLabel: '已是本行客户（将更新敞口）',
    readValues: readBookValues,
    async existing(db, user, _targetId, entIds) {
      requireBookManager(user);
      return customersInBook(db, user.instId, entIds);
    },
    async importInto(trx, { user, companies }) {
      requireBookManager(user);
      const errors: BookRowError[] = [];
      const rows = companies.map((c) => ({ entId: c.entId, v: checkValues(c.line, c.values ?? {}, errors) }));
      if (errors.length) throw badRows(errors);
      const before = await trx
        .selectFrom('institution_customer')
        .select('ent_id')
        .where('inst_id', '=', user.instId)
        .where(
          'ent_id',
          'in',
          rows.map((r) => r.entId),
        )
        .execute();
      await trx
        .insertInto('institution_customer')
        .values(
          rows.map(({ entId, v }) => ({
            inst_id: user.instId,
            ent_id: entId,
            added_by: user.userId,
            loan_amount: v.loan,
            bill_amount: v.bill,
            guarantee_amount: v.guarantee,
            bond_amount: v.bond,
            off_balance_amount: v.offBalance,
            rating: v.rating,
            approved_limit: v.limit,
            overdue_days: v.overdueDays,
            loan_class: v.loanClass,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['inst_id', 'ent_id']).doUpdateSet((eb) => ({
            loan_amount: eb.ref('excluded.loan_amount'),
            bill_amount: eb.ref('excluded.bill_amount'),
            guarantee_amount: eb.ref('excluded.guarantee_amount'),
            bond_amount: eb.ref('excluded.bond_amount'),
            off_balance_amount: eb.ref('excluded.off_balance_amount'),
            rating: eb.ref('excluded.rating'),
            approved_limit: eb.ref('excluded.approved_limit'),
            overdue_days: eb.ref('excluded.overdue_days'),
            loan_class: eb.ref('excluded.loan_class'),
          })),
        )
        .execute();
      return { imported: rows.length - before.length, existing: before.length, targetId: null };
    },
  };
}

/** The template: the company and the book's columns, an example row, and how to fill it. */
export function bookTemplate(): Promise<Buffer> {
  return workbook([
    {
      name: '客户名单',
      header: ['企业名称或统一社会信用代码', ...BOOK_COLUMNS.map((c) => c.heading)],
      rows: [
        ['（示例）示范实业集团有限公司', '50000000', '8000000', '0', '0', '2000000', 'AA', '80000000', '0', '正常'],
      ],
      widths: [44, 16, 16, 18, 16, 16, 10, 16, 10, 10],
    },
    {
      name: '填写说明',
      header: ['填写说明'],
      rows: [
        ['1. 每行一家客户：第一列填写企业全称或统一社会信用代码，其后填写各产品敞口余额（单位：元）。'],
        ['2. 金额为不小于0的数字，最多两位小数，可带千分位逗号；不填视为0。授信额度不填表示未核定。'],
        [`3. 内部评级可填：${INTERNAL_RATINGS.join('、')}，可不填。`],
        [
          '3a. 逾期天数为不小于0的整数，不填视为0；五级分类可填：正常、关注、次级、可疑、损失，可不填（用于风险预警）。',
        ],
        ['4. 任何一行金额或评级有误，整个文件不导入，并列出出错的行与列；请改正后重新上传。'],
        ['5. 已在名单中的客户，导入时以本次填写的敞口、评级与额度更新。删除示例行后再上传。'],
        [`6. 单次最多${UPLOAD_MAX_RECORDS}条，文件不超过20M，仅支持.xls、.xlsx格式。`],
      ],
      widths: [100],
    },
  ]);
}
