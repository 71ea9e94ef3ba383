import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from '../DataTable';
import { UserScope } from '../userScope';

interface Row {
  id: string;
  name: string;
  capital: string;
  scope: string;
  status: string;
}

const COLUMNS: DataColumn<Row>[] = [
  { key: 'name', title: '企业名称' },
  { key: 'capital', title: '注册资本' },
  { key: 'scope', title: '经营范围', optional: true },
  { key: 'status', title: '状态', fixed: 'right' },
  { key: 'op', title: '操作', render: () => '修改' },
];
const ROWS: Row[] = [
  { id: '1', name: '成都富航物业服务集团有限公司', capital: '5,000万元', scope: '物业管理', status: '存续' },
];

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean);
/** The table as the shell shows it to `user` of DEMO. */
const table = (columnsId?: string, user = 'u1') =>
  render(
    <UserScope value={`DEMO.${user}`}>
      <DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} columnsId={columnsId} />
    </UserScope>,
  );

describe('DataTable columns (列设置)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('leaves optional columns out, and fixes the status column at the right end', () => {
    table();
    expect(headers()).toEqual(['企业名称', '注册资本', '状态', '操作']);
    expect(screen.queryByTestId('column-picker')).toBeNull();
    expect(document.querySelector('thead th.ant-table-cell-fix-end')?.textContent).toBe('状态');
  });

  it('keeps the row actions (a last column titled 操作) at the right end without being told', () => {
    const columns: DataColumn<Row>[] = [
      { key: 'name', title: '企业名称' },
      { key: 'op', title: '操作', render: () => '取消监控' },
    ];
    render(<DataTable columns={columns} rows={ROWS} rowKey={(r) => r.id} />);
    expect(document.querySelector('thead th.ant-table-cell-fix-end')?.textContent).toBe('操作');
  });

  it('lets the user show an optional column and hide a default one, says how many are hidden, and keeps the choice per user', async () => {
    table('companies');
    expect(screen.getByTestId('column-picker').textContent).toContain('列设置（隐藏 1 列）');
    fireEvent.click(screen.getByTestId('column-picker'));
    // The first column and the fixed one are not offered.
    await waitFor(() => expect(screen.getByTestId('column-picker-list')).toBeTruthy());
    expect(screen.queryByTestId('column-choice-name')).toBeNull();
    expect(screen.queryByTestId('column-choice-status')).toBeNull();
    expect(screen.queryByTestId('column-choice-op')).toBeNull();
    fireEvent.click(screen.getByTestId('column-choice-scope'));
    fireEvent.click(screen.getByTestId('column-choice-capital'));
    expect(headers()).toEqual(['企业名称', '经营范围', '状态', '操作']);

    cleanup();
    table('companies');
    expect(headers()).toEqual(['企业名称', '经营范围', '状态', '操作']);

    cleanup();
    table('companies', 'u2');
    expect(headers()).toEqual(['企业名称', '注册资本', '状态', '操作']);
  });

  it('恢复默认 goes back to the table defaults', async () => {
    localStorage.setItem('esee.columns.DEMO.u1.companies', JSON.stringify({ shown: ['scope'], hidden: ['capital'] }));
    table('companies');
    expect(headers()).toEqual(['企业名称', '经营范围', '状态', '操作']);
    fireEvent.click(screen.getByTestId('column-picker'));
    await waitFor(() => expect(screen.getByText('恢复默认')).toBeTruthy());
    fireEvent.click(screen.getByText('恢复默认'));
    expect(headers()).toEqual(['企业名称', '注册资本', '状态', '操作']);
  });
});
