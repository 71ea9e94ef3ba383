/**
 * 新闻舆情 of IPO issuers that follow their review (reviews.jsonl): the financial press reports an IPO at each step —
 * the exchange's acceptance (受理), the first inquiry (首轮问询) and the issuer's reply, the listing committee's meeting
 * (通过, or 未通过), registration (注册生效; 核准 under the 发审委), the offering (发行), and an end (终止). Each story is
 * published within three days after its step, never after the issuer's last day; it carries the step's day
 * (`eventDate`) and the item (`reviewId`), so the loader can check it follows the step (rules/newsEvents.ts).
 * Neutral for the steps on the way, positive for a pass, a registration or an offering, negative for a failure or an
 * end. Bodies as every story's (newsArticles.ts): dateline, the step with the item's figures (board, amount to raise,
 * sponsor, inquiry rounds), the issuer's background, a closing line naming the source.
 *
 * The stories draw from a stream of their own and are written after every other record, so the rest of a seed's
 * data set stays as it was.
 */
import { exchangeOfBoard, reviewStageOf } from '@esee/contracts';
import type { ReviewRow } from '../format';
import type { IssuerFacts } from './issuerRisk';
import { background, closing, dateline, monthDay, storyRandom, type ArticleCompany } from './newsArticles';
import { isoDay, type Random } from './random';
import type { Payload } from './records';

const DAY = 86_400_000;
const SOURCES = ['证券时报', '第一财经', '21世纪经济报道', '界面新闻', '新浪财经', '经济观察报'];
const EXCHANGES: Record<string, string> = { 上交所: '上海证券交易所', 深交所: '深圳证券交易所', 北交所: '北京证券交易所' };
const BOARD_NAMES: Record<string, string> = { 沪主板: '上交所主板', 深主板: '深交所主板', 科创板: '科创板', 创业板: '创业板', 北交所: '北交所' };

type Step = 'accepted' | 'inquiry' | 'reply' | 'passed' | 'failed' | 'registered' | 'issued' | 'terminated';

interface Story {
  step: Step;
  dayMs: number;
}

const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
/** 8.08亿元 */
const yi = (yuan: number) => `${Number((yuan / 1e8).toFixed(2))}亿元`;

/** What the press adds: the market's view of a step, by its sentiment. */
const COMMENTS: Record<'正面' | '中性' | '负面', string[]> = {
  正面: [
    '业内人士表示，在IPO节奏阶段性收紧的背景下，能够顺利推进发行上市，说明企业的经营质量和信息披露得到了审核机构的认可。',
    '有投行人士分析称，今年以来审核机构更加注重发行人的持续经营能力和规范运作，顺利过关的企业多具有较强的行业竞争力。',
  ],
  中性: [
    '业内人士表示，注册制下IPO审核以信息披露为核心，问询环节往往是发行人与审核机构就关键问题反复沟通的过程，审核周期因企业情况而异。',
    '有投行人士指出，审核机构近年来持续强化对发行人财务真实性和募投项目合理性的关注，问询轮次多少本身并不决定审核结果。',
  ],
  负面: [
    '业内人士表示，今年以来IPO撤否案例有所增加，审核机构对发行人的持续经营能力、财务规范性和信息披露质量把关更严。',
    '有投行人士分析称，IPO受挫后，企业可在整改完善后重新申报，但需对审核中关注的问题作出充分回应。',
  ],
};

/** The steps of an IPO item the press reports, in order, with their days. */
export function reportedSteps(r: ReviewRow): Story[] {
  const out: Story[] = [{ step: 'accepted', dayMs: dayMs(r.acceptedDate) }];
  const first = r.letters[0];
  if (first) out.push({ step: 'inquiry', dayMs: dayMs(first.date) });
  const replies = r.letters.flatMap((l) => (l.replyDate ? [l.replyDate] : []));
  if (replies.length) out.push({ step: 'reply', dayMs: dayMs(replies.reduce((a, b) => (a > b ? a : b))) });
  for (const m of r.milestones) {
    const stage = reviewStageOf(r, m.label);
    const step: Step | null =
      stage === 'COMMITTEE'
        ? /未通过/.test(m.label)
          ? 'failed'
          : /通过/.test(m.label)
            ? 'passed'
            : null
        : stage === 'REGISTERED'
          ? 'registered'
          : stage === 'ISSUED'
            ? 'issued'
            : stage === 'TERMINATED'
              ? 'terminated'
              : null;
    if (step) out.push({ step, dayMs: dayMs(m.date) });
  }
  return out;
}

