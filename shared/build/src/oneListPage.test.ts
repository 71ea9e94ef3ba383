import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/*
 * Every list page is `ListPage` of @esee/ui (issue 41): title, the line under it, the filter bar, the table, in
 * one layout, so that the pages of seven solutions look and behave as one product. A page file that draws a page
 * title and a filter bar itself is a list page that left the layout; the files that do and are no list page are
 * named here with why.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Page files that draw a title and filters of their own, and why they are not list pages. */
const NOT_A_LIST_PAGE: Record<string, string> = {
  'remotes/cba/src/pages/mapSearch/MapSearchPage.tsx':
    'a map: the filters choose the area drawn or picked on the map, the companies inside listed beside it',
  'remotes/iba/src/pages/supervision/ReviewListPage.tsx':
    "tabs under the title (项目列表, 问询问题库, 审核时长统计): the filters belong to the first tab's list, not the page",
  'remotes/monitor/src/pages/report/ReportPage.tsx':
    "a report: a group and a period choose what it covers, its figures and the period's events in three tables",
  'remotes/scs/src/pages/application/RelationMiningPage.tsx':
    "a mining report: guarantee circles and shell clusters first, the filters belong to the links' list under them",
};

function pageFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pageFiles(file);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
  });
}

/** A page heading drawn here: `PageTitle`, or antd's level-4 title that it stands for. */
const drawsTitle = (text: string) => /<PageTitle[\s>]/.test(text) || /<(?:Typography\.)?Title\s+level=\{4\}/.test(text);

/** A wrapping line that opens with a filter's control (its label before it, 情感 …): a filter bar by hand. */
const FILTER_LINE = new RegExp(
  String.raw`<Space\b[^>]*\bwrap\b[^>]*>\s*` +
    String.raw`(?:<Typography\.Text[^>]*>[^<]*</Typography\.Text>\s*)?` +
    String.raw`<(?:Select|FilterSelect|Input\.Search|KeywordSearch|Segmented|DatePicker|\w+FilterFields)\b`,
);

/**
 * A filter bar drawn here: `FilterBar`, a page's own filter bar or card (`NewEntFilterBar`, `XFilters`), a card
 * or line of inputs named as the filters (`data-testid="…-filters"`), or a wrapping line of filter controls.
 */
const drawsFilters = (text: string) =>
  // An element, not a type argument (`useFilters<Filters>()`).
  /(?<![\w.])<\w*(?:FilterBar|FilterCard|Filters)[\s>/]/.test(text) ||
  /<(?:Card|Space)\b[^>]*data-testid="[\w-]*filters"/.test(text) ||
  FILTER_LINE.test(text);

/** Whether a page file draws the parts of a list page itself instead of `ListPage`. */
function drawsOwnListLayout(text: string): boolean {
  return drawsTitle(text) && drawsFilters(text);
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const pages = () => [
  ...pageFiles(path.join(ROOT, 'shell/src')),
  ...readdirSync(path.join(ROOT, 'remotes')).flatMap((r) => pageFiles(path.join(ROOT, 'remotes', r, 'src/pages'))),
];
const offenders = () =>
  pages()
    .filter((file) => drawsOwnListLayout(readFileSync(file, 'utf8')))
    .map(relative);

it('finds every list page on ListPage: none draws its own title and filter bar', () => {
  expect(pages().length).toBeGreaterThan(200);
  expect(offenders().filter((f) => !(f in NOT_A_LIST_PAGE))).toEqual([]);
});

it('tells a page drawing its own title and filters from one on ListPage', () => {
  expect(drawsOwnListLayout('<PageTitle>融资事件</PageTitle>\n<FilterBar>{filters}</FilterBar>')).toBe(true);
  expect(drawsOwnListLayout('<Typography.Title level={4}>园区找客</Typography.Title>\n<OptionFilterCard>')).toBe(true);
  expect(drawsOwnListLayout('<PageTitle testId="t">舆情</PageTitle>\n<PublicsenFilters value={f} />')).toBe(true);
  // A line of controls by hand (监控动态, 舆情全文 before they were on ListPage).
  expect(drawsOwnListLayout('<PageTitle>监控动态</PageTitle>\n<Space wrap style={{}} key={n}>\n<Select')).toBe(true);
  const labelled = '<Space wrap align="center">\n<Typography.Text type="secondary">情感</Typography.Text>\n<Segmented';
  expect(drawsOwnListLayout(`<PageTitle>全文</PageTitle>\n${labelled}`)).toBe(true);
  // A wrapping line of links or tags is no filter bar.
  expect(drawsOwnListLayout('<PageTitle>关系挖掘</PageTitle>\n<Space wrap size={4}>\n<CompanyLink')).toBe(false);
  expect(drawsOwnListLayout('<ListPage title="机构查询" filters={<KeywordSearch />}>')).toBe(false);
  expect(drawsOwnListLayout('const [f, set] = useFilters<Filters>();\n<PageTitle>{name}</PageTitle>')).toBe(false);
  // A detail page's heading over a table without filters is no list page.
  expect(drawsOwnListLayout('<Typography.Title level={4}>{name}</Typography.Title>\n<DataTable />')).toBe(false);
  expect(drawsOwnListLayout('<Typography.Title level={5}>筛选</Typography.Title>\n<FilterBar />')).toBe(false);
});

it('names no file that no longer draws a list layout of its own', () => {
  const drawing = new Set(offenders());
  expect(Object.keys(NOT_A_LIST_PAGE).filter((f) => !drawing.has(f))).toEqual([]);
});
