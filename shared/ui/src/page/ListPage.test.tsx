import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ListPage } from './ListPage';

afterEach(cleanup);

it('draws the title with its extra, the line under it, the filters on their lines, then the table', () => {
  render(
    <ListPage
      title="园区找客"
      extra={<a href="/map">地图查看</a>}
      intro={<p>数据截至 2026-11-30</p>}
      filterRows={[<input key="k" aria-label="名称" />, <span key="d">发布日期</span>]}
      filtersTestId="filters"
      testId="page"
    >
      <table data-testid="table" />
    </ListPage>,
  );
  const page = screen.getByTestId('page');
  expect(page.querySelector('h4')?.textContent).toBe('园区找客');
  expect(screen.getByText('地图查看')).toBeTruthy();
  const filters = screen.getByTestId('filters');
  expect(filters.querySelectorAll('.ant-space-vertical > .ant-space-item')).toHaveLength(2);
  // In the order a person reads them: title, line, filters, table.
  const order = [
    page.querySelector('h4'),
    screen.getByText('数据截至 2026-11-30'),
    filters,
    screen.getByTestId('table'),
  ];
  order.slice(1).forEach((el, i) => {
    expect(order[i]!.compareDocumentPosition(el!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

it('loads the filter card until the choices come, and offers 重新刷新 when they could not be had', () => {
  let reloads = 0;
  const reload = () => reloads++;
  const { rerender } = render(
    <ListPage title="融资事件" filters={<span>融资轮次</span>} options={{ status: 'loading', reload }}>
      <table />
    </ListPage>,
  );
  expect(document.querySelector('.ant-card-loading')).not.toBeNull();
  expect(screen.queryByText('融资轮次')).toBeNull();

  rerender(
    <ListPage title="融资事件" filters={<span>融资轮次</span>} options={{ status: 'failed', reload }}>
      <table />
    </ListPage>,
  );
  fireEvent.click(screen.getByText('重新刷新'));
  expect(reloads).toBe(1);

  rerender(
    <ListPage title="融资事件" filters={<span>融资轮次</span>} options={{ status: 'ok', reload }}>
      <table />
    </ListPage>,
  );
  expect(screen.getByText('融资轮次')).toBeTruthy();
});

it('draws a labelled panel of filters as the page lays it out, the card loading until its choices come', () => {
  const reload = () => undefined;
  const panel = (
    <div data-testid="panel">
      <div>成立时间</div>
      <div>所属地区</div>
    </div>
  );
  const { rerender } = render(
    <ListPage title="新成立企业" filterPanel={undefined} options={{ status: 'loading', reload }} filtersTestId="f">
      <table />
    </ListPage>,
  );
  // The choices are on their way: the card is there, loading.
  expect(screen.getByTestId('f').classList.contains('ant-card-loading')).toBe(true);

  rerender(
    <ListPage title="新成立企业" filterPanel={panel} options={{ status: 'ok', reload }} filtersTestId="f">
      <table />
    </ListPage>,
  );
  // In the card as it is: no line of the filter bar around it.
  expect(screen.getByTestId('panel').parentElement?.classList.contains('ant-card-body')).toBe(true);
  expect(screen.getByTestId('f').querySelector('.ant-space')).toBeNull();
});
