import type {
  ScsDryRun,
  ScsGroupRule,
  ScsGroupRuleList,
  ScsGroupRuleSave,
  ScsLabelPreview,
  ScsLabelRule,
  ScsLabelRuleList,
  ScsLabelRuleSave,
} from '@esee/contracts';
import { http, quiet, Timeouts } from '@esee/http';

/** SCS 规则配置 (issue 19): grouping rules with dry run, label rules with preview; publishing through review. */
export const rulesApi = {
  groupRules: () => http.get<ScsGroupRuleList>('/esee/scs/rules/group/list', {}, quiet),
  saveGroupRule: (body: ScsGroupRuleSave) => http.post<ScsGroupRule>('/esee/scs/rules/group/save', body),
  deleteGroupRule: (id: number) => http.post<null>('/esee/scs/rules/group/delete', { id }),
  dryRun: (id: number) => http.post<ScsDryRun>('/esee/scs/rules/group/dryRun', { id }, { timeout: Timeouts.LONG }),
  submitGroupRule: (id: number, reason: string) =>
    http.post<{ changeId: number }>('/esee/scs/rules/group/submit', { id, reason }),
  labelRules: () => http.get<ScsLabelRuleList>('/esee/scs/rules/label/list', {}, quiet),
  saveLabelRule: (body: ScsLabelRuleSave) => http.post<ScsLabelRule>('/esee/scs/rules/label/save', body),
  deleteLabelRule: (id: number) => http.post<null>('/esee/scs/rules/label/delete', { id }),
  preview: (id: number) => http.post<ScsLabelPreview>('/esee/scs/rules/label/preview', { id }),
  submitLabelRule: (id: number, reason: string) =>
    http.post<{ changeId: number }>('/esee/scs/rules/label/submit', { id, reason }),
};
