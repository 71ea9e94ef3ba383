import {
  SCS_LABEL_FIELDS,
  SCS_LABEL_OPERATORS,
  ScsRuleMessage,
  type ScsCondition,
  type ScsConditionGroup,
  type ScsLabelLogic,
} from '@esee/contracts';
import { badRequest } from '../../../platform/http/errors';

/** One customer of the book with every field a label condition can test. */
export interface LabelSubject {
  entId: string;
  entName: string;
  industry: string | null;
  province: string | null;
  /** 万元 */
  regCapital: number | null;
  status: string;
  totalExposure: number;
  loan: number;
  bill: number;
  guarantee: number;
  bond: number;
  offBalance: number;
  rating: string | null;
  /** 母公司/成员/关联, or 无 outside any group of the latest run. */
  groupRole: string;
  inGroup: boolean;
  inGuaranteeCircle: boolean;
  dishonestCount: number;
  executedCount: number;
  abnormalCount: number;
}

const isGroup = (item: ScsCondition | ScsConditionGroup): item is ScsConditionGroup => 'logic' in item;

/**
 * Refuse a condition the builder cannot mean: an unknown field, an operator the field's kind does not
 * take, a value of the wrong type (a number for a number field, true/false for a flag, a list for 属于,
 * an option of the field's list for an enumerated field).
 */
export function checkCondition(logic: ScsLabelLogic): void {
  const one = (c: ScsCondition) => {
    const field = SCS_LABEL_FIELDS[c.field];
    if (!field) throw badRequest(`${ScsRuleMessage.UNKNOWN_FIELD}：${c.field.slice(0, 40)}`);
    if (!SCS_LABEL_OPERATORS[field.kind].includes(c.operator))
      throw badRequest(`${ScsRuleMessage.UNKNOWN_OPERATOR}：${field.label} ${c.operator.slice(0, 20)}`);
    const v = c.value;
    const bad = () => badRequest(`${ScsRuleMessage.BAD_VALUE}：${field.label}`);
    if (field.kind === 'number' && typeof v !== 'number') throw bad();
    if (field.kind === 'boolean' && typeof v !== 'boolean') throw bad();
    if (field.kind === 'text' || field.kind === 'enum') {
      if (c.operator === 'in' ? !Array.isArray(v) : typeof v !== 'string' || !v.trim()) throw bad();
      if (field.kind === 'enum' && field.options) {
        const values = Array.isArray(v) ? v : [v as string];
        if (values.some((x) => !field.options!.includes(x))) throw bad();
      }
    }
  };
  for (const item of logic.items) {
    if (isGroup(item)) item.items.forEach(one);
    else one(item);
  }
}

function test(subject: LabelSubject, c: ScsCondition): boolean {
  const actual = subject[c.field as keyof LabelSubject];
  const v = c.value;
  switch (c.operator) {
    case 'is':
      return actual === v;
    case 'eq':
      return actual === v;
    case 'ne':
      return actual !== v;
    case 'contains':
      return typeof actual === 'string' && typeof v === 'string' && actual.includes(v);
    case 'in':
      return Array.isArray(v) && typeof actual === 'string' && v.includes(actual);
    case 'gt':
      return typeof actual === 'number' && typeof v === 'number' && actual > v;
    case 'gte':
      return typeof actual === 'number' && typeof v === 'number' && actual >= v;
    case 'lt':
      return typeof actual === 'number' && typeof v === 'number' && actual < v;
    case 'lte':
      return typeof actual === 'number' && typeof v === 'number' && actual <= v;
    default:
      return false;
  }
}

/** Whether a customer meets a (checked) condition: AND/OR over conditions and one level of groups. */
export function matches(subject: LabelSubject, logic: ScsLabelLogic): boolean {
  const item = (i: ScsCondition | ScsConditionGroup): boolean =>
    isGroup(i)
      ? i.logic === 'AND'
        ? i.items.every((c) => test(subject, c))
        : i.items.some((c) => test(subject, c))
      : test(subject, i);
  return logic.logic === 'AND' ? logic.items.every(item) : logic.items.some(item);
}
