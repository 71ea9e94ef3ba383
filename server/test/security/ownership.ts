import { sql } from 'kysely';
import { FileType } from '@esee/contracts';
import type { Db } from '../../src/platform/db/database';
import type { Client, TestApp } from '../fixtures';
import { analyse } from '../iba/analyse';
import { now } from '../../src/platform/clock';

/**
 * What a user or an institution owns, and which routes name it by id. A
 * route's id field is either listed here or names public data (a company, a
 * person, a record); the suite fails on any other, so a new route that takes
 * an id is checked for ownership the day it is added.
 */
export type OwnedKind =
  | 'project'
  | 'monitorGroup'
  | 'batchFile'
  | 'closerBankFile'
  | 'alert'
  | 'trace'
  | 'conditionSet'
  | 'exportJob'
  | 'report'
  | 'creditReport'
  | 'dueDiligenceReport'
  | 'keySurveyFile'
  | 'partnerAlert'
  | 'bankFlowAnalysis'
  | 'bankFlowSubject'
  | 'bankFlowStatement'
  | 'bankFlowFlag'
  | 'smartTextTask'
  | 'advSearchSet'
  | 'scsGroup'
  | 'scsChange'
  | 'scsAttachment'
  | 'scsWarning'
  | 'scsGroupRule'
  | 'scsLabelRule'
  | 'instUser'
  | 'orgUnit'
  | 'orgTeam'
  | 'orgEmployee'
  | 'orgRole'
  | 'orgSession'
  | 'orgAbbreviation'
  | 'feedback'
  | 'instFeedback'
  | 'externalChannel'
  | 'monitorCase'
  | 'monitorCaseAttachment'
  | 'screeningRun'
  | 'screeningGrey'
  | 'relatedParty';

/** Whether another user of the same institution is refused too (personal), or only other institutions. */
export const PERSONAL: Record<OwnedKind, boolean> = {
  project: false,
  monitorGroup: true,
  batchFile: true,
  closerBankFile: true,
  alert: true,
  trace: true,
  conditionSet: true,
  // An institution manager sees the institution's export jobs (名单导出记录); other users only their own.
  exportJob: false,
  // 画像生成记录 follows 名单导出记录's rule.
  report: false,
  // 合作方资信报告 are the institution's credit file: any user of the institution with the page sees them.
  creditReport: false,
  // 尽调报告记录 lists the requester's own reports only.
  dueDiligenceReport: true,
  // 重点排查名单 are the user's own.
  keySurveyFile: true,
  // 合作方舆情's alerts are the institution's inbox: read marks are per user, the alert is the team's.
  partnerAlert: false,
  // 银行流水分析: the owner's (and the reviewer's they name); nobody else's in the institution.
  bankFlowAnalysis: true,
  bankFlowSubject: true,
  bankFlowStatement: true,
  bankFlowFlag: true,
  // 智能文档审核's tasks are the user's own.
  smartTextTask: true,
  // IBA 高级搜索's 方案 are the user's own, as 条件找客's.
  advSearchSet: true,
  // SCS 系统识别组 are the institution's: any user with the page sees them.
  scsGroup: false,
  // SCS 数据复核: a change and its attachments are the institution's (its reviewers decide and download them).
  scsChange: false,
  scsAttachment: false,
  // SCS 风险预警 are the institution's; a warning's assignee is a user of the institution.
  scsWarning: false,
  // SCS 规则配置: the institution's rules, edited by any user with the rule right.
  scsGroupRule: false,
  scsLabelRule: false,
  instUser: false,
  // Departments, user groups, members and roles are the institution's, managed by whoever has the fmk rights.
  orgUnit: false,
  orgTeam: false,
  orgEmployee: false,
  orgRole: false,
  // 在线用户: a member's session is ended by the institution's managers.
  orgSession: false,
  // 简称配置: the institution's list, kept by whoever has the page.
  orgAbbreviation: false,
  // 意见反馈: the member's own calls refuse everyone else, the manager of the same institution too ...
  feedback: true,
  // ... who reads it through the desk calls (feedback:managerlist), bounded to the institution.
  instFeedback: false,
  // 网关设置's external channels: an institution's, kept by the platform administrator naming its instCode.
  externalChannel: false,
  // 案件处置: a case and its attachments are the institution's (its audit trail, read by every member with monitoring).
  monitorCase: false,
  monitorCaseAttachment: false,
  // 关联方名单 is the institution's, kept by its manager.
  relatedParty: false,
  // 名单筛查: runs, lists and the grey list are the institution's (any user with the page sees and re-runs them).
  screeningRun: false,
  screeningGrey: false,
};

