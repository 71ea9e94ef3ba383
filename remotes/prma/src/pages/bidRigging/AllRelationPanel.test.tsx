import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { BidRiggingResult } from '@esee/contracts';
import { AllRelationPanel } from './AllRelationPanel';

vi.setConfig({ testTimeout: 30_000 });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

it('围串标核查 finds no link between two bidders and names the fund it left out, with its reason and stakes', () => {
  const result: BidRiggingResult = {
    tenderId: null,
    projectName: '测试项目',
    tenderDate: '2026-11-22',
    bidders: [
      { entId: 'E1', name: '测试甲智能科技有限公司', creditCode: null, price: null },
      { entId: 'E2', name: '测试乙生物医药有限公司', creditCode: null, price: null },
    ],
    unmatched: [],
    pairs: [],
    level: 'none',
    linkedPairs: 0,
    clusters: [],
    excludedHubs: [{ id: 'F1', name: '测试云杉一期产业投资合伙企业(有限合伙)', reason: '基金，持股 6%、8%' }],
    nearMisses: [],
    nearMissTotal: 0,
    weights: {},
  };
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(<AllRelationPanel result={result} />));
  expect(host.querySelector('[data-testid="bid-hubs"]')!.textContent).toBe(
    '已排除的枢纽节点（非经营性关联不作为串标依据）：测试云杉一期产业投资合伙企业(有限合伙)（基金，持股 6%、8%）',
  );
});

it("shows a pair's evidence with its path, records and dates and the article quoted, and the near misses with why", () => {
  const record = (companyName: string, text: string, date: string, dateLabel: string) => ({
    kind: 'shareholding',
    kindTitle: '股东信息',
    id: null,
    companyId: null,
    companyName,
    date,
    dateLabel,
    text,
    amount: null,
    caseNo: null,
  });
  const result: BidRiggingResult = {
    tenderId: null,
    projectName: '测试项目',
    tenderDate: '2026-10-01',
    bidders: [
      { entId: 'E1', name: '测试甲建设有限公司', creditCode: null, price: null },
      { entId: 'E2', name: '测试乙工程有限公司', creditCode: null, price: null },
    ],
    unmatched: [],
    pairs: [
      {
        a: 0,
        b: 1,
        score: 60,
        level: 'medium',
        evidence: [
          {
            signal: 'commonHolder',
            name: '共同股东（各持股5%以上）',
            tier: 'strong',
            weight: 60,
            detail: '共同股东 李测二（测试甲建设有限公司 60.00%，测试乙工程有限公司 45.00%）',
            basis: '关联关系线索',
            via: null,
            endedOn: null,
            note: null,
            records: [record('测试甲建设有限公司', '李测二 持股 60.00%', '2018-04-02', '认缴出资日期')],
            paths: [
              {
                entities: [
                  { id: 'P2', kind: 'P', name: '李测二' },
                  { id: 'E1', kind: 'C', name: '测试甲建设有限公司' },
                ],
                ratios: [0.6],
                share: 0.6,
              },
            ],
            articles: [{ citation: '《招标投标法实施条例》第三十九条', text: '禁止投标人相互串通投标。' }],
          },
        ],
      },
    ],
    level: 'medium',
    linkedPairs: 1,
    clusters: [[0, 1]],
    excludedHubs: [],
    nearMisses: [
      {
        a: 0,
        b: 1,
        signal: 'commonHolder',
        name: '共同股东（各持股5%以上）',
        detail: '共同股东 张测一（测试甲建设有限公司 4.90%，测试乙工程有限公司 30.00%）',
        reason: '在测试甲建设有限公司持股4.90%，未达5.00%',
        records: [record('测试甲建设有限公司', '张测一 持股 4.90%', '2019-05-01', '认缴出资日期')],
      },
    ],
    nearMissTotal: 1,
    weights: {},
  };
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(<AllRelationPanel result={result} />));
  const text = (id: string) => host.querySelector(`[data-testid="${id}"]`)!.textContent;
  expect(text('bid-paths')).toBe('路径：李测二 →60.00%→ 测试甲建设有限公司');
  expect(text('bid-records')).toContain('李测二 持股 60.00%');
  expect(text('bid-records')).toContain('2018-04-02（认缴出资日期）');
  expect(text('bid-articles')).toContain('《招标投标法实施条例》第三十九条');
  expect(text('bid-articles')).toContain('禁止投标人相互串通投标');
  // The near misses fold under their count and open on a click.
  expect(text('bid-near-misses')).toContain('已核查未计入的关联（1）');
  act(() => (host.querySelector('[data-testid="bid-near-misses"] .ant-collapse-header') as HTMLElement).click());
  expect(text('bid-near-misses-table')).toContain('在测试甲建设有限公司持股4.90%，未达5.00%');
  expect(text('bid-near-misses-table')).toContain('2019-05-01（认缴出资日期）');
});
