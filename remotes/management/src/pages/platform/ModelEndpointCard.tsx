import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Spin,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { AssistantLimit, type ModelEndpointTest } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { FailedState, formatDateTime } from '@esee/ui';
import { modelEndpointApi } from './modelEndpointApi';

interface Values {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutSeconds: number;
  enabled: boolean;
}

/** The last connection test as a tag (and its message). */
export function TestResult({ ok, message, at }: { ok: boolean | null; message: string | null; at: string | null }) {
  if (ok === null) return <Tag data-testid="model-endpoint-test-result">未测试</Tag>;
  return (
    <Space size={4} data-testid="model-endpoint-test-result">
      <Tag color={ok ? 'green' : 'red'}>{ok ? '连接正常' : '连接失败'}</Tag>
      <Typography.Text type="secondary">
        {message}
        {at ? `（${formatDateTime(at)}）` : ''}
      </Typography.Text>
    </Space>
  );
}

/** A required text field of the endpoint form (blank is not filled in). */
function TextItem({
  label,
  name,
  message,
  placeholder,
  maxLength,
  testId,
}: {
  label: string;
  name: string;
  message: string;
  placeholder: string;
  maxLength: number;
  testId: string;
}) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, whitespace: true, message }]}>
      <Input placeholder={placeholder} maxLength={maxLength} data-testid={testId} />
    </Form.Item>
  );
}

/**
 * 大模型接入 of one institution (功能模型设置): the OpenAI-compatible endpoint its 智能助手 uses — base URL, model,
 * API key (write-only: the page only learns whether one is set), time-out, on/off — and 测试连接 with the saved
 * settings. Without an endpoint the assistant answers in 检索模式.
 */
export function ModelEndpointCard({ instCode }: { instCode: string }) {
  const { message } = App.useApp();
  const current = useLoad(() => modelEndpointApi.get(instCode), [instCode]);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<ModelEndpointTest | null>(null);

  if (current.status === 'failed') return <FailedState onRetry={current.reload} />;
  if (current.status === 'loading')
    return (
      <Card title="大模型接入">
        <Spin />
      </Card>
    );
  const saved = current.data;
  const save = async (v: Values) => {
    setSaving(true);
    try {
      await modelEndpointApi.save({
        instCode,
        baseUrl: v.baseUrl.trim(),
        model: v.model.trim(),
        // Empty: keep the saved key.
        ...(v.apiKey.trim() ? { apiKey: v.apiKey.trim() } : {}),
        timeoutSeconds: v.timeoutSeconds,
        enabled: v.enabled,
      });
      message.success('已保存');
      form.setFieldValue('apiKey', '');
      setTested(null);
      current.reload();
    } finally {
      setSaving(false);
    }
  };
  const test = async () => {
    setTesting(true);
    try {
      setTested(await modelEndpointApi.test(instCode));
      current.reload();
    } finally {
      setTesting(false);
    }
  };
  const removeKey = async () => {
    if (!saved) return;
    await modelEndpointApi.save({
      instCode,
      baseUrl: saved.baseUrl,
      model: saved.model,
      apiKey: '',
      timeoutSeconds: saved.timeoutSeconds,
      enabled: saved.enabled,
    });
    message.success('已清除 API Key');
    current.reload();
  };
  const remove = async () => {
    await modelEndpointApi.remove(instCode);
    message.success('已删除，智能助手回到检索模式');
    form.resetFields();
    setTested(null);
    current.reload();
  };

  return (
    <Card
      title="大模型接入"
      data-testid="model-endpoint-card"
      extra={
        saved ? (
          <Tag color={saved.enabled ? 'green' : 'default'} data-testid="model-endpoint-status">
            {saved.enabled ? '已启用' : '已停用'}
          </Tag>
        ) : (
          <Tag data-testid="model-endpoint-status">未接入（检索模式）</Tag>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        智能助手先检索平台数据；接入 OpenAI 兼容的模型服务（POST
        〈接口地址〉/chat/completions）后由模型依据检索到的来源组织回答，
        回答中的引用须与来源一一对应，否则改用检索回答。接口地址须为
        https，且不能指向本机、内网或保留地址（确需访问的主机由运维在 GATEWAY_ALLOWED_HOSTS 中放行）。
      </Typography.Paragraph>
      <Form<Values>
        key={saved?.updatedAt ?? 'new'}
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{
          baseUrl: saved?.baseUrl ?? '',
          model: saved?.model ?? '',
          apiKey: '',
          timeoutSeconds: saved?.timeoutSeconds ?? 20,
          enabled: saved?.enabled ?? true,
        }}
        onFinish={(v) => save(v).catch(() => undefined)}
      >
        <TextItem
          label="接口地址（Base URL）"
          name="baseUrl"
          message="请填写接口地址"
          placeholder="https://llm.bank.example.com/v1"
          maxLength={AssistantLimit.BASE_URL}
          testId="model-endpoint-url"
        />
        <TextItem
          label="模型名称"
          name="model"
          message="请填写模型名称"
          placeholder="qwen2.5-72b-instruct"
          maxLength={AssistantLimit.MODEL}
          testId="model-endpoint-model"
        />
        <Form.Item
          label={
            <Space size={6}>
              API Key
              {saved?.keySet ? (
                <Tag color="blue" data-testid="model-endpoint-key-set">
                  已设置
                </Tag>
              ) : (
                <Tag>未设置</Tag>
              )}
            </Space>
          }
          name="apiKey"
          extra="只写不读：保存后不再显示；留空则保留已设置的密钥。"
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={saved?.keySet ? '已设置（输入新值替换）' : '未设置'}
            maxLength={AssistantLimit.API_KEY}
            data-testid="model-endpoint-key"
          />
        </Form.Item>
        <Space size={24} style={{ display: 'flex' }}>
          <Form.Item label="超时（秒）" name="timeoutSeconds" rules={[{ required: true, message: '请填写超时' }]}>
            <InputNumber
              min={AssistantLimit.TIMEOUT_MIN_S}
              max={AssistantLimit.TIMEOUT_MAX_S}
              precision={0}
              data-testid="model-endpoint-timeout"
            />
          </Form.Item>
          <Form.Item label="启用" name="enabled" valuePropName="checked">
            <Switch data-testid="model-endpoint-enabled" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="model-endpoint-save">
            保存
          </Button>
          <Button
            disabled={!saved}
            loading={testing}
            onClick={() => test().catch(() => undefined)}
            data-testid="model-endpoint-test"
          >
            测试连接
          </Button>
          {saved?.keySet && (
            <Popconfirm title="清除已设置的 API Key？" onConfirm={() => removeKey().catch(() => undefined)}>
              <Button>清除密钥</Button>
            </Popconfirm>
          )}
          {saved && (
            <Popconfirm title="删除该机构的大模型接入？" onConfirm={() => remove().catch(() => undefined)}>
              <Button danger data-testid="model-endpoint-delete">
                删除接入
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
      {tested && (
        <Alert
          style={{ marginTop: 16 }}
          type={tested.ok ? 'success' : 'error'}
          showIcon
          message={tested.ok ? '连接正常' : '连接失败'}
          description={tested.message}
          data-testid="model-endpoint-test-alert"
        />
      )}
      {saved && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">最近一次测试：</Typography.Text>
          <TestResult ok={saved.lastTestOk} message={saved.lastTestMessage} at={saved.lastTestAt} />
        </div>
      )}
    </Card>
  );
}
