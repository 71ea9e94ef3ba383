/** A company as search shows it (spec 2 §3: company search result). */
export interface CompanyChoice {
  orgName: string;
  entId: string;
  /** `company`, or `organization` for those that are not companies (they open the agency page). */
  orgType: string;
  creditCode?: string | null;
  legRepName?: string | null;
  estDate?: string | null;
  orgStatus?: string;
  /** One the user viewed lately (`/esee/userAnalysis/entHisEntry`), listed apart in the empty box's dropdown. */
  recent?: boolean;
}

/** Where the company search box gets its companies. */
export interface CompanySearchSource {
  /** Hot or recent companies, for the dropdown of an empty box. */
  hot: () => Promise<CompanyChoice[]>;
  /** Suggestions while typing (range 10). */
  suggest: (text: string) => Promise<CompanyChoice[]>;
  /** A page of results, and how many there are. */
  search: (text: string, page: number) => Promise<{ total: number; rows: CompanyChoice[] }>;
}
