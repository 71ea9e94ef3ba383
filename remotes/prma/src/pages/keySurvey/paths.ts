/** The key-survey pages (spec 1 §2: /apps/relation). */
export const KEY_SURVEY_PATHS = {
  relationDD: '/apps/relation/relationDD',
  uploadedFlag: '/apps/relation/uploadedFlag',
  mining: '/apps/relation/enterpriseRelationshipMining',
  supplierRisk: '/apps/relation/SupplierRiskInvestigation',
} as const;

/** A page of one list: `?fileId=`. */
export const withFile = (path: string, fileId: number) => `${path}?fileId=${fileId}`;

/** The list a page shows, from `?fileId=` (null: none chosen). */
export function fileIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('fileId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
