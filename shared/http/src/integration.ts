import { INTEGRATION_TARGETS, type IntegrationSource, type IntegrationTargetList } from '@esee/contracts';
import { http } from './client';

/** The links into the institution's own systems (spec 1 §7), for the `SystemLinks` widget. */
export const integrationSource: IntegrationSource = {
  targets: () => http.get<IntegrationTargetList>('/esee/integration/targets', undefined, { silent: true }),
  link: (key, query) => {
    const target = INTEGRATION_TARGETS.find((t) => t.key === key)!;
    return target.method === 'GET'
      ? http.get<string>(target.path, query)
      : http.post<string>(target.path, undefined, { params: query });
  },
};
