import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';
import type { PersonSuggestions } from '@esee/contracts';
import { FamilyTiesText } from '../sameCustomer/SameCustomerPage';
import { PersonPicker } from './PersonPicker';

vi.setConfig({ testTimeout: 30_000 });

const api = vi.hoisted(() => ({ personSuggest: vi.fn() }));
vi.mock('../../api/review', () => ({ reviewApi: api }));

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
async function render(element: React.ReactElement) {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(<App>{element}</App>));
}
const wait = () => act(() => new Promise((r) => setTimeout(r, 50)));

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const twoOfAName: PersonSuggestions = {
  total: 2,
  list: [
    {
      personId: 'P1',
      name: '张伟',
      companyCount: 7,
      companies: [
        { entId: 'E1', name: '甲科技有限公司', posts: '法定代表人、持股60%' },
        { entId: 'E3', name: '丙投资有限公司', posts: '监事' },
      ],
    },
    { personId: 'P2', name: '张伟', companyCount: 1, companies: [{ entId: 'E2', name: '乙贸易有限公司' }] },
  ],
};

it('finds the people of a name with their companies and posts, and picks one by id, never the name', async () => {
  api.personSuggest.mockResolvedValue(twoOfAName);
  const onChange = vi.fn();
  await render(<PersonPicker onChange={onChange} testId="picker" />);
  const input = document.querySelector<HTMLInputElement>('[data-testid="picker"] input, input')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    input.focus();
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    setter.call(input, '张伟');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  for (let i = 0; i < 40 && !document.querySelector('.ant-select-item-option'); i++) await wait();
  expect(api.personSuggest).toHaveBeenCalledWith('张伟');
  const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
  expect(options.map((o) => o.textContent)).toEqual([
    '张伟（甲科技有限公司：法定代表人、持股60%；丙投资有限公司：监事 等7家）',
    '张伟（乙贸易有限公司）',
  ]);
  await act(async () => options[1]!.click());
  expect(onChange).toHaveBeenCalledWith('P2', expect.anything());
});

it('tells which maintained family ties the run used, and those it could not', async () => {
  await render(
    <FamilyTiesText
      ties={{
        used: [{ tieId: 1, personA: '王建国', personB: '李秀英', relation: '配偶', groups: ['王建国系'] }],
        unused: 2,
        unlinked: 1,
      }}
    />,
  );
  expect(document.querySelector('[data-testid="scs-run-family"]')!.textContent).toBe(
    '本次识别使用家族关系 1 条：王建国与李秀英（配偶）→ 王建国系；另有 2 条未连接本机构客户；1 条仅有姓名、未关联人员，未参与识别，请在数据维护中重新选择人员',
  );
});
