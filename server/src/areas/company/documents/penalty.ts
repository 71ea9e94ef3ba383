import type { PdfReport } from '../../../platform/files/pdf';
import type { DocumentFacts } from './facts';
import { field, representativeTitle, signedDate, textDate } from './words';

/**
 * 行政处罚: the decision a 行政处罚 record names, as the authority writes it: its name and 文号; the party from the
 * register; the facts and the articles broken and applied for the kind of offence (the law in force on the day);
 * the penalty exactly as the record has it; how to pay a fine and how to contest it; the authority and the day.
 * A securities regulator's 监管措施 or an exchange's 纪律处分 is written as that decision (its name from the 文号).
 */

interface Offence {
  /** What the authority found, in the standard words. */
  facts: string;
  /** The article broken. */
  broke: string;
  /** The article the penalty is decided under. */
  under: string;
}

/** The offence by kind, the articles by the law in force on the day. */
function offenceOf(type: string, day: string): Offence {
  switch (type) {
    case '虚假宣传':
      return {
        facts:
          '当事人在其经营场所及网络平台发布的广告中，对商品的性能、功能、质量等作虚假或者引人误解的宣传，欺骗、误导消费者。',
        broke: '《中华人民共和国广告法》第二十八条',
        under: '《中华人民共和国广告法》第五十五条第一款',
      };
    case '未按规定公示信息':
      return {
        facts: '当事人未按照规定的期限公示其应当公示的即时信息，经责令仍未在规定期限内履行公示义务。',
        broke: '《企业信息公示暂行条例》第十条',
        under:
          day >= '2022-03-01' ? '《中华人民共和国市场主体登记管理条例》第四十八条' : '《企业信息公示暂行条例》第十七条',
      };
    case '产品质量不合格':
      return {
        facts: '经抽样检验，当事人销售的产品不符合保障人体健康和人身、财产安全的国家标准、行业标准，检验结论为不合格。',
        broke: '《中华人民共和国产品质量法》第十三条、第三十九条',
        under: '《中华人民共和国产品质量法》第四十九条',
      };
    case '违反环境保护规定':
      return {
        facts:
          '经现场检查，当事人产生含挥发性有机物废气的生产活动未在密闭空间或者设备中进行，未按照规定安装、使用污染防治设施。',
        broke: '《中华人民共和国大气污染防治法》第四十五条',
        under: '《中华人民共和国大气污染防治法》第一百零八条第一项',
      };
    case '无照经营':
      return day >= '2022-03-01'
        ? {
            facts: '当事人未经设立登记从事经营活动，有违法所得。',
            broke: '《中华人民共和国市场主体登记管理条例》第三条',
            under: '《中华人民共和国市场主体登记管理条例》第四十三条',
          }
        : {
            facts: '当事人未依法取得营业执照从事经营活动，有违法所得。',
            broke: '《无证无照经营查处办法》第二条',
            under: '《无证无照经营查处办法》第十三条',
          };
    case '价格违法':
      return {
        facts: '当事人在销售商品时未按照规定明码标价，并使用虚假的或者使人误解的价格手段诱骗消费者进行交易。',
        broke: '《中华人民共和国价格法》第十三条、第十四条第四项',
        under: '《价格违法行为行政处罚规定》第七条',
      };
    case '违反税收征收管理规定':
      return {
        facts: '当事人未按照规定的期限办理纳税申报和报送纳税资料，经税务机关责令限期改正后逾期仍未改正。',
        broke: '《中华人民共和国税收征收管理法》第二十五条',
        under: '《中华人民共和国税收征收管理法》第六十二条',
      };
    case '违反安全生产规定':
      return day >= '2021-09-01'
        ? {
            facts: '经现场检查，当事人未按照规定对从业人员进行安全生产教育和培训，未如实记录安全生产教育和培训情况。',
            broke: '《中华人民共和国安全生产法》第二十八条',
            under: '《中华人民共和国安全生产法》第九十七条第三项',
          }
        : {
            facts: '经现场检查，当事人未按照规定对从业人员进行安全生产教育和培训，未如实记录安全生产教育和培训情况。',
            broke: '《中华人民共和国安全生产法》第二十五条',
            under: '《中华人民共和国安全生产法》第九十四条第三项',
          };
    case '欺诈发行':
      return {
        facts: '当事人在其公告的证券发行文件中隐瞒重要事实、编造重大虚假内容，情节严重。',
        broke: '《中华人民共和国证券法》第十九条',
        under: '《中华人民共和国证券法》第一百八十一条第一款',
      };
    default:
      // The securities regulators' findings on disclosure, accounting, controls, funds and guarantees.
      return {
        facts: `当事人存在${type}的情形，相关信息披露不真实、不准确、不完整。`,
        broke: '《中华人民共和国证券法》第七十八条',
        under: '《中华人民共和国证券法》第一百七十条、第一百九十七条',
      };
  }
}

