import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CompanySearchSource,
  GraphEntity,
  GraphSource,
  PenetrationDirection,
  PenetrationResult,
} from '@esee/contracts';
import { companyGraphRoutes } from '@esee/graph-views';

// The graph page is a lazy module: its first load takes a while on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
// G6 draws nothing in happy-dom: the canvas is left out, the node list beside it shows what a person reads.
vi.mock('../../../shared/graph-views/src/GraphCanvas', async () => {
  const { forwardRef } = await import('react');
  return { GraphCanvas: forwardRef(() => <div data-testid="graph-canvas" />) };
});

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
/** Waits on a state, not on a time: React's work is flushed tick by tick until `check` holds (the test's timeout bounds it). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await act(() => new Promise((r) => setTimeout(r, 20)));
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const c = (id: string): GraphEntity => ({ id, kind: 'C', name: `${id}公司` });
const p = (id: string): GraphEntity => ({ id, kind: 'P', name: id });

/** 11 shareholders and no investments: 张三 60% directly, 乙公司 40% directly, 李四 half of 乙公司 (20% indirectly). */
const upward: PenetrationResult = {
  direction: 'up',
  counts: { holders: 11, holdings: 0 },
  root: {
    entity: c('甲'),
    share: 1,
    children: [
      { entity: p('张三'), ratio: 0.6, share: 0.6, holding: '直接持股', hops: 1, pathShare: 0.6, children: [] },
      {
        entity: c('乙'),
        ratio: 0.4,
        share: 0.4,
        holding: '直接持股',
        hops: 1,
        pathShare: 0.4,
        children: [
          { entity: p('李四'), ratio: 0.5, share: 0.2, holding: '间接持股', hops: 2, pathShare: 0.2, children: [] },
        ],
      },
    ],
  },
  cut: { cycles: 0, depthReached: false, nodeLimitReached: false, timeLimitReached: false },
  nodes: 4,
};
const downward: PenetrationResult = { ...upward, direction: 'down', root: { ...upward.root, children: [] }, nodes: 1 };

async function openStockRight() {
  const asked: (PenetrationDirection | undefined)[] = [];
  const source = {
    stockRight: async (_entId: string, direction: PenetrationDirection | undefined) => {
      asked.push(direction);
      return direction === 'down' ? downward : upward;
    },
    card: async () => ({ id: '甲', kind: 'C', name: '甲公司' }),
  } as unknown as GraphSource;
  const companySearch = { suggest: async () => [] } as unknown as CompanySearchSource;
  const router = createMemoryRouter(companyGraphRoutes('/EntCharts', { source, companySearch }), {
    initialEntries: ['/EntCharts/stock-right?entId=甲'],
  });
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root!.render(<RouterProvider router={router} />));
  return asked;
}

const nodeTexts = () => [...(byTestId('graph-node-list')?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
const directions = () => byTestId('stock-direction')!;

describe('股权穿透图', () => {
  it('opens on the shareholders of a company without investments, labelled 直接持股 and 间接持股 by path', async () => {
    const asked = await openStockRight();
    await until(() => nodeTexts().length === 4);
    // No direction asked: the server's choice is shown, with both counts.
    expect(asked).toEqual([undefined]);
    expect(directions().querySelector('.ant-segmented-item-selected')?.textContent).toBe('向上：股东（11）');
    expect(directions().textContent).toContain('向下：对外投资（0）');
    expect(nodeTexts()).toEqual([
      '甲公司',
      '张三 · 直接持股 60.00%',
      '乙公司 · 直接持股 40.00%',
      '李四 · 间接持股 20.00%',
    ]);
    expect(byTestId('graph-summary')!.textContent).toContain('无对外投资，已显示股东');
  });

  it('says there are no investments when the user turns down, and how many shareholders there are', async () => {
    const asked = await openStockRight();
    await until(() => nodeTexts().length === 4);
    const down = [...directions().querySelectorAll('label')].find((l) => l.textContent === '向下：对外投资（0）')!;
    await act(async () => down.click());
    await until(() => nodeTexts().length === 1);
    expect(asked).toEqual([undefined, 'down']);
    expect(byTestId('graph-summary')!.textContent).toContain('无对外投资，可切换“向上：股东”查看11个股东');
  });
});
