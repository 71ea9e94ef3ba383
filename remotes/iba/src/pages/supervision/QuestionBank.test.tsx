import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupervisionType } from '@esee/contracts';
import { QuestionBank } from './QuestionBank';

/*
 * Issue 36: the question bank's board filter offers the boards of the review type by the review rules — a bond is
 * on its exchange's bond market (上交所, 深交所), never on a stock board such as 深主板.
 */

vi.mock('../../api/supervision', () => ({
  supervisionApi: () => ({ questions: vi.fn(() => Promise.resolve({ total: 0, topics: [], list: [] })) }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

/** The board filter's choices, as a person opening it sees them. */
async function boardChoices(type: SupervisionType): Promise<string[]> {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <App>
        <MemoryRouter>
          <QuestionBank type={type} />
        </MemoryRouter>
      </App>,
    ),
  );
  const select = document.querySelector<HTMLElement>('[data-testid="question-board-filter"]')!;
  const selector = select.querySelector('.ant-select-selector') ?? select;
  await act(async () => void selector.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  await settle();
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
}

describe('问询问题库 board filter', () => {
  it('offers a bond’s exchanges, not the stock boards', async () => {
    expect(await boardChoices('bond')).toEqual(['上交所', '深交所']);
  }, 30_000);

  it('offers an IPO’s stock boards', async () => {
    expect(await boardChoices('auditMind')).toEqual(['沪主板', '科创板', '深主板', '创业板', '北交所']);
  }, 30_000);
});
