/**
 * 监管动态 (issue 36): which review stages an item may carry, by its board, its product (IPO, refinancing, M&A,
 * public bond, private bond) and its era (核准制 发审委, or 注册制 at the exchange, decided by the day it was
 * accepted), and the order of its timeline (受理 ≤ 问询 ≤ 回复 ≤ 上会 ≤ 注册). The generator writes its items from
 * these paths, the loader refuses a line breaking them, the list's stage filter lists the stages of its type.
 * The rules and their sources: docs/iba.md (审核阶段).
 */
import { normaliseReviewStatus, REVIEW_STAGES, type ReviewStage } from './reviewStatus';
import { BOND_BOARDS, SUPERVISION_BOARDS, type SupervisionType } from './supervision';

export type ReviewProduct = 'ipo' | 'refinance' | 'merger' | 'publicBond' | 'privateBond';
export const REVIEW_PRODUCT_NAMES: Record<ReviewProduct, string> = {
  ipo: '首发（IPO）',
  refinance: '再融资',
  merger: '并购重组',
  publicBond: '公开发行公司债券',
  privateBond: '非公开发行公司债券',
};

/** 核准制 (the CSRC's 发审委), 注册制 (the exchange reviews, the CSRC registers), 挂牌条件确认 (private bonds). */
export type ReviewEra = 'approval' | 'registration' | 'listing';
export const REVIEW_ERA_NAMES: Record<ReviewEra, string> = {
  approval: '核准制（发审委）',
  registration: '注册制',
  listing: '挂牌条件确认',
};

/**
 * The first day of 注册制 on each board (the day its registration rules took effect and the exchange began to
 * accept): 科创板 2019-03-01 (科创板首次公开发行股票注册管理办法（试行）), 创业板 2020-06-15 (创业板首次公开发行股票
 * 注册管理办法（试行）, in force 2020-06-12; the SZSE accepted from 06-15), 北交所 2021-11-15 (the BSE opened), 主板
 * 2023-02-17 (全面注册制: 首次公开发行股票注册管理办法). 科创板 and 北交所 had no board before.
 */
export const REGISTRATION_SINCE: Record<(typeof SUPERVISION_BOARDS)[number], string> = {
  科创板: '2019-03-01',
  创业板: '2020-06-15',
  北交所: '2021-11-15',
  沪主板: '2023-02-17',
  深主板: '2023-02-17',
};
/** Public corporate bonds are registered since the revised 证券法 (2019) took effect. */
export const BOND_REGISTRATION_SINCE = '2020-03-01';
/** Boards that opened with 注册制: nothing before that day. */
const OPENED_WITH_REGISTRATION = new Set(['科创板', '北交所']);

/**
 * A way through review: the stages in order, each with its labels; the labels of a stop at any point; the walk,
 * the labels an item goes through when nothing stops it (at the SSE; the SZSE says 新受理).
 */
interface Path {
  steps: [ReviewStage, string[]][];
  walk: string[];
  suspended: string[];
  terminated: string[];
}

const REGISTRATION_IPO: Path = {
  steps: [
    ['ACCEPTED', ['已受理', '新受理']],
    ['INQUIRY', ['已问询', '补充审核']],
    [
      'COMMITTEE',
      [
        '上市委会议通过',
        '上市委会议未通过',
        '有条件通过',
        '暂缓审议',
        '复审委会议通过',
        '复审委会议未通过',
        '上市委会议',
      ],
    ],
    ['REGISTRATION', ['提交注册', '不予注册']],
    ['REGISTERED', ['注册生效']],
    ['ISSUED', ['已发行']],
  ],
  walk: ['已受理', '已问询', '上市委会议通过', '提交注册', '注册生效'],
  suspended: ['中止', '中止（财报更新）', '中止（其他事项）'],
  terminated: ['终止', '终止（撤回）', '终止（审核不通过）', '终止（未在规定时限内回复）', '终止注册'],
};
const APPROVAL_IPO: Path = {
  steps: [
    ['ACCEPTED', ['已受理']],
    ['INQUIRY', ['反馈意见', '已反馈']],
    ['DECLARED', ['预先披露更新']],
    ['COMMITTEE', ['已通过发审会', '未通过发审会', '暂缓表决', '取消审核']],
    ['REGISTERED', ['核准']],
  ],
  walk: ['已受理', '反馈意见', '已反馈', '预先披露更新', '已通过发审会'],
  suspended: ['中止审查'],
  terminated: ['终止审查'],
};
const REGISTRATION_MERGER: Path = {
  steps: [
    ['ACCEPTED', ['已受理', '新受理']],
    ['INQUIRY', ['已问询']],
    ['COMMITTEE', ['重组委会议通过', '重组委会议未通过', '暂缓审议']],
    ['REGISTRATION', ['提交注册', '不予注册']],
    ['REGISTERED', ['注册生效']],
  ],
  walk: ['已受理', '已问询', '重组委会议通过', '提交注册', '注册生效'],
  suspended: REGISTRATION_IPO.suspended,
  terminated: REGISTRATION_IPO.terminated,
};
const APPROVAL_DEAL: Path = {
  steps: [
    ['ACCEPTED', ['已受理']],
    ['INQUIRY', ['反馈意见', '已反馈']],
    ['COMMITTEE', ['已通过发审会', '未通过发审会', '并购重组委会议通过', '并购重组委会议未通过', '暂缓表决']],
    ['REGISTERED', ['核准']],
  ],
  walk: ['已受理', '反馈意见', '已反馈', '已通过发审会', '核准'],
  suspended: ['中止审查'],
  terminated: ['终止审查'],
};
const BOND_START: [ReviewStage, string[]][] = [
  ['ACCEPTED', ['已受理']],
  ['INQUIRY', ['已反馈', '已接收反馈意见']],
  ['PASSED', ['通过']],
];
const BOND_WALK = ['已受理', '已反馈', '已接收反馈意见', '通过'];
const BOND_STOPS = { suspended: ['中止'], terminated: ['终止'] };

