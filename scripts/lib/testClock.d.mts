/** The instant test runs are pinned to (`NOW`); see testClock.mjs. */
export declare const TEST_NOW: string;
