import { createHash } from 'node:crypto';
import {
  SCS_GROUP_CRITERIA,
  ScsRuleStatus,
  type ScsGroupCriterion,
  type ScsGroupRuleContent,
  chinaDay,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';

/** A stable digest of a rule's content: the dry run / preview belongs to exactly this content. */
export function contentHash(content: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, stable(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(content)))
    .digest('hex')
    .slice(0, 32);
}

/**
 * The parameters the published grouping rules set (规则配置). Each absent field keeps the engine's
 * default, so `{}` is today's behaviour: control over 50% or as the only largest holder, agreements,
 * branches, depth 10, control and family automatic, guarantees and dependence suggestions, no
 * significant-influence test.
 */
export interface EngineOptions {
  /** Majority control when a holder's share is over this (default 0.5). */
  controlThreshold?: number;
  /** Whether the only largest holder below the threshold controls (相对控股, default true). */
  relativeControl?: boolean;
  /** Whether agreement control (协议控制) counts (default true). */
  agreements?: boolean;
  /** Whether a branch hangs from its head office (default true). */
  branches?: boolean;
  /** Control members join without confirmation (default true). */
  controlAutomatic?: boolean;
  /** Members joined through a family tie join without confirmation (default true). */
  familyAutomatic?: boolean;
  /** Guarantee links and circles join without confirmation (default false: suggestions). */
  guaranteeAutomatic?: boolean;
  dependenceAutomatic?: boolean;
  /** Significant influence (重大影响): a member holding this share or more of another customer (off by default). */
  influenceThreshold?: number;
  influenceAutomatic?: boolean;
}

const GUIDANCE_DATE = '2010-06-04';

/**
 * The rules an institution starts with. Published ones reproduce the engine's defaults exactly (control
 * over 50% or as the only largest holder, agreements, branches, depth 10; family ties automatic; guarantees
 * and dependence ≥ 50% as suggestions); 重大影响 starts as a draft, so it changes nothing until published.
 */
export const DEFAULT_GROUP_RULES: Record<ScsGroupCriterion, { published: boolean; content: ScsGroupRuleContent }> = {
  control: {
    published: true,
    content: {
      description:
        '股权或协议控制：直接或间接持股超过阈值（绝对控股）、唯一最大股东（相对控股）、协议控制与分支机构，沿控制链向上穿透；同受一方控制的客户归为一组',
      legalBasis: '指引第三条（一）控制关系',
      relationTypes: ['股权控制', '相对控股', '协议控制', '分支机构', '共同控制'],
      threshold: 0.5,
      maxDepth: 10,
      automatic: true,
      effectiveDate: GUIDANCE_DATE,
    },
  },
  family: {
    published: true,
    content: {
      description: '主要投资个人、关键管理人员或其近亲属（直系三代、旁系二代）共同控制的客户归为一组',
      legalBasis: '指引第三条（三）主要投资者及近亲属共同控制',
      relationTypes: ['家族关系', '共同控制'],
      threshold: null,
      maxDepth: 10,
      automatic: true,
      effectiveDate: GUIDANCE_DATE,
    },
  },
  guarantee: {
    published: true,
    content: {
      description: '互保、连环担保与担保圈：与成员存在担保关系的客户作为关联成员建议，须人工确认',
      legalBasis: '指引第三条（四）其他关联关系',
      relationTypes: ['担保', '担保圈'],
      threshold: null,
      maxDepth: 10,
      automatic: false,
      effectiveDate: GUIDANCE_DATE,
    },
  },
  dependence: {
    published: true,
    content: {
      description: '经济依存：年销售收入或采购支出达到阈值以上来自另一成员的客户，作为关联成员建议',
      legalBasis: '大额风险暴露办法：经济依存',
      relationTypes: ['经济依存'],
      threshold: 0.5,
      maxDepth: 10,
      automatic: false,
      effectiveDate: GUIDANCE_DATE,
    },
  },
  influence: {
    published: false,
    content: {
      description: '重大影响：集团成员持有另一客户阈值以上股份但未形成控制，作为关联成员建议',
      legalBasis: '指引第三条（四）其他关联关系',
      relationTypes: ['重大影响'],
      threshold: 0.2,
      maxDepth: 10,
      automatic: false,
      effectiveDate: GUIDANCE_DATE,
    },
  },
};

export interface GroupingParams {
  options: EngineOptions;
  maxDepth: number;
  dependenceThreshold: number;
}

