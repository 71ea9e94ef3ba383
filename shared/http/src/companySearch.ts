import type { CompanyChoice, CompanySearchSource } from '@esee/contracts';
import { http } from './client';

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

const quiet = { silent: true } as const;

/** The company search calls of spec 2 §7, for the search box of the shell and of any remote. */
export const companySearchSource: CompanySearchSource = {
  hot: async () =>
    (await http.get<{ hotspotCompanyList: CompanyChoice[] }>('/esee/baseinfo/hotspot', { type: 1 }, quiet))
      .hotspotCompanyList,
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
