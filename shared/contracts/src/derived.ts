import { col } from './columns';
import type { BeneficialOwnerRule, GraphEntity, OwnershipPath } from './graphs';
import type { RecordColumn } from './recordKinds';
import type { DerivedGroup, DerivedRelatedParty } from './relatedParties';

/**
 * Derived conclusions that follow the data (issue 42): what the platform concluded about a company from its
 * ownership records, kept per institution, and the evidence a change alert (source `derived`) carries.
 */
export type DerivedKind = 'beneficialOwners' | 'actualController' | 'group' | 'relatedParty';

/** The alert kinds of a changed conclusion (monitor_rule, source `derived`). */
export const DERIVED_ALERT_KINDS: Record<DerivedKind, { kind: string; title: string }> = {
  beneficialOwners: { kind: 'beneficialOwnerChange', title: '受益所有人变更' },
  actualController: { kind: 'controllerChange', title: '实际控制人变更' },
  group: { kind: 'groupChange', title: '集团归属变更' },
  relatedParty: { kind: 'relatedPartyChange', title: '关联方变更' },
};

/** A beneficial owner as stored: the share 0–1 and the paths it was summed over. */
export interface DerivedOwner {
  person: GraphEntity;
  share: number;
  paths: OwnershipPath[];
}

/** 受益所有人 as concluded under the institution's rule (threshold 0–1, whether reaching it counts). */
export interface DerivedOwners {
  rule: BeneficialOwnerRule;
  threshold: number;
  inclusive: boolean;
  owners: DerivedOwner[];
}

/** 实际控制人 as concluded: null for 无实际控制人; the chain from the company up to it. */
export interface DerivedController {
  controller: GraphEntity | null;
  chain: { holder: GraphEntity; company: GraphEntity; ratio: number; basis: 'majority' | 'largest' }[];
}

/** One shareholding record behind a link of a path, as the register holds it now. */
export interface DerivedSourceRecord {
  companyId: string;
  companyName: string;
  holderId: string;
  holderName: string;
  /** 0–1. */
  ratio: number;
  /** 认缴出资日期, `YYYY-MM-DD`, where the register gives it. */
  subscribedDate: string | null;
}

/**
 * The source records' columns in the column dictionary. The share is listed as `percent` (0–100, as the dictionary's
 * percent columns read); the holder is a name, the record not saying whether it is a person or a company.
 */
export const DERIVED_RECORD_COLUMNS: readonly RecordColumn[] = [
  col('holderName', '股东', 'string'),
  col('companyName', '被持股企业', 'company', { idKey: 'companyId' }),
  col('percent', '持股比例', 'percent', { width: 100 }),
  col('subscribedDate', '认缴出资日期', 'date', { width: 120 }),
];

/** One line of what changed: a person's share (null: not an owner / controller on that side). */
export interface DerivedChange {
  entity: GraphEntity;
  before: number | null;
  after: number | null;
}

/** What a derived alert shows: before and after, what changed, the paths of the new state and the old, the records. */
export type DerivedAlertEvidence =
  | {
      kind: 'beneficialOwners';
      before: DerivedOwners;
      after: DerivedOwners;
      changes: DerivedChange[];
      records: DerivedSourceRecord[];
      /** The data loads since the conclusion was last computed: id and Beijing time. */
      loads: { id: number; loadedAt: string }[];
    }
  | {
      kind: 'actualController';
      before: DerivedController;
      after: DerivedController;
      changes: DerivedChange[];
      records: DerivedSourceRecord[];
      loads: { id: number; loadedAt: string }[];
    }
  | {
      kind: 'group';
      before: DerivedGroup;
      after: DerivedGroup;
      changes: DerivedChange[];
      records: DerivedSourceRecord[];
      loads: { id: number; loadedAt: string }[];
    }
  | {
      kind: 'relatedParty';
      before: DerivedRelatedParty;
      after: DerivedRelatedParty;
      changes: DerivedChange[];
      records: DerivedSourceRecord[];
      loads: { id: number; loadedAt: string }[];
    };
