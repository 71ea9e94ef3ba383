import { Collapse, Space, Tag, Tooltip, Typography } from 'antd';
import type { KeyPerson, PrivateSphere, SphereCompany, SphereFlag } from '@esee/contracts';
import { CompanyLink, CompanyStatusTag, DataTable, EmptyState, type DataColumn } from '@esee/ui';
import { RiskGradeTag } from '../riskGrade';

/** Flags that say the two companies may be one interest (trade, contacts), and those that say risk. */
const FLAG_COLORS: Record<string, string> = {
  trades: 'volcano',
  sharedAddress: 'orange',
  sharedPhone: 'orange',
  dissolved: 'default',
  dishonest: 'red',
  executed: 'red',
};

function FlagTag({ flag }: { flag: SphereFlag }) {
  const source = `${flag.source.kindTitle} ${flag.source.id}${flag.source.date ? `（${flag.source.date}）` : ''}`;
  return (
    <Tooltip title={`${flag.text}。来源：${source}`}>
      <Tag color={FLAG_COLORS[flag.code]} data-testid="dd-flag" data-flag={flag.code}>
        {flag.label}
      </Tag>
    </Tooltip>
  );
}

const riskText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([label, n]) => `${label} ${n}`)
    .join('、') || '无';

const columns: DataColumn<SphereCompany>[] = [
  {
    key: 'name',
    title: '企业名称',
    render: (c) => <CompanyLink entId={c.entId} name={c.name} testId="dd-sphere-company" />,
  },
  { key: 'roles', title: '担任角色', width: 220, render: (c) => c.roles.join('、') },
  { key: 'status', title: '登记状态', width: 110, render: (c) => <CompanyStatusTag status={c.status} /> },
  {
    key: 'risk',
    title: '风险',
    width: 200,
    render: (c) => (
      <Space size={4} wrap>
        <RiskGradeTag grade={c.grade} />
        <Typography.Text type="secondary">{riskText(c.riskCounts)}</Typography.Text>
      </Space>
    ),
  },
  {
    key: 'flags',
    title: '提示',
    width: 220,
    render: (c) =>
      c.flags.length ? (
        <Space size={4} wrap>
          {c.flags.map((f) => (
            <FlagTag key={f.code} flag={f} />
          ))}
        </Space>
      ) : (
        '-'
      ),
  },
];

function PersonHeader({ person, threshold }: { person: KeyPerson; threshold: number }) {
  return (
    <Space size={8} wrap data-testid="dd-person" data-person-id={person.personId}>
      <Typography.Text strong data-testid="dd-person-name">
        {person.name}
      </Typography.Text>
      <Typography.Text type="secondary">{person.roles.join('、')}</Typography.Text>
      <Tag>关联企业 {person.companyCount} 家</Tag>
      {person.flaggedCount > 0 && <Tag color="volcano">提示企业 {person.flaggedCount} 家</Tag>}
      {person.manyCompanies && (
        <Tooltip title={`关联企业达到 ${threshold} 家及以上`}>
          <Tag color="red" data-testid="dd-many-companies">
            疑似职业法人/挂名
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}

/** The key persons, each expandable to the other companies they hold or serve in, flags highlighted; the first flagged one open. */
export function PersonSphere({ data }: { data: PrivateSphere }) {
  if (!data.persons.length) return <EmptyState description="未查询到该企业的关键人员" />;
  return (
    <>
      {data.personsTotal > data.persons.length && (
        <Typography.Paragraph type="secondary">
          共 {data.personsTotal} 名关键人员，显示前 {data.persons.length} 名
        </Typography.Paragraph>
      )}
      <Collapse
        data-testid="dd-persons"
        defaultActiveKey={(data.persons.find((p) => p.flaggedCount > 0) ?? data.persons[0])?.personId}
        items={data.persons.map((p) => ({
          key: p.personId,
          label: <PersonHeader person={p} threshold={data.manyCompaniesThreshold} />,
          children: p.sphere.length ? (
            <>
              <DataTable<SphereCompany>
                testId="dd-sphere"
                size="small"
                rowKey={(c) => c.entId}
                columns={columns}
                rows={p.sphere}
              />
              {p.sphereTotal > p.sphere.length && (
                <Typography.Text type="secondary">
                  共 {p.sphereTotal} 家，显示提示与风险最多的 {p.sphere.length} 家
                </Typography.Text>
              )}
            </>
          ) : (
            <EmptyState description="未在其他企业持股或任职" />
          ),
        }))}
      />
    </>
  );
}
