/**
 * Change records (变更记录) that chain to a company's current data: for each item the values run from
 * the founding value through every change to today's value, so the latest change's `after` is what the
 * company row, its holders (shareholdings) and its staff (executives) say now, and each change's `before`
 * is the previous change's `after`.
 */
import { LIMITED_PARTNERSHIP, ORGANISATION_FORMS } from './names';
import type { Random } from './random';

export type ChangeField = 'legalRep' | 'capital' | 'scope' | 'address' | 'name' | 'holders' | 'directors' | 'supervisors' | 'managers';

/** Change items and the current value each one ends at. */
export const CHANGE_ITEMS: Readonly<Record<string, ChangeField>> = {
  法定代表人变更: 'legalRep',
  负责人变更: 'legalRep',
  执行事务合伙人变更: 'legalRep',
  注册资本变更: 'capital',
  注册资金变更: 'capital',
  经营范围变更: 'scope',
  业务范围变更: 'scope',
  住所变更: 'address',
  经营场所变更: 'address',
  主要经营场所变更: 'address',
  名称变更: 'name',
  '投资人(股权)变更': 'holders',
  董事备案: 'directors',
  监事备案: 'supervisors',
  经理备案: 'managers',
};

export type SubjectKind = 'company' | 'partnership' | 'branch' | 'organisation';

/** The kind of entity a name is: a branch (分公司), an organisation (协会, 研究院…), a limited partnership, a company. */
export function subjectKindOf(name: string): SubjectKind {
  if (name.endsWith('分公司')) return 'branch';
  if (ORGANISATION_FORMS.some((o) => name.endsWith(o.form))) return 'organisation';
  return name.endsWith(LIMITED_PARTNERSHIP) ? 'partnership' : 'company';
}

/** The item names each kind of entity files its changes under. */
const ITEM_NAMES: Record<SubjectKind, Partial<Record<ChangeField, string>>> = {
  company: {
    legalRep: '法定代表人变更',
    capital: '注册资本变更',
    scope: '经营范围变更',
    address: '住所变更',
    name: '名称变更',
    holders: '投资人(股权)变更',
    directors: '董事备案',
    supervisors: '监事备案',
    managers: '经理备案',
  },
  partnership: {
    legalRep: '执行事务合伙人变更',
    capital: '注册资本变更',
    scope: '经营范围变更',
    address: '主要经营场所变更',
    name: '名称变更',
    holders: '投资人(股权)变更',
  },
  branch: { legalRep: '负责人变更', scope: '经营范围变更', address: '经营场所变更' },
  organisation: { legalRep: '法定代表人变更', capital: '注册资金变更', scope: '业务范围变更', address: '住所变更', name: '名称变更' },
};

/** Which executives each staff item lists. */
export const STAFF_FILTERS: Readonly<Record<'directors' | 'supervisors' | 'managers', (post: string) => boolean>> = {
  directors: (post) => /董事(?!会秘书)/.test(post),
  supervisors: (post) => post.includes('监事'),
  managers: (post) => /经理|财务负责人|董事会秘书/.test(post),
};

export interface Share {
  name: string;
  /** 0–1, to 4 decimals, as shareholdings.jsonl has it. */
  ratio: number;
}

export interface Post {
  name: string;
  post: string;
}

/** 500万元人民币, 300万美元. */
export function formatCapital(amount: number, currency = '人民币'): string {
  const wan = Number((amount / 10_000).toFixed(4));
  return currency === '人民币' ? `${wan}万元人民币` : `${wan}万${currency}`;
}

/** 张三 60.00%；李四 40.00%. */
export const formatHolders = (shares: readonly Share[]) => shares.map((s) => `${s.name} ${(s.ratio * 100).toFixed(2)}%`).join('；');

/** 张三（执行董事）、李四（监事）. */
export const formatStaff = (staff: readonly Post[]) => staff.map((s) => `${s.name}（${s.post}）`).join('、');

const SCOPE_NOTE = '（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）';

/** Items a business scope is extended with or loses over the years. */
const SCOPE_ITEMS = [
  '技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广',
  '货物进出口',
  '技术进出口',
  '会议及展览服务',
  '信息咨询服务（不含许可类信息咨询服务）',
  '广告设计、代理',
  '办公用品销售',
  '日用百货销售',
  '五金产品零售',
  '企业管理咨询',
  '市场营销策划',
  '专业设计服务',
  '劳务服务（不含劳务派遣）',
  '普通货物仓储服务（不含危险化学品等需许可审批的项目）',
];

/** Items an organisation's scope (业务范围) gains or loses. */
const ORGANISATION_ITEMS = ['行业交流', '业务培训', '咨询服务', '承办政府委托事项', '国际交流与合作', '技术开发', '技术咨询', '开展公益活动'];

function scopeItems(scope: string): string[] {
  return scope.replace(SCOPE_NOTE, '').replace(/。$/, '').split('；').filter(Boolean);
}

