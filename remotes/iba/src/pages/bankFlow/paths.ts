import { BANK_FLOW_PAGE } from '@esee/contracts';

/** The address of one analysis project on the page. */
export const analysisPath = (analysisId: number) => `${BANK_FLOW_PAGE}?analysisId=${analysisId}`;