const PATHS: Record<ReviewProduct, Partial<Record<ReviewEra, Path>>> = {
  ipo: { approval: APPROVAL_IPO, registration: REGISTRATION_IPO },
  refinance: {
    approval: APPROVAL_DEAL,
    registration: { ...REGISTRATION_IPO, steps: REGISTRATION_IPO.steps.filter(([s]) => s !== 'ISSUED') },
  },
  merger: { approval: APPROVAL_DEAL, registration: REGISTRATION_MERGER },
  publicBond: {
    approval: {
      steps: [...BOND_START, ['REGISTRATION', ['报送证监会']], ['REGISTERED', ['核准']]],
      walk: [...BOND_WALK, '报送证监会', '核准'],
      ...BOND_STOPS,
    },
    registration: {
      steps: [...BOND_START, ['REGISTRATION', ['提交注册']], ['REGISTERED', ['注册生效']]],
      walk: [...BOND_WALK, '提交注册', '注册生效'],
      ...BOND_STOPS,
    },
  },
  // Private bonds end at the exchange's 无异议函: nothing goes to the CSRC (公司债券发行与交易管理办法 第三十七条).
  privateBond: { listing: { steps: BOND_START, walk: BOND_WALK, ...BOND_STOPS } },
};

/** The product of an item: its review type, and for a bond whether its name says 非公开发行. */
export function reviewProductOf(reviewType: string, title: string | null): ReviewProduct {
  if (reviewType === 'bond') return title?.includes('非公开') ? 'privateBond' : 'publicBond';
  if (reviewType === 'mergers') return 'merger';
  if (reviewType === 'refinance') return 'refinance';
  return 'ipo';
}

/** The boards of a review type: the exchanges for bonds, the stock boards otherwise. */
export const reviewBoardsOf = (type: SupervisionType | string): readonly string[] =>
  type === 'bond' ? BOND_BOARDS : SUPERVISION_BOARDS;

/** The era of a product on a board for an item accepted on `day`; null when the board had not opened. */
export function reviewEraOf(product: ReviewProduct, board: string, day: string): ReviewEra | null {
  if (product === 'privateBond') return 'listing';
  if (product === 'publicBond') return day >= BOND_REGISTRATION_SINCE ? 'registration' : 'approval';
  const since = REGISTRATION_SINCE[board as keyof typeof REGISTRATION_SINCE];
  if (!since) return null;
  if (day >= since) return 'registration';
  return OPENED_WITH_REGISTRATION.has(board) ? null : 'approval';
}

/** The labels an item of a product and era is written with: the main path (one label a stage) and its stops. */
export function reviewPath(product: ReviewProduct, era: ReviewEra, exchange = '上交所') {
  const path = PATHS[product][era];
  if (!path) return null;
  const szse = exchange === '深交所';
  return {
    steps: path.walk.map((label) =>
      szse && label === '已受理' && path.steps[0]![1].includes('新受理') ? '新受理' : label,
    ),
    suspended: path.suspended[path.suspended.length > 1 && !szse ? 1 : 0]!,
    terminated: path.terminated[szse && path.terminated.length > 1 ? 1 : 0]!,
  };
}

/** The stages a review type's items can be at, in the order of their paths, the stops last (the 审核阶段 filter). */
export function reviewStagesOf(type: SupervisionType): ReviewStage[] {
  const products: ReviewProduct[] = type === 'bond' ? ['publicBond', 'privateBond'] : [reviewProductOf(type, null)];
  const eras: ReviewEra[] =
    type === 'feedback'
      ? ['approval']
      : type === 'auditMind'
        ? ['registration']
        : ['approval', 'registration', 'listing'];
  const order: ReviewStage[] = [];
  for (const p of products)
    for (const e of eras) {
      let at = 0;
      for (const [stage] of PATHS[p][e]?.steps ?? []) {
        const i = order.indexOf(stage);
        if (i < 0) order.splice(at, 0, stage);
        at = (i < 0 ? at : i) + 1;
      }
    }
  return [...order, 'SUSPENDED', 'TERMINATED'];
}

