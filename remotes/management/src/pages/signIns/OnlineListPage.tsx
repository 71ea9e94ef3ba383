import { useState } from 'react';
import { App, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { ONLINE_WINDOW_MINUTES, type OnlineSession } from '@esee/contracts';
import { useRight } from '@esee/session';
import { DataTable, LinkButton } from '@esee/ui';
import { InstitutionPicker } from '../../components/InstitutionPicker';
import { browserOf, signInsApi } from './signInsApi';
import { SearchBox } from '../../components/SearchBox';

/** `/management/onlineList` 在线用户: the institution's sessions used in the last 30 minutes (any institution's, for `super`); end one of one's own. */
export default function OnlineListPage() {
  const { message } = App.useApp();
  const mayKick = useRight('fmk:org:emp');
  const [keyword, setKeyword] = useState('');
  const [instCode, setInstCode] = useState<string | undefined>();
  const [reload, setReload] = useState(0);
  return (
    <Card title="在线用户" data-testid="online-list-page">
      <Typography.Paragraph type="secondary">
        近 {ONLINE_WINDOW_MINUTES}{' '}
        分钟内使用过系统的有效会话。强制下线只结束该会话，成员可重新登录；如需禁止登录，请在成员管理中停用。
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <InstitutionPicker value={instCode} onChange={setInstCode} />
        <SearchBox placeholder="姓名、用户名、地址或浏览器" width={300} onSearch={setKeyword} testId="online-search" />
      </Space>
      <DataTable<OnlineSession>
        testId="online-table"
        rowKey={(r) => String(r.sessionId)}
        reloadKey={`${instCode}|${keyword}|${reload}`}
        load={(page) => signInsApi.online({ instCode, keyword: keyword || undefined, page_num: page, page_size: 10 })}
        numbered
        columns={[
          {
            key: 'name',
            title: '成员',
            render: (r) => (
              <>
                {r.name} <Typography.Text type="secondary">{r.username}</Typography.Text>
                {r.current && <Tag style={{ marginLeft: 8 }}>当前会话</Tag>}
              </>
            ),
          },
          { key: 'unitName', title: '部门', render: (r) => r.unitName ?? '未分配部门' },
          { key: 'roleName', title: '角色' },
          { key: 'ip', title: '登录地址', render: (r) => r.ip ?? '-' },
          {
            key: 'agent',
            title: '浏览器',
            render: (r) => <span title={r.userAgent ?? ''}>{browserOf(r.userAgent)}</span>,
          },
          { key: 'loginAt', title: '登录时间（北京时间）', width: 180 },
          { key: 'lastSeenAt', title: '最近活动（北京时间）', width: 180 },
          {
            key: 'actions',
            title: '操作',
            width: 100,
            render: (r) =>
              // Ending a session stays within one's own institution (the server refuses others').
              mayKick && !instCode && !r.current ? (
                <Popconfirm
                  title={`确定让 ${r.name} 的这个会话下线？`}
                  onConfirm={async () => {
                    await signInsApi.kick(r.sessionId);
                    message.success('已强制下线');
                    setReload((n) => n + 1);
                  }}
                >
                  <LinkButton danger data-testid="online-kick">
                    强制下线
                  </LinkButton>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
