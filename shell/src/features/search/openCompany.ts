import type { CompanyChoice } from '@esee/contracts';

/** Open a company's detail in a new tab; organisations that are not companies open the agency page (spec 1 §4). */
export function openCompany(company: CompanyChoice): void {
  const query = new URLSearchParams({ eid: company.entId, companyName: company.orgName });
  const path = company.orgType === 'organization' ? '/apps/allInfo/searchAgencyDetails' : '/baseinfo/orgdetail';
  window.open(`${path}?${query.toString()}`, '_blank', 'noopener');
}
