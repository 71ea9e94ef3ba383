import { CASE_CLAIMS } from '@esee/contracts';
import type { PdfReport } from '../../../platform/files/pdf';
import type { DocumentFacts, Party, StoredRecord } from './facts';
import { field, representativeTitle, signedDate, stableName, textDate, yuanText } from './words';

/**
 * 裁判文书: the judgment, ruling or mediation statement a 裁判文书 record names, written as the court writes it
 * (文书样式 of the 最高人民法院): court, kind and 案号; the parties from the register; the course of the case with
 * the days of its 立案 and 开庭 records; the claim with the record's amount; the court's reasons in the standard
 * words and the articles such a judgment cites; the result exactly as the record has it; the appeal notice; the
 * judges (the 承办法官 of the case's records) and the day. Nothing contradicts the record.
 */

/** The substantive articles a first-instance judgment of the cause cites (民法典 from 2021, the laws before). */
function substantiveLaw(reason: string, day: string): string {
  if (reason === '劳动争议') return '《中华人民共和国劳动合同法》第三十条、第四十七条';
  if (reason === '侵害商标权纠纷') return '《中华人民共和国商标法》第五十七条、第六十三条';
  if (day >= '2021-01-01') return '《中华人民共和国民法典》第五百零九条、第五百七十七条';
  return '《中华人民共和国合同法》第六十条、第一百零七条';
}

/** An article of the 民事诉讼法 by the revision in force on the day (2017, then 2021 and 2023 renumbered). */
const civilProcedure = (day: string, before2022: string, since2022: string) =>
  `《中华人民共和国民事诉讼法》${day >= '2022-01-01' ? since2022 : before2022}`;

/** Extra facts of a judgment: the first instance of a second one, the court that heard an appeal of a first. */
export interface JudgmentContext {
  firstInstance: StoredRecord | null;
  appealCourt: string | null;
}

/** The two sides as the title names them: plaintiff first (the first instance's, also in a second). */
export function sidesOf(f: DocumentFacts): [plaintiff: string, defendant: string] {
  const filing = f.sameCase.find((r) => r.kind === 'caseFiling' || r.kind === 'courtNotice');
  if (filing) return [field(filing.payload, 'plaintiff'), field(filing.payload, 'defendant')];
  const p = f.record.payload;
  const prefix = field(p, 'title').slice(0, Math.max(0, field(p, 'title').indexOf(field(p, 'caseReason'))));
  const own = f.company.name;
  if (prefix.startsWith(`${own}与`)) return [own, prefix.slice(own.length + 1)];
  if (prefix.endsWith(`与${own}`)) return [prefix.slice(0, -own.length - 1), own];
  const at = prefix.indexOf('与');
  return [prefix.slice(0, at), prefix.slice(at + 1)];
}

function partyLines(pdf: PdfReport, role: string, party: Party): void {
  const where = party.address ? `，住所地${party.address}` : '';
  const code = party.creditCode ? `，统一社会信用代码${party.creditCode}` : '';
  pdf.paragraph(`${role}：${party.name}${where}${code}。`);
  if (party.legalRep) pdf.paragraph(`${representativeTitle(party.name)}：${party.legalRep}。`);
}

/** The day and the judge of the case's 立案 and 开庭 records (the clerk is not in the data: a stable name). */
function courseOf(f: DocumentFacts) {
  const filing = f.sameCase.find((r) => r.kind === 'caseFiling');
  const hearing = f.sameCase.find((r) => r.kind === 'courtNotice');
  const judge =
    (filing && field(filing.payload, 'judge')) ||
    (hearing && field(hearing.payload, 'chiefJudge')) ||
    stableName(f.record.id, 'judge');
  return {
    filed: filing ? textDate(field(filing.payload, 'filingDate')) : null,
    heard: hearing ? textDate(field(hearing.payload, 'startDate').slice(0, 10)) : null,
    judge,
  };
}