/** The engine's parameters from the rules in effect (a criterion absent: its rule does not apply). */
export function paramsFrom(rules: Partial<Record<ScsGroupCriterion, ScsGroupRuleContent>>): GroupingParams {
  const options: EngineOptions = {};
  const control = rules.control;
  if (control) {
    options.controlThreshold = control.threshold ?? 0.5;
    options.relativeControl = control.relationTypes.includes('相对控股');
    options.agreements = control.relationTypes.includes('协议控制');
    options.branches = control.relationTypes.includes('分支机构');
    options.controlAutomatic = control.automatic;
  }
  if (rules.family) options.familyAutomatic = rules.family.automatic;
  if (rules.guarantee) options.guaranteeAutomatic = rules.guarantee.automatic;
  if (rules.dependence) options.dependenceAutomatic = rules.dependence.automatic;
  if (rules.influence) {
    options.influenceThreshold = rules.influence.threshold ?? 0.2;
    options.influenceAutomatic = rules.influence.automatic;
  }
  return {
    options,
    maxDepth: control?.maxDepth ?? 10,
    // No dependence rule in effect: no share is enough.
    dependenceThreshold: rules.dependence ? (rules.dependence.threshold ?? 0.5) : Infinity,
  };
}

/** The defaults' contents of the published default rules. */
export const defaultRulesInEffect = () =>
  Object.fromEntries(
    SCS_GROUP_CRITERIA.filter((c) => DEFAULT_GROUP_RULES[c].published).map((c) => [c, DEFAULT_GROUP_RULES[c].content]),
  ) as Partial<Record<ScsGroupCriterion, ScsGroupRuleContent>>;

/**
 * The published rule in effect per criterion: the newest version published with an effective date not
 * after today. An institution that has never opened its rules has the defaults.
 */
export async function rulesInEffect(
  db: Db,
  instId: number,
  now: Date,
): Promise<{ rules: Partial<Record<ScsGroupCriterion, ScsGroupRuleContent>>; ids: Map<string, number> }> {
  const rows = await db
    .selectFrom('scs_group_rule')
    .select(['id', 'criterion', 'version', 'status', 'content'])
    .where('inst_id', '=', instId)
    .orderBy('criterion')
    .orderBy('version', 'desc')
    .execute();
  if (rows.length === 0) return { rules: defaultRulesInEffect(), ids: new Map() };
  // A rule's effective date is a China day.
  const today = chinaDay(now);
  const rules: Partial<Record<ScsGroupCriterion, ScsGroupRuleContent>> = {};
  const ids = new Map<string, number>();
  for (const r of rows) {
    const content = r.content as ScsGroupRuleContent;
    if (r.status !== ScsRuleStatus.PUBLISHED || content.effectiveDate > today || ids.has(r.criterion)) continue;
    rules[r.criterion as ScsGroupCriterion] = content;
    ids.set(r.criterion, r.id);
  }
  return { rules, ids };
}

/** The grouping engine's parameters for a run of the institution now. */
export async function groupingOptionsInEffect(db: Db, instId: number, now: Date): Promise<GroupingParams> {
  return paramsFrom((await rulesInEffect(db, instId, now)).rules);
}

/** A group as a dry run compares it. */
export interface IdentifiedGroup {
  key: string;
  name: string;
  members: readonly { entId: string; entName: string; suggested: boolean }[];
}
type Identify = (db: Db, instId: number, params: GroupingParams) => Promise<IdentifiedGroup[]>;
type Tags = (
  db: Db,
  instId: number,
  entIds: readonly string[],
) => Promise<Map<string, { name: string; color: string }[]>>;
const identifiers = new WeakMap<Db, Identify>();
const taggers = new WeakMap<Db, Tags>();

/**
 * The identification without storing (the sameCustomer module provides it), so the rule module's dry run
 * runs the very engine without importing its files.
 */
export function provideScsIdentify(db: Db, identify: Identify): void {
  identifiers.set(db, identify);
}
export async function scsIdentify(db: Db, instId: number, params: GroupingParams): Promise<IdentifiedGroup[]> {
  const identify = identifiers.get(db);
  if (!identify) throw new Error('SCS identification is not registered');
  return identify(db, instId, params);
}

/** The published label rules' tags of some customers (the rule module provides it; none without it). */
export function provideScsTags(db: Db, tags: Tags): void {
  taggers.set(db, tags);
}
export async function scsTagsOf(db: Db, instId: number, entIds: readonly string[]) {
  return (await taggers.get(db)?.(db, instId, entIds)) ?? new Map<string, { name: string; color: string }[]>();
}
