import {
  RECORD_KIND_BY_KEY,
  RECORD_KINDS,
  SECTION_COLUMNS,
  type ListPage,
  type RecordColumn,
  type RecordKind,
  type RecordTab,
} from '@esee/contracts';
import { companyApi } from '../../api/company';

type Row = Record<string, unknown>;

/** What a section shows: records of one kind, a list with dictionary columns, or a view of its own. */
export type SectionView =
  | { type: 'records'; kind: RecordKind }
  | {
      type: 'list';
      columns: readonly RecordColumn[];
      rowKey: string;
      load: (entId: string, page: number) => Promise<ListPage<Row>>;
    }
  | { type: 'businessInfo' }
  | { type: 'people' }
  | { type: 'annualReports' }
  | { type: 'financials' };

export interface SectionDef {
  /** The anchor the overview links to. */
  id: string;
  title: string;
  /** Its key in the company's `counts`, when the count is known before the list loads. */
  countKey?: string;
  view: SectionView;
}

export type TabKey =
  | 'overview'
  | 'essential'
  | 'informationDisclosure'
  | 'investment'
  | 'relationship'
  | 'judiciary'
  | 'operationalRisk'
  | 'operationalInfo'
  | 'intellectualProperty';

export interface TabDef {
  key: TabKey;
  title: string;
  sections: readonly SectionDef[];
}

const recordSection = (kind: RecordKind): SectionDef => ({
  id: kind.kind,
  title: kind.title,
  countKey: kind.kind,
  view: { type: 'records', kind },
});
const records = (tab: RecordTab) => RECORD_KINDS.filter((k) => k.tab === tab).map(recordSection);
const record = (key: string) => recordSection(RECORD_KIND_BY_KEY.get(key)!);
const list = (
  id: keyof typeof SECTION_COLUMNS,
  title: string,
  rowKey: string,
  load: (entId: string, page: number) => Promise<ListPage<Row>>,
  countKey?: string,
): SectionDef => ({ id, title, countKey, view: { type: 'list', columns: SECTION_COLUMNS[id], rowKey, load } });

/** The tabs of the company detail (spec 2 §2) and their sections, in order. */
export const TABS: readonly TabDef[] = [
  { key: 'overview', title: '概览', sections: [] },
  {
    key: 'essential',
    title: '基本信息',
    sections: [
      { id: 'businessInfo', title: '工商信息', view: { type: 'businessInfo' } },
      list(
        'shareholders',
        '股东信息',
        'holderId',
        (id, p) => companyApi.section(id, 'shareholders', p),
        'shareholders',
      ),
      { id: 'people', title: '主要人员', countKey: 'people', view: { type: 'people' } },
      list('changes', '变更记录', 'id', companyApi.changes, 'changes'),
      list('branches', '分支机构', 'entId', (id, p) => companyApi.section(id, 'branches', p), 'branches'),
      { id: 'annualReports', title: '企业年报', countKey: 'annualReports', view: { type: 'annualReports' } },
    ],
  },
  {
    key: 'informationDisclosure',
    title: '信息披露',
    sections: [
      // The statements a listed company, IPO issuer or bond issuer discloses (docs/decisions.md).
      { id: 'financials', title: '财务信息', countKey: 'financials', view: { type: 'financials' } },
      list('listedHolders', '上市公司股东', 'holderId', companyApi.listedHolders),
      list('listedHoldings', '控股参股公司', 'entId', companyApi.listedHoldings),
      ...records('informationDisclosure'),
    ],
  },
  {
    key: 'investment',
    title: '对外投资',
    sections: [
      list('investments', '对外投资', 'entId', (id, p) => companyApi.section(id, 'investments', p), 'investments'),
      list('holdings', '控股企业', 'entId', (id, p) => companyApi.section(id, 'holdings', p)),
      record('financing'),
    ],
  },
  {
    key: 'relationship',
    title: '关联关系',
    sections: [
      // Counted only on load: both come from walking the ownership graph.
      list('parentCompany', '母公司', 'entId', (id, p) => companyApi.section(id, 'parentCompany', p)),
      list('finalBeneficiary', '最终受益人', 'personId', (id, p) => companyApi.section(id, 'finalBeneficiary', p)),
      list('suspectedRelations', '疑似关系', 'entId', companyApi.suspectedRelations),
      list('competitors', '竞品信息', 'entId', companyApi.competitors),
    ],
  },
  { key: 'judiciary', title: '司法风险', sections: records('judiciary') },
  { key: 'operationalRisk', title: '经营风险', sections: records('operationalRisk') },
  { key: 'operationalInfo', title: '经营信息', sections: records('operationalInfo') },
  { key: 'intellectualProperty', title: '知识产权', sections: records('intellectualProperty') },
];

export const DEFAULT_TAB: TabKey = 'essential';
export const isTabKey = (key: string | undefined): key is TabKey => TABS.some((t) => t.key === key);

/** The items a tab holds, from the counts the header call brought; sections counted only on load add nothing. */
export const tabCount = (tab: TabDef, counts: Record<string, number>) =>
  tab.sections.reduce((sum, s) => sum + (s.countKey ? (counts[s.countKey] ?? 0) : 0), 0);
