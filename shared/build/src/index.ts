/**
 * @packageDocumentation
 * The one build-config factory: `createHostConfig` for the shell and
 * `createRemoteConfig` for each remote, with the one list of shared packages.
 */
export { createHostConfig, createRemoteConfig } from './configs';
export { SHARED_PACKAGES, sharedConfig, installedVersion } from './shared';
export { REMOTE_MANIFEST_FILE, assertRemoteManifest } from './remoteManifest';
