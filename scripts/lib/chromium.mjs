// The Chromium flags of every headless run here (e2e's Playwright config and the page benchmarks).

/** Flags for a headless run on a closed network (no background calls home). */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];
