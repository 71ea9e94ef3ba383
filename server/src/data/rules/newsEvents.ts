import { isRealDay, newsParagraphs } from '@esee/contracts';
import { text, type ConsistencyRule } from './rule';

/** The fewest paragraphs of a body: a lead, what happened, and who the company is. */
export const MIN_NEWS_PARAGRAPHS = 3;

/**
 * A news item (a `news` record) that reports an event is published on or after it: its `eventDate` (the day of the
 * execution, penalty, change or review step it reports) is not after the item's day, and for an IPO's news
 * (`reviewId`) that day is one of the item's days in reviews.jsonl (accepted, a milestone, an inquiry letter or its
 * reply) when the set brings the item. A body (`content`), when given, is a text of at least three paragraphs
 * separated by blank lines; a vendor may leave it out (the page shows the summary).
 * Source: 《新闻出版署关于严格新闻出版管理的通知》 and the press's own practice (新闻要素 时间、地点、人物、事件) — a report follows
 * what it reports; the exchanges publish each review step on their sites the day it happens
 * (《股票发行上市审核规则》(2023) 第十二条, 信息公开).
 */
export const newsEventsRule: ConsistencyRule = {
  key: 'newsEvents',
  title: '新闻不早于所报道的事件，正文分段完整',
  files: ['records'],
  check(_file, row, ctx) {
    if (row.kind !== 'news') return null;
    const problems: string[] = [];
    if (row.content !== undefined && row.content !== null) {
      const count = typeof row.content === 'string' ? newsParagraphs(row.content).length : 0;
      if (count < MIN_NEWS_PARAGRAPHS) problems.push(`新闻正文只有 ${count} 段，应至少 ${MIN_NEWS_PARAGRAPHS} 段（段落之间空一行）`);
    }
    const event = text(row.eventDate);
    const day = text(row.date);
    if (row.eventDate !== undefined && row.eventDate !== null && !(event && isRealDay(event))) problems.push(`eventDate ${String(row.eventDate)} 不是有效日期`);
    else if (event && day && day < event) problems.push(`新闻日期 ${day} 早于其报道的事件日期 ${event}`);
    const reviewId = text(row.reviewId);
    const days = reviewId ? ctx.reviewDays?.(reviewId) : undefined;
    if (event && days && !days.has(event)) problems.push(`审核项目 ${reviewId} 在 ${event} 没有审核事项（受理、问询、回复或状态变更）`);
    return problems;
  },
};
