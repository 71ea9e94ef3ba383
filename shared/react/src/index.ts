/**
 * @packageDocumentation
 * React helpers shared by the shell and the remotes, free of any UI library
 * so that the login page can use them without loading antd.
 */
export { lazyWithRetry, type PreloadableComponent } from './lazyWithRetry';
export { usePageTitle } from './usePageTitle';
export { useLoad, type Loaded } from './useLoad';
export { usePolled, type Polled } from './usePolled';
export { useSubmit, type Submit } from './useSubmit';
export { useWorkRun, type WatchedRun, type WorkRunCalls } from './useWorkRun';
