import { App, Button, Card, Descriptions, Form, Input, InputNumber, Select, Space, Spin, Switch, Tag } from 'antd';
import {
  InstSettingLimit,
  PasswordStrength,
  SPECIAL_CHARS,
  type InstSettings,
  type InstSettingsValues,
} from '@esee/contracts';
import { useLoad } from '@esee/react';
import { FailedState } from '@esee/ui';
import { settingsApi } from '../settings/api';

const STRENGTHS = [
  { value: PasswordStrength.ANY, label: '不限' },
  { value: PasswordStrength.ALPHA_REQUIRED, label: '包含字母（不能为纯数字）' },
  { value: PasswordStrength.UPPERCASE_AND_LOWERCASE, label: '同时包含大写和小写字母' },
  { value: PasswordStrength.UPPERCASE_AND_LOWERCASE_AND_NUM, label: '同时包含大写字母、小写字母和数字' },
];

/** The editable fields of the settings, as the form holds them. */
const valuesOf = ({ instCode: _c, instName: _n, solutions: _s, editable: _e, ...values }: InstSettings) => values;

/**
 * `/management/institutionSetting`: the institution's own settings — password
 * policy, service desk, beneficial-owner threshold — beside its name, code and
 * solutions, which the platform administrator sets. Institution managers save.
 */
export default function InstitutionSettingPage() {
  const { message } = App.useApp();
  const settings = useLoad(settingsApi.instSettings, []);
  const [form] = Form.useForm<InstSettingsValues>();

  if (settings.status === 'failed') return <FailedState onRetry={settings.reload} />;
  if (settings.status === 'loading') return <Spin data-testid="institution-setting-page" />;
  const s = settings.data;
  const save = async (values: InstSettingsValues) => {
    try {
      await settingsApi.saveInstSettings({
        ...values,
        pwdIllegalChar: values.pwdIllegalChar ?? '',
        servicePhone: values.servicePhone ?? '',
        serviceEmail: values.serviceEmail ?? '',
      });
      message.success('机构设置已保存');
      settings.reload();
    } catch {
      // shown by the error catalogue
    }
  };
  const [minLen, maxLen] = InstSettingLimit.PWD_MIN_LENGTH;
  const [, maxAge] = InstSettingLimit.PWD_MAX_AGE_DAYS;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={valuesOf(s)}
      disabled={!s.editable}
      onFinish={save}
      data-testid="institution-setting-page"
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title="机构信息" size="small">
          <Descriptions column={3} size="small">
            <Descriptions.Item label="机构名称">{s.instName}</Descriptions.Item>
            <Descriptions.Item label="机构代码">{s.instCode}</Descriptions.Item>
            <Descriptions.Item label="已开通解决方案">
              {s.solutions.length ? s.solutions.map((title) => <Tag key={title}>{title}</Tag>) : '-'}
            </Descriptions.Item>
          </Descriptions>
          {!s.editable && <div style={{ color: '#999' }}>仅机构管理员可以修改机构设置</div>}
        </Card>
        <Card title="密码策略" size="small">
          <Space wrap size={24} align="start">
            <Form.Item label="最小长度" name="pwdMinLength" rules={[{ required: true, message: '请填写最小长度' }]}>
              <InputNumber min={minLen} max={maxLen} precision={0} addonAfter="位" data-testid="setting-min-length" />
            </Form.Item>
            <Form.Item label="复杂度" name="pwdStrength">
              <Select options={STRENGTHS} style={{ width: 280 }} />
            </Form.Item>
            <Form.Item label="须包含特殊字符" name="pwdSpecCharRequired" valuePropName="checked" extra={SPECIAL_CHARS}>
              <Switch />
            </Form.Item>
            <Form.Item label="禁用字符" name="pwdIllegalChar" extra="只能是符号，如 <>">
              <Input style={{ width: 160 }} maxLength={32} />
            </Form.Item>
            <Form.Item label="有效期" name="pwdMaxAgeDays" extra="0 为永不过期，到期后登录须修改密码">
              <InputNumber min={0} max={maxAge} precision={0} addonAfter="天" />
            </Form.Item>
          </Space>
        </Card>
        <Card title="服务联系方式" size="small">
          <Space wrap size={24}>
            <Form.Item label="服务电话" name="servicePhone" extra="留空则显示平台的服务电话">
              <Input style={{ width: 220 }} maxLength={30} />
            </Form.Item>
            <Form.Item label="服务邮箱" name="serviceEmail" rules={[{ type: 'email', message: '服务邮箱格式不正确' }]}>
              <Input style={{ width: 280 }} maxLength={100} />
            </Form.Item>
          </Space>
        </Card>
        <Card title="受益所有人识别" size="small">
          <Space wrap size={24}>
            <Form.Item label="持股比例阈值" name="boThreshold" rules={[{ required: true, message: '请填写阈值' }]}>
              <InputNumber min={1} max={100} precision={2} addonAfter="%" />
            </Form.Item>
            <Form.Item label="恰好等于阈值时计入" name="boInclusive" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Card>
        {s.editable && (
          <Button type="primary" htmlType="submit" data-testid="setting-save">
            保存
          </Button>
        )}
      </Space>
    </Form>
  );
}
