import type { ReviewFacts } from './facts';
import { applicationOf, boardName, exchangeName, leadOf, money } from './words';

type Row = [item: string, content: string];

/**
 * The terms of the offering (本次发行概况) by what the application is: an IPO's shares, a placement's or a rights
 * issue's limits, a convertible's or a bond's terms, a deal's consideration. Counts are the rules' limits (a quarter
 * of the shares after an IPO, 30% of those before a placement), not figures: the data holds no share count, and one
 * worked out from the registered capital would not agree with the amount raised.
 */
export function issueTerms(f: ReviewFacts): Row[] {
  const d = f.review;
  const lead = leadOf(d);
  const exchange = exchangeName(d.exchange);
  const deal = d.reviewType === 'mergers';
  const common: Row[] = [
    [deal ? '上市公司' : '发行人', d.issuer],
    [deal ? '本次交易' : '本次发行', applicationOf(d)],
    [d.reviewType === 'mergers' ? '交易金额' : '募集资金总额', money(d.amount)],
  ];
  if (d.reviewType === 'feedback' || d.reviewType === 'auditMind')
    return [
      ...common,
      ['股票种类', '人民币普通股（A股）'],
      ['每股面值', '人民币1.00元'],
      [
        '发行股数',
        '占发行后总股本的比例不低于25%（发行后总股本超过4亿股的，不低于10%）；本次发行全部为新股，不涉及股东公开发售',
      ],
      ['发行方式', '网下向询价对象配售与网上向持有市值的社会公众投资者定价发行相结合'],
      ['发行对象', '符合资格的询价对象和在证券交易所开户的境内自然人、法人等投资者（国家法律法规禁止购买者除外）'],
      ['承销方式', '余额包销'],
      ['拟上市地点', `${exchange}${boardName(d.board)}`],
      ['保荐人（主承销商）', lead.firm],
    ];
  if (d.reviewType === 'bond')
    return [
      ...common,
      ['发行方式', d.title?.includes('非公开') ? '非公开发行' : '公开发行'],
      ['发行对象', '符合《公司债券发行与交易管理办法》规定的专业投资者'],
      ['票面金额及发行价格', '每张面值100元，按面值平价发行'],
      ['债券期限', '不超过5年（含5年），可为单一期限品种或多种期限的混合品种'],
      ['还本付息方式', '按年付息，到期一次还本'],
      ['增信措施', '无担保'],
      ['上市场所', exchange],
      ['主承销商、受托管理人', lead.firm],
    ];
  if (d.reviewType === 'mergers')
    return [
      ...common,
      ['交易类型', d.dealType ?? '重大资产重组'],
      ['交易标的', d.target ?? '未披露'],
      ['定价依据', '以具有证券期货相关业务资格的评估机构出具的评估结果为基础，由交易双方协商确定'],
      ...(d.dealType?.includes('发行股份')
        ? ([
            ['股份发行价格', '不低于定价基准日前20个交易日上市公司股票交易均价的80%'],
            ['锁定期', '交易对方以资产认购的股份自发行结束之日起12个月内不得转让'],
          ] as Row[])
        : []),
      ['独立财务顾问', lead.firm],
    ];
  // Refinancing: by its kind.
  const limit = '不超过本次发行前总股本的30%';
  const kind = d.dealType ?? '';
  const terms: Row[] = kind.includes('可转换公司债券')
    ? [
        ['证券种类', '可转换为公司A股股票的可转换公司债券'],
        ['票面金额及发行价格', '每张面值100元，按面值发行'],
        ['债券期限', '自发行之日起6年'],
        ['转股期限', '自发行结束之日起满6个月后的第一个交易日起至债券到期日止'],
        [
          '发行对象',
          kind.startsWith('向特定对象')
            ? '不超过35名符合中国证监会规定条件的特定对象'
            : '持有中国证券登记结算有限责任公司证券账户的投资者（法律法规禁止者除外），向原股东优先配售',
        ],
      ]
    : kind === '配股'
      ? [
          ['股票种类', '人民币普通股（A股），每股面值1.00元'],
          ['配售比例', '以股权登记日收市后的总股本为基数，每10股配售不超过3股'],
          ['发行对象', '股权登记日收市后登记在册的全体股东'],
          ['定价原则', '以刊登发行公告前的股票交易价格为基础，由董事会与保荐机构协商确定'],
        ]
      : [
          ['股票种类', '人民币普通股（A股），每股面值1.00元'],
          ['发行数量', limit],
          ['发行对象', '不超过35名符合中国证监会规定条件的特定对象'],
          ['定价原则', '不低于定价基准日前20个交易日公司股票交易均价的80%'],
          ['限售期', '自发行结束之日起6个月内不得转让'],
        ];
  return [...common, ...terms, ['上市地点', `${exchange}${boardName(d.board)}`], ['保荐人（主承销商）', lead.firm]];
}
