import type { ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { FailedState } from '@esee/ui';
import { personApi, type PersonProfile, type PersonQuery } from '../../api/person';
import { personQueryOf } from './personQuery';

/**
 * The frame of a page about one person: the person from the query, loaded with their companies, and the
 * loading, not-found and failed states. A name without a company names nobody for sure: the page sends the
 * user to the people of that name to choose one.
 */
export function PersonFrame({
  title,
  children,
}: {
  title: string;
  children: (person: PersonProfile, query: PersonQuery) => ReactNode;
}) {
  const [params] = useSearchParams();
  const query = personQueryOf(params);
  const byNameOnly = !!query && !query.personId && !query.entName;
  const loaded = useLoad(
    () => (query && !byNameOnly ? personApi.profile(query) : Promise.reject(new Error('no person'))),
    [JSON.stringify(query)],
  );
  usePageTitle(loaded.data ? `${loaded.data.name} - ${title}` : title);

  if (byNameOnly)
    return (
      <Result
        status="info"
        title={`同名人员较多，请先确认是哪一位「${query.persName}」`}
        extra={
          <Link to={`/baseinfo/persondetailDetail?${new URLSearchParams({ persName: query.persName! })}`}>
            查看同名人员
          </Link>
        }
      />
    );
  if (!query || (loaded.status === 'failed' && isNotFound(loaded.error)))
    return (
      <Result
        status="404"
        title="未找到该人员"
        subTitle="请从企业详情中的人员链接进入。"
        data-testid="person-not-found"
      />
    );
  if (loaded.status === 'failed') return <FailedState onRetry={loaded.reload} />;
  if (!loaded.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <div data-testid="person-page">{children(loaded.data, query)}</div>;
}
