/**
 * @packageDocumentation
 * Shared widgets of the shell and the remotes. Widgets fetch no data.
 */
export { EmptyState, FailedState } from './states';
export { NotBuiltPage } from './NotBuiltPage';
export { RemoteHome, menuLeaves } from './RemoteHome';
export { ManifestPage } from './ManifestPage';
export { Forbidden } from './Forbidden';
export { CompanyStatusTag } from './CompanyStatusTag';
export { CompanySearch, countText, type CompanyChoice, type CompanySearchSource } from './CompanySearch';
