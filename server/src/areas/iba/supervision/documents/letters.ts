import type { ReviewLetter } from '@esee/contracts';
import type { PdfReport } from '../../../../platform/files/pdf';
import { notFound } from '../../../../platform/http/errors';
import { FILE_NOT_FOUND, type ReviewFacts } from './facts';
import { TOPIC_WORDS } from './topics';
import {
  applicationOf,
  cnDate,
  leadOf,
  reviewOfficeOf,
  reviewerOf,
  signatoriesOf,
  stableNumber,
  yearOf,
} from './words';

const ROUND_WORDS = ['', '', '第二轮', '第三轮', '第四轮'];
const SHORT_EXCHANGE: Record<string, string> = { 上交所: '上证', 深交所: '深证', 北交所: '北证' };

/** The letter of the file's round (a file lists its round; its date when it does not). */
function letterOf(f: ReviewFacts): ReviewLetter {
  const letter =
    f.review.letters.find((l) => l.round === f.file.round) ?? f.review.letters.find((l) => l.date === f.file.date);
  if (!letter) throw notFound(FILE_NOT_FOUND);
  return letter;
}

const isCsrc = (f: ReviewFacts) => f.review.reviewType === 'feedback';

/**
 * 审核问询函 (反馈意见 in the 核准制 era and for bonds): its number, date and addressees, why it is sent, every
 * question of the round under its topic, how to answer, and the office that signs it.
 */
export function inquiryLetter(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const letter = letterOf(f);
  const lead = leadOf(d);
  const year = yearOf(letter.date);
  const serial = stableNumber(1, 999, d.reviewId, String(letter.round), 'letter');
  pdf.keyValues([
    [
      '文号',
      isCsrc(f)
        ? `行政许可审查反馈意见〔${year}〕${serial}号`
        : `${SHORT_EXCHANGE[d.exchange] ?? ''}审〔${year}〕${serial}号`,
    ],
    ['发文日期', cnDate(letter.date)],
    ['问询轮次', `第${letter.round}轮`],
    ['问题数量', `${letter.questions.length}个`],
  ]);
  pdf.paragraph(isCsrc(f) ? `${d.issuer}：` : `${d.issuer}、${lead.firm}：`);
  pdf.paragraph(
    isCsrc(f)
      ? `我会依法对你公司提交的${applicationOf(d)}行政许可申请材料进行了审查，现需要你公司就以下问题作出书面说明和解释。`
      : `根据《中华人民共和国证券法》及本所审核业务的有关规定，本所审核机构对${d.issuer}（以下简称发行人）${applicationOf(d)}的申请文件进行了审核，并形成了${ROUND_WORDS[letter.round] ?? `第${letter.round}轮`}问询问题。`,
  );
  for (const q of letter.questions) {
    pdf.heading(`问题${q.no} 关于${q.topic}`, 2);
    pdf.paragraph(q.text);
  }
  pdf.paragraph(
    isCsrc(f)
      ? '请你公司在30日内向我会提交书面回复意见；如需补充说明的事项涉及申请文件的修改，请一并提交修改后的申请文件。'
      : `请发行人、${lead.role}及其他证券服务机构对上述问题逐项落实，并在30日内提交书面回复；涉及申请文件修改的，请一并提交修改后的文件。`,
  );
  pdf.paragraph(reviewOfficeOf(d));
  pdf.paragraph(cnDate(letter.date));
}

/**
 * 问询回复: the issuer and its intermediaries answer each question of the round: what the issuer explains (the
 * item's answer), the procedures run and who ran them, and the verification opinion; signed on the reply day.
 */
export function inquiryReply(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const letter = letterOf(f);
  if (!letter.replyDate) throw notFound(FILE_NOT_FOUND);
  const lead = leadOf(d);
  const law = signatoriesOf(d, '律师事务所');
  const audit = signatoriesOf(d, '会计师事务所');
  const appraiser = signatoriesOf(d, '评估机构');
  const firmOf = { 申报会计师: audit.firm, 发行人律师: law.firm, 评估机构: appraiser.firm };
  pdf.keyValues([
    ['问询函', letter.title],
    ['问询日期', cnDate(letter.date)],
    ['回复日期', cnDate(letter.replyDate)],
    ['问询轮次', `第${letter.round}轮`],
  ]);
  pdf.paragraph(`${reviewerOf(d)}：`);
  pdf.paragraph(
    `贵${isCsrc(f) ? '会' : '所'}于${cnDate(letter.date)}出具的《${letter.title}》（以下简称问询函）已收悉。${d.issuer}（以下简称发行人）会同${lead.firm}（${lead.role}）、${law.firm}（发行人律师）、${audit.firm}（申报会计师）等中介机构，对问询函所列问题进行了认真核查和逐项落实，现回复如下。`,
  );
  for (const q of letter.questions) {
    const words = TOPIC_WORDS[q.topic as keyof typeof TOPIC_WORDS];
    pdf.heading(`问题${q.no} 关于${q.topic}`, 2);
    pdf.paragraph(q.text, { muted: true });
    pdf.paragraph(`【回复】一、发行人说明：${q.answer || '发行人已就上述问题作出说明，详见更新后的申请文件。'}`);
    if (!words) continue;
    const also = firmOf[words.alsoChecked] && firmOf[words.alsoChecked] !== '未披露' ? words.alsoChecked : null;
    pdf.paragraph(`二、核查程序：针对上述事项，${lead.role}${also ? `及${also}` : ''}履行了以下核查程序：`);
    words.checks.forEach((check, i) => pdf.paragraph(`${i + 1}. ${check}；`));
    pdf.paragraph(`三、核查意见：经核查，${lead.role}${also ? `及${also}` : ''}认为，${words.conclusion}。`);
  }
  pdf.keyValues([
    ['发行人', d.issuer],
    ['法定代表人', f.company.legalRep ?? '未披露'],
    [lead.role, lead.firm],
    [lead.title, lead.people],
    ['日期', cnDate(letter.replyDate)],
  ]);
}
