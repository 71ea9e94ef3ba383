import type { PersonPostRole } from '@esee/contracts';

export const PERSON_POST_PATH = '/investment/allInfo/personPost';
export const LIST_PATH = `${PERSON_POST_PATH}/list`;
export const CARD_PATH = `${PERSON_POST_PATH}/listCard`;

export type PersonPostTab = 'current' | 'history';

/**
 * What the person pages read from the address (spec 2 §2: persName, entName, isWEIXIANGQING, timeStr):
 * the name and the company that tells the person apart, the id a pick gave, the tab and the role filter.
 * `isWEIXIANGQING=1` is the compact view embedded elsewhere; `timeStr` (a cache buster) is ignored.
 */
export interface PersonPostState {
  persName?: string;
  entName?: string;
  personId?: string;
  compact?: boolean;
  tab?: PersonPostTab;
  role?: PersonPostRole;
}

export function stateOf(params: URLSearchParams): PersonPostState {
  const text = (k: string) => params.get(k)?.trim() || undefined;
  return {
    persName: text('persName'),
    entName: text('entName'),
    personId: text('personId'),
    compact: params.get('isWEIXIANGQING') === '1',
    tab: params.get('tab') === 'history' ? 'history' : 'current',
    role: text('role') as PersonPostRole | undefined,
  };
}

export function searchOf(s: PersonPostState): string {
  const out = new URLSearchParams();
  if (s.persName) out.set('persName', s.persName);
  if (s.entName) out.set('entName', s.entName);
  if (s.personId) out.set('personId', s.personId);
  if (s.compact) out.set('isWEIXIANGQING', '1');
  if (s.tab === 'history') out.set('tab', 'history');
  if (s.role) out.set('role', s.role);
  const text = out.toString();
  return text ? `?${text}` : '';
}

export const listHref = (s: PersonPostState, path = LIST_PATH) => `${path}${searchOf(s)}`;
