import { describe, expect, it } from 'vitest';
import { SECTION_COLUMNS, SECTION_ENDPOINTS } from './company';
import { PERSON_JUDICIAL_ENDPOINTS, detailsEndpoint } from './person';
import { RECORD_ENDPOINTS, RECORD_KIND_BY_KEY, RECORD_KINDS } from './recordKinds';

describe('the column dictionary', () => {
  it('gives every record kind its own list endpoint, and nothing else one', () => {
    const kinds = RECORD_KINDS.map((k) => k.kind);
    expect(Object.keys(RECORD_ENDPOINTS).sort()).toEqual([...kinds].sort());
    const endpoints = Object.values(RECORD_ENDPOINTS);
    expect(new Set(endpoints).size).toBe(endpoints.length);
    expect(endpoints.filter((e) => Object.values(SECTION_ENDPOINTS).includes(e as never))).toEqual([]);
  });

  it('describes each kind with unique column keys, a Chinese title each, and a date column it has', () => {
    for (const kind of RECORD_KINDS) {
      const keys = kind.columns.map((c) => c.key);
      expect(new Set(keys).size, kind.kind).toBe(keys.length);
      for (const c of kind.columns) expect(c.title, `${kind.kind}.${c.key}`).toMatch(/[\u4e00-\u9fa5]/);
      if (kind.dateKey) expect(keys, kind.kind).toContain(kind.dateKey);
    }
  });

  it('names the id column of every linking column that it points to', () => {
    for (const columns of [...RECORD_KINDS.map((k) => k.columns), ...Object.values(SECTION_COLUMNS)])
      for (const c of columns) if (c.idKey) expect(c.type).toMatch(/company|person|party/);
  });

  it("lists a person's judicial records only of kinds it knows, each with its …Details endpoint", () => {
    for (const [kind, list] of Object.entries(PERSON_JUDICIAL_ENDPOINTS)) {
      expect(RECORD_KIND_BY_KEY.get(kind), kind).toBeDefined();
      expect(list).toMatch(/^per\w+List$/);
      expect(detailsEndpoint(list)).toMatch(/^per\w+Details$/);
    }
  });
});
