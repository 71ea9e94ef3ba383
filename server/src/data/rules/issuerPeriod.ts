import { reportingPeriodYears } from '@esee/contracts';
import type { ReviewRow } from '../format';
import { text, type ConsistencyRule } from './rule';

const IPO_TYPES = new Set(['auditMind', 'feedback']);

/**
 * An IPO issuer whose statements the set holds has those of its 报告期: the three fiscal years ended before the
 * acceptance (the years its prospectus and audit report cover), not only its latest years — a listed company's
 * statements reach back to its application. Years before the founding are not asked for. Sources: 《首次公开发行股票
 * 注册管理办法》(2023) 第十一条 (最近三年财务会计报告由注册会计师出具无保留意见的审计报告) and 《公开发行证券的公司信息披露
 * 内容与格式准则第57号——招股说明书》(2023) (its 财务会计信息 and 主要财务数据和财务指标 are of the 报告期).
 */
export const issuerPeriodRule: ConsistencyRule = {
  key: 'issuerPeriod',
  title: 'IPO发行人有受理前三个会计年度（报告期）的财务报表',
  files: ['reviews'],
  check(_file, row, ctx) {
    const r = row as unknown as ReviewRow;
    const accepted = text(r.acceptedDate);
    if (!IPO_TYPES.has(String(r.reviewType)) || !accepted) return null;
    const years = ctx.statements(String(r.companyId));
    if (!years?.size) return null;
    const founded = Number(ctx.company(r.companyId)?.estDate?.slice(0, 4) ?? 0);
    const missing = reportingPeriodYears(accepted)
      .filter((y) => y >= founded && !years.has(y))
      .sort((a, b) => a - b);
    return missing.length ? [`IPO申报（受理 ${accepted}）缺少报告期 ${missing.join('、')} 年度的财务报表`] : [];
  },
};
