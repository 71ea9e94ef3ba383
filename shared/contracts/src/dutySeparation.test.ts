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
    expect(isGrantedWithDuties(orgOnly, 'fmk', true)).toBe(true);
  });
});
