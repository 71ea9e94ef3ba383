import { Card, Descriptions, Spin, Tag } from 'antd';
import { SOLUTIONS, type SolutionKey } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { usersApi } from '../org/usersApi';
import { OwnLicenceInfo } from '../platform/OwnLicenceInfo';

/** `/personalCenter/mechanismList` 机构信息: my institution, its solutions and size, and my role in it. */
export default function MechanismListPage() {
  const info = useLoad(usersApi.orgInfo, []);
  const data = info.data;
  return (
    <Card title="机构信息" style={{ maxWidth: 820 }} data-testid="mechanism-list-page">
      {!data ? (
        info.status === 'loading' && <Spin />
      ) : (
        <Descriptions column={1} bordered size="middle" data-testid="mechanism-info">
          <Descriptions.Item label="机构代码">{data.instCode}</Descriptions.Item>
          <Descriptions.Item label="机构名称">{data.instName}</Descriptions.Item>
          <Descriptions.Item label="已开通的解决方案">
            {data.supportApps.length
              ? data.supportApps.map((key) => (
                  <Tag color="blue" key={key}>
                    {SOLUTIONS[key as SolutionKey]?.title ?? key}
                  </Tag>
                ))
              : '--'}
          </Descriptions.Item>
          <Descriptions.Item label="成员（不含离职）">{data.counts.members} 人</Descriptions.Item>
          <Descriptions.Item label="部门">{data.counts.units} 个</Descriptions.Item>
          <Descriptions.Item label="用户组">{data.counts.teams} 个</Descriptions.Item>
          <Descriptions.Item label="我的部门">{data.unit ? data.unit.path.join(' / ') : '--'}</Descriptions.Item>
          <Descriptions.Item label="我的角色">
            {data.role.roleName}
            {data.role.roleType === 'INST_MGR' && data.role.roleName !== '机构管理员' && (
              <Tag color="gold" style={{ marginLeft: 8 }}>
                机构管理员
              </Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      <OwnLicenceInfo />
    </Card>
  );
}