/** Route → id field → what it names. */
export const OWNED_FIELDS: Record<string, Record<string, OwnedKind>> = {
  'GET /esee/projectManage/detail': { id: 'project' },
  'POST /esee/projectManage/update': { id: 'project' },
  'POST /esee/projectManage/delete': { id: 'project' },
  'POST /esee/projectManage/addCompanies': { id: 'project' },
  'POST /esee/projectManage/removeCompanies': { id: 'project' },
  'POST /esee/projectManage/companyNote': { id: 'project' },
  'POST /esee/groupManager/updateGroup': { groupId: 'monitorGroup' },
  'POST /esee/groupManager/deleteGroup': { groupId: 'monitorGroup', moveTo: 'monitorGroup' },
  'POST /esee/groupManager/updateGroupDefaultSelect': { groupId: 'monitorGroup' },
  'POST /esee/monitorManage/addMonitorObj': { groupId: 'monitorGroup' },
  'POST /esee/monitorManage/queryAllMonitorList': { groupId: 'monitorGroup' },
  'POST /esee/monitorManage/batchCancelMonitorAll': { groupId: 'monitorGroup' },
  'POST /esee/monitorManage/switchMonitorObj': { groupId: 'monitorGroup' },
  'POST /esee/monitorManage/addMonitorRelations': { groupId: 'monitorGroup' },
  'POST /esee/monitorAlert/list': { groupId: 'monitorGroup' },
  'POST /esee/monitorNews/list': { groupId: 'monitorGroup' },
  'POST /esee/cba/publicsen/list': { groupId: 'monitorGroup' },
  'POST /esee/cba/publicsen/trend': { groupId: 'monitorGroup' },
  'POST /esee/cba/publicsen/listDetail': { groupId: 'monitorGroup' },
  'POST /esee/monitorReport/summary': { groupId: 'monitorGroup' },
  'GET /esee/export/exportGroupMonitorEnt': { groupId: 'monitorGroup' },
  'GET /esee/monitorAlert/detail': { alertId: 'alert' },
  'POST /esee/monitorAlert/read': { alertIds: 'alert' },
  'POST /esee/batchSearch/deleteFile': { fileId: 'batchFile' },
  'POST /esee/batchSearch/fileDetail': { fileId: 'batchFile' },
  'GET /esee/batchSearch/export': { fileId: 'batchFile' },
  'POST /esee/batchMatch/closerBank/deleteFile': { fileId: 'closerBankFile' },
  'POST /esee/batchMatch/closerBank/downloadMatchResult': { fileId: 'closerBankFile' },
  'POST /framework/api/act/trace/confirmTrace': { traceId: 'trace' },
  'POST /esee/upload/dataConfirm': { targetId: 'project' },
  'POST /esee/batchSearch/commonCompanyMatch': { targetId: 'project' },
  'POST /esee/marketing/conditionSearch/search': { setId: 'conditionSet' },
  'POST /esee/marketing/conditionSet/rename': { id: 'conditionSet' },
  'POST /esee/marketing/conditionSet/delete': { id: 'conditionSet' },
  'POST /esee/marketing/conditionSet/rerun': { id: 'conditionSet' },
  'GET /esee/export/download': { jobId: 'exportJob' },
  'GET /esee/iba/export/download': { jobId: 'exportJob' },
  'POST /esee/report/regenerate': { jobId: 'report' },
  'GET /esee/report/download': { jobId: 'report' },
  'POST /esee/prma/creditReport/detail': { reportId: 'creditReport' },
  'GET /esee/prma/creditReport/pdf': { reportId: 'creditReport' },
  'POST /esee/prma/publicsen/alerts/read': { alertIds: 'partnerAlert' },
  'POST /esee/prma/publicsen/alerts/status': { alertId: 'partnerAlert' },
  'POST /esee/marketing/relation/search': { projectId: 'project' },
  'POST /esee/bankFlow/analysis/detail': { analysisId: 'bankFlowAnalysis' },
  'POST /esee/bankFlow/analysis/reviewer': { analysisId: 'bankFlowAnalysis' },
  'POST /esee/bankFlow/analysis/delete': { analysisId: 'bankFlowAnalysis' },
  'POST /esee/bankFlow/subject/add': { analysisId: 'bankFlowAnalysis' },
  'POST /esee/bankFlow/subject/delete': { subjectId: 'bankFlowSubject' },
  'POST /esee/bankFlow/statement/delete': { statementId: 'bankFlowStatement' },
  'POST /esee/bankFlow/transactions': {
    analysisId: 'bankFlowAnalysis',
    statementId: 'bankFlowStatement',
    subjectId: 'bankFlowSubject',
  },
  'POST /esee/bankFlow/analyze': { analysisId: 'bankFlowAnalysis' },
  'POST /esee/bankFlow/analyze/state': { analysisId: 'bankFlowAnalysis' },
  'POST /esee/bankFlow/result': { analysisId: 'bankFlowAnalysis' },
  'POST /esee/bankFlow/flag/list': { analysisId: 'bankFlowAnalysis', subjectId: 'bankFlowSubject' },
  'POST /esee/bankFlow/flag/note': { flagId: 'bankFlowFlag' },
  'POST /esee/bankFlow/flag/signOff': { flagId: 'bankFlowFlag' },
  'GET /esee/bankFlow/export': { analysisId: 'bankFlowAnalysis' },
  'POST /esee/smartText/detail': { taskId: 'smartTextTask' },
  'POST /esee/smartText/delete': { taskId: 'smartTextTask' },
  'POST /esee/smartText/compare': { leftTaskId: 'smartTextTask', rightTaskId: 'smartTextTask' },
  'POST /esee/smartText/diff': { oldTaskId: 'smartTextTask', newTaskId: 'smartTextTask' },
  'POST /esee/bankFlow/link': { projectId: 'project' },
  'POST /esee/keySurvey/getUploadFileName': { fileId: 'keySurveyFile' },
  'GET /esee/keySurvey/download/entName': { fileId: 'keySurveyFile' },
  'POST /esee/keySurvey/deleteUploadFile': { fileId: 'keySurveyFile' },
  'POST /esee/keySurvey/editTipsValidTime': { fileId: 'keySurveyFile' },
  'POST /esee/keySurvey/enhanceList': { fileId: 'keySurveyFile' },
  'POST /esee/keySurvey/exportEnhance': { fileId: 'keySurveyFile' },
  'POST /esee/keySurvey/supplierRisk': { fileId: 'keySurveyFile' },
  'POST /esee/suspectRelationship/listEnhance': { fileId: 'keySurveyFile' },
  'POST /esee/suspectRelationship/exportEnhance': { fileId: 'keySurveyFile' },
  'POST /esee/applyDimension/project': { projectId: 'project' },
  'POST /esee/dueDiligence/report/create': { projectId: 'project' },
  'GET /esee/dueDiligence/report/download': { jobId: 'dueDiligenceReport' },
  'POST /esee/dueDiligence/report/delete': { jobId: 'dueDiligenceReport' },
  // IBA 舆情信息: a deal is one of the institution's projects.
  'POST /esee/iba/publicsen/list': { projectId: 'project' },
  'POST /esee/iba/publicsen/summary': { projectId: 'project' },
  'POST /esee/iba/publicsen/trend': { projectId: 'project' },
  'POST /esee/iba/advSearch/set/delete': { id: 'advSearchSet' },
  'GET /esee/scs/sameCustomer/group': { groupId: 'scsGroup' },
  'GET /esee/scs/sameCustomer/pending': { groupId: 'scsGroup' },
  'GET /esee/scs/review/change': { changeId: 'scsChange' },
  'POST /esee/scs/review/decide': { changeId: 'scsChange' },
  'POST /esee/scs/review/submit': { attachmentIds: 'scsAttachment' },
  'GET /esee/scs/review/attachment/download': { attachmentId: 'scsAttachment' },
  'POST /esee/scs/rules/group/save': { id: 'scsGroupRule' },
  'POST /esee/scs/rules/group/delete': { id: 'scsGroupRule' },
  'POST /esee/scs/rules/group/dryRun': { id: 'scsGroupRule' },
  'POST /esee/scs/rules/group/submit': { id: 'scsGroupRule' },
  'POST /esee/scs/rules/label/save': { id: 'scsLabelRule' },
  'POST /esee/scs/rules/label/delete': { id: 'scsLabelRule' },
  'POST /esee/scs/rules/label/preview': { id: 'scsLabelRule' },
  'POST /esee/scs/rules/label/submit': { id: 'scsLabelRule' },
  'GET /esee/scs/credit/group': { groupId: 'scsGroup' },
  'POST /esee/scs/credit/groupLimit': { groupId: 'scsGroup' },
  'POST /esee/scs/credit/allocate': { groupId: 'scsGroup' },
  'POST /esee/scs/credit/simulate': { groupId: 'scsGroup' },
  'POST /esee/scs/warning/update': { warningId: 'scsWarning', assigneeId: 'instUser' },
  'GET /framework/api/org/unit/employee': { unit_id: 'orgUnit' },
  'POST /framework/api/org/unit/save': { parentUnitId: 'orgUnit' },
  'POST /framework/api/org/unit/update': { id: 'orgUnit', parentUnitId: 'orgUnit' },
  'POST /framework/api/org/unit/delete': { id: 'orgUnit' },
  'POST /framework/api/org/unit/employee/add': { unitId: 'orgUnit', roleId: 'orgRole' },
  'POST /esee/user/createUser': { unitId: 'orgUnit', roleId: 'orgRole' },
  'GET /framework/api/org/team/employee': { team_id: 'orgTeam' },
  'POST /framework/api/org/team/update': { id: 'orgTeam' },
  'POST /framework/api/org/team/del': { id: 'orgTeam' },
  'POST /framework/api/org/abbreviation/delete': { id: 'orgAbbreviation' },
  'POST /framework/api/org/relatedParty/delete': { id: 'relatedParty' },
  'POST /framework/api/org/team/employee/add': { teamId: 'orgTeam', userIds: 'orgEmployee' },
  'POST /framework/api/org/team/employee/del': { teamId: 'orgTeam', userIds: 'orgEmployee' },
  'GET /framework/api/org/employee/inst': { team_id: 'orgTeam' },
  'POST /esee/user/updateUserInfo': { userId: 'orgEmployee', roleId: 'orgRole', unitId: 'orgUnit' },
  'POST /esee/user/updateAvailable': { userId: 'orgEmployee' },
  'POST /esee/user/resetPassWord': { userId: 'orgEmployee' },
  'POST /esee/user/forceLogout': { userId: 'orgEmployee' },
  'POST /esee/user/searchUser': { unitId: 'orgUnit' },
  'POST /esee/manager/role/assignObjects': {
    roleId: 'orgRole',
    unitIds: 'orgUnit',
    teamIds: 'orgTeam',
    userIds: 'orgEmployee',
  },
  'POST /framework/api/org/online/kick': { sessionId: 'orgSession' },
  // 功能额度 and 使用记录: a member of another institution answers as missing.
  'POST /framework/api/org/quota/user': { userId: 'orgEmployee' },
  'POST /esee/record/getRecords4Consume': { userId: 'orgEmployee' },
  'GET /esee/record/exportRecords4Consume': { userId: 'orgEmployee' },
  // 意见反馈: the member's own thread, and the desks' (the institution's managers, the platform).
  'POST /esee/feedback/mine/detail': { id: 'feedback' },
  'POST /esee/feedback/followUp': { id: 'feedback' },
  'POST /esee/feedback/close': { id: 'feedback' },
  'POST /esee/feedback/list': { userId: 'orgEmployee' },
  'POST /esee/feedback/detail': { id: 'instFeedback' },
  'POST /esee/feedback/reply': { id: 'instFeedback' },
  'POST /esee/feedback/status': { id: 'instFeedback' },
  'POST /esee/manager/role/addRole': { parentId: 'orgRole' },
  'POST /esee/manager/role/editRole': { roleId: 'orgRole' },
  'POST /esee/manager/role/reNameRole': { roleId: 'orgRole' },
  'POST /esee/manager/role/removeRole': { roleId: 'orgRole' },
  'POST /esee/manager/role/userList': { roleId: 'orgRole' },
  'POST /esee/manager/role/separation/setDuty': { roleId: 'orgRole' },
  'GET /framework/api/right': { role_id: 'orgRole' },
  'POST /framework/api/right': { roleId: 'orgRole' },
  // 机构列表's managers: a manager of the institution named by instCode (platform administrator only).
  'PUT /esee/company/updateUserInfo': { userId: 'orgEmployee' },
  // 网关设置's channels of the institution named by instCode (platform administrator only).
  'POST /esee/platform/gateway/channel/update': { channelId: 'externalChannel' },
  'POST /esee/platform/gateway/channel/rotate': { channelId: 'externalChannel' },
  'POST /esee/platform/gateway/channel/delete': { channelId: 'externalChannel' },
  // 应用版本管理's canary names users of the institution it is for (platform administrator only).
  'POST /framework/api/ops/remotes/canary': { userIds: 'orgEmployee' },
  // 访问轨迹 and 操作统计 filter by a member or a department of the institution.
  'POST /framework/api/act/actTraceQuery/pageList': { userId: 'orgEmployee', unitId: 'orgUnit' },
  'POST /framework/api/act/actTraceQuery/apiPageList': { userId: 'orgEmployee', unitId: 'orgUnit' },
  'POST /framework/api/act/actTraceQuery/exportFile': { userId: 'orgEmployee', unitId: 'orgUnit' },
  'POST /framework/api/act/actTraceQuery/graph': { userId: 'orgEmployee', unitId: 'orgUnit' },
  'POST /framework/api/act/actTraceQuery/route': { userId: 'orgEmployee' },
  'POST /esee/record/getRecords4Opera': { unitId: 'orgUnit' },
  'POST /esee/userAnalysis/getAnalysisPage': { unitId: 'orgUnit' },
  'POST /esee/userAnalysis/getDistribute': { unitId: 'orgUnit' },
  // 埋点统计 filters by a member or a department of the institution.
  'POST /esee/cms/point/manager/qryList': { userId: 'orgEmployee', unitId: 'orgUnit' },
  'POST /esee/cms/point/graph': { userId: 'orgEmployee', unitId: 'orgUnit' },
  'POST /esee/monitorCase/open': { alertIds: 'alert', assigneeId: 'instUser', teamId: 'orgTeam' },
  'GET /esee/monitorCase/detail': { caseId: 'monitorCase' },
  'POST /esee/monitorCase/update': { caseId: 'monitorCase', assigneeId: 'instUser', teamId: 'orgTeam' },
  'GET /esee/monitorCase/attachment/download': { attachmentId: 'monitorCaseAttachment' },
  'GET /esee/prma/screening/runs/detail': { runId: 'screeningRun' },
  'GET /esee/prma/screening/runs/report': { runId: 'screeningRun' },
  'POST /esee/prma/screening/runs/regenerate': { runId: 'screeningRun' },
  'POST /esee/prma/screening/runs/rerun': { runId: 'screeningRun' },
  'GET /esee/prma/screening/runs/compare': { runId: 'screeningRun', baseId: 'screeningRun' },
  'POST /esee/prma/screening/grey/remove': { id: 'screeningGrey' },
};

