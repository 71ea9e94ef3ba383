import { useState } from 'react';
import { App, Button, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import type { ExportCreated } from '@esee/contracts';
import { exportListPath } from '../jobs/exportJobs';

/**
 * 导出 a page's result as a job (product pages §0): `create` asks the server, which counts the rows against
 * the daily quota (a refusal shows as the catalogue's toast) and writes the file in the background. The notice
 * links to the 名单导出记录 of the solution the page belongs to (issue 36), one its user can open.
 */
export function ExportJobButton({ create, testId }: { create: () => Promise<ExportCreated>; testId: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const listPath = exportListPath(useLocation().pathname);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const job = await create();
      message.success({
        content: (
          <span data-testid="export-created">
            已创建导出任务「{job.name}」（{job.rowCount} 条），完成后可在
            {/* Navigated from here: the toast may render outside the router. */}
            <Typography.Link onClick={() => void navigate(listPath)} data-testid="export-created-link">
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
