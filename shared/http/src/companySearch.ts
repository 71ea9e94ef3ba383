import type { CompanyChoice, CompanySearchSource, RecentCompany } from '@esee/contracts';
import { http, quiet } from './client';

interface Suggestion {
  companyName: string;
  entId: string;
  creditCode: string | null;
  orgStatus: string;
  orgTypes: string;
}
interface ListRow {
  orgName: string;
  entId: string;
  creditCode: string | null;
  legRepName: string | null;
  estDate: string | null;
  orgStatus: string;
  orgTypes: string;
}

/** Recently viewed companies shown before the hot ones in an empty box. */
const RECENT_SHOWN = 5;
/** Options in the empty box's dropdown at most. */
const EMPTY_BOX_OPTIONS = 10;

/** The user's recently viewed companies; none when the call fails (the hot list still shows). */
const recentCompanies = async (): Promise<CompanyChoice[]> =>
  (await http.get<RecentCompany[]>('/esee/userAnalysis/entHisEntry', undefined, quiet).catch(() => []))
    .slice(0, RECENT_SHOWN)
    .map((c) => ({
      orgName: c.name,
      entId: c.entId,
      orgType: 'company',
      creditCode: c.creditCode,
      orgStatus: c.status,
      recent: true,
    }));

/** Record that the user opened a company's detail, for their recently viewed list. Never fails loudly. */
export const recordCompanyView = (entId: string): Promise<void> =>
  http.post<null>('/esee/userAnalysis/entHisEntry', { entId }, quiet).then(
    () => undefined,
    () => undefined,
  );

/** The company search calls of spec 2 §7, for the search box of the shell and of any remote. */
export const companySearchSource: CompanySearchSource = {
  hot: async () => {
    const [recent, hot] = await Promise.all([
      recentCompanies(),
      http.get<{ hotspotCompanyList: CompanyChoice[] }>('/esee/baseinfo/hotspot', { type: 1 }, quiet),
    ]);
    const seen = new Set(recent.map((c) => c.entId));
    return [...recent, ...hot.hotspotCompanyList.filter((c) => !seen.has(c.entId))].slice(0, EMPTY_BOX_OPTIONS);
  },
  suggest: async (text) =>
    (await http.post<Suggestion[]>('/esee/baseinfo/likeByCompanyName', { companyName: text, range: 10 }, quiet)).map(
      (s) => ({
        orgName: s.companyName,
        entId: s.entId,
        orgType: s.orgTypes,
        creditCode: s.creditCode,
        orgStatus: s.orgStatus,
      }),
    ),
  search: async (text, page) => {
    const r = await http.post<{ listMeta: { totalCount: number }; dataList: ListRow[] }>('/esee/entInfo/search', {
      entName: text,
      pageno: page,
      range: 10,
    });
    return { total: r.listMeta.totalCount, rows: r.dataList.map((row) => ({ ...row, orgType: row.orgTypes })) };
  },
};
