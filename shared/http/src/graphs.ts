import type {
  ActualControllerResult,
  BeneficialOwnersResult,
  DiscoveryQuery,
  EnterpriseGraph,
  EntityCard,
  GraphSource,
  GroupResult,
  PenetrationResult,
  RelationshipList,
  RelationTypeOption,
} from '@esee/contracts';
import { call, http } from './client';

/** Relationship discovery takes its entities in the query string, comma-separated (spec 2 §7). */
const discoveryParams = ({ entIds, maxHops, relTypes }: DiscoveryQuery) => ({
  entIds: entIds.join(','),
  ...(maxHops ? { maxHops } : {}),
  ...(relTypes?.length ? { relTypes: relTypes.join(',') } : {}),
});

/** The relationship graph calls of issue 6, for the graph views. */
export const graphSource: GraphSource = {
  stockRight: (entId, direction, { depth, base, level } = {}) =>
    http.get<PenetrationResult>('/esee/graph/stockRight', { entId, direction, depth, base, level }),
  beneficialOwners: (entId) => http.get<BeneficialOwnersResult>('/esee/graph/benifit', { entId }),
  actualController: (entId) => http.get<ActualControllerResult>('/esee/graph/controller', { entId }),
  groupRelationship: (entId) => http.get<GroupResult>('/esee/graph/groupRelationship', { entId }),
  enterpriseGraph: (entId) => http.get<EnterpriseGraph>('/esee/graph/frameworkTree', { entId }),
  relationTypes: () => http.get<RelationTypeOption[]>('/esee/investigation/relationTypeList'),
  relationshipList: (query) =>
    call<RelationshipList>({ method: 'POST', url: '/esee/relationship/list', params: discoveryParams(query) }),
  // A card is a hover detail: a failure shows in the card, not as a toast.
  card: (id) => call<EntityCard>({ method: 'POST', url: '/esee/entInfo/card', params: { entId: id }, silent: true }),
};
