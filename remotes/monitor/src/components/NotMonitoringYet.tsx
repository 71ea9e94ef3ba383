import type { ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EmptyState } from '@esee/ui';

/** The monitoring page with its add dialog open. */
export const ADD_MONITOR_PATH = '/apps/monitor/enterpriseMonitoring/add';

/**
 * The empty page of a user who monitors no company yet: what the page will show, and the first step
 * (添加监控企业, by default to the monitoring page with its add dialog open).
 */
export function NotMonitoringYet({ shows, actions }: { shows: string; actions?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div data-testid="not-monitoring-yet" style={{ padding: '32px 0' }}>
      <EmptyState
        description={
          <Space orientation="vertical" size={16}>
            <Typography.Text>您还没有监控任何企业，添加企业后，这里会显示{shows}</Typography.Text>
            <Space wrap style={{ justifyContent: 'center' }}>
              {actions ?? (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_MONITOR_PATH)}>
                  添加监控企业
                </Button>
              )}
            </Space>
          </Space>
        }
      />
    </div>
  );
}

/** An empty list that says why (所选条件下没有…) and offers the way out. */
export function EmptyBecause({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div data-testid="empty-because" style={{ padding: '24px 0' }}>
      <EmptyState
        description={
          <Space orientation="vertical" size={12}>
            <Typography.Text>{children}</Typography.Text>
            {actions && <Space wrap>{actions}</Space>}
          </Space>
        }
      />
    </div>
  );
}
