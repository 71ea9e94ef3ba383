import { useState } from 'react';
import { App, Card, Input, Space, Spin, Typography } from 'antd';
import { RIGHT_NAME_MAX, type RightNameEntry } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState, LinkButton } from '@esee/ui';
import { settingsApi } from '../settings/api';

/** The entries of one solution or app, in menu order. */
function groups(entries: readonly RightNameEntry[]): { remote: string; title: string; entries: RightNameEntry[] }[] {
  const out = new Map<string, { remote: string; title: string; entries: RightNameEntry[] }>();
  for (const e of entries) {
    const group = out.get(e.remote) ?? { remote: e.remote, title: e.remoteTitle, entries: [] };
    group.entries.push(e);
    out.set(e.remote, group);
  }
  return [...out.values()];
}

/**
 * `/management/rightNameSet`: the institution's own names for the menu entries
 * its staff see (对公银行助手 → 对公营销助手); an empty name restores the default.
 */
export default function RightNameSetPage() {
  const { message } = App.useApp();
  const entries = useLoad(settingsApi.rightNames, []);
  /** Names being typed, by menu path, until saved. */
  const [typed, setTyped] = useState<Record<string, string>>({});

  const save = async (entry: RightNameEntry, name: string | null) => {
    try {
      await settingsApi.saveRightName(entry.menuPath, name);
      message.success(name ? '名称已保存，刷新页面后菜单生效' : '已恢复默认名称');
      setTyped(({ [entry.menuPath]: _, ...rest }) => rest);
      entries.reload();
    } catch {
      // shown by the error catalogue
    }
  };

  if (entries.status === 'failed') return <FailedState onRetry={entries.reload} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="right-name-set-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        权限名称设置
      </Typography.Title>
      <Typography.Text type="secondary">
        自定义名称对本机构全部成员生效，替换菜单中显示的名称；权限与访问路径不变。名称不超过{RIGHT_NAME_MAX}个字。
      </Typography.Text>
      {entries.status === 'loading' && <Spin />}
      {entries.status === 'ok' &&
        groups(entries.data).map((g) => (
          <Card key={g.remote} title={g.title} size="small">
            <DataTable<RightNameEntry>
              testId={`right-names-${g.remote}`}
              rows={g.entries}
              rowKey={(e) => e.menuPath}
              columns={[
                {
                  key: 'defaultName',
                  title: '默认名称',
                  width: 260,
                  render: (e) => (
                    <span style={{ paddingLeft: e.group ? 20 : 0 }}>
                      {e.group && <Typography.Text type="secondary">{e.group} / </Typography.Text>}
                      {e.defaultName}
                    </span>
                  ),
                },
                {
                  key: 'customName',
                  title: '自定义名称',
                  render: (e) => (
                    <Input
                      size="small"
                      style={{ maxWidth: 260 }}
                      placeholder={e.defaultName}
                      value={typed[e.menuPath] ?? e.customName ?? ''}
                      onChange={(ev) => setTyped((t) => ({ ...t, [e.menuPath]: ev.target.value }))}
                      onPressEnter={() => void save(e, (typed[e.menuPath] ?? '').trim() || null)}
                      data-testid={`right-name-input-${e.menuPath}`}
                    />
                  ),
                },
                {
                  key: 'actions',
                  title: '操作',
                  width: 170,
                  render: (e) => (
                    <Space size={0}>
                      <LinkButton
                        disabled={typed[e.menuPath] === undefined}
                        onClick={() => void save(e, (typed[e.menuPath] ?? '').trim() || null)}
                        data-testid={`right-name-save-${e.menuPath}`}
                      >
                        保存
                      </LinkButton>
                      <LinkButton
                        disabled={!e.customName}
                        onClick={() => void save(e, null)}
                        data-testid={`right-name-reset-${e.menuPath}`}
                      >
                        恢复默认
                      </LinkButton>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        ))}
    </Space>
  );
}