/** Requests that name an owned id need the fields that say what kind of list it is. */
export const OWNED_EXTRA: Record<string, Record<string, unknown>> = {
  'POST /esee/upload/dataConfirm': { fileType: FileType.PROJECT },
  'POST /esee/batchSearch/commonCompanyMatch': { fileType: FileType.PROJECT },
};

/** Id fields that name public data (companies, people, records and news of the register, menu modules). */
export const PUBLIC_ID_FIELDS = new Set([
  'entId',
  'entIds',
  'eid',
  'mids',
  'personId',
  'idNo',
  'recordId',
  'newsId',
  'newsIds',
  'moduleId',
  // Financing events (records of kind financing) and investment institutions of the register.
  'eventId',
  'investorId',
  // Industrial parks of the register.
  'parkId',
  // Industry chains and their segments: reference data shared by every institution.
  'chainId',
  'nodeId',
  // Companies a due-diligence report checks relations with.
  'counterpartIds',
  // Tenders (招标项目) of the register, public like the companies.
  'tenderId',
  // Overseas companies (境外企业) of the register, public like the companies.
  'overseasId',
  // Laws and their versions (法律法规库): reference data shared by every institution.
  'lawId',
  'versionId',
  'fromVersionId',
  'toVersionId',
  // 埋点: codes of the platform's point catalogue, the same for every institution.
  'pointId',
  'pointIds',
  // 研报 of the register, public like the companies.
  'reportId',
  // 监管动态 review items (IPO, bond, M&A, refinancing): reference data shared by every institution.
  'reviewId',
  // The company 智能助手 is asked about: a company of the register.
  'companyId',
  // A product of the institution's own product service, passed through to it (/esee/cmschina/product).
  'productId',
  // A related party's register id (关联方名单): a company or a person of the register.
  'registerId',
]);
/** Routes whose `id` is a record of the register (a court case, a news item), public within the product. */
export const PUBLIC_RECORD_ROUTES =
  /^(GET|POST) \/esee\/(microDetail|privateFund|enterpriseInfo|alter|listed|ippldg|suspectedRelation|competeInfo|monitorNews|personJudicial|recordDocument)\//;
