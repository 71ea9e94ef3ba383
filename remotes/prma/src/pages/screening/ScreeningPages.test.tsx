import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { ScreeningHit, ScreeningRunDetail, ScreeningRunRow } from '@esee/contracts';
import { ListsTab } from './ListsTab';
import ScreeningPage from './ScreeningPage';
import ScreeningRunPage from './ScreeningRunPage';

vi.setConfig({ testTimeout: 30_000 });

const api = vi.hoisted(() => ({
  detail: vi.fn(),
  compare: vi.fn(),
  runs: vi.fn(),
  lists: vi.fn(),
  grey: vi.fn(),
  removeGrey: vi.fn(async () => null),
}));
vi.mock('../../api/screening', () => ({ screeningApi: api }));

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

const hit = (n: number, match: ScreeningHit['match'] = 'record'): ScreeningHit => ({
  key: `risk:P${n}`,
  subject: {
    id: `P${n}`,
    name: `测试人员${n}`,
    kind: 'person',
    role: '董监高（董事）',
    ofName: '测试甲有限公司',
    creditCode: null,
  },
  source: match === 'record' ? 'risk' : 'grey',
  match,
  listName: match === 'record' ? '风险记录' : '灰名单',
  entryName: `测试人员${n}`,
  entryCode: null,
  detail: '失信被执行人 1 条（最近 2026-05-01）',
  listedDate: null,
});

const row = (runId: number, previousRunId: number | null): ScreeningRunRow => ({
  runId,
  asOf: '2026-06-30',
  companies: ['测试甲有限公司'],
  createdBy: '分析员',
  createdAt: '2026-06-30 10:00',
  state: 'done',
  hitCount: 12,
  previousRunId,
});

const detail = (hits: ScreeningHit[], previousRunId: number | null = null): ScreeningRunDetail => ({
  run: row(8, previousRunId),
  progress: {
    runId: 8,
    state: 'done',
    progress: 1,
    stage: null,
    failureReason: null,
    startedBy: '分析员',
    createdAt: '2026-06-30 10:00',
    finishedAt: '2026-06-30 10:00',
  },
  snapshot: {
    runId: 8,
    asOf: '2026-06-30',
    screenedAt: '2026-06-30 10:00:00',
    user: '分析员',
    ruleVersion: 'screening-rules-1',
    lists: [],
    greyVersion: 1,
    greyCount: 1,
    inputs: [{ entId: 'E1', name: '测试甲有限公司', creditCode: null }],
    subjectCount: 13,
    hits,
  },
  snapshotSha256: 'a'.repeat(64),
  pdfSha256: 'b'.repeat(64),
});

const dataRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];

function render(page: ReactNode, at = '/apps/prma/screening') {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root!.render(<MemoryRouter initialEntries={[at]}>{page}</MemoryRouter>));
}
const open = () => render(<ScreeningRunPage />, '/apps/prma/screening/run?runId=8');
const cells = (tr: HTMLElement) => [...tr.querySelectorAll('td')].map((td) => td.textContent);

it("a run's hits page by ten in the product's table, how each matched kept at the right", async () => {
  api.detail.mockResolvedValue(detail([hit(0, 'code'), ...Array.from({ length: 11 }, (_, i) => hit(i + 1))]));
  open();
  const table = await find(() => document.querySelector<HTMLElement>('[data-testid="screening-hits"]'));
  expect(table.dataset.total).toBe('12');
  const rows = dataRows(table);
  expect(rows).toHaveLength(10);
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  expect(heads.at(-1)).toBe('匹配方式');
  expect(rows[0]!.textContent).toContain('测试人员0（个人）');
  expect(rows[0]!.querySelector('td:last-child')!.textContent).toBe('代码/证件号一致');
  expect(rows[0]!.querySelector('td:last-child')!.className).toContain('ant-table-cell-fix');
  expect(table.querySelector('.ant-pagination')?.textContent).toContain('共 12 条');
});

it('a run without hits says so, and a re-run lists the hits added since the run it repeats', async () => {
  api.detail.mockResolvedValue(detail([], 7));
  api.compare.mockResolvedValue({
    base: row(7, null),
    run: row(8, 7),
    added: [hit(1, 'name')],
    removed: [],
    changed: [],
    unchanged: 0,
  });
  open();
  const hits = await find(() =>
    document.querySelector<HTMLElement>('[data-testid="screening-hits"] [data-testid="empty-state"]'),
  );
  expect(hits.textContent).toContain('未发现命中');
  const added = await find(() => document.querySelector<HTMLElement>('[data-testid="screening-added"]'));
  expect(dataRows(added).map((r) => r.querySelector('td')!.textContent)).toEqual(['测试人员1（个人）']);
  expect(api.compare).toHaveBeenCalledWith(8, 7);
});

it('筛查记录 pages the runs from the server, the state and 查看 kept at the right', async () => {
  api.runs.mockResolvedValue({ total: 11, list: [row(8, 7), { ...row(9, null), state: 'running', hitCount: null }] });
  render(<ScreeningPage />);
  const table = await find(() => document.querySelector<HTMLElement>('[data-testid="screening-runs"][data-total]'));
  expect(api.runs).toHaveBeenCalledWith(1);
  const [done, running] = dataRows(table);
  expect(cells(done!)).toEqual([
    '8',
    '测试甲有限公司',
    '2026-06-30',
    '12',
    '分析员',
    '2026-06-30 10:00',
    '已完成',
    '查看',
  ]);
  expect(cells(running!).slice(3)).toEqual(['-', '分析员', '2026-06-30 10:00', '筛查中', '查看']);
  const state = done!.querySelectorAll('td')[6]!;
  expect(state.className).toContain('ant-table-cell-fix');
  expect(table.querySelector('.ant-pagination')?.textContent).toContain('共 11 条');
});

it('名单管理 lists the loaded lists and the grey list, an entry 移出 from its row', async () => {
  api.lists.mockResolvedValue([
    {
      listName: '制裁名单',
      version: 2,
      entryCount: 120,
      fileName: '制裁名单.xlsx',
      loadedBy: '分析员',
      loadedAt: '2026-06-29 09:00',
    },
  ]);
  api.grey.mockResolvedValue([
    {
      id: 5,
      name: '测试乙有限公司',
      kind: 'company',
      idCode: null,
      reason: '',
      addedBy: '分析员',
      addedAt: '2026-06-29 10:00',
    },
  ]);
  render(<ListsTab />);
  const lists = await find(() =>
    document.querySelector<HTMLElement>('[data-testid="screening-lists"] tbody tr.ant-table-row'),
  );
  expect(cells(lists)).toEqual(['制裁名单', '第2版', '120', '制裁名单.xlsx', '分析员', '2026-06-29 09:00']);
  const grey = await find(() =>
    document.querySelector<HTMLElement>('[data-testid="screening-grey"] tbody tr.ant-table-row'),
  );
  expect(cells(grey)).toEqual(['测试乙有限公司', '企业', '-', '-', '分析员', '2026-06-29 10:00', '移出']);
  api.grey.mockResolvedValue([]);
  act(() => grey.querySelector<HTMLElement>('td:last-child a')!.click());
  const confirm = await find(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-popconfirm button')].find(
      (b) => b.textContent === '移 出' || b.textContent === '移出',
    ),
  );
  act(() => confirm.click());
  const empty = await find(() =>
    document.querySelector<HTMLElement>('[data-testid="screening-grey"] [data-testid="empty-state"]'),
  );
  expect(empty.textContent).toContain('灰名单为空');
  expect(api.removeGrey).toHaveBeenCalledWith(5);
});
