import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from '../DataTable';

interface Row {
  id: string;
  month: string;
  findings: string[];
  monitored?: boolean;
}

const COLUMNS: DataColumn<Row>[] = [{ key: 'month', title: '月份' }];
const months = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    month: `2025-${String(i + 1).padStart(2, '0')}`,
    findings: [],
  }));

const dataRows = () => [...document.querySelectorAll('tbody tr.ant-table-row')];
const cells = () => dataRows().map((tr) => tr.textContent);

afterEach(cleanup);

describe('DataTable options for lists that are not paged by the server', () => {
  it('pages twelve rows by ten, and shows all twelve with showAll', () => {
    render(<DataTable columns={COLUMNS} rows={months(12)} rowKey={(r) => r.id} />);
    expect(dataRows()).toHaveLength(10);
    expect(document.querySelector('.ant-pagination')).not.toBeNull();
    cleanup();

    render(<DataTable columns={COLUMNS} rows={months(12)} rowKey={(r) => r.id} showAll />);
    expect(cells()).toEqual(months(12).map((m) => m.month));
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('spins while the rows are on their way instead of saying 暂无数据, and says its own words when empty', () => {
    const { rerender } = render(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(r) => r.id} loading emptyText="尚未上传流水" />,
    );
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('尚未上传流水')).toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.getByTestId('data-table').getAttribute('data-total')).toBeNull();

    rerender(<DataTable columns={COLUMNS} rows={[]} rowKey={(r) => r.id} emptyText="尚未上传流水" />);
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    expect(screen.getByText('尚未上传流水')).toBeTruthy();
    expect(screen.getByTestId('data-table').getAttribute('data-total')).toBe('0');
  });

  it('puts the data attributes a test finds a row by on the row itself', () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={months(2)}
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-testid': `month-row-${r.id}`, 'data-status': r.id === '2' ? '不一致' : '一致' })}
      />,
    );
    const row = screen.getByTestId('month-row-2');
    expect(row.tagName).toBe('TR');
    expect(row.getAttribute('data-status')).toBe('不一致');
    expect(row.textContent).toContain('2025-02');
  });

  it('opens a row with findings under it, and offers no opener to a row without', () => {
    const rows = months(2).map((r) => (r.id === '1' ? { ...r, findings: ['余额不连续：第 12 行'] } : r));
    render(
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.id}
        expandable={{
          when: (r) => r.findings.length > 0,
          render: (r) => (
            <ul>
              {r.findings.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ),
        }}
      />,
    );
    const openers = document.querySelectorAll(
      'button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)',
    );
    expect(openers).toHaveLength(1);
    expect(screen.queryByText('余额不连续：第 12 行')).toBeNull();
    fireEvent.click(openers[0]!);
    expect(screen.getByText('余额不连续：第 12 行')).toBeTruthy();
  });

  it('does not let a disabled row be chosen', () => {
    const chosen: string[][] = [];
    const rows = months(2).map((r) => ({ ...r, monitored: r.id === '1' }));
    render(
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.id}
        selection={{ keys: [], onChange: (keys) => chosen.push(keys), disabled: (r) => !!r.monitored }}
      />,
    );
    const boxes = dataRows().map((tr) => tr.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    expect(boxes.map((b) => b.disabled)).toEqual([true, false]);
    fireEvent.click(boxes[1]!);
    expect(chosen).toEqual([['2']]);
  });

  it('says why a load failed when the page can tell, and the usual words when it cannot', async () => {
    const refused = () => Promise.reject(new Error('企业名称不能超过 100 个字符'));
    const reason = (error: unknown) => (error instanceof Error ? error.message : undefined);
    render(<DataTable columns={COLUMNS} load={refused} rowKey={(r) => r.id} failedTitle={reason} />);
    expect(await screen.findByText('企业名称不能超过 100 个字符')).toBeTruthy();
    expect(screen.getByText('重新刷新')).toBeTruthy();
    cleanup();

    render(
      <DataTable columns={COLUMNS} load={() => Promise.reject('offline')} rowKey={(r) => r.id} failedTitle={reason} />,
    );
    expect(await screen.findByText('数据刷新失败，请重新刷新')).toBeTruthy();
  });

  it('stops the pages where the server stops paging, and counts the rest as 999+', async () => {
    const asked: number[] = [];
    const load = (page: number) => {
      asked.push(page);
      return Promise.resolve({ total: 1200, list: months(10) });
    };
    render(<DataTable columns={COLUMNS} load={load} rowKey={(r) => r.id} pagedUpTo={999} />);
    expect(await screen.findByText('共 999+ 条')).toBeTruthy();
    expect(screen.getByTitle('100')).toBeTruthy();
    expect(screen.queryByTitle('120')).toBeNull();
    expect(screen.getByTestId('data-table').getAttribute('data-total')).toBe('1200');
  });
});
