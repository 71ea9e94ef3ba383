import { ConditionSearchExportParamsSchema, type Conditions, type ConditionSort } from '@esee/contracts';
import type { ExportSource } from '../../../core/exportSources';
import { PROSPECT_COLUMNS } from '../../../core/prospects/exportColumns';
import { exportParamsCheck } from '../../../core/prospects/exportParams';
import { conditionLabels } from '../../../core/prospects/labels';
import type { Prospects } from '../../../core/prospects/prospectIndex';
import { ConditionSearch } from './search';

/** Checked as the search's own body is. */
const checkParams = exportParamsCheck(ConditionSearchExportParamsSchema);

const HEADER = [...PROSPECT_COLUMNS.header, '科技标签', '风险记录数', '本行客户'];

/** 条件找客's result as an export source: the same search as the page's table, in the same order. */
export const conditionSearchExport = (prospects: Prospects): ExportSource => ({
  title: '条件找客',
  rights: ['marketing:search:condition', 'app:cba:marketing:conditionsSearch'],
  async plan(db, user, params, today) {
    checkParams(params);
    const conditions = params.conditions as Conditions;
    const snapshot = { conditions, ...(params.sort ? { sort: params.sort } : {}) };
    const search = await ConditionSearch.run(db, prospects, conditions, { today, instId: user.instId });
    return { params: snapshot, filters: conditionLabels(conditions), rowCount: search.total };
  },
  async rows(db, params, scope, limit) {
    const search = await ConditionSearch.run(db, prospects, params.conditions as Conditions, scope);
    const list = await search.page(params.sort as ConditionSort | undefined, { offset: 0, limit });
    return {
      header: HEADER,
      widths: [...PROSPECT_COLUMNS.widths, 24, 10, 10],
      rows: list.map((p) => [
        ...PROSPECT_COLUMNS.cells(p),
        p.techTags.join('、'),
        p.riskCount,
        p.isCustomer ? '是' : '否',
      ]),
    };
  },
});
