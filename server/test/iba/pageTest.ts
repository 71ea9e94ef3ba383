import type { Db } from '../../src/platform/db/database';
import { setInstParam, type TestApp } from '../fixtures';

export { readJsonl, scratchDir, writeJsonl } from '../fixtures/files';

/* What the tests of the IBA search pages share: their own data files beside the data set, and who asks. */

/**
 * The users `pageClients` signs in, for `withApp`'s `users`: one with only the page's key, `cbaonly` (the company
 * remote alone) and one with another IBA entry, each as `[username, right]`.
 */
export const pageUsers = (keyOnly: [string, string], otherIbaEntry: [string, string]) => ({
  [keyOnly[0]]: [keyOnly[1]],
  cbaonly: ['app:cba'],
  [otherIbaEntry[0]]: [otherIbaEntry[1]],
});

/**
 * Who asks a page: the analyst (every IBA entry), a user with only the page's key, one with only the company
 * remote (`cbaonly`), one with another IBA entry, and a user of another institution.
 */
export const pageClients = (t: TestApp, keyOnly: string, otherIbaEntry: string) =>
  Promise.all([
    t.client('analyst'),
    t.client({ instCode: 'DEMO', username: keyOnly }),
    t.client({ instCode: 'DEMO', username: 'cbaonly' }),
    t.client({ instCode: 'DEMO', username: otherIbaEntry }),
    t.client('demo2'),
  ]);

/** Gives another institution (DEMO2) IBA: its administrator may use a page, but never sees DEMO's work. */
export const giveDemo2Iba = (db: Db) => setInstParam(db, 'DEMO2', 'getSupportApp', 'CBA,PRMA,IBA');