/** What a label is in a product and era: its stage and place on the path; null when that era has no such label. */
function placeOf(path: Path, label: string): { stage: ReviewStage; rank: number } | null {
  const i = path.steps.findIndex(([, labels]) => labels.includes(label));
  if (i >= 0) return { stage: path.steps[i]![0], rank: i };
  if (path.suspended.includes(label)) return { stage: 'SUSPENDED', rank: -1 };
  if (path.terminated.includes(label)) return { stage: 'TERMINATED', rank: path.steps.length };
  return null;
}

/** An item as the rules see it. */
export interface ReviewTimeline {
  reviewType: string;
  title: string | null;
  board: string;
  acceptedDate: string;
  status: string;
  milestones: { date: string; label: string }[];
  letters: { date: string; replyDate: string | null }[];
}

/** The stage of a label in an item (its product and era); a label the rules do not know is read by its words. */
export function reviewStageOf(
  item: Pick<ReviewTimeline, 'reviewType' | 'title' | 'board' | 'acceptedDate'>,
  label: string,
): ReviewStage {
  const product = reviewProductOf(item.reviewType, item.title);
  const era = reviewEraOf(product, item.board, item.acceptedDate);
  const path = era ? PATHS[product][era] : undefined;
  return (path && placeOf(path, label)?.stage) || normaliseReviewStatus(label).stage;
}

/**
 * What breaks the rules in an item: a board that is not its product's, a type of the other era (IPO反馈意见 is
 * 核准制, IPO审核意见 注册制), a label of another era or product, stages out of order (a stop may come anywhere,
 * 终止 only last), a letter before the acceptance, a reply after the item went past inquiry.
 */
export function reviewRuleProblems(item: ReviewTimeline): string[] {
  const product = reviewProductOf(item.reviewType, item.title);
  const boards = reviewBoardsOf(item.reviewType);
  if (!boards.includes(item.board))
    return [`${REVIEW_PRODUCT_NAMES[product]}的板块应为 ${boards.join('、')} 之一，不是 ${item.board}`];
  const era = reviewEraOf(product, item.board, item.acceptedDate);
  if (!era)
    return [
      `${item.board}于 ${REGISTRATION_SINCE[item.board as keyof typeof REGISTRATION_SINCE]} 开板，受理日期 ${item.acceptedDate} 早于开板`,
    ];
  const problems: string[] = [];
  const eraName = `${item.board}${REVIEW_PRODUCT_NAMES[product]}受理于 ${item.acceptedDate}，属${REVIEW_ERA_NAMES[era]}`;
  if (item.reviewType === 'feedback' && era !== 'approval')
    problems.push(`${eraName}：IPO反馈意见只收核准制（发审委）项目`);
  if (item.reviewType === 'auditMind' && era !== 'registration') problems.push(`${eraName}：IPO审核意见只收注册制项目`);
  const path = PATHS[product][era]!;
  let rank = -1;
  item.milestones.forEach((m, i) => {
    const place = placeOf(path, m.label);
    if (!place) return problems.push(`${eraName}，不应有「${m.label}」（milestones[${i}]）`);
    if (place.stage === 'TERMINATED' && i !== item.milestones.length - 1)
      problems.push(`「${m.label}」之后不应再有节点`);
    if (place.rank >= 0 && place.rank < rank)
      problems.push(
        `「${m.label}」（milestones[${i}]）排在后一阶段之后：审核节点应依次为 ${path.steps.map(([s]) => REVIEW_STAGES[s]).join(' → ')}`,
      );
    if (place.rank >= 0) rank = Math.max(rank, place.rank);
  });
  if (item.status && !placeOf(path, item.status)) problems.push(`${eraName}，状态不应为「${item.status}」`);
  const inquiryRank = path.steps.findIndex(([s]) => s === 'INQUIRY');
  const afterInquiry = item.milestones.find(
    (m) => (placeOf(path, m.label)?.rank ?? -1) > inquiryRank && placeOf(path, m.label)?.stage !== 'TERMINATED',
  );
  item.letters.forEach((l, i) => {
    if (l.date < item.acceptedDate) problems.push(`letters[${i}] 的问询日期早于受理日期`);
    if (afterInquiry && l.replyDate && l.replyDate > afterInquiry.date)
      problems.push(
        `letters[${i}] 的回复日期晚于「${afterInquiry.label}」（${afterInquiry.date}）：应先回复问询再上会或注册`,
      );
  });
  return problems;
}
