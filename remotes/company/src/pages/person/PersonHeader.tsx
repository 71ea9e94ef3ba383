import type { ReactNode } from 'react';
import { Avatar, Card, Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { PersonProfile } from '../../api/person';

const GENDERS: Record<string, string> = { M: '男', F: '女', 男: '男', 女: '女' };

/** The person's name and facts, with the page's links and actions on the right. */
export function PersonHeader({ person, extra }: { person: PersonProfile; extra?: ReactNode }) {
  const facts = [
    GENDERS[person.gender ?? ''],
    person.birthYear ? `${person.birthYear}年生` : null,
    `担任法定代表人 ${person.legalRep.total} 家`,
    `对外投资 ${person.investments.total} 家`,
    `在外任职 ${person.posts.total} 家`,
  ].filter(Boolean);
  return (
    <Card style={{ marginBottom: 16 }} data-testid="person-header">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Avatar size={56} icon={<UserOutlined />} style={{ background: '#1677ff', flex: 'none' }} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="person-name">
            {person.name}
          </Typography.Title>
          <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>
        </div>
        <Space wrap>{extra}</Space>
      </div>
    </Card>
  );
}
