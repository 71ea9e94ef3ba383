import {
  NEW_ENT_DEFAULT_WINDOW,
  NEW_ENT_PERMISSION,
  NEW_ENT_WINDOWS,
  NewEntExportParamsSchema,
  type NewEntFilters,
  type NewEntSort,
  yuanToWan,
} from '@esee/contracts';
import type { ExportSource } from '../../../core/exportSources';
import { exportParamsCheck } from '../../../core/prospects/exportParams';
import { conditionLabels } from '../../../core/prospects/labels';
import type { Prospects } from '../../../core/prospects/prospectIndex';
import { conditionsOf, NewEntSearch } from './query';

/** Checked as the list's own body is. */
const checkParams = exportParamsCheck(NewEntExportParamsSchema);

const HEADER = [
  '企业名称',
  '成立日期',
  '注册资本（万元）',
  '币种',
  '法定代表人',
  '登记状态',
  '企业类型',
  '所属行业',
  '所属地区',
  '住所',
  '联系电话',
  '本行客户',
];

interface Snapshot {
  filters: NewEntFilters;
  sort?: NewEntSort;
}

/**
 * 新成立企业's list as an export source: the same search and order as the page's table. The window is
 * resolved when the job is asked for and kept as its dates, so the file has the companies the user saw
 * whenever the worker writes it.
 */
export const newEntExport = (prospects: Prospects, today: () => string): ExportSource => ({
  title: '新成立企业',
  rights: [NEW_ENT_PERMISSION],
  async plan(db, user, params) {
    checkParams(params);
    const { filters, sort } = params.newEnt as Snapshot;
    const search = await NewEntSearch.run(db, prospects, filters, today(), user.instId);
    const { from, to } = search.span;
    const window = NEW_ENT_WINDOWS.find((w) => w.key === (filters.window ?? NEW_ENT_DEFAULT_WINDOW));
    const fixed: NewEntFilters = { ...filters, window: 'custom', dateFrom: from, dateTo: to };
    return {
      params: { newEnt: { filters: fixed, ...(sort ? { sort } : {}) } },
      filters: [
        `成立日期：${from} 至 ${to}${filters.dateFrom || !window ? '' : `（${window.label}）`}`,
        ...conditionLabels(conditionsOf(filters)),
      ],
      rowCount: search.total,
    };
  },
  async rows(db, params, scope, limit) {
    const { filters, sort } = params.newEnt as Snapshot;
    // The dates are fixed at planning: `today` plays no part in the replay.
    const search = await NewEntSearch.run(db, prospects, filters, scope.today, scope.instId);
    const list = await search.page(sort, 0, limit);
    return {
      header: HEADER,
      widths: [36, 12, 16, 8, 12, 10, 28, 24, 24, 40, 10, 10],
      rows: list.map((c) => [
        c.orgName,
        c.estDate,
        yuanToWan(c.regCapital),
        c.regCapitalCurrency,
        c.legalRep,
        c.status,
        c.orgType,
        c.industryName,
        c.region,
        c.address,
        c.hasPhone ? '有' : '无',
        c.isCustomer ? '是' : '否',
      ]),
    };
  },
});
