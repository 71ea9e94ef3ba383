import type { PdfReport } from '../../../../platform/files/pdf';
import type { ReviewFacts } from './facts';
import { reportingPeriod } from '@esee/contracts';
import { figuresTable } from './figures';
import { companyFacts, holdersTable } from './frame';
import { BASE_RISKS, TOPIC_WORDS } from './topics';
import {
  applicationOf,
  boardName,
  cnDate,
  exchangeName,
  leadOf,
  reviewerOf,
  signatoriesOf,
  stableNumber,
  yearOf,
} from './words';

/**
 * The intermediaries' own documents: the sponsor's letters (发行保荐书, 上市保荐书), the law firm's opinion and the
 * accounting firm's audit report. Each names its firm and the people who sign for it (the item's data), the issuer
 * as the register holds it, and its conclusion in the standard words of such a document.
 */

/** 发行保荐书 or 上市保荐书: who recommends, the issuer, the sponsor's undertakings and its recommendation. */
export function sponsorLetter(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const lead = leadOf(d);
  const listing = f.file.fileType === '上市保荐书';
  const market = `${exchangeName(d.exchange)}${boardName(d.board)}`;
  pdf.paragraph(`${exchangeName(d.exchange)}${d.reviewType === 'feedback' ? '、中国证券监督管理委员会' : ''}：`);
  pdf.paragraph(
    `${lead.firm}（以下简称本保荐机构）接受${d.issuer}（以下简称发行人）的委托，担任其${applicationOf(d)}的保荐机构，指定${lead.people}担任${lead.title}，具体负责本次推荐工作。本保荐机构及${lead.title}根据《中华人民共和国公司法》《中华人民共和国证券法》等有关法律法规和中国证券监督管理委员会的有关规定，诚实守信，勤勉尽责，出具本${f.file.fileType}，并保证所出具文件的真实性、准确性和完整性。`,
  );
  pdf.heading('一、发行人基本情况', 2);
  companyFacts(pdf, f.company);
  pdf.heading('二、保荐机构承诺事项', 2);
  [
    '本保荐机构已按照法律、行政法规和中国证券监督管理委员会的规定，对发行人及其控股股东、实际控制人进行了尽职调查和审慎核查；',
    '有充分理由确信发行人符合法律法规及中国证券监督管理委员会有关证券发行上市的相关规定；',
    '有充分理由确信发行人申请文件和信息披露资料不存在虚假记载、误导性陈述或者重大遗漏；',
    '保证所指定的保荐代表人及本保荐机构的相关人员已勤勉尽责，对发行人申请文件和信息披露资料进行了尽职调查、审慎核查。',
  ].forEach((line, i) => pdf.paragraph(`${i + 1}. ${line}`));
  pdf.heading('三、发行人存在的主要风险', 2);
  BASE_RISKS[d.reviewType === 'bond' ? 'bond' : 'equity'].forEach((risk, i) => pdf.paragraph(`${i + 1}. ${risk}`));
  pdf.heading(listing ? '四、保荐机构对发行人证券上市的推荐结论' : '四、保荐机构对本次证券发行的推荐结论', 2);
  pdf.paragraph(
    listing
      ? `本保荐机构认为，发行人申请其股票在${market}上市符合《中华人民共和国证券法》及${exchangeName(d.exchange)}有关规定中关于上市条件的要求，本保荐机构同意推荐发行人的股票在${market}上市。`
      : `本保荐机构认为，发行人本次发行符合《中华人民共和国公司法》《中华人民共和国证券法》等法律法规规定的发行条件，本保荐机构同意保荐${d.issuer}${applicationOf(d)}。`,
  );
  signatures(pdf, [
    ['保荐机构', lead.firm],
    [lead.title, lead.people],
    ['日期', cnDate(f.file.date)],
  ]);
}

/** 法律意见书: the firm's statements, the issuer's standing from the register, its holders, the conclusion. */
export function legalOpinion(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const law = signatoriesOf(d, '律师事务所');
  const c = f.company;
  pdf.paragraph(`致：${d.issuer}`);
  pdf.paragraph(
    `${law.firm}（以下简称本所）接受${d.issuer}（以下简称发行人）的委托，担任发行人${applicationOf(d)}的专项法律顾问，根据《中华人民共和国公司法》《中华人民共和国证券法》等法律、行政法规和中国证券监督管理委员会的有关规定，按照律师行业公认的业务标准、道德规范和勤勉尽责精神，出具本法律意见书。`,
  );
  pdf.heading('一、律师声明事项', 2);
  pdf.paragraph(
    '本所律师依据本法律意见书出具日以前已经发生或存在的事实和现行法律、法规发表法律意见；本所律师已对发行人提供的文件资料进行了核查验证，本法律意见书不存在虚假记载、误导性陈述或者重大遗漏。',
  );
  pdf.heading('二、发行人的主体资格', 2);
  pdf.paragraph(
    `发行人系依法设立的${c.orgType}，成立于${c.estDate ? cnDate(c.estDate) : '（未披露）'}，统一社会信用代码为${c.creditCode ?? '（未披露）'}，法定代表人为${c.legalRep ?? '（未披露）'}，登记状态为${c.status}。`,
  );
  companyFacts(pdf, c);
  pdf.heading('三、发行人的股东', 2);
  holdersTable(pdf, f.holders, '根据发行人的工商登记资料，发行人的主要股东如下：');
  pdf.heading('四、结论意见', 2);
  pdf.paragraph(
    `综上所述，本所律师认为，发行人具备本次发行的主体资格，本次发行符合《中华人民共和国公司法》《中华人民共和国证券法》等法律法规规定的实质条件；发行人本次发行尚需${d.reviewType === 'feedback' ? '经中国证券监督管理委员会核准' : d.title?.includes('非公开') ? `经${reviewerOf(d)}审核通过` : `经${reviewerOf(d)}审核通过并报经中国证券监督管理委员会履行发行注册程序`}。`,
  );
  signatures(pdf, [
    ['律师事务所', law.firm],
    ['经办律师', law.people],
    ['日期', cnDate(f.file.date)],
  ]);
}

