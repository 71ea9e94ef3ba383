import { useState } from 'react';
import { App, Button, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { ExportSourceName } from '@esee/contracts';
import { exportJobsApi } from '../../api/exportJobs';

/**
 * 导出 a page's result as a job (product pages §0): the server counts the rows against the daily quota
 * (a refusal shows as the catalogue's toast) and writes the file in the background. `params` is the
 * page's search as its export source reads it (条件找客: `{ conditions, sort }`).
 */
export function ExportButton({
  source,
  params,
  testId = 'conditions-export',
}: {
  source: ExportSourceName;
  params: Record<string, unknown>;
  testId?: string;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const job = await exportJobsApi.create(source, params);
      message.success({
        content: (
          <span data-testid="export-created">
            已创建导出任务「{job.name}」（{job.rowCount} 条），完成后可在
            {/* Navigated from here: the toast may render outside the router. */}
            <Typography.Link
              onClick={() => void navigate('/bankAssistant/exportList')}
              data-testid="export-created-link"
            >
              名单导出记录
            </Typography.Link>
            下载
          </span>
        ),
        duration: 5,
      });
    } catch {
      // The refusal has been shown by the request layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={start} data-testid={testId}>
      导出
    </Button>
  );
}
