import {
  ADV_SEARCH_PERMISSION,
  AdvSearchExportParamsSchema,
  type AdvSearchFilters,
  type ConditionSort,
  type FinanceFilters,
} from '@esee/contracts';
import type { ExportSource } from '../../../core/exportSources';
import { PROSPECT_COLUMNS } from '../../../core/prospects/exportColumns';
import { exportParamsCheck } from '../../../core/prospects/exportParams';
import { conditionLabels } from '../../../core/prospects/labels';
import type { Prospects } from '../../../core/prospects/prospectIndex';
import { AdvSearch } from './search';

/** Checked as the search's own body is. */
const checkParams = exportParamsCheck(AdvSearchExportParamsSchema);

/** The finance filters as the page's chips read them (`上市板块：科创板`), for the export list. */
export function financeLabels(f: FinanceFilters): string[] {
  const out: string[] = [];
  for (const b of f.boards ?? []) out.push(`上市板块：${b}`);
  for (const s of f.ipoStages ?? []) out.push(`IPO状态：${s}`);
  if (f.tutoring === false) out.push('未辅导备案');
  else if (f.tutoring || f.tutoringFrom || f.tutoringTo)
    out.push(
      f.tutoringFrom || f.tutoringTo
        ? `辅导备案：${f.tutoringFrom ?? '不限'} 至 ${f.tutoringTo ?? '不限'}`
        : '已辅导备案',
    );
  for (const s of f.sponsors ?? []) out.push(`保荐机构：${s}`);
  for (const r of f.latestRounds ?? []) out.push(`最新融资轮次：${r}`);
  if (f.jointStock !== undefined) out.push(f.jointStock ? '已股改' : '未股改');
  return out;
}

const HEADER = [
  ...PROSPECT_COLUMNS.header,
  '上市板块',
  '股票代码',
  'IPO状态',
  'IPO状态日期',
  '拟上市板块',
  '保荐机构',
  '辅导备案日期',
  '最新融资轮次',
  '最新融资日期',
];

/** 高级搜索's result as an export source: the same search as the page's table, in the same order. */
export const advSearchExport = (prospects: Prospects): ExportSource => ({
  title: '高级搜索',
  rights: [ADV_SEARCH_PERMISSION],
  async plan(db, user, params, today) {
    checkParams(params);
    const filters = { conditions: params.conditions, finance: params.finance } as AdvSearchFilters;
    const snapshot = { ...filters, ...(params.sort ? { sort: params.sort } : {}) };
    const search = await AdvSearch.run(db, prospects, filters, { today, instId: user.instId });
    return {
      params: snapshot,
      filters: [...conditionLabels(filters.conditions), ...financeLabels(filters.finance)],
      rowCount: search.total,
    };
  },
  async rows(db, params, scope, limit) {
    const filters = { conditions: params.conditions, finance: params.finance } as AdvSearchFilters;
    const search = await AdvSearch.run(db, prospects, filters, scope);
    const list = await search.page(params.sort as ConditionSort | undefined, { offset: 0, limit });
    return {
      header: HEADER,
      widths: [...PROSPECT_COLUMNS.widths, 10, 12, 12, 12, 12, 30, 12, 14, 12],
      rows: list.map((p) => [
        ...PROSPECT_COLUMNS.cells(p),
        p.board ?? '未上市',
        p.stockCode,
        p.ipoStage,
        p.ipoStageDate,
        p.ipoBoard,
        p.sponsor,
        p.tutoringDate,
        p.latestRound,
        p.latestRoundDate,
      ]),
    };
  },
});
