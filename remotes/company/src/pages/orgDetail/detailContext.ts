import { createContext, useContext } from 'react';
import type { EnterpriseInfo } from '@esee/contracts';

export interface DetailContextValue {
  info: EnterpriseInfo;
  /** `/baseinfo/orgdetail`, or its copy inside project management. */
  base: string;
  /** The page's query (eid, companyName, projectId…), kept when moving between tabs. */
  search: string;
}

export const DetailContext = createContext<DetailContextValue | null>(null);

/** The company the detail page is about; only inside the page. */
export function useDetail(): DetailContextValue {
  const value = useContext(DetailContext);
  if (!value) throw new Error('useDetail outside the company detail page');
  return value;
}
