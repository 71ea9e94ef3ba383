import { describe, expect, it } from 'vitest';
import type { ScreeningHit, ScreeningSubject } from '@esee/contracts';
import { matchList, normName, ordered, personCodes, registerPeople, type MatchEntry } from './matching';

const person = (id: string, name: string, role = '董监高（董事）'): ScreeningSubject => ({
  id,
  name,
  kind: 'person',
  role,
  ofName: '测试甲有限公司',
  creditCode: null,
});
const entry = (name: string, idCode: string | null = null, kind: MatchEntry['kind'] = 'person'): MatchEntry => ({
  name,
  nameNorm: normName(name),
  kind,
  idCode,
  reason: '内部关注',
  listedDate: null,
});
const matches = (hits: ScreeningHit[]) => hits.map((h) => [h.subject.id, h.entryName, h.match]);

describe('screening a person', () => {
  const subjects = [
    person('P1', '张三'),
    person('P2', '张三', '股东（10.00%）'),
    person('P3', '李四'),
    person('P5', '王五'),
  ];

  it('matches by name only where no entry names the register’s person', () => {
    expect(
      matches(matchList(subjects, [entry('张三'), entry('李四', '110101199001011234')], 'grey', '灰名单')),
    ).toEqual([
      ['P1', '张三', 'name'],
      ['P2', '张三', 'name'],
      ['P3', '李四', 'name'],
    ]);
  });

  it('matches the person an entry names by the register’s id, and its namesakes by name with lower confidence', () => {
    const entries = [entry('张三', 'P1'), entry('王五', 'P9'), entry('李四', '110101199001011234')];
    expect(personCodes(entries)).toEqual(['P1', 'P9', '110101199001011234']);
    // The register knows P1 and P9; an id number it does not hold names no one.
    const named = registerPeople(entries, new Set(['P1', 'P9']));
    expect(named.map((e) => e.personId)).toEqual(['P1', 'P9', undefined]);
    const hits = matchList(subjects, named, 'grey', '灰名单');
    expect(matches(hits)).toEqual([
      ['P1', '张三', 'code'],
      ['P2', '张三', 'namesake'],
      ['P3', '李四', 'name'],
      ['P5', '王五', 'namesake'],
    ]);
    // The person by id first, namesakes last (after risk records).
    const risk = { ...hits[2]!, key: 'risk|x', source: 'risk' as const, match: 'record' as const };
    expect(ordered([...hits, risk]).map((h) => h.match)).toEqual(['code', 'name', 'record', 'namesake', 'namesake']);
  });

  it('matches the named person by id whatever the name it is listed under; a company’s code names no person', () => {
    const entries = registerPeople([entry('张叁', 'P1'), entry('张三', 'P2', 'company')], new Set(['P1', 'P2']));
    expect(entries.map((e) => e.personId)).toEqual(['P1', undefined]);
    expect(matches(matchList(subjects, entries, 'list', '制裁名单'))).toEqual([['P1', '张叁', 'code']]);
  });
});
