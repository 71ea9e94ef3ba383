import { describe, expect, it } from 'vitest';
import { BANK_FLOW_LAYOUTS, type BankFlowLayout, type BankFlowMapping } from '@esee/contracts';
import { encodeGbk, generateStatements, statementTable, toCsv } from '../../../data/generate/bankStatements';
import { amountMode, missingFields } from './columns';
import { decodeCsv, parseCsv } from '../../../platform/files/csv';
import { parseAmountCell, parseDateCell, parseRows, parseTimeCell } from './parse';
import { tableOf } from './statementFile';

const g = generateStatements({ seed: 5, faults: false });
const statement = g.statements[0]!;
const layouts = Object.keys(BANK_FLOW_LAYOUTS) as BankFlowLayout[];

describe.each(layouts)('the %s layout', (layout) => {
  it.each(['GBK', 'UTF-8'] as const)('is detected in a %s csv and read back row for row', (encoding) => {
    const text = toCsv(statementTable(statement, layout));
    const bytes = encoding === 'GBK' ? encodeGbk(text) : Buffer.from(`\ufeff${text}`, 'utf8');
    const decoded = decodeCsv(bytes);
    expect(decoded.encoding).toBe(encoding);
    const table = tableOf(parseCsv(decoded.text));
    expect(table.layout).toBe(layout);
    expect(missingFields(table.detected)).toEqual([]);
    const { txns, problems } = parseRows(table.headers, table.body, table.detected as BankFlowMapping);
    expect(problems).toEqual([]);
    const inTime = [...txns].sort((a, b) => a.occurred.localeCompare(b.occurred) || a.line - b.line);
    if (layout === 'boc') inTime.sort((a, b) => a.occurred.localeCompare(b.occurred) || b.line - a.line);
    expect(inTime.map((t) => [t.occurred, t.direction, t.amount, t.balance, t.counterparty, t.counterAccount])).toEqual(
      statement.rows.map((r) => [r.occurred, r.direction, r.amount, r.balance, r.counterparty, r.counterAccount]),
    );
    expect(txns.every((t) => t.hasTime)).toBe(true);
    if (layout === 'ccb' || layout === 'cmb') expect(table.accountNo).toBe(statement.subject.accountNo);
    if (layout === 'icbc') expect(txns[0]!.accountNo).toBe(statement.subject.accountNo);
  });
});

describe('column mapping', () => {
  it('reads the money as debit/credit, amount with a direction, or a signed amount', () => {
    expect(amountMode({ date: 'd', debit: 'a', credit: 'b' })).toBe('debitCredit');
    expect(amountMode({ date: 'd', amount: 'a', direction: 'b' })).toBe('flag');
    expect(amountMode({ date: 'd', amount: 'a' })).toBe('signed');
    expect(missingFields({ date: 'd' })).toEqual(['金额（借方/贷方发生额，或交易金额及收支标志）']);
  });

  it('refuses a file without a recognisable header row', () => {
    expect(() => tableOf(parseCsv('姓名,年龄\n张三,30\n'))).toThrow('未能识别流水的表头行');
    // Unknown headers: a header row to map by hand, with the required fields missing.
    const unknown = tableOf(parseCsv('入账时刻,发生额度,方向标识,交易对方\n2024-01-02,100,收,甲\n'));
    expect(unknown.headers).toEqual(['入账时刻', '发生额度', '方向标识', '交易对方']);
    expect(missingFields(unknown.detected)).toHaveLength(2);
  });

  it('reports rows whose date or amount cannot be read, with the line', () => {
    const table = tableOf(
      parseCsv(
        '交易日期,交易金额,余额,对方户名\n2024-01-02,100.00,100.00,甲\n2024-13-40,5,105,乙\n2024-01-03,abc,1,丙\n',
      ),
    );
    const { txns, problems } = parseRows(table.headers, table.body, table.detected as BankFlowMapping);
    expect(txns).toHaveLength(1);
    expect(problems).toEqual(['第3行：交易日期「2024-13-40」不是可识别的日期', '第4行：交易金额「abc」不是数字']);
  });

  it('skips totals and empty rows', () => {
    const table = tableOf(
      parseCsv('交易日期,借方发生额,贷方发生额,余额\n2024-01-02,,100.00,100.00\n,,,\n合计,0,100\n'),
    );
    expect(parseRows(table.headers, table.body, table.detected as BankFlowMapping).txns).toHaveLength(1);
  });
});

describe('cells', () => {
  it('reads the date forms banks write', () => {
    expect(parseDateCell('2024-01-05')).toEqual({ day: '2024-01-05', time: null });
    expect(parseDateCell('2024/1/5 9:03')).toEqual({ day: '2024-01-05', time: '09:03:00' });
    expect(parseDateCell('20240105 10:23:11')).toEqual({ day: '2024-01-05', time: '10:23:11' });
    expect(parseDateCell('2024年1月5日')).toEqual({ day: '2024-01-05', time: null });
    expect(parseDateCell('45296.5')).toEqual({ day: '2024-01-05', time: '12:00:00' });
    expect(parseDateCell('2024-02-30')).toBeNull();
  });
  it('reads times and amounts', () => {
    expect(parseTimeCell('92311')).toBe('09:23:11');
    expect(parseTimeCell('10:23')).toBe('10:23:00');
    expect(parseAmountCell('1,234.50')).toBe(1234.5);
    expect(parseAmountCell('(100.00)')).toBe(-100);
    expect(parseAmountCell('¥-5')).toBe(-5);
    expect(parseAmountCell('')).toBeNull();
    expect(parseAmountCell('12a')).toBe('bad');
  });
});
