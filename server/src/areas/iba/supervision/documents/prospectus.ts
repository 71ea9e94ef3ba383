import type { PdfReport } from '../../../../platform/files/pdf';
import type { ReviewFacts } from './facts';
import { prospectusFigures } from './figures';
import { companyFacts, holdersTable, intermediariesTable } from './frame';
import { issueTerms } from './issueTerms';
import { BASE_RISKS, TOPIC_WORDS } from './topics';
import {
  applicationOf,
  cnDate,
  draftOf,
  exchangeName,
  leadOf,
  lettersBy,
  money,
  reviewerOf,
  signatoriesOf,
  stableNumber,
} from './words';

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** What the prospectus is called in its own text: 招股说明书, 募集说明书 or 重组报告书. */
const documentWord = (f: ReviewFacts) => (f.review.reviewType === 'mergers' ? '重组报告书' : f.file.fileType);

/**
 * A prospectus (招股说明书 申报稿/上会稿/注册稿, a 募集说明书 of a bond or a refinancing, a 重组报告书): a cover
 * with the issuer, board, lead intermediary, draft and date; the offering; the risks (those the reviewers asked
 * about by then among them); the issuer from the register with its holders; its main figures of the three years
 * before the draft's day (`figures.ts`); the use of proceeds (a deal: its target and how it is paid); the inquiry
 * rounds answered by the draft's date; the statements and who signs them.
 */
export function prospectus(pdf: PdfReport, f: ReviewFacts): void {
  cover(pdf, f);
  pdf.pageBreak();
  const sections: [string, () => void][] = [
    [f.review.reviewType === 'mergers' ? '本次交易概况' : '本次发行概况', () => offering(pdf, f)],
    ['风险因素', () => risks(pdf, f)],
    [f.review.reviewType === 'mergers' ? '上市公司基本情况' : '发行人基本情况', () => issuer(pdf, f)],
    ['主要财务数据和财务指标', () => prospectusFigures(pdf, f)],
  ];
  if (f.review.reviewType === 'mergers')
    sections.push(['交易标的基本情况', () => target(pdf, f)], ['本次交易的支付方式', () => payment(pdf, f)]);
  else sections.push(['募集资金运用', () => proceeds(pdf, f)]);
  if (lettersBy(f.review, f.file.date).length) sections.push(['审核问询及回复情况', () => inquiries(pdf, f)]);
  sections.push(['有关声明', () => statements(pdf, f)]);
  sections.forEach(([title, draw], i) => {
    pdf.heading(`第${NUMERALS[i]}节 ${title}`);
    draw();
  });
}

function cover(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const lead = leadOf(d);
  const draft = draftOf(f.file);
  const word = documentWord(f);
  const exchange = exchangeName(d.exchange);
  const deal = d.reviewType === 'mergers';
  if (deal)
    pdf.paragraph(
      `本次交易尚需经${exchange}审核通过并经中国证券监督管理委员会同意注册，能否取得上述批准以及取得的时间存在不确定性。本${word}（${draft ?? '申报稿'}）所述事项并不代表审批机关对本次交易相关事项的实质性判断、确认或批准。`,
    );
  else if (draft === '注册稿')
    pdf.paragraph(
      `${d.reviewType === 'feedback' ? '本次发行已经中国证券监督管理委员会发行审核委员会审核通过，尚需取得中国证券监督管理委员会核准' : `本次发行已经${exchange}审核通过，尚需中国证券监督管理委员会作出予以注册的决定`}。本${word}（注册稿）系报送${d.reviewType === 'feedback' ? '核准' : '注册'}时的版本，投资者应当以正式公告的${word}作为投资决定的依据。`,
    );
  else if (draft)
    pdf.paragraph(
      `本公司的发行申请尚需${d.reviewType === 'feedback' ? '经中国证券监督管理委员会核准' : `经${exchange}和中国证券监督管理委员会履行相应程序`}。本${word}（${draft}）不具有据以发行证券的法律效力，仅供预先披露之用。投资者应当以正式公告的${word}全文作为投资决定的依据。`,
    );
  // An IPO's issuer had no stock code when it wrote its prospectus, whatever it has today.
  const ipo = d.reviewType === 'feedback' || d.reviewType === 'auditMind';
  const code = ipo ? null : (f.listing?.stockCode ?? null);
  const listing = code ? [['股票代码', code] as [string, string]] : [];
  pdf.keyValues([
    [deal ? '上市公司' : '发行人', d.issuer],
    ...listing,
    [
      d.reviewType === 'bond' ? '上市场所' : ipo ? '拟上市板块' : '上市板块',
      d.reviewType === 'bond' ? exchange : `${d.board}（${exchange}）`,
    ],
    [lead.role === '保荐机构' ? '保荐人' : lead.role, lead.firm],
    [deal ? '本次交易' : '本次发行', applicationOf(d)],
    [deal ? '交易金额' : '募集资金总额', money(d.amount)],
    ...(d.target ? [['交易标的', d.target] as [string, string]] : []),
    ['稿本', draft ?? '申报稿'],
    ['受理日期', cnDate(d.acceptedDate)],
    ['签署日期', cnDate(f.file.date)],
  ]);
}

