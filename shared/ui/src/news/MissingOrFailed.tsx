import { Result } from 'antd';
import { FailedState } from '../states';

/**
 * What a detail page (a story, a company's risk news) shows when its load failed: a 404 with the page's
 * words when the thing is missing (the caller tells, from the client's error), else the failed state with
 * a retry. The title is a story's unless the page names another thing.
 */
export function MissingOrFailed({
  missing,
  title = '资讯不存在',
  subTitle,
  testId,
  onRetry,
}: {
  missing: boolean;
  title?: string;
  subTitle?: string;
  testId: string;
  onRetry: () => void;
}) {
  return missing ? (
    <Result status="404" title={title} subTitle={subTitle} data-testid={testId} />
  ) : (
    <FailedState onRetry={onRetry} />
  );
}
