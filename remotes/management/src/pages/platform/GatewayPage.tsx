import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Spin,
  Switch,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { ExternalChannel, IntegrationTarget } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState, LinkButton } from '@esee/ui';
import { enabledColumn } from '../../components/enabledColumn';
import { CompanySelect } from './CompanySelect';
import { allCompanies } from './api';
import { gatewayApi, lines } from './gatewayApi';

/**
 * `/management/gateway` 网关设置: per customer institution, the addresses its
 * members may sign in from, where its integration calls redirect to, and the
 * external channels that embed our pages. The platform's own institution is
 * not in the picker: a typo can never lock the platform out.
 */
export default function GatewayPage() {
  const companies = useLoad(allCompanies, []);
  const [instCode, setInstCode] = useState<string | undefined>();
  if (companies.status === 'failed') return <FailedState onRetry={companies.reload} />;
  return (
    <Card title="网关设置" data-testid="gateway-page">
      <CompanySelect
        companies={companies.data ?? []}
        loading={companies.status === 'loading'}
        value={instCode}
        onChange={setInstCode}
        testId="gateway-inst"
      />
      {instCode ? (
        <Tabs
          key={instCode}
          style={{ marginTop: 16 }}
          items={[
            { key: 'allow', label: '登录地址限制', children: <LoginAllowCard instCode={instCode} /> },
            { key: 'targets', label: '集成地址', children: <TargetsCard instCode={instCode} /> },
            { key: 'channels', label: '外部渠道', children: <ChannelsCard instCode={instCode} /> },
          ]}
          data-testid="gateway-tabs"
        />
      ) : (
        <Empty style={{ marginTop: 24 }} description="请选择机构" />
      )}
    </Card>
  );
}

function LoginAllowCard({ instCode }: { instCode: string }) {
  const { message } = App.useApp();
  const allow = useLoad(() => gatewayApi.loginAllow(instCode), [instCode]);
  const [text, setText] = useState<string | null>(null);
  if (allow.status === 'failed') return <FailedState onRetry={allow.reload} />;
  if (allow.status === 'loading') return <Spin />;
  const value = text ?? allow.data.entries.join('\n');
  const save = async () => {
    const saved = await gatewayApi.saveLoginAllow(instCode, lines(value));
    message.success(saved.entries.length ? '已保存，名单外的会话已结束' : '已保存，不限制登录地址');
    setText(null);
    allow.reload();
  };
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 560 }} data-testid="gateway-allow">
      <Alert
        type="info"
        showIcon
        message="机构成员只能从下列地址登录（IPv4、IPv6 地址或 CIDR 网段，每行一个，最多100条）；留空不限制。"
        description={`保存后，从名单外地址登录的会话立即结束。您当前的地址：${allow.data.yourAddress}`}
      />
      <Input.TextArea
        rows={8}
        value={value}
        onChange={(e) => setText(e.target.value)}
        placeholder={'例如：\n10.0.0.0/8\n192.168.1.20\n2001:db8::/32'}
        data-testid="gateway-allow-text"
      />
      <Space>
        <Button type="primary" onClick={() => save().catch(() => undefined)} data-testid="gateway-allow-save">
          保存
        </Button>
        <Typography.Text type="secondary">
          {allow.data.entries.length ? `已限制：${allow.data.entries.length} 条` : '当前不限制'}
        </Typography.Text>
      </Space>
    </Space>
  );
}

