import { describe, expect, it } from 'vitest';
import { isGranted, isRouteGranted, isShown } from './rights';
import { isParamOn, parseSupportApp } from './institution';

describe('isGranted', () => {
  const granted = new Set(['app:cba', 'fmk:org:emp']);

  it('grants a key held directly', () => expect(isGranted(granted, 'app:cba')).toBe(true));
  it('grants every entry under a held key', () => expect(isGranted(granted, 'app:cba:marketing:entSearch')).toBe(true));
  it('never grants a parent for a child held: fmk only by fmk', () => {
    expect(isGranted(granted, 'fmk')).toBe(false);
    expect(isGranted(granted, 'fmk:org')).toBe(false);
    expect(isGranted(new Set(['fmk:audit']), 'fmk')).toBe(false);
    expect(isRouteGranted(new Set(['fmk:audit']), 'fmk')).toBe(false);
    expect(isRouteGranted(new Set(['fmk:org:team']), 'fmk')).toBe(false);
    expect(isRouteGranted(new Set(['fmk']), 'fmk:audit')).toBe(true);
  });
  it('opens a solution gate for any of its entries, in routes and menus', () => {
    expect(isRouteGranted(new Set(['app:cba:marketing:entSearch']), 'app:cba')).toBe(true);
    expect(isRouteGranted(new Set(['monitor:brief']), 'monitor')).toBe(true);
    expect(isRouteGranted(new Set(['app:cba:marketing:entSearch']), 'app:cba:marketing')).toBe(false);
  });
  it('shows a parent menu entry when a child is held (display only)', () => {
    expect(isShown(granted, 'fmk')).toBe(true);
    expect(isShown(granted, 'fmk:org')).toBe(true);
    expect(isShown(granted, 'fmk:right')).toBe(false);
  });
  it('reads no prototype names as keys', () => {
    for (const k of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect(isRouteGranted(granted, k)).toBe(false);
      expect(isShown(granted, k)).toBe(false);
    }
  });
  it('refuses a sibling', () => expect(isGranted(granted, 'fmk:org:unit')).toBe(false));
  it('refuses a key that merely shares a prefix of letters', () => expect(isGranted(granted, 'app:cbax')).toBe(false));
  it('refuses everything on an empty set', () => expect(isGranted(new Set(), 'app:cba')).toBe(false));
});

describe('institution parameters', () => {
  it('reads getSupportApp in any case and separator, ignoring unknown keys', () =>
    expect(parseSupportApp('cba, PRMA;xyz|SCS')).toEqual(['CBA', 'PRMA', 'SCS']));
  it('reads an empty getSupportApp as no solution', () => expect(parseSupportApp('')).toEqual([]));
  it('takes a flag as on when its value starts with true', () => {
    expect(isParamOn('true')).toBe(true);
    expect(isParamOn('TRUE,2024')).toBe(true);
    expect(isParamOn('false')).toBe(false);
    expect(isParamOn('')).toBe(false);
  });
});
