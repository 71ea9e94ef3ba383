import { App, Button, Card, Form, Input, Spin } from 'antd';
import type { GlobalSettings } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { FailedState } from '@esee/ui';
import { platformApi } from './api';

/**
 * `/management/globalSetting` 全局设置: the platform's name on the login page
 * and footer, and the service desk shown where an institution has none of
 * its own. Empty: the server's configuration.
 */
export default function GlobalSettingPage() {
  const { message } = App.useApp();
  const settings = useLoad(platformApi.globalSettings, []);
  if (settings.status === 'failed') return <FailedState onRetry={settings.reload} />;
  if (settings.status === 'loading') return <Spin data-testid="global-setting-page" />;
  const { stored, fallback } = settings.data;
  const save = async (v: GlobalSettings) => {
    await platformApi.saveGlobalSettings({
      productName: v.productName ?? '',
      servicePhone: v.servicePhone ?? '',
      serviceEmail: v.serviceEmail ?? '',
    });
    message.success('全局设置已保存，登录页与页脚下次打开时生效');
    settings.reload();
  };
  return (
    <Card title="全局设置" data-testid="global-setting-page">
      <Form<GlobalSettings>
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={stored}
        onFinish={(v) => save(v).catch(() => undefined)}
      >
        <Form.Item label="平台名称" name="productName" extra="显示在登录页与页脚；留空使用默认名称">
          <Input maxLength={40} placeholder={fallback.productName} data-testid="global-product-name" />
        </Form.Item>
        <Form.Item label="服务电话" name="servicePhone" extra="机构未设置自己的服务电话时显示">
          <Input maxLength={30} placeholder={fallback.servicePhone || '未设置'} />
        </Form.Item>
        <Form.Item label="服务邮箱" name="serviceEmail" extra="机构未设置自己的服务邮箱时显示">
          <Input maxLength={200} placeholder={fallback.serviceEmail || '未设置'} />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="global-setting-save">
          保存
        </Button>
      </Form>
    </Card>
  );
}
