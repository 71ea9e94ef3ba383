import { beforeEach, describe, expect, it } from 'vitest';
import { canOpenPage, EMBEDDED_LAYOUT, hasRight, useSession } from './session';
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

describe('canOpenPage', () => {
  it('opens a page by the server’s answer for its key, never a parent for a child held', () => {
    const rights = { fmk: false, 'fmk:audit': true, 'fmk:audit:orgLog': false };
    expect(canOpenPage(rights, 'fmk:audit')).toBe(true);
    expect(canOpenPage(rights, 'fmk:audit:orgLog')).toBe(false);
    expect(canOpenPage(rights, 'fmk')).toBe(false);
    expect(canOpenPage(rights, undefined)).toBe(true);
  });

  it('opens a page whose key was not asked by a key above it, never by a gate held only in part (issue 36)', () => {
    // A role granting 智能营销 only: the server answers the gate app:cba true (an entry under it is held) and the
    // menu's keys; 风险新闻 is not in the menu, so its key was not asked.
    const partCba = { 'app:cba': true, 'app:cba:marketing': true, 'app:iba': false };
    expect(canOpenPage(partCba, 'app:cba:marketing:entSearch')).toBe(true);
    expect(canOpenPage(partCba, 'app:cba:risk:publicsen')).toBe(false);
    expect(canOpenPage(partCba, 'app:cba')).toBe(true);
    // The whole solution held: every page of its menu was asked and answered; a key under one answered true opens.
    const allCba = { 'app:cba': true, 'app:cba:risk': true, 'app:cba:risk:publicsen': true };
    expect(canOpenPage(allCba, 'app:cba:risk:publicsen')).toBe(true);
    expect(canOpenPage(allCba, 'app:cba:risk:publicsen:detail')).toBe(true);
  });
});
