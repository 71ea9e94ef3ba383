import { ResultCode } from '@esee/contracts';
import { workRunOver, type Answer, type Client } from '../fixtures';

/**
 * An identification run of the client's institution, to its end: the run's summary as the group list reports it
 * (customers, groups, changes, family ties), or the refusal or failure.
 */
export async function runScs(client: Client): Promise<Answer> {
  const over = await workRunOver(
    () => client.post('/esee/scs/sameCustomer/run'),
    () => client.get('/esee/scs/sameCustomer/run'),
  );
  if (over.code !== ResultCode.OK) return over;
  const groups = await client.getData<{ run: unknown }>('/esee/scs/sameCustomer/groups', { pageSize: 1 });
  return { ...over, data: groups.run };
}