export function judgmentDocument(pdf: PdfReport, f: DocumentFacts, parties: Party[], ctx: JudgmentContext): void {
  const p = f.record.payload;
  const reason = field(p, 'caseReason');
  const docType = field(p, 'docType');
  const caseNo = field(p, 'caseNo');
  const court = field(p, 'court');
  const day = field(p, 'judgeDate') || f.record.date;
  const second = caseNo.includes('民终');
  const [plaintiff, defendant] = parties as [Party, Party];
  const course = courseOf(f);
  const filed = course.filed ? `于${course.filed}立案后` : '立案后';
  const heard = course.heard ? `于${course.heard}公开开庭进行了审理` : '进行了审理';
  const amount = yuanText(Number(p.amount ?? 0));
  const claimed = CASE_CLAIMS[reason] ?? '款项';
  const result = field(p, 'judgeResult');

  pdf.heading(court);
  pdf.heading(`民事${docType}`);
  pdf.paragraph(caseNo);
  if (second) {
    // The appellant is the side the record's role says, the company or the other one.
    const companyAppeals = field(p, 'role') === '上诉人';
    const own = plaintiff.name === f.company.name ? plaintiff : defendant;
    const other = own === plaintiff ? defendant : plaintiff;
    const [appellant, appellee] = companyAppeals ? [own, other] : [other, own];
    const wasOf = (x: Party) => (x === plaintiff ? '原告' : '被告');
    partyLines(pdf, `上诉人（原审${wasOf(appellant)}）`, appellant);
    partyLines(pdf, `被上诉人（原审${wasOf(appellee)}）`, appellee);
    const first = ctx.firstInstance;
    const firstRef = first
      ? `${field(first.payload, 'court')}${field(first.payload, 'caseNo')}`
      : (/撤销(（\d{4}）[^民]*民初\d+号)/.exec(result)?.[1] ?? '一审法院');
    pdf.paragraph(
      `上诉人${appellant.name}因与被上诉人${appellee.name}${reason}一案，不服${firstRef}民事判决，向本院提起上诉。本院${filed}，依法组成合议庭，${heard}。本案现已审理终结。`,
    );
    pdf.paragraph(
      `${appellant.name}上诉请求：撤销一审判决，依法改判支持其一审全部主张或驳回对方全部诉讼请求；一、二审诉讼费用由${appellee.name}负担。`,
    );
    pdf.paragraph(`${appellee.name}辩称：一审判决认定事实清楚，适用法律正确，请求驳回上诉，维持原判。`);
    const upheld = result.startsWith('驳回上诉');
    pdf.paragraph(
      upheld
        ? `本院认为，本案二审争议焦点为一审判决对双方权利义务的认定是否正确。经审查，一审判决认定事实清楚，适用法律正确，应予维持。上诉人的上诉请求不能成立，本院不予支持。依照${civilProcedure(day, '第一百七十条第一款第一项', '第一百七十七条第一款第一项')}规定，判决如下：`
        : `本院认为，本案二审争议焦点为一审判决对双方权利义务的认定是否正确。经审查，一审判决认定事实有误，本院依法予以纠正。上诉人的上诉请求成立，本院予以支持。依照${civilProcedure(day, '第一百七十条第一款第二项', '第一百七十七条第一款第二项')}规定，判决如下：`,
    );
    pdf.paragraph(result);
    signature(pdf, f, course.judge, day, true);
    return;
  }

  partyLines(pdf, '原告', plaintiff);
  partyLines(pdf, '被告', defendant);
  const suit = `原告${plaintiff.name}与被告${defendant.name}${reason}一案`;
  const claim = `原告${plaintiff.name}向本院提出诉讼请求：1.判令被告${defendant.name}支付${claimed}${amount}；2.本案诉讼费用由被告负担。`;
  if (docType === '裁定书') {
    pdf.paragraph(`${suit}，本院${filed}，依法进行审理。原告${plaintiff.name}于${textDate(day)}向本院提出撤诉申请。`);
    pdf.paragraph(
      `本院认为，原告在诉讼中申请撤诉，系对其诉讼权利的处分，不违反法律规定，应予准许。依照${civilProcedure(day, '第一百四十五条第一款', '第一百四十八条第一款')}规定，裁定如下：`,
    );
    pdf.paragraph(result);
    signature(pdf, f, course.judge, day, false);
    return;
  }
  if (docType === '调解书') {
    pdf.paragraph(`${suit}，本院${filed}，依法适用简易程序，${heard}。`);
    pdf.paragraph(claim);
    pdf.paragraph(`本案审理过程中，${result}`);
    pdf.paragraph('上述协议，不违反法律规定，本院予以确认。本调解书经双方当事人签收后，即具有法律效力。');
    signature(pdf, f, course.judge, day, false);
    return;
  }
  pdf.paragraph(
    `${suit}，本院${filed}，依法适用普通程序，${heard}。原告${plaintiff.name}的委托诉讼代理人、被告${defendant.name}的委托诉讼代理人到庭参加诉讼。本案现已审理终结。`,
  );
  pdf.paragraph(claim);
  pdf.paragraph(`被告${defendant.name}辩称：对原告主张的金额及责任承担有异议，请求依法驳回原告的诉讼请求。`);
  const plaintiffWins = !result.startsWith('驳回');
  pdf.paragraph(
    plaintiffWins
      ? `本院认为，原、被告之间的法律关系系双方真实意思表示，合法有效，双方均应按照约定全面履行各自的义务。被告未按约定履行付款义务，应承担相应的民事责任。原告的诉讼请求，本院予以支持。依照${substantiveLaw(reason, day)}，${civilProcedure(day, '第六十四条', '第六十七条')}规定，判决如下：`
      : `本院认为，当事人对自己提出的诉讼请求所依据的事实，有责任提供证据加以证明。原告提交的证据不足以证明其主张，应承担举证不能的不利后果。依照${civilProcedure(day, '第六十四条', '第六十七条')}规定，判决如下：`,
  );
  pdf.paragraph(result);
  pdf.paragraph(
    `如不服本判决，可以在判决书送达之日起十五日内，向本院递交上诉状，并按照对方当事人的人数提出副本，上诉于${ctx.appealCourt ?? '上一级人民法院'}。`,
  );
  signature(pdf, f, course.judge, day, false);
}

/** The judges and the clerk under the text, the day in words, and the seal's line. */
function signature(pdf: PdfReport, f: DocumentFacts, judge: string, day: string, panel: boolean): void {
  pdf.keyValues(
    panel
      ? [
          ['审判长', judge],
          ['审判员', stableName(f.record.id, 'panel', '1')],
          ['审判员', stableName(f.record.id, 'panel', '2')],
          ['书记员', stableName(f.record.id, 'clerk')],
        ]
      : [
          ['审判员', judge],
          ['书记员', stableName(f.record.id, 'clerk')],
        ],
  );
  pdf.paragraph(signedDate(day));
  pdf.paragraph('本件与原本核对无异', { muted: true });
}
