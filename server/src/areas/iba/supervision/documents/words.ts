import { createHash } from 'node:crypto';
import { moneyText, type ReviewDetail, type ReviewFile } from '@esee/contracts';

/**
 * The words every review document shares: the exchange's full name, what the application is, the draft a
 * prospectus is, dates as an official letter writes them, and numbers (a 文号, a share count) that stay the
 * same each time a document is written.
 */

const EXCHANGE_NAMES: Record<string, string> = {
  上交所: '上海证券交易所',
  深交所: '深圳证券交易所',
  北交所: '北京证券交易所',
};
export const exchangeName = (exchange: string): string => EXCHANGE_NAMES[exchange] ?? exchange;

/** The board as an application names it: 主板 for either main board, BSE by its name. */
const BOARD_NAMES: Record<string, string> = {
  沪主板: '主板',
  深主板: '主板',
  科创板: '科创板',
  创业板: '创业板',
  北交所: '北京证券交易所',
};
export const boardName = (board: string): string => BOARD_NAMES[board] ?? board;

/** What the application is, as its file names call it (首次公开发行股票并在科创板上市, a bond's name, a deal type). */
export function applicationOf(d: ReviewDetail): string {
  if (d.reviewType === 'bond') return d.title ?? '公司债券';
  if (d.reviewType === 'mergers') return d.dealType ?? '重大资产重组';
  if (d.reviewType === 'refinance') return d.dealType ?? '再融资';
  if (d.reviewType === 'feedback') return '首次公开发行股票';
  return `首次公开发行股票并在${boardName(d.board)}上市`;
}

/** Who reviews the application: the CSRC in the 核准制 era (反馈意见), else the exchange. */
export const reviewerOf = (d: ReviewDetail): string =>
  d.reviewType === 'feedback' ? '中国证券监督管理委员会' : exchangeName(d.exchange);

/** The office that signs the exchange's letters. */
export const reviewOfficeOf = (d: ReviewDetail): string =>
  d.reviewType === 'feedback'
    ? '中国证券监督管理委员会发行监管部'
    : d.reviewType === 'bond'
      ? exchangeName(d.exchange)
      : `${exchangeName(d.exchange)}上市审核中心`;

/** `2024-03-05` as a letter dates it: 2024年3月5日. */
export const cnDate = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

export const yearOf = (day: string): number => Number(day.slice(0, 4));

/** 元 as documents show money (the one formatter); a missing amount as 未披露. */
export const money = (yuan: number | null | undefined): string =>
  yuan === null || yuan === undefined ? '未披露' : moneyText(yuan);

/** A number from `min` to `max` fixed by the words given: the same document always gets the same 文号. */
export function stableNumber(min: number, max: number, ...words: string[]): number {
  const digest = createHash('sha256').update(words.join('\u0000')).digest();
  return min + (digest.readUInt32BE(0) % (max - min + 1));
}

/** A file's draft (申报稿, 上会稿, 注册稿) from its name, or null. */
export const draftOf = (file: Pick<ReviewFile, 'name'>): string | null =>
  /（(申报稿|上会稿|注册稿)）/.exec(file.name)?.[1] ?? null;

/** A listed file's name without its extension (a document's title, the stem of the file written for it). */
export const fileStem = (name: string): string => name.replace(/\.[A-Za-z0-9]{2,5}$/, '');

/** The file name of the PDF the platform writes: the listed name with .pdf for its extension. */
export const pdfName = (name: string): string => `${fileStem(name)}.pdf`;

/** The people who sign for a role (保荐代表人, 签字律师 …), joined by 、. */
export function signatoriesOf(d: ReviewDetail, role: string): { firm: string; people: string } {
  const m = d.intermediaries.find((i) => i.role === role);
  return { firm: m?.name ?? '未披露', people: m?.signatories.map((s) => s.name).join('、') || '未披露' };
}

/** The lead intermediary: 保荐机构, 主承销商 or 独立财务顾问. */
export function leadOf(d: ReviewDetail): { role: string; firm: string; people: string; title: string } {
  const lead = d.intermediaries.find((m) => ['保荐机构', '主承销商', '独立财务顾问'].includes(m.role));
  return {
    role: lead?.role ?? '保荐机构',
    firm: lead?.name ?? d.sponsor ?? '未披露',
    people: lead?.signatories.map((s) => s.name).join('、') || '未披露',
    title: lead?.signatories[0]?.title ?? '保荐代表人',
  };
}

/** The milestone of a label matching `pattern`, the first on or before `day` when given. */
export const milestoneOf = (d: ReviewDetail, pattern: RegExp, day?: string) =>
  d.milestones.find((m) => pattern.test(m.label) && (day === undefined || m.date <= day));

/** The letters sent on or before `day`, each with the questions it asked. */
export const lettersBy = (d: ReviewDetail, day: string) => d.letters.filter((l) => l.date <= day);