/**
 * Trace ids a caller links its new trace to: only its own are linked, a foreign one is dropped (not refused,
 * the trace still begins); `getNewTraceId` only echoes its input.
 */
export const LINK_FIELDS: Record<string, string[]> = {
  'POST /framework/api/act/trace/addTrace': ['preTraceId', 'beginTraceId'],
  'POST /framework/api/act/trace/getNewTraceId': ['preTraceId'],
};

/** Whether a field name reads as an id. */
export const looksLikeId = (name: string) => /^(id|ids|mids|moveTo)$|Ids?$|_ids?$/.test(name);

let created = 0;

/** One of each owned kind, made by the owner through the API (an alert as a data load makes it). */
export async function createOwned(
  t: TestApp,
  owner: Client,
  entId: string,
): Promise<Record<OwnedKind, number | string>> {
  const post = async (url: string, payload: object) => {
    const res = await owner.post(url, payload);
    if (res.code !== 200) throw new Error(`${url}: ${JSON.stringify(res)}`);
    return res.data;
  };
  const n = ++created;
  const project = (await post('/esee/projectManage/create', { name: `安全检查项目${n}` })).id as number;
  await post('/esee/projectManage/addCompanies', { id: project, entIds: [entId] });
  const monitorGroup = (await post('/esee/groupManager/addGroup', { groupName: `安全检查分组${n}` })).groupId as number;
  await post('/esee/monitorManage/addMonitorObj', { entIds: [entId], groupId: monitorGroup });
  const confirm = (fileType: string, extra: object = {}) =>
    post('/esee/upload/dataConfirm', { fileType, fileName: '安全检查.xlsx', confirmList: [{ entId }], ...extra });
  const batchFile = (await confirm(FileType.BATCH_SEARCH)).targetId as number;
  const closerBankFile = (await confirm(FileType.CLOSER_BANK, { regionCode: '11' })).targetId as number;
  const keySurveyFile = (await confirm(FileType.KEY_SURVEY)).targetId as number;
  const trace = (await post('/framework/api/act/trace/addTrace', { actKey: 'security:check' })).traceId as string;
  const conditionSet = (await post('/esee/marketing/conditionSet/create', { name: `安全检查方案${n}`, conditions: {} }))
    .id as number;
  const advSearchSet = (
    await post('/esee/iba/advSearch/set/create', { name: `安全检查方案${n}`, filters: { conditions: {}, finance: {} } })
  ).id as number;
  const exportJob = (
    await post('/esee/export/create', {
      source: 'conditionSearch',
      params: { conditions: { keyword: `安全检查导出${n}` } },
    })
  ).jobId as number;
  const report = (await post('/esee/report/create', { entId, template: 'brief' })).jobId as number;
  const creditReport = (await post('/esee/prma/creditReport/create', { entId })).reportId as number;
  const dueDiligenceReport = (await post('/esee/dueDiligence/report/create', { entId, dimensions: ['equity'] }))
    .jobId as number;
  // Written before the checks begin: the worker's writes would read as a change made by a refused request.
  for (let i = 0; i < 1000; i++) {
    const jobs = (await post('/esee/export/list', {})).list as { jobId: number; state: string }[];
    const reports = (await post('/esee/report/list', {})).list as { jobId: number; state: string }[];
    const exportBusy = ['queued', 'processing'].includes(jobs.find((j) => j.jobId === exportJob)?.state ?? '');
    const reportBusy = reports.find((j) => j.jobId === report)?.state === 'generating';
    const dd = (await post('/esee/dueDiligence/report/list', {})).list as { jobId: number; state: string }[];
    const ddBusy = ['queued', 'processing'].includes(dd.find((j) => j.jobId === dueDiligenceReport)?.state ?? '');
    if (!exportBusy && !reportBusy && !ddBusy) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const bankFlow = await createBankFlow(owner, n);
  const screening = await createScreening(owner, entId, n);
  const user = (await owner.get('/esee/user/info')).data;
  // A partner alert as the inbox makes it: the company on the partner list, a risk news item of it.
  await post('/esee/prma/publicsen/partners/add', { entIds: [entId] });
  const newsId = `security-news-${n}-${Date.now()}`;
  await t.database.db
    .insertInto('record')
    .values({
      record_id: newsId,
      company_id: entId,
      kind: 'news',
      record_date: '2026-11-01',
      payload: JSON.stringify({ title: `安全检查舆情${n}`, sentiment: '负面', category: '经营' }),
    })
    .execute();
  const partnerAlert = await t.database.db
    .insertInto('partner_alert')
    .values({
      inst_id: (await instId(t.database.db, user.instCode)) as number,
      ent_id: entId,
      news_id: newsId,
      title_key: `安全检查舆情${n}`,
      published_on: '2026-11-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alert = await t.database.db
    .insertInto('monitor_alert')
    .values({
      user_id: Number(user.userId),
      inst_id: (await instId(t.database.db, user.instCode)) as number,
      ent_id: entId,
      source: 'record',
      kind: 'dishonest',
      level: 'high',
      title: '失信被执行人',
      record_id: null,
      summary: '安全检查',
      event_date: '2026-11-01',
      read_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A case opened from the alert, with an attachment.
  const monitorCase = (await post('/esee/monitorCase/open', { alertIds: [Number(alert.id)] })).caseId as number;
  const attached = await owner.upload('/esee/monitorCase/attachment', '安全检查.pdf', Buffer.from('%PDF-1.4'), {
    caseId: monitorCase,
  });
  if (attached.code !== 200) throw new Error(`case attachment: ${JSON.stringify(attached)}`);
  const monitorCaseAttachment = attached.data.attachmentId as number;
  // An SCS group as an identification run stores one (a run needs a book with control links).
  const scsInst = (await instId(t.database.db, user.instCode)) as number;
  const scsRun = await t.database.db
    .insertInto('scs_run')
    .values({ inst_id: scsInst, customer_count: 2, group_count: 1, elapsed_ms: 1, changes: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const scsGroup = await t.database.db
    .insertInto('scs_group')
    .values({
      run_id: scsRun.id,
      inst_id: scsInst,
      group_key: entId,
      name: `安全检查集团${n}`,
      core_ent_id: entId,
      status: '已生效',
      member_count: 1,
      total_exposure: 0,
      changes: JSON.stringify({ isNew: false, added: [], removed: [] }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An SCS warning as a scan stores one.
  const scsWarning = await t.database.db
    .insertInto('scs_warning')
    .values({
      inst_id: scsInst,
      signal_key: `security-${n}-${Date.now()}`,
      group_key: entId,
      group_name: `安全检查集团${n}`,
      ent_id: entId,
      ent_name: `安全检查企业${n}`,
      category: '外部',
      kind: '失信被执行人',
      title: '失信被执行人',
      detail: '安全检查',
      severity: '红',
      due_at: now(),
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // SCS rule drafts as the rule pages save them.
  const ruleContent = {
    description: '安全检查',
    legalBasis: '指引第三条（一）控制关系',
    relationTypes: ['股权控制'],
    threshold: 0.5,
    maxDepth: 10,
    automatic: true,
    effectiveDate: '2026-01-01',
  };
  const scsGroupRule = await t.database.db
    .insertInto('scs_group_rule')
    .values({
      inst_id: scsInst,
      criterion: 'control',
      version: 1000 + n,
      content: JSON.stringify(ruleContent),
      content_hash: `security-${n}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const scsLabelRule = await t.database.db
    .insertInto('scs_label_rule')
    .values({
      inst_id: scsInst,
      code: `LR-${900 + n}`,
      version: 1,
      content: JSON.stringify({
        name: '安全检查',
        color: '#1677ff',
        description: '',
        condition: { logic: 'AND', items: [{ field: 'inGroup', operator: 'is', value: true }] },
      }),
      content_hash: `security-${n}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An SCS change waiting for review, with an attachment (as 数据维护 submits them).
  const scsChange = await t.database.db
    .insertInto('scs_change')
    .values({
      inst_id: scsInst,
      kind: 'family.add',
      scope: 'family:new',
      payload: JSON.stringify({ personA: `安全检查甲${n}`, personB: `安全检查乙${n}`, relation: '配偶' }),
      reason: '安全检查',
      summary: `安全检查甲${n}与安全检查乙${n}：配偶`,
      maker_id: Number(user.userId),
      maker_role_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const scsAttachment = await t.database.db
    .insertInto('scs_attachment')
    .values({
      inst_id: scsInst,
      change_id: scsChange.id,
      file_name: '安全检查.pdf',
      mime: 'application/pdf',
      size: 8,
      content: Buffer.from('%PDF-1.4'),
      uploaded_by: Number(user.userId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const org = await createOrg(t.database.db, scsInst, n);
  // A 智能文档审核 task as a check stores one.
  const smartTextTask = await sql<{ id: number }>`
    insert into smart_text_task (inst_id, user_id, file_name, kind, format, status, paragraphs, issues, issue_count,
      high_count, medium_count, low_count)
    values (${scsInst}, ${Number(user.userId)}, ${`安全检查${n}.docx`}, '招股说明书', 'docx', '已完成',
      '[{"no":1,"kind":"text","section":null,"page":null,"text":"安全检查"}]'::jsonb, '[]'::jsonb, 0, 0, 0, 0)
    returning id
  `.execute(t.database.db);
  const feedback = (
    await post('/esee/feedback/submit', { type: 'OTHER', title: `安全检查反馈${n}`, content: '安全检查' })
  ).id as number;
  return {
    ...org,
    feedback,
    instFeedback: feedback,
    scsChange: scsChange.id,
    smartTextTask: smartTextTask.rows[0]!.id,
    scsAttachment: scsAttachment.id,
    scsGroupRule: scsGroupRule.id,
    scsLabelRule: scsLabelRule.id,
    scsGroup: scsGroup.id,
    scsWarning: scsWarning.id,
    instUser: Number(user.userId),
    project,
    monitorGroup,
    batchFile,
    closerBankFile,
    trace,
    alert: Number(alert.id),
    monitorCase,
    monitorCaseAttachment,
    conditionSet,
    advSearchSet,
    exportJob,
    report,
    creditReport,
    dueDiligenceReport,
    keySurveyFile,
    partnerAlert: partnerAlert.id,
    ...bankFlow,
    ...screening,
  };
}

/** A finished screening run (its worker's writes done before the checks) and a grey-list entry. */
async function createScreening(owner: Client, entId: string, n: number) {
  const base = '/esee/prma/screening';
  const started = await owner.post(`${base}/runs/create`, { entIds: [entId] });
  if (started.code !== 200) throw new Error(`screening: ${JSON.stringify(started)}`);
  const screeningRun = started.data.runId as number;
  for (let i = 0; i < 2000; i++) {
    const state = (await owner.get(`${base}/runs/detail`, { runId: screeningRun })).data.progress.state as string;
    if (state === 'done' || state === 'failed') break;
    await new Promise((r) => setTimeout(r, 10));
  }
  await owner.post(`${base}/grey/add`, { name: `安全检查灰名单${n}`, kind: 'person' });
  const grey = (await owner.get(`${base}/grey`)).data as { id: number; name: string }[];
  return { screeningRun, screeningGrey: grey.find((g) => g.name === `安全检查灰名单${n}`)!.id };
}

/** A bank-flow analysis with a subject, a statement (uploaded as the page does) and, analysed, its flags. */
async function createBankFlow(owner: Client, n: number) {
  const post = async (url: string, payload: object) => {
    const res = await owner.post(url, payload);
    if (res.code !== 200) throw new Error(`${url}: ${JSON.stringify(res)}`);
    return res.data;
  };
  const bankFlowAnalysis = (await post('/esee/bankFlow/analysis/create', { name: `安全检查流水${n}` }))
    .analysisId as number;
  const bankFlowSubject = (
    await post('/esee/bankFlow/subject/add', {
      analysisId: bankFlowAnalysis,
      kind: 'person',
      name: '安全检查',
      role: '实际控制人',
    })
  ).subjectId as number;
  const csv = `交易日期,交易时间,收支标志,交易金额,余额,对方户名,摘要\n2026-03-02,10:00:00,收,300000.00,300000.00,某某有限公司,往来款${n}\n`;
  const upload = await owner.upload('/esee/bankFlow/statement/import', '流水.csv', Buffer.from(csv), {
    subjectId: bankFlowSubject,
    accountNo: `62220000000000${n}`,
  });
  if (upload.code !== 200) throw new Error(`statement import: ${JSON.stringify(upload)}`);
  const analysed = await analyse(owner, bankFlowAnalysis);
  if (analysed.code !== 200) throw new Error(`analysis: ${JSON.stringify(analysed)}`);
  const flags = await post('/esee/bankFlow/flag/list', { analysisId: bankFlowAnalysis });
  return {
    bankFlowAnalysis,
    bankFlowSubject,
    bankFlowStatement: upload.data.statementId as number,
    bankFlowFlag: flags.list[0].flagId as number,
  };
}

/** A department, a user group, a role and a member in both, written as the management pages would. */
async function createOrg(db: Db, inst: number, n: number) {
  const stamp = `${n}-${Date.now().toString(36)}`;
  const orgUnit = (
    await db
      .insertInto('org_unit')
      .values({ inst_id: inst, parent_id: null, name: `安全检查部门${stamp}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const orgTeam = (
    await db
      .insertInto('org_team')
      .values({ inst_id: inst, name: `安全检查用户组${stamp}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const orgRole = (
    await db
      .insertInto('role')
      .values({ inst_id: inst, name: `安全检查角色${stamp}`, role_type: 'NORMAL' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const orgEmployee = (
    await db
      .insertInto('app_user')
      .values({
        inst_id: inst,
        username: `security-${stamp}`,
        display_name: '安全检查成员',
        password_hash: 'not-a-hash',
        role_id: orgRole,
        unit_id: orgUnit,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('org_team_member').values({ team_id: orgTeam, user_id: orgEmployee }).execute();
  const orgSession = (
    await db
      .insertInto('user_session')
      .values({
        token_hash: `security-${stamp}`,
        user_id: orgEmployee,
        inst_id: inst,
        remember: false,
        expires_at: new Date(now().getTime() + 3600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const orgAbbreviation = (
    await db
      .insertInto('company_abbreviation')
      .values({
        inst_id: inst,
        abbreviation: `安检${stamp}`,
        full_name: '安全检查企业',
        ent_id: null,
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const externalChannel = (
    await db
      .insertInto('external_channel')
      .values({
        inst_id: inst,
        code: `security-${stamp}`,
        name: '安全检查渠道',
        origins: '[]',
        secret_sealed: 'not-sealed',
        secret_tail: 'xxxx',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const relatedParty = (
    await db
      .insertInto('related_party')
      .values({ inst_id: inst, subject_kind: 'P', category: 'director', name: `安检董事${stamp}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { orgUnit, orgTeam, orgRole, orgEmployee, orgSession, orgAbbreviation, externalChannel, relatedParty };
}

const instId = async (db: Db, code: string) =>
  (await db.selectFrom('institution').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** The tables that hold what users and institutions own. */
const OWNED_TABLES = [
  'quota',
  'feedback',
  'feedback_message',
  'project',
  'project_company',
  'batch_file',
  'batch_file_company',
  'key_survey_file',
  'key_survey_company',
  'monitor_group',
  'monitored_company',
  'monitor_setting',
  'monitor_alert',
  'monitor_case',
  'monitor_case_alert',
  'monitor_case_event',
  'monitor_case_attachment',
  'monitor_alert_suppression',
  'act_trace',
  'condition_set',
  'export_job',
  'export_event',
  'company_report',
  'credit_report',
  'bank_flow_analysis',
  'bank_flow_subject',
  'bank_flow_statement',
  'bank_flow_txn',
  'bank_flow_mapping',
  'bank_flow_flag',
  'institution_customer',
  'scs_run',
  'scs_group',
  'scs_group_member',
  'scs_guarantee',
  'scs_family_relation',
  'scs_mined_link',
  'scs_credit_setting',
  'scs_group_limit',
  'scs_member_limit',
  'scs_credit_snapshot',
  'scs_warning',
  'partner',
  'partner_alert',
  'partner_alert_read',
  'app_user',
  'role',
  'role_right',
  'role_right_disabled',
  'org_unit',
  'org_team',
  'org_team_member',
  'company_abbreviation',
  'related_party',
  'user_session',
  'institution',
  'inst_param',
  'login_allow',
  'integration_target',
  'external_channel',
  'licence_history',
];

/**
 * A digest of every row of those tables: equal before and after means nothing changed. A session's
 * `last_seen_at` is left out: any signed-in request refreshes it once a minute, refused or not (on a slow
 * machine the other institution's first check came a minute after its last call and read as a change).
 */
export async function fingerprint(db: Db): Promise<string> {
  const parts = await Promise.all(
    OWNED_TABLES.map(
      async (table) =>
        (
          await sql<{
            digest: string;
          }>`select md5(coalesce(string_agg(r, '|' order by r), '')) as digest from (select (to_jsonb(t) - 'last_seen_at')::text as r from ${sql.table(table)} t) rows`.execute(
            db,
          )
        ).rows[0]!.digest,
    ),
  );
  return parts.join(',');
}
