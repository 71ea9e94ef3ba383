import { describe, expect, it } from 'vitest';
import { isGranted } from './rights';
import { isParamOn, parseSupportApp } from './institution';

describe('isGranted', () => {
  const granted = new Set(['app:cba', 'fmk:org:emp']);

  it('grants a key held directly', () => expect(isGranted(granted, 'app:cba')).toBe(true));
  it('grants every entry under a held key', () => expect(isGranted(granted, 'app:cba:marketing:entSearch')).toBe(true));
  it('opens a parent gate when a descendant is held', () => expect(isGranted(granted, 'fmk')).toBe(true));
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
