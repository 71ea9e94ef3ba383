import { useState } from 'react';
import { App, Button, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Conditions, ConditionSort } from '@esee/contracts';
import { exportJobsApi } from '../../api/exportJobs';

/**
 * 导出 the result as a job (product pages §0): the server counts the rows against the daily quota
 * (a refusal shows as the catalogue's toast) and writes the file in the background.
 */
export function ExportButton({ conditions, sort }: { conditions: Conditions; sort: ConditionSort }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const job = await exportJobsApi.create('conditionSearch', { conditions, sort });
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
    <Button icon={<ExportOutlined />} loading={busy} onClick={start} data-testid="conditions-export">
      导出
    </Button>
  );
}
