/** Types of chromium.mjs, for e2e's Playwright config. */
export declare const CHROMIUM_ARGS: string[];
