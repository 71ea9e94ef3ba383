import { Card, Space, Tag, Tooltip, Typography } from 'antd';
import type { KeySurveyGroup, KeySurveyMember } from '@esee/contracts';
import { CompanyLink } from '@esee/ui';

/** A member: its name linking to the company, its 排查提示 from the user's other lists. */
export function MemberTag({ member }: { member: KeySurveyMember }) {
  return (
    <span data-testid="key-survey-member" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <CompanyLink entId={member.entId} name={member.name} />
      {member.status && !/存续|在业|开业/.test(member.status) && <Tag color="red">{member.status}</Tag>}
      {member.tips.length > 0 && (
        <Tooltip title={member.tips.map((t) => t.text).join('；')}>
          <Tag color="orange" data-testid="key-survey-tip">
            已在排查名单
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}

/** 集团n: its members and the paths that join them. */
export function GroupCard({ group }: { group: KeySurveyGroup }) {
  return (
    <Card
      size="small"
      title={`${group.name}（${group.members.length}家）`}
      data-testid="key-survey-group"
      style={{ marginBottom: 12 }}
    >
      <Space wrap size={[16, 8]} style={{ marginBottom: 8 }}>
        {group.members.map((m) => (
          <MemberTag key={m.entId} member={m} />
        ))}
      </Space>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        关联路径
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="key-survey-paths">
        {group.paths.map((p) => (
          <li key={`${p.from}|${p.to}`}>
            <Typography.Text>{p.text}</Typography.Text>
            <Typography.Text type="secondary">（{p.hops}层）</Typography.Text>
          </li>
        ))}
      </ul>
      {group.pathsCut && <Typography.Text type="secondary">其余关联路径从略。</Typography.Text>}
    </Card>
  );
}
