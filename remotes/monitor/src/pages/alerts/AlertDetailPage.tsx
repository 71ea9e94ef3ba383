import { useState } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, FailedState } from '@esee/ui';
import { monitorApi } from '../../api/monitor';
import { OpenCaseDialog } from '../cases/OpenCaseDialog';
import { AlertDetail } from './AlertDetail';

/** `/apps/monitor/optionalDetail?id=`: one alert on its own page (opening it marks it read); 转为案件 opens a case. */
export default function AlertDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const alert = useLoad(() => (id > 0 ? monitorApi.alert(id) : Promise.reject(new Error('no id'))), [id]);
  usePageTitle(alert.data?.title ?? '预警详情');
  const [opening, setOpening] = useState(false);
  const crumbs = [{ title: '监控动态', to: '/apps/monitor/optional' }, { title: '预警详情' }];
  return (
    <>
      <BackBar crumbs={crumbs} />
      {alert.status === 'failed' ? (
        !(id > 0) || isNotFound(alert.error) ? (
          <Result status="404" title="预警不存在" data-testid="alert-not-found" />
        ) : (
          <FailedState onRetry={alert.reload} />
        )
      ) : !alert.data ? (
        <Skeleton active />
      ) : (
        <Card
          title={alert.data.title}
          extra={
            alert.data.caseId ? (
              <Link to={`/apps/monitor/caseDetail?id=${alert.data.caseId}`} data-testid="alert-case-link">
                查看案件
              </Link>
            ) : (
              <Button type="primary" onClick={() => setOpening(true)} data-testid="alert-open-case">
                转为案件
              </Button>
            )
          }
        >
          <AlertDetail alert={alert.data} />
          {opening && <OpenCaseDialog alertIds={[alert.data.alertId]} onClose={() => setOpening(false)} />}
        </Card>
      )}
    </>
  );
}
