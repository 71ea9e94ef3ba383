import { reviewEraOf, reviewProductOf, reviewStageOf, type ReviewStage } from '@esee/contracts';
import type { ReviewRow } from '../format';
import type { ConsistencyRule } from './rule';

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** Stages an item reaches only after its inquiry is over: a meeting, a bond passed, registration. */
const AFTER_INQUIRY = new Set<ReviewStage>(['COMMITTEE', 'PASSED', 'REGISTRATION', 'REGISTERED', 'ISSUED']);
/** 二十个工作日, in calendar days with a holiday week in them. */
export const FIRST_INQUIRY_DAYS = 45;
/** The fewest days from acceptance to the meeting: 注册制 (the fastest IPOs met in under three weeks), 核准制. */
export const MIN_DAYS_TO_MEETING = { registration: 14, approval: 30 } as const;

/**
 * A review item's timeline is one a professional would believe: no document dated before the acceptance (the
 * 申报稿 is filed with the application, the 上会稿 after the inquiry, on or after its last reply); under 注册制 the first inquiry within twenty
 * working days of the acceptance; every inquiry round answered before the item goes on (meeting, bond approval,
 * registration); the meeting at least two weeks (注册制) or a month (核准制) after the acceptance.
 * Sources: 《上海证券交易所科创板股票发行上市审核规则》(2019) 第二十七条 and the 2023 《股票发行上市审核规则》 of the
 * SSE and SZSE (首轮审核问询 within 二十个工作日 of the acceptance; the issuer answers before the review goes on);
 * 《首次公开发行股票注册管理办法》(2023) 第二十二条 (the exchange's 审核 by inquiry, then its 上市委); the 发审委 practice
 * under 核准制 (反馈意见 answered before 预先披露更新 and the meeting).
 */
export const reviewTimelineRule: ConsistencyRule = {
  key: 'reviewTimeline',
  title: '审核时间线有序、时长合理',
  files: ['reviews'],
  check(_file, row) {
    const r = row as unknown as ReviewRow;
    if (!Array.isArray(r.milestones) || !Array.isArray(r.files) || !Array.isArray(r.letters)) return null;
    const problems: string[] = [];
    for (const f of r.files) if (f.date < r.acceptedDate) problems.push(`文件「${f.name}」日期 ${f.date} 早于受理日期 ${r.acceptedDate}`);
    const product = reviewProductOf(r.reviewType, r.title);
    const era = reviewEraOf(product, r.board, r.acceptedDate);
    const onward = r.milestones.find((m) => AFTER_INQUIRY.has(reviewStageOf(r, m.label)));
    if (onward)
      for (const l of r.letters)
        if (l.replyDate === null || l.replyDate > onward.date)
          problems.push(`第 ${l.round} 轮问询${l.replyDate ? `于 ${l.replyDate} 才回复` : '未回复'}，但审核已于 ${onward.date} 进入「${onward.label}」`);
    const replies = r.letters.flatMap((l) => (l.replyDate ? [l.replyDate] : []));
    const lastReply = replies.length ? replies.reduce((a, b) => (a > b ? a : b)) : null;
    for (const f of r.files)
      if (lastReply && f.name.includes('上会稿') && f.date < lastReply)
        problems.push(`文件「${f.name}」日期 ${f.date} 早于最后一轮问询回复 ${lastReply}`);
    const stocks = product === 'ipo' || product === 'refinance' || product === 'merger';
    const first = r.letters[0];
    if (stocks && era === 'registration' && first && days(r.acceptedDate, first.date) > FIRST_INQUIRY_DAYS)
      problems.push(`首轮问询 ${first.date} 距受理 ${r.acceptedDate} 超过二十个工作日`);
    const meeting = r.milestones.find((m) => reviewStageOf(r, m.label) === 'COMMITTEE');
    if (stocks && meeting && (era === 'registration' || era === 'approval')) {
      const least = MIN_DAYS_TO_MEETING[era];
      if (days(r.acceptedDate, meeting.date) < least)
        problems.push(`从受理（${r.acceptedDate}）到「${meeting.label}」（${meeting.date}）不足 ${least} 天`);
    }
    return problems;
  },
};
