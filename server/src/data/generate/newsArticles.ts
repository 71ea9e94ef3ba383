/**
 * The body (`content`) of a news item: three to six paragraphs written from templates with the company's facts and,
 * when the title reports an event, that event's figures (the execution's amount and court, the penalty's authority
 * and document number, the new legal representative, the suit's court and claim, the round and its amount), then a dateline in the outlet's
 * style (「证券时报讯（记者 X）」, 「本报讯」, 「界面新闻记者 | X」) and a closing line naming the source. Paragraphs are
 * separated by a blank line (`\n\n`), as records.jsonl carries them.
 *
 * The wording draws from a stream seeded by the story (see `storyRandom`), never the records' stream, so adding
 * bodies leaves every other record of a seed as it was, and reprints of a story carry the same body.
 */
import { formatCapital } from './history';
import { GIVEN_CHARS, SURNAMES } from './names';
import { Random } from './random';

/** What a body says about the company. */
export interface ArticleCompany {
  name: string;
  shortName: string;
  city: string;
  industry: string | null;
  /** 元 */
  capital: number;
  estYear: number;
}

/** The event a title reports, with the figures the body gives (money already as text: 120.5万元). */
export type NewsEvent =
  | { kind: 'execution'; dayMs: number; money: string; court: string; caseNo: string; creditor: string }
  | { kind: 'salesSuit'; dayMs: number; amount: string; court: string; caseNo: string; plaintiff: string }
  | { kind: 'samrPenalty'; dayMs: number; department: string; docNo: string; penaltyType: string }
  | { kind: 'legalRep'; dayMs: number; before: string; after: string }
  | { kind: 'specialised'; dayMs: number }
  | { kind: 'financing'; dayMs: number; round: string; amount: string | null; lead: string | null };

/** The stories the generator writes, one template set each (records.ts `NEWS` names its story by this key). */
export type NewsStory =
  | 'financing'
  | 'bid'
  | 'specialised'
  | 'partnership'
  | 'annualMeeting'
  | 'product'
  | 'legalRep'
  | 'expo'
  | 'holders'
  | 'execution'
  | 'salesSuit'
  | 'executivesLeave'
  | 'samrPenalty'
  | 'debt'
  | 'safety'
  | 'quality';

const PARAGRAPH = '\n\n';

/** A stream of a story's own: the same story (and its reprints) gets the same words. */
export function storyRandom(key: string): Random {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return new Random(h >>> 0);
}

/** 11月3日 */
export function monthDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

const reporter = (x: Random) => x.pick(SURNAMES) + (x.chance(0.7) ? x.pick(GIVEN_CHARS) + x.pick(GIVEN_CHARS) : x.pick(GIVEN_CHARS));

/** The opening of a story as each outlet writes it, with the city and the day. */
export function dateline(x: Random, source: string, city: string, dayMs: number): string {
  const who = reporter(x);
  const when = monthDay(dayMs);
  switch (source) {
    case '证券时报':
      return `证券时报讯（记者 ${who}）${when}，记者从${city}获悉，`;
    case '经济观察报':
    case '21世纪经济报道':
      return `本报讯（记者 ${who}）${city}消息，${when}，`;
    case '界面新闻':
      return `界面新闻记者 | ${who} ${city}${when}消息，`;
    case '第一财经':
      return `第一财经讯（记者 ${who}）${city}${when}消息，`;
    default:
      return `${source}讯 ${city}${when}消息，`;
  }
}

/** The line a story ends with, naming where it comes from. */
export const closing = (source: string) => `（本文来源：${source}）`;

/** The paragraph on the company: city, founding, capital, industry. */
export function background(x: Random, c: ArticleCompany): string {
  const trade = c.industry ? `，主要从事${c.industry}相关业务` : '';
  const lead = x.pick(['公开资料显示', '企业信用信息公示系统显示', '天眼数据显示', '工商资料显示']);
  const capital = c.capital > 0 ? `，注册资本${formatCapital(c.capital)}` : '';
  const reach = x.pick([`客户主要分布在${c.city}及周边地区`, '近年来业务规模总体保持稳定', '在当地同行业企业中具有一定知名度']);
  return `${lead}，${c.name}成立于${c.estYear}年，注册地位于${c.city}${capital}${trade}，${reach}。`;
}

