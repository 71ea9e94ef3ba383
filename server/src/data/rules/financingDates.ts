import { isRealDay } from '@esee/contracts';
import { text, type ConsistencyRule } from './rule';

/**
 * A financing round (融资事件, a `financing` record) is dated — the day it was disclosed — and no earlier than the
 * company's founding: a round is a capital increase of the company (公司法 (2023) 第二百二十八条), which cannot come
 * before the company exists.
 */
export const financingDatesRule: ConsistencyRule = {
  key: 'financingDates',
  title: '融资事件有日期，且不早于企业成立',
  files: ['records'],
  check(_file, row, ctx) {
    if (row.kind !== 'financing') return null;
    const date = text(row.date);
    if (!date || !isRealDay(date)) return [`融资事件（${String(row.round ?? '轮次未知')}）没有有效的披露日期`];
    const est = ctx.company(String(row.companyId))?.estDate;
    return est && date < est ? [`融资事件日期 ${date} 早于企业成立日期 ${est}`] : [];
  },
};
