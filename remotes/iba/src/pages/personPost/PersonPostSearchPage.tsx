import { Button, Card, Form, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PersonSuggestion } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { EmptyState, FailedState, PageTitle } from '@esee/ui';
import { personPostApi } from '../../api/personPost';
import { PersonNameFields } from '../shared/PersonNameFields';
import { listHref } from './params';

/**
 * `/investment/allInfo/personPost`: 人员投资任职, the search. Names repeat, so the user types a name (and,
 * if known, part of a company's name) and picks the person by a company they occur with; the person's
 * page opens with that name and company (product pages §3.2).
 */
export default function PersonPostSearchPage() {
  usePageTitle('人员投资任职');
  const [params, setParams] = useSearchParams();
  const persName = params.get('persName')?.trim() ?? '';
  const entName = params.get('entName')?.trim() ?? '';
  const [form] = Form.useForm<{ persName: string; entName?: string }>();
  const [touched, setTouched] = useState(false);

  return (
    <div data-testid="iba-person-post-search-page">
      <PageTitle>人员投资任职</PageTitle>
      <Typography.Paragraph type="secondary">
        同名人员较多：输入人员姓名（可加所在企业名称），再按关联企业选定人员，查看其担任法定代表人、股东、董事、监事、高级管理人员及最终受益的企业。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        initialValues={{ persName, entName }}
        onFinish={(v) => {
          setTouched(true);
          const next = new URLSearchParams({ persName: v.persName.trim() });
          if (v.entName?.trim()) next.set('entName', v.entName.trim());
          setParams(next, { replace: true });
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <PersonNameFields companyLabel="所在企业" widths={[200, 280]} testId="person-post" />
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="person-post-search">
            查询
          </Button>
        </Form.Item>
      </Form>
      {persName ? (
        <Namesakes key={`${persName}\n${entName}`} persName={persName} entName={entName} />
      ) : (
        !touched && <EmptyState description="输入人员姓名开始查询" />
      )}
    </div>
  );
}

/** The people of the name, each a card with the companies that tell them apart. */
function Namesakes({ persName, entName }: { persName: string; entName: string }) {
  const navigate = useNavigate();
  const load = useLoad(() => personPostApi.suggest(persName, entName), [persName, entName]);
  if (load.status === 'loading') return <Card loading data-testid="person-post-suggestions-loading" />;
  if (load.status === 'failed') return <FailedState onRetry={load.reload} />;
  const { total, list } = load.data;
  if (!list.length)
    return (
      <EmptyState
        description={
          entName ? `未找到在「${entName}」相关企业任职或持股的「${persName}」` : `未找到名为「${persName}」的人员`
        }
      />
    );
  const open = (p: PersonSuggestion, company: { name: string }) =>
    navigate(listHref({ persName: p.name, entName: company.name, personId: p.personId }));
  return (
    <div data-testid="person-post-suggestions">
      <Typography.Paragraph>
        找到 <b data-testid="person-post-namesake-count">{total}</b> 位名为「{persName}」的人员
        {total > list.length ? `，显示关联企业最多的 ${list.length} 位，可加所在企业缩小范围` : ''}
        。点击其关联企业选定人员：
      </Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        {list.map((p, i) => (
          <Card key={p.personId} size="small" data-testid="person-post-namesake">
            <Space wrap align="center">
              <Typography.Text strong>
                {p.name}
                <Typography.Text type="secondary"> （{i + 1}）</Typography.Text>
              </Typography.Text>
              <Typography.Text type="secondary">关联企业 {p.companyCount} 家：</Typography.Text>
              {p.companies.map((c) => (
                <Tag
                  key={c.entId}
                  color="blue"
                  style={{ cursor: 'pointer' }}
                  onClick={() => open(p, c)}
                  data-testid="person-post-namesake-company"
                >
                  {c.name}
                </Tag>
              ))}
              {p.companyCount > p.companies.length && <Typography.Text type="secondary">等</Typography.Text>}
            </Space>
          </Card>
        ))}
      </Space>
    </div>
  );
}
