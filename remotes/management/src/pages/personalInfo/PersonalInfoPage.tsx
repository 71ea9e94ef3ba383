import { Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { RoleType } from '@esee/contracts';
import { useSession } from '@esee/session';

/** `/systemMonitoring/user`: who is signed in. */
export default function PersonalInfoPage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <div data-testid="personal-info-page">
      <Card
        title="个人信息"
        style={{ maxWidth: 720 }}
        extra={<Link to="/personalCenter/changePassword">修改密码</Link>}
        data-testid="personal-info"
      >
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="姓名">{user.name}</Descriptions.Item>
          <Descriptions.Item label="账号">{user.watermarkData[0]?.split(' ').at(-1) ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="所属机构">
            {user.instName}（{user.instCode}）
          </Descriptions.Item>
          <Descriptions.Item label="角色">
            {user.roleType === RoleType.INST_MGR ? '机构管理员' : '业务人员'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