const SENTIMENT: Record<Step, '正面' | '中性' | '负面'> = {
  accepted: '中性',
  inquiry: '中性',
  reply: '中性',
  passed: '正面',
  failed: '负面',
  registered: '正面',
  issued: '正面',
  terminated: '负面',
};

/** The title, summary and the step's paragraphs of a story. */
function wording(step: Step, r: ReviewRow, n: string, approval: boolean) {
  const exchange = approval ? '中国证监会' : EXCHANGES[exchangeOfBoard(r.board)]!;
  const board = BOARD_NAMES[r.board] ?? r.board;
  const sponsor = r.intermediaries.find((i) => i.role.includes('保荐'))?.name ?? r.intermediaries[0]!.name;
  const raise = r.amount ? `拟募集资金${yi(r.amount)}` : '募集资金规模未披露';
  const rounds = r.letters.length;
  const inquiry = approval ? '反馈意见' : '审核问询函';
  switch (step) {
    case 'accepted':
      return {
        title: `${n}${board}IPO申请获受理`,
        summary: `${n}首次公开发行股票并在${board}上市的申请获${exchange}受理，${raise}。`,
        body: [
          `${n}首次公开发行股票并在${board}上市的申请获${exchange}受理，${raise}，保荐机构为${sponsor}。`,
          `招股说明书（申报稿）显示，本次募集资金扣除发行费用后，将主要投向产能扩建、研发中心建设和补充流动资金。${n}表示，募投项目实施后将进一步提升公司的生产能力和技术水平。`,
        ],
      };
    case 'inquiry':
      return {
        title: `${n}IPO收到首轮${inquiry}`,
        summary: `${n}IPO进入${approval ? '反馈' : '问询'}阶段，收到${exchange}首轮${inquiry}。`,
        body: [
          `${n}IPO审核状态更新为"${approval ? '反馈意见' : '已问询'}"，公司收到${exchange}首轮${inquiry}。`,
          `从以往案例看，首轮问询通常聚焦发行人的收入确认、毛利率波动、关联交易和资金流水等问题。保荐机构${sponsor}需会同申报会计师、发行人律师逐项核查并发表意见。`,
        ],
      };
    case 'reply':
      return {
        title: `${n}回复${inquiry}，IPO审核继续推进`,
        summary: `${n}披露${inquiry}回复，${rounds}轮问询已全部回复。`,
        body: [
          `${n}披露了对${exchange}${inquiry}的回复，截至目前公司共收到${rounds}轮${approval ? '反馈意见' : '问询'}，均已回复。`,
          `回复文件显示，${n}就收入确认、客户集中度和募投项目的必要性等问题作了补充说明，保荐机构${sponsor}和申报会计师对相关事项发表了核查意见。`,
        ],
      };
    case 'passed':
      return {
        title: `${n}IPO过会`,
        summary: `${n}首发申请获${approval ? '发审会' : '上市委会议'}审议通过。`,
        body: [
          `${approval ? '中国证监会发行审核委员会' : `${EXCHANGES[exchangeOfBoard(r.board)]}上市审核委员会`}召开审议会议，${n}首发申请获审议通过，${raise}。`,
          `从${r.acceptedDate.slice(0, 4)}年${monthDay(dayMs(r.acceptedDate))}获受理到过会，${n}共经历${rounds}轮${approval ? '反馈' : '问询'}。${approval ? '' : '按照注册制流程，公司尚需提交中国证监会注册，注册生效后方可发行上市。'}`,
        ],
      };
    case 'failed':
      return {
        title: `${n}IPO上会未获通过`,
        summary: `${n}首发申请未获${approval ? '发审会' : '上市委会议'}审议通过。`,
        body: [
          `${approval ? '中国证监会发行审核委员会' : `${EXCHANGES[exchangeOfBoard(r.board)]}上市审核委员会`}召开审议会议，${n}首发申请未获通过。`,
          `审议意见要求发行人说明经营业绩的稳定性和持续经营能力，并对收入确认和内部控制的有效性作出解释。${n}此前共经历${rounds}轮${approval ? '反馈' : '问询'}，保荐机构为${sponsor}。`,
        ],
      };
    case 'registered':
      return {
        title: approval ? `${n}IPO获证监会核准` : `${n}IPO注册生效`,
        summary: approval ? `中国证监会核准${n}首次公开发行股票。` : `中国证监会同意${n}首次公开发行股票注册。`,
        body: [
          approval
            ? `中国证监会核准${n}首次公开发行股票的申请，公司将与承销商协商确定发行日程，${raise}。`
            : `中国证监会同意${n}首次公开发行股票的注册申请，公司将在注册决定有效期内择机发行，${raise}。`,
          `保荐机构${sponsor}表示，将按照相关规定做好发行承销工作。${n}后续将披露招股意向书和发行公告。`,
        ],
      };
    case 'issued':
      return {
        title: `${n}完成IPO发行，登陆${board}`,
        summary: `${n}完成首次公开发行，股票在${board}上市交易。`,
        body: [
          `${n}完成首次公开发行，股票在${board}上市交易。本次发行${raise}，保荐机构为${sponsor}。`,
          `公司表示，上市后将按照招股说明书的安排使用募集资金，持续提升经营能力，回报投资者。`,
        ],
      };
    case 'terminated':
      return {
        title: `${n}IPO终止`,
        summary: `${n}首发申请审核终止。`,
        body: [
          `${exchange}公告显示，${n}首次公开发行股票的审核状态变更为"终止"。公司此前${raise}，保荐机构为${sponsor}。`,
          `从${monthDay(dayMs(r.acceptedDate))}获受理算起，${n}的IPO历时${Math.round((dayMs(r.updatedDate) - dayMs(r.acceptedDate)) / DAY)}天，期间共收到${rounds}轮${approval ? '反馈意见' : '问询'}。${approval ? '' : '按照审核规则，发行人撤回申请或未在规定时限内回复问询，交易所将终止审核。'}`,
        ],
      };
  }
}