/**
 * 审计报告: an unqualified opinion on the three years before the report's year, the basis, key audit matters
 * (revenue recognition, and receivables or inventory where the reviewers asked about them, with the procedures
 * those topics call for), the audited years' main figures (`figures.ts`), the responsibilities and the signing
 * accountants.
 */
export function auditReport(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const audit = signatoriesOf(d, '会计师事务所');
  const y = yearOf(f.file.date);
  const years = [y - 3, y - 2, y - 1];
  const ends = years.map((n) => `${n}年12月31日`).join('、');
  const periods = years.map((n) => `${n}年度`).join('、');
  const short = audit.firm.replace(/会计师事务所.*$/, '');
  pdf.keyValues([
    ['报告文号', `${short}审字〔${y}〕${stableNumber(1000, 9999, d.reviewId, 'audit')}号`],
    ['报告期', `${years[0]}年度至${years[2]}年度`],
    ['会计师事务所', audit.firm],
    ['报告日期', cnDate(f.file.date)],
  ]);
  pdf.paragraph(`${d.issuer}全体股东：`);
  pdf.heading('一、审计意见', 2);
  pdf.paragraph(
    `我们审计了${d.issuer}（以下简称公司）财务报表，包括${ends}的合并及母公司资产负债表，${periods}的合并及母公司利润表、合并及母公司现金流量表、合并及母公司所有者权益变动表，以及相关财务报表附注。我们认为，后附的财务报表在所有重大方面按照企业会计准则的规定编制，公允反映了公司${ends}的合并及母公司财务状况以及${periods}的合并及母公司经营成果和现金流量。`,
  );
  pdf.heading('二、形成审计意见的基础', 2);
  pdf.paragraph(
    '我们按照中国注册会计师审计准则的规定执行了审计工作。按照中国注册会计师职业道德守则，我们独立于公司，并履行了职业道德方面的其他责任。我们相信，我们获取的审计证据是充分、适当的，为发表审计意见提供了基础。',
  );
  pdf.heading('三、关键审计事项', 2);
  const asked = new Set(d.letters.flatMap((l) => l.questions.map((q) => q.topic)));
  const matters = (['收入确认', '应收账款', '存货'] as const).filter((t) => t === '收入确认' || asked.has(t));
  matters.forEach((topic, i) => {
    pdf.paragraph(`（${['一', '二', '三'][i]}）${topic}`);
    pdf.paragraph(`事项描述：${TOPIC_WORDS[topic].risk.replace(/^[^：]*：/, '')}`);
    pdf.paragraph(`审计应对：${TOPIC_WORDS[topic].checks.join('；')}。`);
  });
  // The audited years' main figures, as the statements that follow an opinion would give them.
  pdf.heading('四、主要财务数据', 2);
  figuresTable(pdf, f, reportingPeriod(f.financials, f.file.date, years[0]));
  pdf.heading('五、管理层和治理层对财务报表的责任', 2);
  pdf.paragraph(
    '公司管理层负责按照企业会计准则的规定编制财务报表，使其实现公允反映，并设计、执行和维护必要的内部控制，以使财务报表不存在由于舞弊或错误导致的重大错报。治理层负责监督公司的财务报告过程。',
  );
  pdf.heading('六、注册会计师对财务报表审计的责任', 2);
  pdf.paragraph(
    '我们的目标是对财务报表整体是否不存在由于舞弊或错误导致的重大错报获取合理保证，并出具包含审计意见的审计报告。合理保证是高水平的保证，但并不能保证按照审计准则执行的审计在某一重大错报存在时总能发现。',
  );
  signatures(pdf, [
    ['会计师事务所', audit.firm],
    ['中国注册会计师', audit.people],
    ['报告日期', cnDate(f.file.date)],
  ]);
}

function signatures(pdf: PdfReport, rows: [string, string][]): void {
  pdf.heading('签署', 2);
  pdf.keyValues(rows);
}
