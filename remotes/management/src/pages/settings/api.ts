import type {
  Abbreviation,
  ChangeCategory,
  ChangeLogEntry,
  InstSettings,
  InstSettingsValues,
  RightNameEntry,
} from '@esee/contracts';
import { http } from '@esee/http';
import type { PageData } from '@esee/ui';

/** The calls of the five settings pages: change logs, right names, short names, institution settings. */

export interface ChangeLogFilter {
  action?: string;
  actor?: string;
  keyword?: string;
  start?: string;
  end?: string;
}

export const settingsApi = {
  changeLog: (category: ChangeCategory, filter: ChangeLogFilter, page: number) =>
    http.get<PageData<ChangeLogEntry>>('/framework/api/org/changeLog', {
      category,
      ...filter,
      page_num: page,
      page_size: 10,
    }),
  rightNames: () => http.get<RightNameEntry[]>('/framework/api/right/name'),
  saveRightName: (menuPath: string, name: string | null) => http.post('/framework/api/right/name', { menuPath, name }),
  abbreviations: (keyword: string | undefined, page: number) =>
    http.get<PageData<Abbreviation>>('/framework/api/org/abbreviation', { keyword, page_num: page, page_size: 10 }),
  saveAbbreviation: (abbreviation: string, fullName: string) =>
    http.post<Abbreviation>('/framework/api/org/abbreviation/save', { abbreviation, fullName }),
  deleteAbbreviation: (id: number) => http.post(`/framework/api/org/abbreviation/delete?id=${id}`),
  instSettings: () => http.get<InstSettings>('/framework/api/org/instSetting'),
  saveInstSettings: (values: InstSettingsValues) => http.post('/framework/api/org/instSetting', values),
};
