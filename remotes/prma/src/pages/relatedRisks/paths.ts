/** The detail page of one company's related risks. */
export const detailPath = (entId: string, depth: number) =>
  `/merchants/relatedRisks/detail?${new URLSearchParams({ entId, depth: String(depth) })}`;
