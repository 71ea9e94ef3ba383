import { ResultCode } from '@esee/contracts';
import { workRunOver, type Answer, type Client } from '../fixtures';

/**
 * A bank-flow analysis to its end, as the page runs it (a work run, then its result): the result, or the refusal or
 * failure of the start or of the run.
 */
export async function analyse(client: Client, analysisId: number): Promise<Answer> {
  const over = await workRunOver(
    () => client.post('/esee/bankFlow/analyze', { analysisId }),
    () => client.post('/esee/bankFlow/analyze/state', { analysisId }),
  );
  if (over.code !== ResultCode.OK) return over;
  return client.post('/esee/bankFlow/result', { analysisId });
}
