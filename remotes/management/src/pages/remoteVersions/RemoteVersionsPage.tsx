import { useMemo, useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import {
  REMOTE_RELEASE_ACTION_LABELS,
  type RemoteHistoryRow,
  type RemoteInstAssignment,
  type RemoteRelease,
  type RemoteVersionInfo,
} from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState, formatPercent, LinkButton } from '@esee/ui';
import { CanaryDialog, PinDialog, type DialogTarget } from './ReleaseDialogs';
import { remoteVersionsApi, versionLabel } from './remoteVersionsApi';

/**
 * `/management/remoteVersions` 应用版本管理 (issue 21, platform administrator):
 * per remote, its deployed versions and which one each institution gets;
 * set the platform default, pin for an institution, roll back, canary. A
 * change reaches an institution's users at their next page load.
 */
export default function RemoteVersionsPage() {
  const [version, setVersion] = useState(0);
  const releases = useLoad(() => remoteVersionsApi.list(), [version]);
  const history = useLoad(() => remoteVersionsApi.history(), [version]);
  const [pinning, setPinning] = useState<DialogTarget | null>(null);
  const [canary, setCanary] = useState<DialogTarget | null>(null);
  const changed = () => setVersion((v) => v + 1);

  return (
    <Card title="应用版本管理" data-testid="remote-versions-page">
      <Typography.Paragraph type="secondary">
        每个应用已部署的全部版本。未固定时各机构使用最新版本；设为默认对所有未单独固定的机构生效，为机构固定只影响该机构。
        变更在该机构用户下次打开页面时生效，无需重新部署。发布前会检查版本清单，清单无法加载的版本不能发布。
      </Typography.Paragraph>
      {releases.status === 'failed' && <FailedState onRetry={releases.reload} />}
      {releases.data?.map((release) => (
        <RemoteCard
          key={release.name}
          release={release}
          onPin={(v) => setPinning({ release, version: v.version })}
          onCanary={(v) => setCanary({ release, version: v.version })}
          onChanged={changed}
        />
      ))}
      <Card type="inner" title="变更记录" style={{ marginTop: 16 }}>
        <DataTable<RemoteHistoryRow>
          testId="remote-history"
          rows={history.data ?? []}
          rowKey={(r) => r.id}
          columns={[
            { key: 'at', title: '时间（北京时间）', width: 180 },
            { key: 'name', title: '应用', width: 110 },
            { key: 'instName', title: '范围', render: (r) => r.instName ?? '平台默认' },
            {
              key: 'action',
              title: '操作',
              width: 110,
              render: (r) => (
                <>
                  {REMOTE_RELEASE_ACTION_LABELS[r.action]}
                  {r.rolledBack && <Tag style={{ marginLeft: 6 }}>已回滚</Tag>}
                </>
              ),
            },
            { key: 'from', title: '变更前', width: 110, render: (r) => versionLabel(r.from) },
            { key: 'to', title: '变更后', width: 110, render: (r) => versionLabel(r.to) },
            { key: 'detail', title: '说明', render: (r) => r.detail ?? '' },
            { key: 'by', title: '操作人', width: 110, render: (r) => r.by ?? '-' },
          ]}
        />
      </Card>
      {pinning && <PinDialog target={pinning} onClose={() => setPinning(null)} onDone={changed} />}
      {canary && <CanaryDialog target={canary} onClose={() => setCanary(null)} onDone={changed} />}
    </Card>
  );
}

