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
  'remotes/cba/src/pages/newEnt/NewEntPage.tsx':
    'a prospecting page: a labelled panel of filters (成立时间, 地区, 行业, 规模) over a summary with its charts, ' +
    'the list in a card of its own with sorting, 加入项目 and 导出',
  'remotes/cba/src/pages/news/PublicsenPage.tsx':
    "a news dashboard: the filters drive the sentiment trend chart first, the articles' table under it",
  'remotes/iba/src/pages/news/PublicsenPage.tsx':
    'a news dashboard: a project or company is picked first, then its sentiment summary and trend chart over the articles',
  'remotes/iba/src/pages/overseas/EntAbroadListPage.tsx':
    'two views under one title, switched above the filters: the search of overseas companies and the reverse look-up ' +
    'from a domestic company, each with filters of its own',
  'remotes/iba/src/pages/supervision/ReviewListPage.tsx':
    "tabs under the title (项目列表, 问询问题库, 审核时长统计): the filters belong to the first tab's list, not the page",
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

/**
 * A filter bar drawn here: `FilterBar`, a page's own filter bar or card (`NewEntFilterBar`, `XFilters`), or a card
 * or line of inputs named as the filters (`data-testid="…-filters"`).
 */
const drawsFilters = (text: string) =>
  // An element, not a type argument (`useFilters<Filters>()`).
  /(?<![\w.])<\w*(?:FilterBar|FilterCard|Filters)[\s>/]/.test(text) ||
  /<(?:Card|Space)\b[^>]*data-testid="[\w-]*filters"/.test(text);

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
