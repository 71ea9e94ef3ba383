// The remote 'iba' has no page of its own: the shell loads its './routes'
// through Module Federation (see rsbuild.config.ts). This entry stays empty.
export {};
