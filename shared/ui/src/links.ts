/** Where a company or a person opens (spec 2 §2 routes); `tab` opens one tab of the detail (judiciary...). */
export const companyHref = (query: { entId?: string; companyName?: string; tab?: string }) => {
  const params = new URLSearchParams();
  if (query.entId) params.set('eid', query.entId);
  if (query.companyName) params.set('companyName', query.companyName);
  return `/baseinfo/orgdetail${query.tab ? `/${query.tab}` : ''}?${params.toString()}`;
};

export const personHref = (personId: string) => `/baseinfo/persondetail?personId=${encodeURIComponent(personId)}`;
