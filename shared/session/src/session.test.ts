import { beforeEach, describe, expect, it } from 'vitest';
import { EMBEDDED_LAYOUT, hasRight, useSession } from './session';
import { StorageKey } from './storage';

const result = {
  token: 'tok',
  instCode: 'DEMO',
  name: '林晓雯',
  userId: '2',
  instName: '示范银行',
  watermarkData: [],
  expireWarn: null,
};

describe('the session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSession.getState().signOut();
  });

  it('keeps a remembered token in localStorage, to survive the browser', () => {
    useSession.getState().signIn(result, true);
    expect(localStorage.getItem(StorageKey.TOKEN)).toBe('tok');
    expect(sessionStorage.getItem(StorageKey.TOKEN)).toBeNull();
  });

  it('keeps any other token for the browser session only', () => {
    useSession.getState().signIn(result, false);
    expect(sessionStorage.getItem(StorageKey.TOKEN)).toBe('tok');
    expect(localStorage.getItem(StorageKey.TOKEN)).toBeNull();
  });

  it('resets the layout options at sign-in and clears everything at sign-out', () => {
    useSession.getState().setLayout({ menuHidden: true });
    useSession.getState().signIn(result, true);
    expect(useSession.getState().layout.menuHidden).toBe(false);
    useSession.getState().setRights({ fmk: true });
    useSession.getState().signOut();
    const s = useSession.getState();
    expect([s.token, s.user, s.expireWarn, s.rights]).toEqual([null, null, null, {}]);
    expect(localStorage.getItem(StorageKey.TOKEN)).toBeNull();
  });

  it('keeps the layout options for this tab only: an embedded page’s do not reach the other tabs', () => {
    useSession.getState().setLayout(EMBEDDED_LAYOUT);
    expect(JSON.parse(sessionStorage.getItem(StorageKey.LAYOUT)!)).toMatchObject({
      headerHidden: true,
      menuHidden: true,
    });
    expect(localStorage.getItem(StorageKey.LAYOUT)).toBeNull();
  });

  it('never stores the password', () => {
    useSession.getState().signIn(result, true);
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toMatch(/pwd|password/i);
  });
});

describe('hasRight', () => {
  it('answers from the rights map, and infers keys it was not asked about', () => {
    const rights = { 'app:cba': true, fmk: false };
    expect(hasRight(rights, 'app:cba')).toBe(true);
    expect(hasRight(rights, 'fmk')).toBe(false);
    expect(hasRight(rights, 'app:cba:marketing:entSearch')).toBe(true);
    expect(hasRight(rights, 'app:iba')).toBe(false);
    expect(hasRight(rights, undefined)).toBe(true);
  });

  it('shows a parent entry the server refuses when a key under it is granted (display only)', () => {
    const auditor = { fmk: false, 'fmk:audit': true, 'fmk:audit:orgLog': false };
    expect(hasRight(auditor, 'fmk')).toBe(true);
    expect(hasRight(auditor, 'fmk:audit')).toBe(true);
    expect(hasRight(auditor, 'fmk:audit:orgLog')).toBe(false);
    expect(hasRight(auditor, 'fmk:org')).toBe(false);
  });
});
