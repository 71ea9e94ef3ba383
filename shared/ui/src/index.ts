/**
 * @packageDocumentation
 * Shared widgets of the shell and the remotes. Widgets fetch no data: a
 * table is handed the function that loads a page.
 */
export { EmptyState, FailedState } from './states';
export { NameDialog } from './NameDialog';
export { NotBuiltPage } from './NotBuiltPage';
export { RemoteHome } from './RemoteHome';
export { EventList, type EventItem } from './EventList';
export { ManifestPage, manifestRouteMismatches } from './ManifestPage';
export { Forbidden } from './Forbidden';
export { CompanyStatusTag } from './CompanyStatusTag';
export { CompanySearch, countText, type CompanyChoice, type CompanySearchSource } from './CompanySearch';
export { DataTable, PAGE_SIZE, type DataColumn, type PageData } from './DataTable';
export {
  ISSUER_FIGURE_LINES,
  RATIO_LINES,
  statementLines,
  WAN_HEAD,
  YearTable,
  type YearLine,
} from './financials/YearTable';
export { UserScope } from './userScope';
export { RecordDocumentLink, RecordTable, recordCell, tableColumns, type RecordRow } from './RecordTable';
export { KeyValueList, type KeyValue } from './KeyValueList';
export { ExpandableText } from './ExpandableText';
export { BackBar, type Crumb } from './BackBar';
export { Section } from './Section';
export { FilterSelect, choices, type Choice } from './FilterSelect';
export { MAX_TAGS, maxTagPlaceholder, TAG_LIMIT } from './tagLimit';
export { saveBlob } from './saveBlob';
export { Chart } from './chart/Chart';
export {
  barChart,
  lineChart,
  stackedBarChart,
  type BarOptions,
  type ChartDatum,
  type ChartSpec,
  type LineOptions,
  type StackOptions,
} from './chart/specs';
export { DownloadButton } from './DownloadButton';
export { SystemLinks, openAfter } from './SystemLinks';
export { companyHref, personHref } from './links';
export { CompanyLink } from './CompanyLink';
export * from './format';
export { BatchImportDialog } from './batchImport/BatchImportDialog';
export { AddToProjectDialog, type ProjectTargetSource } from './AddToProjectDialog';
export { SentimentTag, SENTIMENT_COLOR } from './news/SentimentTag';
export { NewsTrend } from './news/NewsTrend';
export { newsColumns } from './news/newsColumns';
export { NewsArticleView } from './news/NewsArticleView';
export { PairMatrix } from './pairs/PairMatrix';
export { PairEvidenceList } from './pairs/PairEvidenceList';
export { NearMissList } from './pairs/NearMissList';
export { PairGraph } from './pairs/PairGraph';
export {
  PAIR_LEVEL_COLORS,
  type CheckedPair,
  type PairEvidenceLine,
  type PairLevel,
  type PairNearMissLine,
  type PairParty,
} from './pairs/types';
export { ConditionFilterPanel } from './conditions/ConditionFilterPanel';
export { activeConditionChips, type ConditionChip } from './conditions/conditionChips';
export { FormDialog, validValues } from './FormDialog';
export { LinkButton } from './LinkButton';
export { FilterBar, KeywordSearch, ListPage, PageTitle } from './page/ListPage';
export { PairCheckResult, type PairCheckWords } from './pairs/PairCheckResult';
export { ExcludedHubs, excludedHubText, type ExcludedHub } from './pairs/ExcludedHubs';
export { PairCheckBody } from './pairs/PairCheckBody';
export { usePairCheck, type PairCheckState } from './pairs/usePairCheck';
export { MatchCountBar, useMatchTotal } from './prospects/MatchCount';
export { ActiveFilterChips, type RemovableChip } from './prospects/ActiveFilterChips';
export { ExportJobButton } from './prospects/ExportJobButton';
export { AddToProjectButton } from './prospects/AddToProjectButton';
export { capitalText, CustomerTag, TagList } from './prospects/cells';
export { CONDITION_SORT_OPTIONS } from './prospects/sorts';
export { NewsFilterFields, type NewsFilterValue } from './news/NewsFilterFields';
export { cascaderOptions, FilterRow, listOrNone, treeSelectData, type CascaderOption } from './prospects/filterParts';
export { JobListCard, JobStateTag, jobStateColumn, reportJobColumns, retentionText } from './jobs/JobList';
export { ExportJobListCard } from './jobs/ExportJobList';
export { WorkRunProgress } from './jobs/WorkRunProgress';
export { anyExportBusy, EXPORT_LIST_PAGES, exportListPath, sizeText } from './jobs/exportJobs';
export { SearchTools } from './prospects/SearchTools';
export { SearchLayout } from './prospects/SearchLayout';
export { PastePanel } from './pairs/PastePanel';
export { PartyTable } from './pairs/PartyTable';
export { MissingOrFailed } from './news/MissingOrFailed';
export { DetailPending } from './news/DetailPending';
export { CountedTable } from './prospects/CountedTable';
export { pastedLines } from './pairs/pastedLines';
export { NewsStoryCard } from './news/NewsStoryCard';
export { NewsArticleBody } from './news/NewsArticleBody';
export { LoadedArticle } from './news/LoadedArticle';
export { StatRow, type Stat } from './StatRow';
export { RiskSummaryView, RISK_LEVEL_COLORS } from './RiskSummaryView';
export { ColorKey } from './ColorKey';
export { DerivedRecordsTable } from './evidence/DerivedRecordsTable';
export { RelatedReasons } from './evidence/RelatedReasons';
export { EvidenceArticles, EvidencePaths, EvidenceRecords } from './evidence/Evidence';
