import { text, type ConsistencyRule } from './rule';

/** The A-share boards and 新三板: their companies are 股份有限公司. */
const DOMESTIC_BOARDS = new Set(['主板', '创业板', '科创板', '北交所', '新三板']);
const EXCHANGE_BOARDS = new Set(['主板', '创业板', '科创板', '北交所']);
/** Above this share capital (元, shares of 1 元), the public may hold 10% instead of 25%. */
const LARGE_CAPITAL = 400_000_000;

/** The most the holders of a listed company's register may hold together: the rest is the public's float. */
export const mostHeldWhenListed = (regCapital: number | null): number => ((regCapital ?? 0) > LARGE_CAPITAL ? 0.9 : 0.75);

/**
 * A company listed or quoted in mainland China, or in an A-share IPO (not ended), is a 股份有限公司 with two holders
 * or more; a listed company leaves the public its float: the holders of the register hold at most 75% (90% above
 * 4 亿 of share capital). Sources: 公司法 (2023) 第一百三十四条 (a listed company is a 股份有限公司); 《首次公开发行股票
 * 注册管理办法》(2023) 第十条 (an issuer is a 股份有限公司 set up and running for three years); 证券法 (2019) 第四十七条
 * and the exchanges' 股票上市规则 3.1.1 (沪、深主板), 2.1.1 (科创板, 创业板): 公开发行的股份达到公司股份总数的25%以上，
 * 股本总额超过4亿元的，10%以上.
 */
export const listedCompanyRule: ConsistencyRule = {
  key: 'listedCompany',
  title: '上市、挂牌与IPO企业为股份有限公司，股东两名以上，上市后有公众股',
  files: ['listings'],
  check(_file, row, ctx) {
    const board = text(row.board);
    const stage = text(row.ipoStage);
    const listed = board !== null && DOMESTIC_BOARDS.has(board);
    const applying = stage !== null && stage !== '终止';
    if (!listed && !applying) return null;
    const id = String(row.companyId);
    const company = ctx.company(id);
    if (!company) return null;
    const holders = ctx.holders(id);
    const what = listed ? `${board}${board === '新三板' ? '挂牌' : '上市'}企业` : `IPO（${stage}）企业`;
    const problems: string[] = [];
    if (!company.orgType.startsWith('股份有限公司')) problems.push(`${what}应为股份有限公司，企业类型为「${company.orgType}」`);
    if (holders && holders.count < 2) problems.push(`${what}应有两名以上股东，现有 ${holders.count} 名`);
    if (holders && board !== null && EXCHANGE_BOARDS.has(board)) {
      const most = mostHeldWhenListed(company.regCapital);
      if (holders.ratio > most + 1e-6)
        problems.push(`上市公司公众股不足：登记股东合计持股 ${(holders.ratio * 100).toFixed(2)}%，应不超过 ${most * 100}%`);
    }
    return problems;
  },
};
