import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';
import type { PunishRecord } from '@esee/contracts';
import PunishPage from './PunishPage';

vi.setConfig({ testTimeout: 60_000 });
const api = vi.hoisted(() => ({ list: vi.fn(), summary: vi.fn(), searchParam: vi.fn(), recordDetail: vi.fn() }));
const openRecordDocument = vi.hoisted(() => vi.fn());
vi.mock('../../api/issuerRisk', () => ({ punishApi: api }));
vi.mock('../../api/recordDocument', () => ({ openRecordDocument }));

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const record = (recordId: string, kind: string, kindTitle: string): PunishRecord => ({
  recordId,
  kind,
  kindTitle,
  companyId: 'E1',
  issuer: '测试甲股份有限公司',
  date: '2024-05-06',
  authority: '中国证券监督管理委员会北京监管局',
  authorityClass: 'csrc',
  docNo: kind === 'penalty' ? '北京证监局行政监管措施决定书〔2024〕12号' : null,
  penaltyType: kind === 'penalty' ? '信息披露违规' : '被列入经营异常名录届满3年仍未履行相关义务的',
  content: kind === 'penalty' ? '采取出具警示函的行政监管措施' : null,
  amount: null,
  source: '证监会',
  reviews: [],
});

it('a 行政处罚 row opens its decision (查看原文) by the record’s id; a 严重违法 row has none', async () => {
  api.list.mockResolvedValue({
    total: 2,
    list: [record('R1', 'penalty', '行政处罚'), record('R2', 'seriousViolation', '严重违法')],
  });
  api.summary.mockResolvedValue({ total: 2, issuers: 1, fines: 0, byClass: [], years: [] });
  api.searchParam.mockResolvedValue({
    reviewGroups: [],
    boards: [],
    authorityClasses: [],
    authorities: [],
    penaltyTypes: [],
    kinds: [],
  });
  openRecordDocument.mockResolvedValue(undefined);
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <MemoryRouter initialEntries={['/investment/watch/punish']}>
        <App>
          <PunishPage />
        </App>
      </MemoryRouter>,
    ),
  );
  await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="punish-row"]').length).toBe(2));
  const links = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="record-document"]')];
  expect(links.map((a) => a.textContent)).toEqual(['查看原文']);
  expect(links[0]!.closest('tr')!.querySelector('[data-testid="punish-row"]')!.getAttribute('data-record')).toBe('R1');
  await act(async () => links[0]!.click());
  expect(openRecordDocument).toHaveBeenCalledWith('R1');
});
