/**
 * @packageDocumentation
 * Shared widgets of the shell and the remotes. Widgets fetch no data: a
 * table is handed the function that loads a page.
 */
export { EmptyState, FailedState } from './states';
export { NotBuiltPage } from './NotBuiltPage';
export { RemoteHome } from './RemoteHome';
export { ManifestPage, manifestRouteMismatches } from './ManifestPage';
export { Forbidden } from './Forbidden';
export { CompanyStatusTag } from './CompanyStatusTag';
export { CompanySearch, countText, type CompanyChoice, type CompanySearchSource } from './CompanySearch';
export { DataTable, PAGE_SIZE, type DataColumn, type PageData } from './DataTable';
export { RecordTable, recordCell, tableColumns, type RecordRow } from './RecordTable';
export { KeyValueList, type KeyValue } from './KeyValueList';
export { ExpandableText } from './ExpandableText';
export { BackBar, type Crumb } from './BackBar';
export { Section } from './Section';
export { FilterSelect, choices, type Choice } from './FilterSelect';
export { BarChart, type Bar } from './BarChart';
export { DownloadButton } from './DownloadButton';
export { companyHref, personHref } from './links';
export { CompanyLink } from './CompanyLink';
export * from './format';
export { BatchImportDialog } from './batchImport/BatchImportDialog';
export { AddToProjectDialog, type ProjectTargetSource } from './AddToProjectDialog';