/** A scope that differs from `scope` by an item added, dropped or replaced. */
export function otherScope(r: Random, scope: string): string {
  const company = scope.includes(SCOPE_NOTE);
  const items = scopeItems(scope);
  const unused = (company ? SCOPE_ITEMS : ORGANISATION_ITEMS).filter((s) => !items.includes(s));
  const scopeText = (list: readonly string[]) => `${list.join('；')}。${company ? SCOPE_NOTE : ''}`;
  const op = r.next();
  if (op < 0.35 && items.length >= 3) items.splice(r.int(1, items.length - 1), 1);
  else if (op < 0.7 && items.length >= 2 && unused.length) items[r.int(1, items.length - 1)] = r.pick(unused);
  else if (unused.length) items.push(r.pick(unused));
  else items.pop();
  return scopeText(items);
}

/** Round a capital to the values registers are full of. */
function roundCapital(v: number): number {
  const step = v >= 100_000_000 ? 10_000_000 : v >= 10_000_000 ? 1_000_000 : v >= 1_000_000 ? 100_000 : 10_000;
  return Math.max(10_000, Math.round(v / step) * step);
}

/** A capital before (`older`) or after a change of `capital`: mostly raised over the years, now and then cut. */
export function otherCapital(r: Random, capital: number, older: boolean): number {
  const raise = r.chance(0.85);
  const factor = raise === older ? r.pick([0.1, 0.2, 0.25, 0.3, 0.5]) : r.pick([1.5, 2, 3, 5]);
  let next = roundCapital(capital * factor);
  if (next === capital) next = roundCapital(capital * (older ? 0.5 : 2));
  return next;
}

/** Holders before or after a change: a transfer between holders, a holder replaced, one more or one fewer. */
export function otherHolders(r: Random, shares: readonly Share[], newName: () => string): Share[] {
  const out = shares.map((s) => ({ ...s }));
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  const n = out.length;
  const op = n >= 2 ? r.weighted([['transfer', 35], ['replace', 30], ['merge', 20], ['split', 15]] as const) : r.chance(0.5) ? 'replace' : 'split';
  if (op === 'transfer' && n >= 2) {
    const i = r.int(0, n - 1);
    const j = (i + r.int(1, n - 1)) % n;
    const most = Math.floor((out[j]!.ratio - 0.01) * 100);
    if (most >= 1) {
      const d = r.int(1, Math.min(most, 30)) / 100;
      out[i]!.ratio = round(out[i]!.ratio + d);
      out[j]!.ratio = round(out[j]!.ratio - d);
      return out;
    }
  }
  if (op === 'merge' && n >= 2) {
    const j = r.int(1, n - 1);
    const [gone] = out.splice(j, 1);
    const t = r.int(0, out.length - 1);
    out[t]!.ratio = round(out[t]!.ratio + gone!.ratio);
    return out;
  }
  if (op === 'split' || op === 'merge' || op === 'transfer') {
    const i = r.int(0, n - 1);
    const most = Math.floor((out[i]!.ratio - 0.01) * 100);
    if (most >= 1) {
      const d = r.int(1, Math.min(most, 49)) / 100;
      out[i]!.ratio = round(out[i]!.ratio - d);
      out.push({ name: newName(), ratio: d });
      return out;
    }
  }
  // A holder replaced by someone else with the same stake: a transfer of the whole stake.
  const i = r.int(0, n - 1);
  out[i] = { name: newName(), ratio: out[i]!.ratio };
  return out;
}

/** Staff before or after a filing: someone replaced, one more (with `extraPost`) or one fewer. */
export function otherStaff(r: Random, staff: readonly Post[], newName: () => string, extraPost: string | null): Post[] {
  const out = staff.map((s) => ({ ...s }));
  const op = r.next();
  if (op < 0.2 && out.length >= 2) out.splice(r.int(1, out.length - 1), 1);
  else if (op < 0.35 && extraPost) out.push({ name: newName(), post: extraPost });
  else {
    const i = r.int(0, out.length - 1);
    out[i] = { name: newName(), post: out[i]!.post };
  }
  return out;
}

/** What a company is today, for its history. */
export interface HistorySubject {
  kind: SubjectKind;
  name: string;
  /** Oldest first. */
  formerNames: readonly string[];
  legalRep: string | null;
  capital: number | null;
  currency: string;
  address: string | null;
  scope: string | null;
  holders: readonly Share[];
  staff: readonly Post[];
  /** The founding day, 00:00 UTC. */
  estDayMs: number;
  risky: boolean;
}

export interface ChangeEvent {
  item: string;
  field: ChangeField;
  dateMs: number;
  before: string;
  after: string;
}

export interface History {
  /** All changes, by date. */
  changes: ChangeEvent[];
  /** The address registered on a day. */
  addressAt(ms: number): string | null;
}

const DAY = 86_400_000;