function offering(pdf: PdfReport, f: ReviewFacts): void {
  pdf.table(
    [
      { title: '项目', width: 1.2 },
      { title: '内容', width: 4 },
    ],
    issueTerms(f),
  );
  pdf.heading(f.review.reviewType === 'mergers' ? '本次交易的有关机构' : '本次发行的有关机构', 2);
  intermediariesTable(pdf, f);
}

function risks(pdf: PdfReport, f: ReviewFacts): void {
  const kind = f.review.reviewType === 'bond' ? 'bond' : f.review.reviewType === 'mergers' ? 'deal' : 'equity';
  const asked = [...new Set(lettersBy(f.review, f.file.date).flatMap((l) => l.questions.map((q) => q.topic)))];
  const lines = [
    ...asked.map((t) => TOPIC_WORDS[t as keyof typeof TOPIC_WORDS]?.risk).filter((r): r is string => !!r),
    ...BASE_RISKS[kind],
  ];
  pdf.paragraph(`投资者在评价本次发行时，除本${documentWord(f)}提供的其他资料外，应特别认真地考虑下述各项风险因素。`);
  lines.forEach((line, i) => pdf.paragraph(`${i + 1}. ${line}`));
}

function issuer(pdf: PdfReport, f: ReviewFacts): void {
  const who = f.review.reviewType === 'mergers' ? '上市公司' : '发行人';
  pdf.paragraph(`以下为${who}在市场监督管理部门的登记信息。`);
  companyFacts(pdf, f.company);
  holdersTable(pdf, f.holders, `${who}登记的主要股东（按持股比例排列）如下：`);
}

function target(pdf: PdfReport, f: ReviewFacts): void {
  pdf.paragraph(`本次交易的标的为${f.review.target ?? '未披露'}。`);
  if (f.target) companyFacts(pdf, f.target);
  else pdf.paragraph('平台收录的登记信息中未找到标的公司的记录。', { muted: true });
  const appraiser = signatoriesOf(f.review, '评估机构');
  if (appraiser.firm !== '未披露')
    pdf.paragraph(
      `本次交易标的资产由${appraiser.firm}进行评估，签字评估师为${appraiser.people}；交易作价${money(f.review.amount)}，以评估结果为基础经交易双方协商确定。`,
    );
}

/** Projects of the proceeds, in 万元 that add up to the total; the split is fixed per item. */
function projectsOf(f: ReviewFacts): [string, number][] {
  const d = f.review;
  const total = Math.round((d.amount ?? 0) / 10_000);
  const industry = d.industryName ?? '主营业务';
  const share = (min: number, max: number, word: string) => stableNumber(min, max, d.reviewId, word) / 100;
  const plan: [string, number][] =
    d.reviewType === 'bond'
      ? d.title?.includes('绿色')
        ? [
            ['绿色产业项目建设', share(50, 70, 'green')],
            ['偿还有息债务', 0],
          ]
        : d.title?.includes('科技创新')
          ? [
              ['科技创新领域投资', share(50, 70, 'tech')],
              ['偿还有息债务', 0],
            ]
          : [
              ['偿还有息债务', share(50, 80, 'debt')],
              ['补充流动资金', 0],
            ]
      : d.dealType === '配股'
        ? [
            ['偿还银行借款', share(40, 70, 'loan')],
            ['补充流动资金', 0],
          ]
        : [
            [`${industry}业务扩建项目`, share(40, 55, 'plant')],
            ['研发中心建设项目', share(12, 22, 'lab')],
            ['营销及服务网络建设项目', share(5, 12, 'sales')],
            ['补充流动资金', 0],
          ];
  let left = total;
  return plan.map(([name, part], i) => {
    const amount = i === plan.length - 1 ? left : Math.round(total * part);
    left -= amount;
    return [name, amount];
  });
}