/** The news of the IPO items of `reviews`, each `{ companyId, payload }` as records.jsonl has it. */
export function reviewNews(r: Random, reviews: readonly ReviewRow[], issuers: ReadonlyMap<string, IssuerFacts>): { companyId: string; payload: Payload }[] {
  const out: { companyId: string; payload: Payload }[] = [];
  for (const item of reviews) {
    if (item.reviewType !== 'auditMind' && item.reviewType !== 'feedback') continue;
    const issuer = issuers.get(item.companyId);
    if (!issuer) continue;
    const c = issuer.company;
    const company: ArticleCompany = {
      name: c.name,
      shortName: c.shortName,
      city: c.place.city,
      industry: c.industry?.name ?? null,
      capital: c.capital,
      estYear: new Date(c.estMs).getUTCFullYear(),
    };
    for (const story of reportedSteps(item)) {
      const day = story.dayMs + r.int(0, 3) * DAY;
      if (day > issuer.todayMs) continue;
      const source = r.pick(SOURCES);
      const hour = r.int(7, 22);
      const minute = r.int(0, 59);
      const words = wording(story.step, item, c.shortName, item.reviewType === 'feedback');
      const x = storyRandom(`${c.name}|${words.title}|${day}|body`);
      const content = [
        dateline(x, source, company.city, day) + words.body[0],
        ...words.body.slice(1),
        background(x, company),
        `${x.pick(COMMENTS[SENTIMENT[story.step]])}审核进展可在审核机构网站的发行上市审核信息公开栏目查询。`,
        closing(source),
      ].join('\n\n');
      out.push({
        companyId: item.companyId,
        payload: {
          kind: 'news',
          date: isoDay(day),
          title: words.title,
          source,
          publishTime: `${isoDay(day)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`,
          sentiment: SENTIMENT[story.step],
          tags: '',
          category: '财务',
          summary: words.summary,
          content,
          eventDate: isoDay(story.dayMs),
          reviewId: item.reviewId,
        },
      });
    }
  }
  return out;
}
