import { useState } from 'react';
import { App, Button, Card, Checkbox, Skeleton, Space, Typography } from 'antd';
import { useLoad, usePageTitle, useSubmit } from '@esee/react';
import { FailedState, PageTitle } from '@esee/ui';
import { monitorApi, type AlertSettings } from '../../api/monitor';

const LEVELS = ['高风险', '中风险', '警示'];

/** `/apps/monitor/erlyWarningSetting`: which kinds of change alert, and at which levels. */
export default function SettingsPage() {
  usePageTitle('预警设置');
  const settings = useLoad(() => monitorApi.settings(), []);
  return (
    <div data-testid="alert-settings-page">
      {settings.status === 'failed' ? (
        <FailedState onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton active />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}

/** The form, started from the saved choice. */
function SettingsForm({ settings }: { settings: AlertSettings }) {
  const { message } = App.useApp();
  const [kinds, setKinds] = useState(settings.kinds);
  const [levels, setLevels] = useState(settings.levels);
  const { busy: saving, run } = useSubmit();
  return (
    <Card data-testid="alert-settings">
      <PageTitle>预警设置</PageTitle>
      <Typography.Paragraph type="secondary">
        监控企业的数据发生以下变化时产生预警；只对勾选的类型和级别预警。
      </Typography.Paragraph>
      <Typography.Title level={5}>预警级别</Typography.Title>
      <Checkbox.Group options={LEVELS} value={levels} onChange={(v) => setLevels(v as string[])} />
      <Typography.Title level={5}>预警类型</Typography.Title>
      <Checkbox.Group value={kinds} onChange={(v) => setKinds(v as string[])} style={{ display: 'block' }}>
        <Space wrap size={[16, 8]}>
          {settings.rules.map((r) => (
            <Checkbox key={r.kind} value={r.kind}>
              {r.title}
              <Typography.Text type="secondary">（{r.level}）</Typography.Text>
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      <div style={{ marginTop: 24 }}>
        <Button
          type="primary"
          loading={saving}
          onClick={async () => {
            await run(async () => {
              await monitorApi.saveSettings(kinds, levels);
              message.success('预警设置已保存');
            });
          }}
          data-testid="alert-settings-save"
        >
          保存
        </Button>
      </div>
    </Card>
  );
}
