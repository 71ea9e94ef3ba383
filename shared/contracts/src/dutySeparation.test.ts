import { describe, expect, it } from 'vitest';
import { dutyConflictMessage, dutyConflicts, isGrantedWithDuties, maskDuties } from './dutySeparation';

describe('三员分立', () => {
  it('masks the other duties’ keys, replacing a key above them by the children that stay', () => {
    expect([...maskDuties(['fmk', 'marketing'], 'SYSTEM')].sort()).toEqual(['fmk:org', 'marketing']);
    expect([...maskDuties(['fmk'], 'AUDIT')]).toEqual(['fmk:audit']);
    expect([...maskDuties(['fmk:org:emp', 'fmk:right', 'monitor'], null)]).toEqual(['monitor']);
  });

  it('names the first key of another duty', () => {
    expect(dutyConflicts(['fmk', 'marketing'], 'SECURITY')).toEqual(['fmk']);
    expect(dutyConflicts(['fmk:org:team', 'monitor'], 'SYSTEM')).toEqual([]);
    expect(dutyConflictMessage(['fmk:right'], 'AUDIT')).toBe(
      '三员分立：「审计管理员」职责的角色不能拥有「角色管理」（安全管理员的权限）',
    );
    expect(dutyConflictMessage(['app:cba'], null)).toBeNull();
  });

  it('the change logs: the auditor’s, and without separation their old holders’', () => {
    const orgOnly = new Set(['fmk:org']);
    expect(isGrantedWithDuties(orgOnly, 'fmk:audit:orgLog', false)).toBe(true);
    expect(isGrantedWithDuties(orgOnly, 'fmk:audit:orgLog', true)).toBe(false);
    expect(isGrantedWithDuties(orgOnly, 'fmk:audit:rightLog', false)).toBe(false);
    expect(isGrantedWithDuties(new Set(['fmk:audit']), 'fmk:audit:rightLog', true)).toBe(true);
  });

  it('fmk: by fmk only; under separation the system administrator’s fmk:org stands in for it', () => {
    expect(isGrantedWithDuties(new Set(['fmk:org']), 'fmk', false)).toBe(false);
    expect(isGrantedWithDuties(new Set(['fmk:org']), 'fmk', true)).toBe(true);
    expect(isGrantedWithDuties(new Set(['fmk:org:team']), 'fmk', true)).toBe(false);
    expect(isGrantedWithDuties(new Set(['fmk:audit']), 'fmk', true)).toBe(false);
    expect(isGrantedWithDuties(new Set(['fmk:audit']), 'fmk', false)).toBe(false);
    expect(isGrantedWithDuties(new Set(['fmk:right']), 'fmk', true)).toBe(false);
    expect(isGrantedWithDuties(new Set(['fmk']), 'fmk', false)).toBe(true);
    // The stand-in is for fmk itself, not the keys under it.
    expect(isGrantedWithDuties(new Set(['fmk:org']), 'fmk:audit', true)).toBe(false);
  });

  it('looks up no prototype names', () => {
    for (const k of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'])
      for (const separated of [false, true]) expect(isGrantedWithDuties(new Set(['fmk']), k, separated)).toBe(false);
  });
});
