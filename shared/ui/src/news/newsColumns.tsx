import { Tag } from 'antd';
import { Link } from 'react-router';
import type { PublicsenNews } from '@esee/contracts';
import type { DataColumn } from '../DataTable';
import { formatDateTime } from '../format';
import { companyHref } from '../links';
import { SentimentTag } from './SentimentTag';

/**
 * The columns of a news list (企业舆情, 合作方舆情): title to the page's article, company, source, time,
 * sentiment, category and the 相似 count of folded reprints.
 */
export function newsColumns<T extends PublicsenNews>(articleHref: (newsId: string) => string): DataColumn<T>[] {
  return [
    {
      key: 'title',
      title: '标题',
      render: (n) => (
        <Link to={articleHref(n.newsId)} data-testid="publicsen-title">
          {n.title}
        </Link>
      ),
    },
    {
      key: 'entName',
      title: '企业',
      width: 220,
      render: (n) => <Link to={companyHref({ entId: n.entId })}>{n.entName}</Link>,
    },
    { key: 'source', title: '来源', width: 120 },
    { key: 'publishTime', title: '发布时间', width: 150, render: (n) => formatDateTime(n.publishTime) },
    {
      key: 'sentiment',
      title: '情感',
      width: 80,
      render: (n) => (n.sentiment ? <SentimentTag sentiment={n.sentiment} testId="publicsen-sentiment-tag" /> : '-'),
    },
    { key: 'category', title: '分类', width: 100 },
    {
      key: 'similar',
      title: '相似',
      width: 80,
      align: 'right',
      render: (n) => (n.similar > 1 ? <Tag color="orange">相似 {n.similar}</Tag> : '-'),
    },
  ];
}
