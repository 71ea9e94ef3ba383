/**
 * 监管动态 (issue 22): the review statuses the exchanges publish for IPO, bond,
 * M&A and refinancing applications, read into one stage vocabulary and the
 * spec's status keys (spec 2 §4 "Status mapping"). The raw label is always
 * kept beside the stage: the stage is for filters and statistics, the label
 * is what the exchange said.
 */

/** The stages an application passes through, whatever the exchange or the era. */
export const REVIEW_STAGES = {
  DECLARED: '已申报',
  ACCEPTED: '已受理',
  INQUIRY: '问询/反馈',
  COMMITTEE: '上市委/发审委会议',
  /** A bond's review passed at the exchange (no committee meets on bonds). */
  PASSED: '审核通过',
  REGISTRATION: '提交注册',
  REGISTERED: '注册生效',
  ISSUED: '已发行',
  SUSPENDED: '中止',
  TERMINATED: '终止',
} as const;
export type ReviewStage = keyof typeof REVIEW_STAGES;

/** Spec 2 §4: the status keys of approval and feedback outcomes. */
export const REVIEW_STATUS_KEYS = {
  status_tg: '通过',
  status_cancelAudit: '取消审核',
  status_notPass: '未通过',
  status_wtg: '不予注册',
  status_vote: '暂缓审议',
  status_qt: '其他',
  status_fkz: '反馈中',
  status_ysl: '已受理',
  status_zz: '中止',
  status_zhz: '终止',
  status_ysb: '已申报',
} as const;
export type ReviewStatusKey = keyof typeof REVIEW_STATUS_KEYS;

export interface ReviewStatus {
  stage: ReviewStage;
  key: ReviewStatusKey;
  /** The exchange's own words, as published. */
  raw: string;
}

/**
 * Raw labels to stage and key, most specific first: a label is matched by the
 * first pattern it contains. Covers SSE STAR and main board, SZSE ChiNext and
 * main board, BSE, the pre-registration 发审委 era (反馈意见, 已通过发审会, 中止审查)
 * and the exchanges' bond review (已接收反馈意见 and the like).
 */
const COMMITTEE = '(复审委|上市委|发审委|发审会|重组委|并购重组委)';
const RULES: [RegExp, ReviewStage, ReviewStatusKey][] = [
  [/取消审[核议]/, 'COMMITTEE', 'status_cancelAudit'],
  [/暂缓(审议|表决)/, 'COMMITTEE', 'status_vote'],
  [new RegExp(`${COMMITTEE}[^，,（(]*(未通过|不通过|否决)|未通过${COMMITTEE}`), 'COMMITTEE', 'status_notPass'],
  [new RegExp(`${COMMITTEE}[^，,（(]*通过|通过${COMMITTEE}|^已?通过$|有条件通过`), 'COMMITTEE', 'status_tg'],
  [/不予(注册|核准)/, 'REGISTRATION', 'status_wtg'],
  [/终止注册/, 'TERMINATED', 'status_zhz'],
  [/注册生效|同意注册|予以注册|核准/, 'REGISTERED', 'status_tg'],
  [/提交注册|报送证监会/, 'REGISTRATION', 'status_qt'],
  [/已发行|发行完成|已上市|已挂牌/, 'ISSUED', 'status_tg'],
  [/中止/, 'SUSPENDED', 'status_zz'],
  [/终止|撤回|审核不通过|未在规定时限内回复/, 'TERMINATED', 'status_zhz'],
  [new RegExp(COMMITTEE), 'COMMITTEE', 'status_qt'],
  [/问询|反馈|补充审核|回复/, 'INQUIRY', 'status_fkz'],
  [/受理/, 'ACCEPTED', 'status_ysl'],
  // 预披露更新, and 预先披露更新 as the CSRC's 发审委-era progress tables wrote it.
  [/申报|预先?披露/, 'DECLARED', 'status_ysb'],
];

/**
 * The stage and key of an exchange's status label; a label no rule knows is
 * kept as `status_qt` at the stage it is most likely in, never dropped.
 */
export function normaliseReviewStatus(raw: string, fallback: ReviewStage = 'INQUIRY'): ReviewStatus {
  const label = raw.replace(/\s+/g, '');
  for (const [pattern, stage, key] of RULES) if (pattern.test(label)) return { stage, key, raw };
  return { stage: fallback, key: 'status_qt', raw };
}

/** Spec 2 §4: a review file's icon class by its extension (pdf, doc/docx, zip, xls/xlsx), else none. */
export function reviewFileIcon(fileName: string): 'Pdf' | 'Wps' | 'Zip' | 'Xls' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'Pdf';
  if (ext === 'doc' || ext === 'docx') return 'Wps';
  if (ext === 'zip') return 'Zip';
  if (ext === 'xls' || ext === 'xlsx') return 'Xls';
  return null;
}