/** How a deal is paid for, by its type. */
function payment(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const how =
    d.dealType === '吸收合并'
      ? '以向被合并方股东发行股份换股的方式实施，合并完成后被合并方注销法人资格，其全部资产、负债、业务和人员由上市公司承继'
      : d.dealType === '发行股份及支付现金购买资产'
        ? '以发行股份及支付现金相结合的方式支付，股份与现金的具体比例由交易各方在交易协议中约定'
        : d.dealType === '发行股份购买资产'
          ? '全部以发行股份的方式支付'
          : '以现金方式支付，资金来源为上市公司自有资金及自筹资金';
  pdf.paragraph(`本次交易的交易金额为${money(d.amount)}，${how}。`);
}

function proceeds(pdf: PdfReport, f: ReviewFacts): void {
  const projects = projectsOf(f);
  pdf.paragraph(`本次发行募集资金总额为${money(f.review.amount)}，扣除发行费用后拟投入以下项目：`);
  pdf.table(
    [
      { title: '序号', width: 0.5 },
      { title: '项目名称', width: 3.5 },
      { title: '拟投入募集资金', width: 1.5 },
    ],
    [
      ...projects.map(([name, wan], i) => [String(i + 1), name, money(wan * 10_000)]),
      ['', '合计', money(projects.reduce((s, [, wan]) => s + wan, 0) * 10_000)],
    ],
  );
  pdf.paragraph(
    '募集资金到位前，公司将根据项目进度以自筹资金先行投入，并在募集资金到位后按规定予以置换；若实际募集资金净额少于上述项目拟投入金额，不足部分由公司以自有资金或其他方式解决。',
  );
}

function inquiries(pdf: PdfReport, f: ReviewFacts): void {
  const letters = lettersBy(f.review, f.file.date);
  const answered = letters.filter((l) => l.replyDate !== null && l.replyDate <= f.file.date);
  pdf.paragraph(
    `截至本${documentWord(f)}签署日，${reviewerOf(f.review)}共发出${letters.length}轮审核问询，发行人已会同中介机构回复${answered.length}轮，主要问题及回复情况如下：`,
  );
  pdf.table(
    [
      { title: '轮次', width: 0.6 },
      { title: '问询日期', width: 1.3 },
      { title: '回复日期', width: 1.3 },
      { title: '问题数', width: 0.7 },
      { title: '关注事项', width: 3 },
    ],
    letters.map((l) => [
      `第${l.round}轮`,
      cnDate(l.date),
      l.replyDate && l.replyDate <= f.file.date ? cnDate(l.replyDate) : '尚未回复',
      String(l.questions.length),
      [...new Set(l.questions.map((q) => q.topic))].join('、'),
    ]),
  );
}

function statements(pdf: PdfReport, f: ReviewFacts): void {
  const d = f.review;
  const lead = leadOf(d);
  const law = signatoriesOf(d, '律师事务所');
  const audit = signatoriesOf(d, '会计师事务所');
  const word = documentWord(f);
  pdf.paragraph(
    `${d.reviewType === 'mergers' ? '上市公司' : '发行人'}及全体董事、监事、高级管理人员承诺本${word}不存在虚假记载、误导性陈述或重大遗漏，并对其真实性、准确性、完整性承担个别和连带的法律责任。`,
  );
  pdf.paragraph(`${lead.role}已对本${word}进行了核查，确认不存在虚假记载、误导性陈述或重大遗漏。`);
  pdf.keyValues([
    [d.reviewType === 'mergers' ? '上市公司' : '发行人', d.issuer],
    ['法定代表人', f.company.legalRep ?? '未披露'],
    [lead.role, lead.firm],
    [lead.title, lead.people],
    ['律师事务所', law.firm],
    ['签字律师', law.people],
    ['会计师事务所', audit.firm],
    ['签字会计师', audit.people],
    ['签署日期', cnDate(f.file.date)],
  ]);
}
