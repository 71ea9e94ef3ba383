import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@esee/react';
import { BatchFilesPanel } from './BatchFilesPanel';
import { CloserBankPanel } from './CloserBankPanel';

/**
 * `/bankAssistant/batchSearch`: 批量查询 (lists of companies kept as files) and its closer-bank variant
 * (就近匹配: which companies of a list are in a branch's region). `?tab=closerBank` opens the second.
 */
export default function BatchSearchPage() {
  usePageTitle('批量查询');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'closerBank' ? 'closerBank' : 'files';
  return (
    <div data-testid="batch-search-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        批量查询
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'files' ? {} : { tab: key }, { replace: true })}
        items={[
          { key: 'files', label: '批量查询', children: <BatchFilesPanel /> },
          { key: 'closerBank', label: '就近匹配', children: <CloserBankPanel /> },
        ]}
      />
    </div>
  );
}
