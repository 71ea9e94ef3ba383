import type { PdfReport } from '../../../../platform/files/pdf';
import type { ReviewFacts } from './facts';
import {
  applicationOf,
  boardName,
  cnDate,
  exchangeName,
  leadOf,
  milestoneOf,
  reviewOfficeOf,
  stableNumber,
  yearOf,
} from './words';

/** What the committee decided, from the milestone's label (the exchange's words). */
function committeeResult(label: string): { result: string; opinion: string } {
  if (/未通过|不通过/.test(label)) return { result: '不符合发行条件、上市条件或信息披露要求', opinion: '未通过' };
  if (/暂缓/.test(label)) return { result: '暂缓审议', opinion: '暂缓审议' };
  if (/取消/.test(label)) return { result: '取消审议', opinion: '取消审议' };
  return { result: '符合发行条件、上市条件和信息披露要求', opinion: '通过' };
}

/**
 * 上市委（发审委、重组委）会议结果公告: the meeting (its number from the file's name, its day the milestone's), the
 * item and the result the milestone states, and the questions the meeting raised (the item's last round).
 */
export function committeeNotice(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const milestone = milestoneOf(d, /会议|发审会|暂缓|取消/, f.file.date) ?? { date: f.file.date, label: d.status };
  const { result, opinion } = committeeResult(milestone.label);
  const sitting = /第(\d+)次/.exec(f.file.name)?.[1] ?? String(stableNumber(1, 90, d.reviewId, 'meeting'));
  const year = yearOf(milestone.date);
  const body =
    d.reviewType === 'feedback'
      ? '中国证券监督管理委员会发行审核委员会'
      : d.reviewType === 'mergers'
        ? `${exchangeName(d.exchange)}并购重组审核委员会`
        : `${exchangeName(d.exchange)}${boardName(d.board)}上市委员会`;
  pdf.paragraph(`${body}${year}年第${sitting}次审议会议于${cnDate(milestone.date)}召开，现将会议审议情况公告如下：`);
  pdf.heading('一、审议结果', 2);
  pdf.paragraph(`${d.issuer}（${applicationOf(d)}）：${opinion}。`);
  pdf.paragraph(`会议认为，${d.issuer}本次申请${result}。`);
  pdf.keyValues([
    ['审核状态', milestone.label],
    ['会议日期', cnDate(milestone.date)],
    ['受理日期', cnDate(d.acceptedDate)],
    [leadOf(d).role, leadOf(d).firm],
  ]);
  const last = d.letters.filter((l) => l.date <= milestone.date).at(-1);
  if (last?.questions.length) {
    pdf.heading('二、会议提出问询的主要问题', 2);
    last.questions.slice(0, 3).forEach((q, i) => pdf.paragraph(`${i + 1}. 关于${q.topic}。${q.text}`));
  }
  pdf.paragraph(d.reviewType === 'feedback' ? '中国证券监督管理委员会' : exchangeName(d.exchange));
  pdf.paragraph(cnDate(f.file.date));
}

/**
 * 注册（核准）批复: the CSRC's reply, numbered 证监许可〔年〕号, dated the milestone's day: what it allows (an IPO's
 * shares, a bond's amount, a deal), for twelve months.
 */
export function registrationReply(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const milestone = milestoneOf(d, /注册生效|核准/) ?? { date: f.file.date, label: d.status };
  const approval = milestone.label.includes('核准');
  const year = yearOf(milestone.date);
  const what =
    d.reviewType === 'bond'
      ? `向专业投资者${d.title?.includes('非公开') ? '非公开' : '公开'}发行面值总额不超过${(d.amount ?? 0) / 1e8}亿元公司债券`
      : applicationOf(d);
  pdf.keyValues([
    ['文号', `证监许可〔${year}〕${stableNumber(100, 2999, d.reviewId, 'registration')}号`],
    ['日期', cnDate(milestone.date)],
    ['审核状态', milestone.label],
  ]);
  pdf.paragraph(`${d.issuer}：`);
  pdf.paragraph(
    approval
      ? `你公司报送的${applicationOf(d)}申请文件收悉。根据《中华人民共和国公司法》《中华人民共和国证券法》和相关规定，经审核，现批复如下：`
      : `${exchangeName(d.exchange)}报送的关于你公司${what}的审核意见及你公司注册申请文件收悉。根据《中华人民共和国证券法》和相关规定，经审阅，现批复如下：`,
  );
  [
    approval ? `一、核准你公司${what}。` : `一、同意你公司${what}的注册申请。`,
    `二、你公司本次发行应严格按照报送${approval ? '我会' : exchangeName(d.exchange)}的申请文件和发行方案实施。`,
    `三、本批复自${approval ? '核准发行' : '同意注册'}之日起12个月内有效。`,
    `四、自${approval ? '核准发行' : '同意注册'}之日起至本次发行结束前，你公司如发生重大事项，应及时报告${approval ? '我会' : exchangeName(d.exchange)}并按有关规定处理。`,
  ].forEach((line) => pdf.paragraph(line));
  pdf.paragraph('中国证券监督管理委员会');
  pdf.paragraph(cnDate(milestone.date));
}

/** Why an item ended, from its status label. */
function terminationReason(label: string, d: ReviewFacts['review']): string {
  if (label.includes('撤回')) return `你公司和${leadOf(d).firm}分别向本所提交了撤回申请文件的申请`;
  if (label.includes('审核不通过') || label.includes('未通过'))
    return '本所审核认为，你公司本次申请不符合发行条件、上市条件或信息披露要求';
  if (label.includes('未在规定时限内回复')) return '你公司未在规定时限内回复本所审核问询';
  if (label.includes('终止注册')) return '中国证券监督管理委员会决定终止你公司本次发行的注册程序';
  if (label.includes('终止审查')) return '你公司向我会提交了撤回申请文件的申请';
  return `你公司和${leadOf(d).firm}向本所提交了撤回申请文件的申请`;
}

/** 终止审核（审查）的决定: the item's acceptance, why it ended, the decision on the status's day. */
export function terminationNotice(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const milestone = milestoneOf(d, /终止/) ?? { date: f.file.date, label: d.status };
  const csrc = d.reviewType === 'feedback';
  pdf.keyValues([
    ['审核状态', milestone.label],
    ['决定日期', cnDate(milestone.date)],
    ['受理日期', cnDate(d.acceptedDate)],
    [leadOf(d).role, leadOf(d).firm],
  ]);
  pdf.paragraph(csrc ? `${d.issuer}：` : `${d.issuer}、${leadOf(d).firm}：`);
  pdf.paragraph(
    `${csrc ? '我会' : '本所'}于${cnDate(d.acceptedDate)}依法受理了你公司${applicationOf(d)}的申请文件，并按照规定进行了${csrc ? '审查' : '审核'}。${terminationReason(milestone.label, d)}。`,
  );
  pdf.paragraph(
    `根据《中华人民共和国证券法》及${csrc ? '《中国证券监督管理委员会行政许可实施程序规定》' : '本所审核业务'}的有关规定，${csrc ? '我会' : '本所'}决定终止对你公司${applicationOf(d)}的${csrc ? '审查' : '审核'}。`,
  );
  pdf.paragraph(reviewOfficeOf(d));
  pdf.paragraph(cnDate(milestone.date));
}
