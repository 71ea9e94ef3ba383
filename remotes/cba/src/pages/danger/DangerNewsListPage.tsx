import { Typography } from 'antd';
import { usePageTitle } from '@esee/react';
import { DangerNewsTable } from './DangerNewsTable';
import { PageTitle } from '@esee/ui';

/**
 * `/bankAssistant/danger/newsList`: 风险新闻. The risk news (negative, or 监管处罚, 债务违约, 法律诉讼,
 * 安全环保, 产品质量) of every company someone of the institution monitors, reprints folded, with this
 * user's read marks.
 */
export default function DangerNewsListPage() {
  usePageTitle('风险新闻');
  return (
    <div data-testid="danger-news-list-page">
      <PageTitle>风险新闻</PageTitle>
      <Typography.Paragraph type="secondary" data-testid="danger-scope-hint">
        本机构监控企业的负面及风险类新闻（监管处罚、债务违约、法律诉讼、安全环保、产品质量），转载已合并；已读状态仅对您本人生效。
      </Typography.Paragraph>
      <DangerNewsTable showCompany />
    </div>
  );
}
