import { yuanToWan } from '@esee/contracts';

/** The facts of a company that lead every prospect search's sheet, as its table shows them. */
interface ProspectFacts {
  orgName: string;
  legalRep: string | null;
  /** 元, as the API has it: the sheet's （万元） column converts it once. */
  regCapital: number | null;
  estDate: string | null;
  status: string | null;
  region: string;
  industryName: string | null;
}

/**
 * The leading columns of a prospect search's sheet (条件找客, 高级搜索): their titles, widths and cells; a
 * search appends its own columns after them.
 */
export const PROSPECT_COLUMNS = {
  header: ['企业名称', '法定代表人', '注册资本（万元）', '成立日期', '登记状态', '地区', '行业'],
  widths: [36, 12, 16, 12, 10, 24, 24],
  cells: (p: ProspectFacts): unknown[] => [
    p.orgName,
    p.legalRep,
    yuanToWan(p.regCapital),
    p.estDate,
    p.status,
    p.region,
    p.industryName,
  ],
} as const;
