import type { BidRiggingRequest, BidRiggingResult } from '@esee/contracts';
import { http } from '@esee/http';

/** The page shows its own failed state. */
const quiet = { silent: true } as const;

/** PRMA 围串标核查 (product pages §2.3). */
export const bidRiggingApi = {
  check: (request: BidRiggingRequest) => http.post<BidRiggingResult>('/esee/bidRigging/check', request, quiet),
};
