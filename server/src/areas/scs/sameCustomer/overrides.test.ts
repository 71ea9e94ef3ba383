import { describe, expect, it } from 'vitest';
import { ScsRole } from '@esee/contracts';
import type { BookCustomer, Group, GroupMember } from './grouping';
import { applyOverridesTo, type GroupOverride } from './overrides';

const member = (entId: string, role: GroupMember['role'] = ScsRole.MEMBER, suggested = false): GroupMember => ({
  entId,
  entName: `${entId}公司`,
  role,
  suggested,
  reason: `${entId}的理由`,
  evidence: [],
});
const customers: BookCustomer[] = ['A', 'B', 'C', 'D', 'E', 'F'].map((id, i) => ({
  entId: id,
  name: `${id}公司`,
  exposure: (10 - i) * 100,
}));
const groups = (): Group[] => [
  {
    key: 'K1',
    name: 'A集团',
    coreEntId: 'A',
    rootId: 'P',
    rootName: '张三',
    members: [member('A', ScsRole.PARENT), member('B'), member('C', ScsRole.RELATED, true)],
    totalExposure: 0,
  },
  {
    key: 'K2',
    name: 'D集团',
    coreEntId: 'D',
    rootId: 'D',
    rootName: 'D公司',
    members: [member('D', ScsRole.PARENT), member('E')],
    totalExposure: 0,
  },
];
const o = (p: Partial<GroupOverride> & Pick<GroupOverride, 'action'>): GroupOverride => ({
  groupKey: 'K1',
  entIds: [],
  targetKey: null,
  reason: '人工',
  ...p,
});

describe('applyOverridesTo', () => {
  it('confirms and rejects suggested members', () => {
    const g = groups();
    applyOverridesTo(g, [o({ action: 'confirm', entIds: ['C'] })], customers);
    expect(g[0]!.members.find((m) => m.entId === 'C')).toMatchObject({ suggested: false, reason: '人工确认：C的理由' });
    const r = groups();
    applyOverridesTo(r, [o({ action: 'reject', entIds: ['C'] })], customers);
    expect(r[0]!.members.map((m) => m.entId)).toEqual(['A', 'B']);
    expect(r[0]!.totalExposure).toBe(1000 + 900);
  });

  it('adds a customer by hand, taking it out of its other group', () => {
    const g = groups();
    applyOverridesTo(g, [o({ action: 'add', entIds: ['E'], reason: '同一经营团队' })], customers);
    expect(g[0]!.members.at(-1)).toMatchObject({ entId: 'E', reason: '人工添加：同一经营团队', suggested: false });
    expect(g[1]!.members.map((m) => m.entId)).toEqual(['D']);
    // A company outside the book is not added.
    applyOverridesTo(g, [o({ action: 'add', entIds: ['X'] })], customers);
    expect(g[0]!.members.some((m) => m.entId === 'X')).toBe(false);
  });

  it('splits chosen members into a new group and merges another group', () => {
    const g = groups();
    applyOverridesTo(g, [o({ action: 'split', entIds: ['B', 'C'], targetKey: 'S:K1:9' })], customers);
    const split = g.find((x) => x.key === 'S:K1:9')!;
    expect(split).toMatchObject({ coreEntId: 'B', totalExposure: 900 + 800 });
    expect(split.members[0]).toMatchObject({ entId: 'B', role: ScsRole.PARENT });
    expect(g[0]!.members.map((m) => m.entId)).toEqual(['A']);

    const m = groups();
    applyOverridesTo(m, [o({ action: 'merge', targetKey: 'K2' })], customers);
    expect(m.map((x) => x.key)).toEqual(['K1']);
    expect(m[0]!.members.map((x) => x.entId)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(m[0]!.members.find((x) => x.entId === 'D')).toMatchObject({ role: ScsRole.MEMBER });
  });

  it('skips an override whose group is gone, and picks a new core when the core leaves', () => {
    const g = groups();
    applyOverridesTo(g, [o({ groupKey: 'NOPE', action: 'reject', entIds: ['A'] })], customers);
    expect(g[0]!.members).toHaveLength(3);
    applyOverridesTo(g, [o({ action: 'split', entIds: ['A'], targetKey: 'S:1' })], customers);
    expect(g[0]).toMatchObject({ coreEntId: 'B' });
  });
});
