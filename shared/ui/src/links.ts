/** Where a company or a person opens (spec 2 §2 routes). */
export const companyHref = (query: { entId?: string; companyName?: string }) => {
  const params = new URLSearchParams();
  if (query.entId) params.set('eid', query.entId);
  if (query.companyName) params.set('companyName', query.companyName);
  return `/baseinfo/orgdetail?${params.toString()}`;
};

export const personHref = (personId: string) => `/baseinfo/persondetail?personId=${encodeURIComponent(personId)}`;
