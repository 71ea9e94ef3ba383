import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { KeySurveyResult } from '@esee/contracts';
import RelationDDPage from './RelationDDPage';

vi.setConfig({ testTimeout: 30_000 });

const api = vi.hoisted(() => ({
  survey: vi.fn(),
  files: vi.fn(async () => ({ total: 0, list: [] })),
  limit: vi.fn(async () => ({ fileCount: 1, maxFileCount: 10, maxRecord: 2000 })),
}));
vi.mock('../../api/keySurvey', () => ({ keySurveyApi: api }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function find(test: () => HTMLElement | null | undefined): Promise<HTMLElement> {
  for (let i = 0; i < 500; i++) {
    const found = test();
    if (found) return found;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  throw new Error('not shown');
}

const member = (entId: string, name: string) => ({ entId, name, lineNo: 2, status: '存续', tips: [] });
const result: KeySurveyResult = {
  fileId: 7,
  fileName: '基金被投企业.xlsx',
  example: false,
  depth: 3,
  types: ['invest', 'post', 'legal', 'branch'],
  memberCount: 2,
  groupCount: 0,
  pageNum: 1,
  pageSize: 10,
  groups: [],
  unrelated: [member('E1', '测试甲智能科技有限公司'), member('E2', '测试乙生物医药有限公司')],
  hubs: [{ id: 'F1', kind: 'C', name: '测试云杉一期产业投资合伙企业(有限合伙)', reason: '基金' }],
};

it('重点排查 lists the fund left out, with why, under the survey of a list it did not group', async () => {
  api.survey.mockResolvedValue(result);
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <MemoryRouter initialEntries={['/relationDD?fileId=7']}>
        <RelationDDPage />
      </MemoryRouter>,
    ),
  );
  const hubs = await find(() => host.querySelector<HTMLElement>('[data-testid="key-survey-hubs"]'));
  expect(hubs.textContent).toBe('已排除的枢纽节点（未作为关联路径）：测试云杉一期产业投资合伙企业(有限合伙)（基金）');
  expect(host.querySelector('[data-testid="key-survey-summary"]')!.textContent).toContain('发现 0 个集团');
});