function RemoteCard({
  release,
  onPin,
  onCanary,
  onChanged,
}: {
  release: RemoteRelease;
  onPin: (v: RemoteVersionInfo) => void;
  onCanary: (v: RemoteVersionInfo) => void;
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const { name } = release;
  // The newest first.
  const versions = useMemo(() => [...release.versions].reverse(), [release.versions]);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      message.success(done);
      onChanged();
    } catch {
      // shown by the error catalogue
    }
  };
  if (release.dev)
    return (
      <Card type="inner" title={`${release.title}（${name}）`} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">由开发服务器提供，版本管理不适用。</Typography.Text>
      </Card>
    );
  return (
    <Card
      type="inner"
      title={`${release.title}（${name}）`}
      style={{ marginBottom: 16 }}
      data-testid={`remote-release-${name}`}
      extra={
        <Space>
          <span data-testid="remote-default">
            平台默认：{versionLabel(release.defaultVersion)}
            {release.platformPin ? <Tag style={{ marginLeft: 6 }}>已固定</Tag> : null}
          </span>
          <Popconfirm
            title="回滚平台默认到上一次变更前的版本？"
            onConfirm={() => act(() => remoteVersionsApi.rollback({ name }), '平台默认已回滚')}
          >
            <Button size="small" data-testid="remote-rollback-default">
              回滚
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <DataTable<RemoteVersionInfo>
        testId="remote-versions"
        size="small"
        rowKey={(v) => v.version}
        rows={versions}
        columns={[
          {
            key: 'version',
            title: '版本',
            width: 110,
            render: (v) => (
              <>
                {v.version}
                {v.version === release.newest && <Tag style={{ marginLeft: 6 }}>最新</Tag>}
              </>
            ),
          },
          { key: 'builtAt', title: '构建时间（北京时间）', width: 180 },
          {
            key: 'checksum',
            title: '校验和',
            width: 180,
            render: (v) => (
              <Typography.Text code copyable={{ text: v.checksum }} title={v.checksum}>
                {v.checksum.slice(0, 12)}
              </Typography.Text>
            ),
          },
          {
            key: 'health',
            title: '清单检查',
            width: 110,
            render: (v) =>
              v.healthy ? (
                <Tag color="success">正常</Tag>
              ) : (
                <Tooltip title={v.problem}>
                  <Tag color="error">无法加载</Tag>
                </Tooltip>
              ),
          },
          {
            key: 'actions',
            title: '操作',
            render: (v) => (
              <Space size={0} data-testid={`remote-version-${v.version}`}>
                <Popconfirm
                  title={`将 ${v.version} 设为所有未固定机构的默认版本？`}
                  onConfirm={() => act(() => remoteVersionsApi.pin({ name, version: v.version }), '已设为默认')}
                  disabled={!v.healthy}
                >
                  <LinkButton disabled={!v.healthy} data-testid="remote-promote">
                    设为默认
                  </LinkButton>
                </Popconfirm>
                <LinkButton disabled={!v.healthy} onClick={() => onPin(v)} data-testid="remote-pin">
                  为机构固定
                </LinkButton>
                <LinkButton disabled={!v.healthy} onClick={() => onCanary(v)} data-testid="remote-canary">
                  灰度
                </LinkButton>
              </Space>
            ),
          },
        ]}
      />
      <div style={{ marginTop: 12 }}>
        <DataTable<RemoteInstAssignment>
          testId="remote-institutions"
          size="small"
          rowKey={(r) => r.instCode}
          rows={release.institutions}
          columns={[
            { key: 'inst', title: '机构', render: (r) => `${r.instName}（${r.instCode}）` },
            {
              key: 'effective',
              title: '使用版本',
              width: 200,
              render: (r) => (
                <span data-testid={`remote-inst-${r.instCode}`}>
                  {versionLabel(r.effective)}
                  <Tag style={{ marginLeft: 6 }}>{r.pin ? '机构固定' : '跟随默认'}</Tag>
                </span>
              ),
            },
            {
              key: 'canary',
              title: '灰度',
              width: 200,
              render: (r) =>
                r.canary
                  ? `${r.canary.version}：${[
                      r.canary.percent ? `${formatPercent(r.canary.percent, { decimals: 0 })} 用户` : '',
                      r.canary.userIds.length ? `${r.canary.userIds.length} 名指定用户` : '',
                    ]
                      .filter(Boolean)
                      .join('，')}`
                  : '-',
            },
            {
              key: 'actions',
              title: '操作',
              width: 230,
              render: (r) => {
                const scope = { name, instCode: r.instCode };
                return (
                  <Space size={0} data-testid={`remote-inst-actions-${r.instCode}`}>
                    <Popconfirm
                      title={`回滚 ${r.instName} 到上一次变更前的版本？`}
                      onConfirm={() => act(() => remoteVersionsApi.rollback(scope), '已回滚')}
                    >
                      <LinkButton data-testid="remote-inst-rollback">回滚</LinkButton>
                    </Popconfirm>
                    {r.pin && (
                      <LinkButton
                        onClick={() => act(() => remoteVersionsApi.unpin(scope), '已取消固定')}
                        data-testid="remote-inst-unpin"
                      >
                        取消固定
                      </LinkButton>
                    )}
                    {r.canary && (
                      <LinkButton
                        onClick={() => act(() => remoteVersionsApi.stopCanary(scope), '灰度已结束')}
                        data-testid="remote-inst-canary-stop"
                      >
                        结束灰度
                      </LinkButton>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </div>
    </Card>
  );
}
