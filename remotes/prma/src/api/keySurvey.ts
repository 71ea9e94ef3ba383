import type {
  KeySurveyFile,
  KeySurveyLimit,
  KeySurveyRelationType,
  KeySurveyResult,
  ListPage,
  RiskGrade,
  SupplierRiskList,
  SuspectedPairList,
} from '@esee/contracts';
import { call, downloadFile, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** The spec's key-survey calls take query parameters, whatever the verb. */
const post = <T>(url: string, params: Record<string, string | number | undefined> = {}, silent = true) =>
  call<T>({ method: 'POST', url, params, silent });
const asParams = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ) as Record<string, string>;

export interface SurveyOptions {
  relTypes: KeySurveyRelationType[];
  depth: number;
}
const optionParams = (o: SurveyOptions) => ({ relTypes: o.relTypes.join(','), depth: o.depth });

/** PRMA 重点排查 (spec 2 §7 "Relationship and key survey"). */
export const keySurveyApi = {
  limit: () => call<KeySurveyLimit>({ method: 'GET', url: '/esee/keySurvey/uploadNumLimit', ...quiet }),
  files: (page: number, pageSize = PAGE_SIZE) =>
    post<ListPage<KeySurveyFile>>('/esee/keySurvey/getUploadFileInfoList', { pageNum: page, pageSize }),
  fileName: (fileId: number) =>
    post<{ fileId: number; fileName: string }>('/esee/keySurvey/getUploadFileName', { fileId }),
  remove: (fileId: number) => post<null>('/esee/keySurvey/deleteUploadFile', { fileId }, false),
  removeOldest: () =>
    post<{ deleted: { fileId: number; fileName: string }[]; fileCount: number; maxFileCount: number }>(
      '/esee/keySurvey/deleteFileToLtLimit',
      {},
      false,
    ),
  editTips: (fileId: number, validUntil: string) =>
    post<{ fileId: number; tipsValidUntil: string; tipsValid: boolean }>(
      '/esee/keySurvey/editTipsValidTime',
      { fileId, validUntil },
      false,
    ),
  survey: (fileId: number | null, options: SurveyOptions, page: number) =>
    fileId === null
      ? post<KeySurveyResult>('/esee/example/keySurvey/enhanceList', { ...optionParams(options), pageNum: page })
      : post<KeySurveyResult>('/esee/keySurvey/enhanceList', { fileId, ...optionParams(options), pageNum: page }),
  exportSurvey: (fileId: number | null, options: SurveyOptions) =>
    fileId === null
      ? downloadFile('/esee/example/keySurvey/exportEnhance', asParams(optionParams(options)), {})
      : downloadFile('/esee/keySurvey/exportEnhance', asParams({ fileId, ...optionParams(options) }), {}),
  template: () => downloadFile('/esee/keySurvey/template/entName', {}),
  downloadList: (fileId: number) => downloadFile('/esee/keySurvey/download/entName', { fileId: String(fileId) }),
  supplierRisk: (fileId: number, grade: RiskGrade | undefined, page: number) =>
    post<SupplierRiskList>('/esee/keySurvey/supplierRisk', { fileId, grade, pageNum: page, pageSize: PAGE_SIZE }),
  suspected: (fileId: number, relTypes: string[]) =>
    post<SuspectedPairList>('/esee/suspectRelationship/listEnhance', { fileId, relTypes: relTypes.join(',') }),
  exportSuspected: (fileId: number, relTypes: string[]) =>
    downloadFile('/esee/suspectRelationship/exportEnhance', asParams({ fileId, relTypes: relTypes.join(',') }), {}),
};
