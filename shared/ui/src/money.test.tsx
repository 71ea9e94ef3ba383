import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_KIND_BY_KEY, SECTION_COLUMNS } from '@esee/contracts';

vi.setConfig({ testTimeout: 30_000 });
import { formatMoney } from './format';
import { capitalText } from './prospects/cells';
import { RecordTable } from './RecordTable';

describe('formatMoney: 元 from the API, shown once in 万', () => {
  it('shows 元 as 万元 with two decimals and comma thousands', () => {
    expect(formatMoney(125_000)).toBe('12.50万元');
    expect(formatMoney(100_000_000)).toBe('10,000.00万元');
    expect(formatMoney('5000000')).toBe('500.00万元');
  });

  it('shows amounts a page reads in 亿 through the same text: 亿, or 万 under 1亿 and 亿 from it', () => {
    expect(formatMoney(1_234_500_000, null, '亿')).toBe('12.35亿元');
    expect(formatMoney(50_000_000, null, '亿')).toBe('0.50亿元');
    expect(formatMoney(50_000_000, null, 'auto')).toBe('5,000.00万元');
    expect(formatMoney(150_000_000, null, 'auto')).toBe('1.50亿元');
    expect(formatMoney(150_000_000, '美元', 'auto')).toBe('1.50亿美元');
    expect(formatMoney(null, null, '亿')).toBe('-');
  });

  it('names another currency, keeps a text and shows nothing as -', () => {
    expect(formatMoney(1_000_000, '美元')).toBe('100.00万美元');
    expect(formatMoney(1_000_000, null)).toBe('100.00万元');
    expect(formatMoney('未披露')).toBe('未披露');
    expect(formatMoney(null)).toBe('-');
  });
});

describe('capitalText: a prospect table’s 注册资本', () => {
  it('shows a company of 10,000 万元 as 10,000.00万元, not its 元 as 万元', () => {
    expect(capitalText(100_000_000, '人民币')).toBe('10,000.00万元');
    expect(capitalText(5_000_000, '港元')).toBe('500.00万港元');
    expect(capitalText(null, '人民币')).toBe('-');
  });
});

describe('RecordTable: a money column', () => {
  afterEach(cleanup);

  it('heads 执行标的 without a unit and shows 12.50万元 for 125,000 元', async () => {
    const kind = RECORD_KIND_BY_KEY.get('executedPerson')!;
    const row = {
      id: 'r1',
      caseCode: '（2026）苏0105执1号',
      execMoney: 125_000,
      caseCreateTime: '2026-01-05',
      execCourtName: '南京市建邺区人民法院',
      status: '执行中',
    };
    render(<RecordTable kind={kind} load={async () => ({ total: 1, list: [row] })} />);
    const table = await screen.findByTestId('records-executedPerson');
    await waitFor(() => expect(within(table).getByText('12.50万元')).toBeTruthy());
    const heads = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(heads).toContain('执行标的');
    expect(heads.join()).not.toMatch(/[（(]元[)）]|万元/);
  });

  it('every money column of the dictionary heads its title alone: the cell carries 万元', () => {
    const titles = [...RECORD_KIND_BY_KEY.values()]
      .flatMap((k) => k.columns)
      .concat(Object.values(SECTION_COLUMNS).flat())
      .filter((c) => c.type === 'money')
      .map((c) => c.title);
    expect(titles.length).toBeGreaterThan(20);
    expect(titles.filter((t) => /元|万/.test(t))).toEqual([]);
  });
});