function TargetsCard({ instCode }: { instCode: string }) {
  const { message } = App.useApp();
  const targets = useLoad(() => gatewayApi.targets(instCode), [instCode]);
  const [editing, setEditing] = useState<IntegrationTarget | null>(null);
  const [form] = Form.useForm<{ url: string; enabled: boolean }>();
  if (targets.status === 'failed') return <FailedState onRetry={targets.reload} />;
  if (targets.status === 'loading') return <Spin />;
  const save = async (v: { url: string; enabled: boolean }) => {
    await gatewayApi.saveTarget(instCode, editing!.key, v.url?.trim() || null, v.enabled);
    message.success(v.url?.trim() ? '集成地址已保存' : '集成地址已删除');
    setEditing(null);
    targets.reload();
  };
  return (
    <>
      <DataTable<IntegrationTarget>
        rowKey={(r) => r.key}
        rows={targets.data}
        testId="gateway-targets"
        columns={[
          {
            key: 'title',
            title: '集成调用',
            render: (r) => (
              <>
                <div>{r.title}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.path}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'url',
            title: '跳转地址',
            render: (r) =>
              r.url ? (
                <Typography.Text copyable>{r.url}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">未设置</Typography.Text>
              ),
          },
          {
            key: 'enabled',
            title: '状态',
            width: 90,
            render: (r) => (!r.url ? '--' : r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            key: 'actions',
            title: '操作',
            width: 90,
            render: (r) => (
              <LinkButton
                onClick={() => {
                  setEditing(r);
                  form.setFieldsValue({ url: r.url ?? '', enabled: r.url ? r.enabled : true });
                }}
                data-testid={`gateway-target-edit-${r.key}`}
              >
                设置
              </LinkButton>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={`集成地址：${editing?.title ?? ''}`}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => save(v).catch(() => undefined)}>
          <Form.Item
            label="跳转地址"
            name="url"
            extra="https:// 开头（http 仅限 localhost），最多500个字符；留空即删除"
            rules={[{ max: 500, message: '地址不能超过500个字符' }]}
          >
            <Input placeholder="https://" data-testid="gateway-target-url" />
          </Form.Item>
          <Form.Item label="启用" name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function ChannelsCard({ instCode }: { instCode: string }) {
  const { message, modal } = App.useApp();
  const channels = useLoad(() => gatewayApi.channels(instCode), [instCode]);
  const [editing, setEditing] = useState<ExternalChannel | 'new' | null>(null);
  const [form] = Form.useForm<{ code: string; name: string; origins: string }>();
  if (channels.status === 'failed') return <FailedState onRetry={channels.reload} />;
  if (channels.status === 'loading') return <Spin />;

  /** The secret, once: the server keeps it sealed and never shows it again. */
  const showSecret = (code: string, secret: string) =>
    modal.success({
      title: `渠道 ${code} 的密钥`,
      width: 560,
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message="密钥仅显示这一次，请立即复制并安全地交给对接方。" />
          <Typography.Paragraph copyable code data-testid="gateway-channel-secret" style={{ wordBreak: 'break-all' }}>
            {secret}
          </Typography.Paragraph>
        </Space>
      ),
      okText: '我已保存',
    });
  const save = async (v: { code: string; name: string; origins: string }) => {
    const origins = lines(v.origins ?? '');
    if (editing === 'new') {
      const made = await gatewayApi.createChannel({ instCode, code: v.code.trim(), name: v.name, origins });
      showSecret(made.channel.code, made.secret);
    } else {
      await gatewayApi.updateChannel({ instCode, channelId: (editing as ExternalChannel).id, name: v.name, origins });
      message.success('渠道已保存');
    }
    setEditing(null);
    channels.reload();
  };
  const rotate = async (c: ExternalChannel) => {
    const made = await gatewayApi.rotateChannel(instCode, c.id);
    showSecret(made.channel.code, made.secret);
    channels.reload();
  };
  const toggle = async (c: ExternalChannel) => {
    await gatewayApi.updateChannel({ instCode, channelId: c.id, enabled: !c.enabled });
    channels.reload();
  };
  const remove = async (c: ExternalChannel) => {
    await gatewayApi.deleteChannel(instCode, c.id);
    message.success('渠道已删除');
    channels.reload();
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          onClick={() => {
            setEditing('new');
            form.resetFields();
          }}
          data-testid="gateway-channel-add"
        >
          新增渠道
        </Button>
        <Typography.Text type="secondary">外部系统以渠道代码与密钥嵌入本平台的外部页面（/external/*）</Typography.Text>
      </Space>
      <DataTable<ExternalChannel>
        rowKey={(r) => String(r.id)}
        rows={channels.data}
        testId="gateway-channels"
        columns={[
          { key: 'code', title: '渠道代码', width: 140 },
          { key: 'name', title: '名称' },
          {
            key: 'origins',
            title: '允许嵌入的来源',
            render: (r) => (r.origins.length ? r.origins.map((o) => <Tag key={o}>{o}</Tag>) : '不限'),
          },
          {
            key: 'secretTail',
            title: '密钥',
            width: 110,
            render: (r) => <Typography.Text code>…{r.secretTail}</Typography.Text>,
          },
          enabledColumn(),
          {
            key: 'actions',
            title: '操作',
            width: 250,
            render: (r) => (
              <Space size={0}>
                <LinkButton
                  onClick={() => {
                    setEditing(r);
                    form.setFieldsValue({ code: r.code, name: r.name, origins: r.origins.join('\n') });
                  }}
                >
                  编辑
                </LinkButton>
                <LinkButton onClick={() => toggle(r).catch(() => undefined)}>{r.enabled ? '停用' : '启用'}</LinkButton>
                <Popconfirm title="重新生成密钥？旧密钥立即失效" onConfirm={() => rotate(r).catch(() => undefined)}>
                  <LinkButton>重新生成密钥</LinkButton>
                </Popconfirm>
                <Popconfirm title={`删除渠道 ${r.code}？`} onConfirm={() => remove(r).catch(() => undefined)}>
                  <LinkButton danger>删除</LinkButton>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing === 'new' ? '新增渠道' : `编辑渠道 ${(editing as ExternalChannel | null)?.code ?? ''}`}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => save(v).catch(() => undefined)}>
          <Form.Item
            label="渠道代码"
            name="code"
            rules={[
              { required: true, message: '请填写渠道代码' },
              { pattern: /^[A-Za-z0-9_-]{2,32}$/, message: '2–32位字母、数字、下划线或短横线' },
            ]}
          >
            <Input disabled={editing !== 'new'} maxLength={32} data-testid="gateway-channel-code" />
          </Form.Item>
          <Form.Item label="名称" name="name" rules={[{ required: true, message: '请填写名称' }]}>
            <Input maxLength={60} data-testid="gateway-channel-name" />
          </Form.Item>
          <Form.Item label="允许嵌入的来源" name="origins" extra="每行一个，如 https://portal.bank.com；留空不限">
            <Input.TextArea rows={3} data-testid="gateway-channel-origins" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