/** What the company said, or did not: a negative story asked it and got no answer, or a holding one. */
function response(x: Random, c: ArticleCompany, negative: boolean): string {
  const n = c.shortName;
  return x.pick(
    negative
      ? [
          `就上述事项，记者多次拨打${n}公开披露的联系电话，截至发稿未获回复，记者将持续关注事件进展。`,
          `针对相关情况，${n}一名工作人员在电话中表示，公司正在了解具体情况，后续如有进展将通过正式渠道对外说明。`,
        ]
      : [
          `${n}相关负责人在接受记者采访时表示，公司将继续聚焦主业，加大研发和市场投入，提升产品竞争力和服务水平。`,
          `谈及下一步规划，${n}方面表示，将立足${c.city}、面向全国市场，进一步完善销售网络和服务体系。`,
        ],
  );
}

const PEERS = ['业内人士', '一位不愿具名的行业分析师', '某券商行业研究员', '当地一位行业协会人士'];

/** The lead (after the dateline), the paragraphs of the event, and a comment, by story. */
function storyParagraphs(x: Random, story: NewsStory, c: ArticleCompany, e: NewsEvent | undefined): { lead: string; more: string[]; comment: string[] } {
  const n = c.shortName;
  const peer = () => x.pick(PEERS);
  switch (story) {
    case 'financing': {
      const ev = e?.kind === 'financing' ? e : null;
      const size = ev ? (ev.amount ? `金额${ev.amount}` : '金额未披露') : '';
      const lead = ev?.lead ? `，由${ev.lead}领投` : '';
      return {
        lead: ev
          ? `${c.name}宣布于${monthDay(ev.dayMs)}完成${ev.round}融资，${size}${lead}，本轮资金将主要用于产品研发、产能建设和市场拓展。`
          : `${c.name}宣布完成新一轮融资，本轮资金将主要用于产品研发、产能建设和市场拓展。`,
        more: [
          `据介绍，${n}近年来持续加大研发投入，核心产品已在${c.city}及周边地区形成稳定客户群。公司相关负责人表示，本轮融资完成后，将进一步扩充研发团队，推进新产品的量产进度。`,
        ],
        comment: [`${peer()}认为，在当前一级市场募资趋紧的环境下，能够完成新一轮融资，说明投资方对${n}所处赛道和经营情况较为认可，但后续仍需关注其收入增长能否兑现估值预期。`],
      };
    }
    case 'bid':
      return {
        lead: `${c.name}近期接连中标多个重点项目，在手订单较上年同期明显增长。`,
        more: [
          `从公开招投标信息看，${n}此次中标的项目以当地政府部门和国有企业的采购为主，合同执行周期多在一至两年。公司方面表示，订单增长主要得益于前期在区域市场的持续投入。`,
        ],
        comment: [`${peer()}指出，订单增长将对${n}未来一两个年度的收入形成支撑，但项目回款周期较长，企业的应收账款和现金流情况值得持续跟踪。`],
      };
    case 'specialised':
      return {
        lead: `${c.name}入选当地专精特新中小企业名单。`,
        more: [
          `根据主管部门公布的名单，入选企业需在细分领域具备较强的专业化水平和创新能力，并在研发投入、知识产权等方面达到相应标准。${n}此次入选${e ? `（公示日期为${monthDay(e.dayMs)}）` : ''}，意味着其可享受当地在融资对接、研发补助等方面的支持政策。`,
        ],
        comment: [`${peer()}表示，专精特新企业普遍具有"小而精"的特点，获得认定后在银行授信、政府采购等方面往往更具优势。`],
      };
    case 'partnership':
      return {
        lead: `${c.name}与多家机构签署战略合作协议，双方将在业务拓展和技术研发方面开展合作。`,
        more: [
          `根据协议，各方将围绕产品联合开发、渠道共享和人才培养等方面建立长期合作机制。${n}相关负责人表示，此次合作有助于公司补齐技术短板，提升在${c.industry ?? '所在行业'}领域的综合竞争力。`,
        ],
        comment: [`${peer()}认为，战略合作协议多为框架性约定，实际效果还要看后续具体项目的落地情况。`],
      };
    case 'annualMeeting':
      return {
        lead: `${c.name}召开年度工作会议，总结上一年度经营情况，并对本年度重点工作作出部署。`,
        more: [
          `会议通报了公司上一年度在市场开拓、成本控制和安全管理等方面的工作成果，分析了当前面临的行业形势。会议提出，本年度将围绕主营业务提质增效，加强应收账款管理，稳步推进重点项目建设。`,
        ],
        comment: [`会议要求各部门细化目标任务，层层压实责任，确保全年各项经营指标顺利完成。`],
      };
    case 'product':
      return {
        lead: `${c.name}发布新一代产品，在性能和成本方面较上一代有所改进。`,
        more: [
          `据${n}介绍，新产品在核心部件上进行了重新设计，生产效率有所提升，单位成本有所下降，预计将于近期开始批量供货。`,
        ],
        comment: [`${peer()}表示，${c.industry ?? '该行业'}领域产品迭代较快，新品能否放量，关键在于下游客户的验证周期和价格竞争情况。`],
      };
    case 'legalRep': {
      const ev = e?.kind === 'legalRep' ? e : null;
      return {
        lead: ev
          ? `工商信息显示，${c.name}于${monthDay(ev.dayMs)}发生工商变更，法定代表人由${ev.before}变更为${ev.after}。`
          : `工商信息显示，${c.name}近日变更法定代表人。`,
        more: [
          ev
            ? `变更记录显示，此次变更事项为法定代表人变更，变更后${ev.after}出任公司法定代表人。截至发稿，${n}未就此次人事调整对外作出说明。`
            : `截至发稿，${n}未就此次人事调整对外作出说明。`,
        ],
        comment: [`${peer()}指出，法定代表人变更本身并不必然意味着经营出现变化，但对于合作方而言，仍需关注变更后公司的实际控制人和经营决策是否随之调整。`],
      };
    }
    case 'expo':
      return {
        lead: `${c.name}携主要产品参加行业博览会。`,
        more: [`展会期间，${n}展台吸引了不少采购商和同行驻足洽谈。公司相关负责人介绍，此次参展主要是为了展示新产品、对接潜在客户，并了解行业最新技术动态。`],
        comment: [`据主办方介绍，本届博览会共吸引数百家企业参展，展品涵盖产业链上下游多个环节，展会期间还举办了多场行业论坛和供需对接活动。`],
      };
    case 'holders':
      return {
        lead: `工商信息显示，${c.name}近日完成股东及持股比例变更登记。`,
        more: [`从变更记录看，此次调整涉及公司股东构成和各股东持股比例。截至发稿，${n}未披露股权调整的具体原因。`],
        comment: [`${peer()}表示，股权结构调整可能与引入战略投资者、员工持股或股东退出有关，合作方可关注其实际控制人是否发生变化。`],
      };
    case 'execution': {
      const ev = e?.kind === 'execution' ? e : null;
      return {
        lead: ev
          ? `中国执行信息公开网显示，${c.name}新增一条被执行人信息，执行标的${ev.money}，执行法院为${ev.court}。`
          : `${c.name}新增被执行人信息，执行标的超过一百万元。`,
        more: ev
          ? [
              `据公开信息，该案案号为${ev.caseNo}，立案日期为${monthDay(ev.dayMs)}，申请执行人为${ev.creditor}。`,
              `被执行人信息是法院对已进入执行程序案件的公示，被执行人未按执行通知履行义务的，法院可依法采取查封、冻结、扣划财产等措施。`,
            ]
          : [`被执行人信息是法院对已进入执行程序案件的公示，被执行人未按执行通知履行义务的，法院可依法采取查封、冻结、扣划财产等措施。`],
        comment: [`${peer()}提醒，企业一旦出现大额被执行记录，往往意味着其资金周转承压，上下游合作方和授信机构应及时核实其偿债能力。`],
      };
    }
    case 'salesSuit': {
      const ev = e?.kind === 'salesSuit' ? e : null;
      return {
        lead: ev
          ? `${c.name}因逾期支付货款被供应商${ev.plaintiff}诉至${ev.court}，涉案金额${ev.amount}。`
          : `${c.name}因逾期支付货款被供应商诉至法院。`,
        more: [
          ev
            ? `立案信息显示，该案案号为${ev.caseNo}，案由为买卖合同纠纷，立案日期为${monthDay(ev.dayMs)}。原告诉请判令${n}支付拖欠的货款及逾期付款利息。`
            : `原告诉请判令${n}支付拖欠的货款及逾期付款利息。`,
        ],
        comment: [`${peer()}表示，买卖合同纠纷在企业涉诉案件中较为常见，但若同一企业短期内密集出现欠款纠纷，则需警惕其流动性风险。`],
      };
    }
    case 'executivesLeave':
      return {
        lead: `${c.name}近期多名高级管理人员离职，引发市场关注。`,
        more: [`据了解，离职人员涉及公司销售和财务等部门负责人。对于高管离职的原因，${n}方面回应称系个人原因，公司经营一切正常。`],
        comment: [`${peer()}指出，核心管理团队短期内集中变动，可能影响企业经营的连续性，建议关注其后续人事安排和经营数据变化。`],
      };
    case 'samrPenalty': {
      const ev = e?.kind === 'samrPenalty' ? e : null;
      return {
        lead: ev
          ? `${ev.department}公布的行政处罚信息显示，${c.name}因${ev.penaltyType}被处以罚款。`
          : `${c.name}因违法行为被市场监督管理部门处以罚款。`,
        more: [
          ev
            ? `处罚决定书文号为${ev.docNo}，作出处罚决定的日期为${monthDay(ev.dayMs)}。${ev.department}依据相关法律法规，对${n}作出警告并处罚款的行政处罚。`
            : `处罚信息已在国家企业信用信息公示系统公示。`,
        ],
        comment: [`根据相关规定，行政处罚信息将在国家企业信用信息公示系统公示，企业在公示期满并完成整改后，可依法申请信用修复。`],
      };
    }
    case 'debt':
      return {
        lead: `${c.name}多笔债务出现逾期，违约风险上升。`,
        more: [`据知情人士透露，${n}近期未能按期偿还部分银行贷款和供应商货款，已有债权人通过诉讼方式主张权利。公司方面表示，正积极与债权人协商展期方案。`],
        comment: [`${peer()}表示，企业出现多笔债务逾期，通常意味着其经营现金流难以覆盖到期债务，授信机构应关注担保措施的有效性。`],
      };
    case 'safety':
      return {
        lead: `${c.name}厂区发生安全生产事故，应急管理部门责令其停产整改。`,
        more: [`事故发生后，当地应急管理部门第一时间赶赴现场处置，并对企业安全生产责任制落实情况开展调查。企业须在整改完成、经验收合格后方可恢复生产，事故原因仍在进一步调查中。`],
        comment: [`${peer()}指出，停产整改期间企业产能将受到影响，相关订单能否按期交付存在不确定性。`],
      };
    case 'quality':
      return {
        lead: `${c.name}部分批次产品在监督抽检中不合格，被市场监管部门通报。`,
        more: [`通报显示，不合格项目涉及产品的部分质量指标。市场监管部门已要求企业查清不合格产品的批次和流向，召回相关产品，并依法进行处理，企业整改情况将在复检后另行公布。`],
        comment: [`${peer()}提醒，产品质量问题可能影响企业的客户关系和后续订单，采购方应关注其整改情况。`],
      };
  }
}

/**
 * A story's body: the dateline and lead, the event's paragraphs, the company's background, a comment, and
 * the closing line — four to six paragraphs, 300 to 1,200 characters.
 */
export function newsContent(
  x: Random,
  story: NewsStory,
  c: ArticleCompany,
  source: string,
  dayMs: number,
  negative: boolean,
  event?: NewsEvent,
): string {
  const head = dateline(x, source, c.city, dayMs);
  const { lead, more, comment } = storyParagraphs(x, story, c, event);
  const paragraphs = [head + lead, ...more, background(x, c), `${comment.join('')}${response(x, c, negative)}`, closing(source)];
  return paragraphs.join(PARAGRAPH);
}
