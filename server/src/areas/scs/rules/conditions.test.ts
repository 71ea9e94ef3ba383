import { describe, expect, it } from 'vitest';
import type { ScsLabelLogic } from '@esee/contracts';
import { AppError } from '../../../platform/http/errors';
import { checkCondition, matches, type LabelSubject } from './conditions';
import { compareGroups } from './impact';
import { contentHash, DEFAULT_GROUP_RULES, defaultRulesInEffect, paramsFrom } from '../shared/scsRules';

const subject = (over: Partial<LabelSubject> = {}): LabelSubject => ({
  entId: 'E1',
  entName: '甲公司',
  industry: '房地产业',
  province: '44',
  regCapital: 5000,
  status: '存续',
  totalExposure: 3_000_000,
  loan: 2_000_000,
  bill: 1_000_000,
  guarantee: 0,
  bond: 0,
  offBalance: 0,
  rating: 'BBB',
  groupRole: '成员',
  inGroup: true,
  inGuaranteeCircle: false,
  dishonestCount: 0,
  executedCount: 2,
  abnormalCount: 0,
  ...over,
});

describe('label conditions', () => {
  const risky: ScsLabelLogic = {
    logic: 'AND',
    items: [
      { field: 'industry', operator: 'contains', value: '房地产' },
      {
        logic: 'OR',
        items: [
          { field: 'executedCount', operator: 'gte', value: 1 },
          { field: 'rating', operator: 'in', value: ['B', 'CCC'] },
        ],
      },
    ],
  };

  it('evaluates AND over an OR group', () => {
    expect(matches(subject(), risky)).toBe(true);
    expect(matches(subject({ executedCount: 0 }), risky)).toBe(false);
    expect(matches(subject({ executedCount: 0, rating: 'CCC' }), risky)).toBe(true);
    expect(matches(subject({ industry: '制造业' }), risky)).toBe(false);
  });

  it('tests flags, enumerations and numbers', () => {
    const circle: ScsLabelLogic = { logic: 'OR', items: [{ field: 'inGuaranteeCircle', operator: 'is', value: true }] };
    expect(matches(subject(), circle)).toBe(false);
    expect(matches(subject({ inGuaranteeCircle: true }), circle)).toBe(true);
    const big: ScsLabelLogic = { logic: 'AND', items: [{ field: 'regCapital', operator: 'gt', value: 1000 }] };
    expect(matches(subject({ regCapital: null }), big)).toBe(false);
    expect(matches(subject(), { logic: 'AND', items: [{ field: 'groupRole', operator: 'ne', value: '母公司' }] })).toBe(
      true,
    );
  });

  it('refuses an unknown field, a wrong operator or value', () => {
    const bad = (item: object) => () => checkCondition({ logic: 'AND', items: [item] } as ScsLabelLogic);
    expect(bad({ field: 'salary', operator: 'eq', value: 'x' })).toThrow(AppError);
    expect(bad({ field: 'loan', operator: 'contains', value: 'x' })).toThrow(/不支持此运算符/);
    expect(bad({ field: 'loan', operator: 'gt', value: 'x' })).toThrow(/取值/);
    expect(bad({ field: 'rating', operator: 'eq', value: 'Z' })).toThrow(/取值/);
    expect(bad({ field: 'industry', operator: 'in', value: 'x' })).toThrow(/取值/);
    expect(() => checkCondition(risky)).not.toThrow();
  });
});

describe('rule parameters and impact', () => {
  it('the default rules are the engine defaults', () => {
    const p = paramsFrom(defaultRulesInEffect());
    expect(p.maxDepth).toBe(10);
    expect(p.dependenceThreshold).toBe(0.5);
    expect(p.options).toEqual({
      controlThreshold: 0.5,
      relativeControl: true,
      agreements: true,
      branches: true,
      controlAutomatic: true,
      familyAutomatic: true,
      guaranteeAutomatic: false,
      dependenceAutomatic: false,
    });
    expect(DEFAULT_GROUP_RULES.influence.published).toBe(false);
  });

  it('hashes content independently of key order', () => {
    expect(contentHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(contentHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  });

  it('counts new, changed and dissolved groups', () => {
    const m = (entId: string, suggested = false) => ({ entId, entName: entId, suggested });
    const impact = compareGroups(
      [
        { key: 'K1', name: '一', members: [m('A'), m('B')] },
        { key: 'K2', name: '二', members: [m('C'), m('D')] },
        { key: 'K3', name: '三', members: [m('E'), m('F')] },
      ],
      [
        { key: 'K1', name: '一', members: [m('A'), m('B')] },
        { key: 'K2', name: '二', members: [m('C'), m('D', true), m('G')] },
        { key: 'K4', name: '四', members: [m('H'), m('I')] },
      ],
    );
    expect(impact.text).toBe('将新增 1 组、变更 1 组、解散 1 组');
    expect(impact.groups.find((g) => g.key === 'K2')).toMatchObject({
      change: 'changed',
      added: [{ entId: 'G' }],
      flagged: [{ entId: 'D', suggested: true }],
    });
    expect(impact.groups.find((g) => g.key === 'K3')).toMatchObject({ change: 'dissolved', removed: [{}, {}] });
  });
});
