import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import type { DerivedAlertEvidence } from '@esee/contracts';
import { DerivedEvidence } from './DerivedEvidence';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const person = { id: 'P1', kind: 'P' as const, name: '张三' };
const middle = { id: 'E2', kind: 'C' as const, name: '测试中间有限公司' };
const target = { id: 'E1', kind: 'C' as const, name: '测试目标有限公司' };
const owners = (share: number | null) => ({
  rule: 'ownership' as const,
  threshold: 0.25,
  inclusive: false,
  owners:
    share === null
      ? []
      : [{ person, share, paths: [{ entities: [person, middle, target], ratios: [0.62, 0.5], share }] }],
});
const evidence = (records: DerivedAlertEvidence['records']): DerivedAlertEvidence => ({
  kind: 'beneficialOwners',
  before: owners(null),
  after: owners(0.31),
  changes: [{ entity: person, before: null, after: 0.31 }],
  records,
  loads: [{ id: 3, loadedAt: '2026-06-29 08:00' }],
});

function render(value: DerivedAlertEvidence): HTMLElement {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root!.render(<DerivedEvidence evidence={value} />));
  return document.querySelector<HTMLElement>('[data-testid="derived-records"]')!;
}

it("lists a derived alert's source records by the column dictionary: the share in percent, the day, the company linked", () => {
  const table = render(
    evidence([
      {
        holderId: 'P1',
        holderName: '张三',
        companyId: 'E2',
        companyName: '测试中间有限公司',
        ratio: 0.62,
        subscribedDate: '2026-06-29',
      },
      {
        holderId: 'E2',
        holderName: '测试中间有限公司',
        companyId: 'E1',
        companyName: '测试目标有限公司',
        ratio: 0.5,
        subscribedDate: null,
      },
    ]),
  );
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  expect(heads).toEqual(['股东', '被持股企业', '持股比例', '认缴出资日期']);
  const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
  expect(rows).toEqual([
    ['张三', '测试中间有限公司', '62.00%', '2026-06-29'],
    ['测试中间有限公司', '测试目标有限公司', '50.00%', '-'],
  ]);
  const company = table.querySelector<HTMLAnchorElement>('tbody tr.ant-table-row a');
  expect(company?.textContent).toBe('测试中间有限公司');
  expect(company?.getAttribute('href')).toContain('E2');
});

it('says the records are gone from the register when none is left', () => {
  const table = render(evidence([]));
  expect(table.querySelector('[data-testid="empty-state"]')?.textContent).toContain('路径上的持股记录已不在登记中');
  expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(0);
});
