/**
 * @packageDocumentation
 * API contracts: the schemas of requests and answers, result codes and
 * constants. Used by the server to validate and by the clients for types.
 * Imports nothing of ours.
 */
export * from './envelope';
export * from './auth';
export * from './rights';
export * from './institution';
export * from './remotes';
export * from './menu';
export * from './password';
export * from './trace';
