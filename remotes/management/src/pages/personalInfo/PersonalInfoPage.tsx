import { Card, Descriptions, Spin, Tag } from 'antd';
import { Link } from 'react-router';
import { RoleType } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { FailedState } from '@esee/ui';
import { usersApi } from '../org/usersApi';

const blank = (v: string | null | undefined) => v || '-';

/** `/systemMonitoring/user`: who is signed in, from the member's own record (`GET /framework/api/user`). */
export default function PersonalInfoPage() {
  usePageTitle('个人信息');
  const me = useLoad(() => usersApi.me(), []);
  return (
    <div data-testid="personal-info-page">
      <Card
        title="个人信息"
        style={{ maxWidth: 720 }}
        extra={<Link to="/personalCenter/changePassword">修改密码</Link>}
        data-testid="personal-info"
      >
        {me.status === 'failed' ? (
          <FailedState onRetry={me.reload} />
        ) : me.status === 'loading' ? (
          <Spin />
        ) : (
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label="姓名">{me.data.name}</Descriptions.Item>
            <Descriptions.Item label="账号">{me.data.username}</Descriptions.Item>
            <Descriptions.Item label="所属机构">
              {me.data.instName}（{me.data.instCode}）
            </Descriptions.Item>
            <Descriptions.Item label="部门">{me.data.unit ? me.data.unit.path.join(' / ') : '-'}</Descriptions.Item>
            <Descriptions.Item label="角色">
              {me.data.roleName}
              {me.data.roleType === RoleType.INST_MGR && (
                <Tag color="blue" style={{ marginLeft: 8 }}>
                  机构管理员
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="手机">{blank(me.data.mobile)}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{blank(me.data.email)}</Descriptions.Item>
            <Descriptions.Item label="密码修改时间">{me.data.passwordChangedAt}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </div>
  );
}
