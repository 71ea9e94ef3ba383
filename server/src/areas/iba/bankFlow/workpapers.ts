import {
  BANK_FLOW_CONCLUSIONS,
  BANK_FLOW_FLAG_STATUSES,
  BANK_FLOW_RULE_CATALOGUE,
  BANK_FLOW_RULES,
  BANK_FLOW_COUNTERPARTY_CLASSES,
  type BankFlowFlag,
  type BankFlowResult,
} from '@esee/contracts';
import { workbook } from '../../../platform/files/download';

const LEVELS = { high: '高', medium: '中', low: '低' } as const;
const RANKINGS = { inAmount: '收入金额', inCount: '收入笔数', outAmount: '支出金额', outCount: '支出笔数' } as const;
const STATUS = { pass: '通过', warn: '提示', fail: '不通过', skip: '未检查' } as const;
const money = (n: number) => Math.round(n * 100) / 100;

export interface Papers {
  name: string;
  owner: string;
  reviewer: string | null;
  exportedBy: string;
  exportedAt: string;
  result: BankFlowResult;
  flags: BankFlowFlag[];
}

/**
 * The working papers (核查底稿) as an .xlsx: 概要, 预检, 月度收支, 交易对手 and 异常标记 with each flag's
 * transactions, the analyst's note and the reviewer's sign-off.
 */
export function workingPapers(p: Papers): Promise<Buffer> {
  const r = p.result;
  const rows = r.accounts.reduce((s, a) => s + a.rows, 0);
  const summary: unknown[][] = [
    ['分析项目', p.name],
    ['负责人', p.owner],
    ['复核人', p.reviewer ?? '未指定'],
    ['分析时间', r.analysedAt],
    ['分析结果是否为最新', r.stale ? '否（流水在分析后有变动，请重新分析）' : '是'],
    ['导出', `${p.exportedBy} ${p.exportedAt}`],
    ['主体数', new Set(r.accounts.map((a) => a.subjectId)).size],
    ['账户数', r.accounts.length],
    ['交易笔数', rows],
    ...r.accounts.map((a) => [
      `账户 ${a.subjectName} ${a.accountNo}`,
      `${a.from} 至 ${a.to}，${a.rows} 笔；收入 ${a.inCount} 笔 ${money(a.inAmount)} 元，支出 ${a.outCount} 笔 ${money(a.outAmount)} 元`,
    ]),
    ...BANK_FLOW_RULES.map((rule) => [
      `异常标记：${BANK_FLOW_RULE_CATALOGUE[rule].title}`,
      p.flags.filter((f) => f.rule === rule).length,
    ]),
    ...Object.entries(BANK_FLOW_FLAG_STATUSES).map(([status, title]) => [
      `复核状态：${title}`,
      p.flags.filter((f) => f.status === status).length,
    ]),
  ];
  return workbook([
    { name: '概要', header: ['项目', '内容'], rows: summary, widths: [28, 90] },
    {
      name: '预检',
      header: ['主体', '账号', '检查项', '结果', '说明', '明细'],
      rows: r.prechecks.map((c) => [
        c.subjectName,
        c.accountNo,
        c.title,
        STATUS[c.status],
        c.detail,
        c.items.join('\n'),
      ]),
      widths: [24, 22, 12, 8, 40, 80],
    },
    {
      name: '月度收支',
      header: ['主体', '账号', '月份', '收入笔数', '收入金额', '支出笔数', '支出金额', '净额'],
      rows: r.monthly.map((m) => [
        m.subjectName,
        m.accountNo,
        m.month,
        m.inCount,
        money(m.inAmount),
        m.outCount,
        money(m.outAmount),
        money(m.inAmount - m.outAmount),
      ]),
      widths: [24, 22, 10, 10, 16, 10, 16, 16],
    },
    {
      name: '交易对手',
      header: [
        '主体',
        '排名口径',
        '名次',
        '对手方',
        '类别',
        '工商匹配',
        '关联关系',
        '收入笔数',
        '收入金额',
        '支出笔数',
        '支出金额',
      ],
      rows: r.topCounterparties.flatMap((t) =>
        t.items.map((c, i) => [
          t.subjectName,
          RANKINGS[t.ranking],
          i + 1,
          c.name,
          BANK_FLOW_COUNTERPARTY_CLASSES[c.cpClass],
          c.entId ? '已匹配' : '',
          c.relation ?? '',
          c.inCount,
          money(c.inAmount),
          c.outCount,
          money(c.outAmount),
        ]),
      ),
      widths: [24, 10, 6, 32, 14, 10, 50, 10, 16, 10, 16],
    },
    {
      name: '异常标记',
      header: [
        '序号',
        '规则',
        '风险等级',
        '主体',
        '账号',
        '交易时间',
        '对手方',
        '金额',
        '说明',
        '关联路径',
        '涉及交易',
        '状态',
        '结论',
        '分析说明',
        '说明人',
        '说明时间',
        '复核人',
        '复核时间',
        '复核意见',
      ],
      rows: p.flags.map((f, i) => [
        i + 1,
        f.ruleTitle,
        LEVELS[f.level],
        f.subjectName,
        f.accountNo,
        f.occurred,
        f.counterparty,
        money(f.amount),
        f.reason,
        f.relation ?? '',
        f.transactions
          .map(
            (t) =>
              `第${t.line}行 ${t.occurred} ${t.direction === 'in' ? '收' : '支'} ${money(t.amount)} ${t.counterparty}`,
          )
          .join('\n'),
        f.statusTitle,
        f.conclusion ? BANK_FLOW_CONCLUSIONS[f.conclusion] : '',
        f.note ?? '',
        f.notedBy ?? '',
        f.notedAt ?? '',
        f.reviewedBy ?? '',
        f.reviewedAt ?? '',
        f.reviewComment ?? '',
      ]),
      widths: [6, 14, 8, 24, 22, 20, 32, 16, 60, 50, 70, 10, 16, 40, 10, 20, 10, 20, 30],
    },
  ]);
}
