import type { CompanyChoice } from '@esee/contracts';

/** Open a company's detail in a new tab; organisations that are not companies open the agency page (spec 1 §4). */
export function openCompany(company: CompanyChoice): void {
  // pointId: the detail page counts the 埋点 企业详情-来自搜索 (issue 21).
  const query = new URLSearchParams({ eid: company.entId, companyName: company.orgName, pointId: 'detail.fromSearch' });
  const path = company.orgType === 'organization' ? '/apps/allInfo/searchAgencyDetails' : '/baseinfo/orgdetail';
  window.open(`${path}?${query.toString()}`, '_blank', 'noopener');
}
