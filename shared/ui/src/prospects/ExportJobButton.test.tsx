import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { ExportJobButton } from './ExportJobButton';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const startExportAt = async (page: string) => {
  render(
    <App>
      <MemoryRouter initialEntries={[page]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <ExportJobButton
                  testId="export"
                  create={() => Promise.resolve({ jobId: 1, name: '高级搜索名单-20261129', rowCount: 3 })}
                />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </App>,
  );
  fireEvent.click(screen.getByTestId('export'));
  expect((await screen.findByTestId('export-created')).textContent).toContain('名单导出记录');
  fireEvent.click(screen.getByTestId('export-created-link'));
  return screen.getByTestId('where').textContent;
};

it('sends an export started in IBA to IBA 名单导出记录, not under 对公银行助手', async () => {
  expect(await startExportAt('/investment/allInfo/advSearch')).toBe('/investment/exportList');
});

it('sends an export started in CBA to CBA 名单导出记录', async () => {
  expect(await startExportAt('/bankAssistant/conditionsSearch')).toBe('/bankAssistant/exportList');
});