/** The decision's name, as its 文号 carries it for the securities regulators; else 行政处罚决定书. */
export function decisionName(docNo: string): string {
  return (
    /([\u4e00-\u9fa5]*决定书)〔/.exec(docNo)?.[1]?.replace(/^.*?(行政监管措施|监管措施|行政处罚|纪律处分)/, '$1') ??
    '行政处罚决定书'
  );
}

export function penaltyDocument(pdf: PdfReport, f: DocumentFacts): void {
  const p = f.record.payload;
  const docNo = field(p, 'docNo');
  const type = field(p, 'penaltyType');
  const content = field(p, 'content');
  const authority = field(p, 'departmentName');
  const day = field(p, 'penaltyDate') || f.record.date;
  const name = decisionName(docNo);
  const measure = /监管措施|纪律处分/.test(name);
  const found = offenceOf(type, day);
  // A measure is decided under the regulator's own rules, not the articles of a penalty.
  const offence = measure
    ? {
        ...found,
        under: /交易所/.test(authority)
          ? `《${authority}股票上市规则》《${authority}股票发行上市审核规则》`
          : '《中华人民共和国证券法》《上市公司信息披露管理办法》',
      }
    : found;
  const c = f.company;
  const exchange = authority.includes('交易所');
  // How the authority names itself: the CSRC 我会, its bureaus 我局, an exchange 本所, others 本机关.
  const self =
    authority === '中国证券监督管理委员会'
      ? '我会'
      : authority.includes('监管局')
        ? '我局'
        : exchange
          ? '本所'
          : '本机关';

  pdf.heading(authority);
  pdf.heading(name);
  pdf.paragraph(docNo);
  pdf.keyValues([
    ['当事人', c.name],
    ['统一社会信用代码', c.creditCode ?? '未登记'],
    ['住所', c.address ?? '未登记'],
    [representativeTitle(c.name), c.legalRep ?? '未登记'],
  ]);
  pdf.paragraph(
    measure
      ? `经查，${offence.facts}`
      : `${self}依法对当事人涉嫌${type}一案进行了调查，现已调查终结。经查，${offence.facts}`,
  );
  pdf.paragraph(
    measure
      ? `上述行为违反了${offence.broke}等规定。`
      : `以上事实，有现场检查笔录、询问笔录、相关书证等证据为证。${self}已告知当事人拟作出行政处罚的事实、理由、依据及其依法享有的陈述、申辩和听证权利，当事人在规定期限内未提出陈述、申辩意见，也未要求听证。`,
  );
  if (!measure) pdf.paragraph(`当事人的上述行为违反了${offence.broke}的规定。`);
  pdf.paragraph(`依据${offence.under}${measure ? '的有关' : '的'}规定，${self}决定：${content}。`);
  if (/罚款|没收违法所得/.test(content))
    pdf.paragraph(
      '当事人应当自收到本决定书之日起十五日内，将罚没款缴至指定银行或者通过电子支付系统缴纳。到期不缴纳罚款的，每日按罚款数额的百分之三加处罚款。',
    );
  pdf.paragraph(
    measure && exchange
      ? '当事人如对本决定不服，可以在收到本决定书之日起十五个交易日内向本所申请复核。复核期间，本决定不停止执行。'
      : measure
        ? '当事人如对本监督管理措施不服，可以在收到本决定书之日起六十日内向中国证券监督管理委员会提出行政复议申请，也可以在收到本决定书之日起六个月内向有管辖权的人民法院提起诉讼。复议与诉讼期间，上述监督管理措施不停止执行。'
        : '当事人如不服本处罚决定，可以在收到本决定书之日起六十日内依法申请行政复议，或者在六个月内依法向人民法院提起行政诉讼。行政复议和行政诉讼期间，本处罚决定不停止执行。',
  );
  pdf.paragraph(authority);
  pdf.paragraph(signedDate(day));
  pdf.paragraph(`（公示日期：${textDate(day)}；来源：${field(p, 'source') || '未披露'}）`, { muted: true });
}
