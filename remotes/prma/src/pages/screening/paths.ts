export const SCREENING_PATH = '/apps/prma/screening';
export const runPath = (runId: number) => `${SCREENING_PATH}/run?runId=${runId}`;
