import { SUPERVISION_TYPES, type SupervisionType } from '@esee/contracts';

/** A review type's list page. */
export const listPath = (type: SupervisionType) => `/investment/${SUPERVISION_TYPES[type].path}`;

/**
 * Where one item opens. A bond item opens at `bondDetails` (spec 1 §2), an issuer's bond items at `bondDetailsList`
 * and its items of every type at `associationDetail`: under the 债券发行审核 entry's path, so that the side menu
 * (longest path prefix) highlights that entry without a rule of its own.
 */
export const BOND_BASE = listPath('bond');
export const detailHref = (type: SupervisionType, reviewId: string) =>
  type === 'bond'
    ? `${BOND_BASE}/bondDetails?id=${encodeURIComponent(reviewId)}`
    : `${listPath(type)}/detail?id=${encodeURIComponent(reviewId)}`;
export const bondListHref = (companyId: string) =>
  `${BOND_BASE}/bondDetailsList?companyId=${encodeURIComponent(companyId)}`;
export const associationHref = (companyId: string) =>
  `${BOND_BASE}/associationDetail?companyId=${encodeURIComponent(companyId)}`;