/** `k` distinct days after the founding and before today, in order. */
function changeDays(r: Random, estDayMs: number, todayMs: number, k: number): number[] {
  const span = Math.floor((todayMs - estDayMs) / DAY);
  const n = Math.min(k, span - 1);
  if (n <= 0) return [];
  const days = new Set<number>();
  for (let tries = 0; days.size < n && tries < n * 4; tries++) days.add(r.int(1, span - 1));
  return [...days].sort((a, b) => a - b).map((d) => estDayMs + d * DAY);
}

const WEIGHTS: Record<ChangeField, [number, number]> = {
  // normal, risky
  holders: [25, 30],
  scope: [18, 10],
  address: [14, 20],
  legalRep: [12, 22],
  capital: [12, 8],
  directors: [7, 5],
  supervisors: [6, 4],
  managers: [6, 5],
  name: [0, 0],
};

/**
 * The change records of a company: `count` changes over its items, plus one per former name, each item
 * ending at today's value. `newName` gives a person's name for earlier holders and staff; `newAddress`
 * an address elsewhere in the city.
 */
export function companyHistory(
  r: Random,
  s: HistorySubject,
  todayMs: number,
  count: number,
  newName: () => string,
  newAddress: () => string,
): History {
  const names = ITEM_NAMES[s.kind];
  const current: Partial<Record<ChangeField, unknown>> = {};
  if (names.legalRep && s.legalRep) current.legalRep = s.legalRep;
  if (names.capital && s.capital) current.capital = s.capital;
  if (names.scope && s.scope) current.scope = s.scope;
  if (names.address && s.address) current.address = s.address;
  if (names.holders && s.holders.length) current.holders = s.holders;
  for (const field of ['directors', 'supervisors', 'managers'] as const) {
    const staff = names[field] ? s.staff.filter((p) => STAFF_FILTERS[field](p.post)) : [];
    if (staff.length) current[field] = staff;
  }
  const fields = (Object.keys(current) as ChangeField[]).map((f) => [f, WEIGHTS[f][s.risky ? 1 : 0]] as const);
  const perField = new Map<ChangeField, number>();
  if (fields.length) for (let i = 0; i < count; i++) {
    const f = r.weighted(fields);
    perField.set(f, (perField.get(f) ?? 0) + 1);
  }

  const changes: ChangeEvent[] = [];
  let addresses: { fromMs: number; value: string }[] = [];
  const other = (field: ChangeField, value: unknown): unknown => {
    switch (field) {
      case 'legalRep': {
        let name = newName();
        for (let i = 0; i < 5 && name === value; i++) name = newName();
        return name;
      }
      case 'capital':
        return otherCapital(r, value as number, true);
      case 'scope':
        return otherScope(r, value as string);
      case 'address':
        return newAddress();
      case 'holders':
        return otherHolders(r, value as Share[], newName);
      default:
        // A sole executive director (执行董事) had no board beside him.
        return otherStaff(r, value as Post[], newName, field === 'supervisors' ? '监事' : field === 'managers' ? '副总经理' : (value as Post[]).length > 1 ? '董事' : null);
    }
  };
  const text = (field: ChangeField, value: unknown): string =>
    field === 'capital'
      ? formatCapital(value as number, s.currency)
      : field === 'holders'
        ? formatHolders(value as Share[])
        : field === 'directors' || field === 'supervisors' || field === 'managers'
          ? formatStaff(value as Post[])
          : (value as string);

  for (const [field, k] of perField) {
    const days = changeDays(r, s.estDayMs, todayMs, k);
    // From today's value back to the founding one, each different from the one after it.
    const values = [text(field, current[field])];
    let value = current[field];
    for (let i = 0; i < days.length; i++) {
      let older = other(field, value);
      let olderText = text(field, older);
      for (let tries = 0; olderText === values[0] && tries < 5; tries++) {
        older = other(field, value);
        olderText = text(field, older);
      }
      if (olderText === values[0]) break;
      values.unshift(olderText);
      value = older;
    }
    const used = days.slice(days.length - (values.length - 1));
    for (let i = 0; i < used.length; i++)
      changes.push({ item: names[field]!, field, dateMs: used[i]!, before: values[i]!, after: values[i + 1]! });
    if (field === 'address') addresses = values.map((v, i) => ({ fromMs: i ? used[i - 1]! : s.estDayMs, value: v }));
  }
  if (names.name && s.formerNames.length) {
    const chain = [...s.formerNames, s.name];
    const days = changeDays(r, s.estDayMs, todayMs, s.formerNames.length);
    const used = chain.slice(chain.length - 1 - days.length);
    for (let i = 0; i < days.length; i++) changes.push({ item: names.name, field: 'name', dateMs: days[i]!, before: used[i]!, after: used[i + 1]! });
  }
  changes.sort((a, b) => a.dateMs - b.dateMs);
  return {
    changes,
    addressAt: (ms) => {
      if (!addresses.length) return s.address;
      let value = addresses[0]!.value;
      for (const a of addresses) if (a.fromMs <= ms) value = a.value;
      return value;
    },
  };
}
