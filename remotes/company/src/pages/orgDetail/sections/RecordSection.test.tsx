import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';
import { RECORD_KIND_BY_KEY, type EnterpriseInfo } from '@esee/contracts';
import { DetailContext } from '../detailContext';
import { RecordSection } from './RecordSection';

vi.setConfig({ testTimeout: 60_000 });
const api = vi.hoisted(() => ({ records: vi.fn(), recordDetail: vi.fn(), openDocument: vi.fn() }));
vi.mock('../../../api/company', () => ({ companyApi: api }));

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

const info = { entId: 'E1', name: '测试甲有限公司' } as EnterpriseInfo;

async function show(kind: string, list: Record<string, unknown>[]) {
  api.records.mockResolvedValue({ total: list.length, list });
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <MemoryRouter>
        <App>
          <DetailContext.Provider value={{ info, base: '/baseinfo/orgdetail', search: '' }}>
            <RecordSection entId="E1" kind={RECORD_KIND_BY_KEY.get(kind)!} count={list.length} />
          </DetailContext.Provider>
        </App>
      </MemoryRouter>,
    ),
  );
  await vi.waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBe(list.length));
  return [...document.querySelectorAll<HTMLButtonElement>('[data-testid="record-document"]')];
}

it('a 裁判文书 row opens its judgment (查看原文) beside 详情, by the record’s id', async () => {
  api.openDocument.mockResolvedValue(undefined);
  const links = await show('judgmentDocument', [
    { id: 'R1', title: '甲与乙买卖合同纠纷一审民事判决书', caseNo: '（2024）京0105民初1号', docType: '判决书' },
    { id: 'R2', title: '甲与丙租赁合同纠纷一审民事裁定书', caseNo: '（2024）京0105民初2号', docType: '裁定书' },
  ]);
  expect(links.map((a) => a.textContent)).toEqual(['查看原文', '查看原文']);
  const actions = links[1]!.closest('td')!.textContent;
  expect(actions).toContain('详情');
  await act(async () => links[1]!.click());
  expect(api.openDocument).toHaveBeenCalledWith('R2');
});

it('a 行政处罚 row opens its decision; a 开庭公告 row has no document', async () => {
  api.openDocument.mockResolvedValue(undefined);
  const links = await show('penalty', [{ id: 'R7', docNo: '京朝市监罚〔2024〕1号', content: '罚款1万元' }]);
  await act(async () => links[0]!.click());
  expect(api.openDocument).toHaveBeenCalledWith('R7');
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  expect(await show('courtNotice', [{ id: 'R8', caseNo: '（2024）京0105民初3号' }])).toEqual([]);
});

it('a 新闻舆情 item’s dialog shows the article’s paragraphs, not only its summary', async () => {
  const item = {
    id: 'R9',
    title: '测试甲发布新一代产品',
    source: '界面新闻',
    publishTime: '2026-04-24 17:50:00',
    sentiment: '中性',
    summary: '测试甲发布新一代产品。',
  };
  api.recordDetail.mockResolvedValue({
    ...item,
    companyName: info.name,
    content:
      '界面新闻记者 | 罗刚 北京市4月24日消息，测试甲发布新一代产品。\n\n据测试甲介绍，新产品性能更好。\n\n（本文来源：界面新闻）',
  });
  await show('news', [item]);
  const detail = [...document.querySelectorAll('a')].find((a) => a.textContent === '详情')!;
  await act(async () => detail.click());
  await vi.waitFor(() => expect(document.querySelector('[data-testid="record-article"]')).not.toBeNull());
  expect(api.recordDetail).toHaveBeenCalledWith('news', 'R9');
  const paragraphs = [...document.querySelectorAll('[data-testid="record-article-paragraph"]')];
  expect(paragraphs.map((p) => p.textContent)).toEqual([
    '界面新闻记者 | 罗刚 北京市4月24日消息，测试甲发布新一代产品。',
    '据测试甲介绍，新产品性能更好。',
    '（本文来源：界面新闻）',
  ]);
  expect(document.querySelector('[data-testid="record-detail"]')!.textContent).toContain('正文');
});
