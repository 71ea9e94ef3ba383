import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@esee/contracts';
import { usePageTitle } from './usePageTitle';

function Titled({ title, fallback, children }: { title?: string; fallback?: boolean; children?: ReactNode }) {
  usePageTitle(title, { fallback });
  return <>{children}</>;
}

describe('usePageTitle', () => {
  afterEach(cleanup);

  it("shows a page's own title over the shell's fallback, and the fallback once the page is gone", () => {
    const { rerender } = render(
      <Titled title="企业与项目" fallback>
        <Titled title="股权穿透图" />
      </Titled>,
    );
    expect(document.title).toBe(`股权穿透图 - ${PRODUCT_NAME}`);
    rerender(<Titled title="企业与项目" fallback />);
    expect(document.title).toBe(`企业与项目 - ${PRODUCT_NAME}`);
  });

  it("lets the shell's menu entry (not a fallback) name the page over the page's own title", () => {
    render(
      <Titled title="企业关系核查">
        <Titled title="关系发现" />
      </Titled>,
    );
    expect(document.title).toBe(`企业关系核查 - ${PRODUCT_NAME}`);
  });

  it('shows the product alone when nothing is named', () => {
    render(<Titled />);
    expect(document.title).toBe(PRODUCT_NAME);
  });
});
