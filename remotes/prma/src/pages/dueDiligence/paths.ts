/** The three 关系尽调 pages of this folder (the manifest's /apps/relation entries). */
export const DUE_DILIGENCE_PATH = '/apps/relation/dueDiligence';
export const CREATE_REPORT_PATH = '/apps/relation/createReport';
export const REPORT_LIST_PATH = '/apps/relation/reportList';
