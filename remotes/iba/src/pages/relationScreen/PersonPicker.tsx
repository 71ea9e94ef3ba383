import { useState } from 'react';
import { Alert, Button, Input, List, Space, Tag, Typography } from 'antd';
import type { RelationPartyInput, PersonSuggestion } from '@esee/contracts';
import type { ApiError } from '@esee/http';
import { companySearchSource } from '@esee/http';
import { CompanySearch, LinkButton } from '@esee/ui';
import { relationScreenApi } from '../../api/relationScreen';

type Found =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ok'; list: PersonSuggestion[] };

/**
 * A natural person as a party: a name with a company they occur with (法定代表人, 董监高 or 股东 of it), picked
 * with the company search, or one of the people of that name with their companies. Never a name alone.
 */
export function PersonPicker({ onAdd }: { onAdd: (party: RelationPartyInput) => void }) {
  const [name, setName] = useState('');
  const [entName, setEntName] = useState<string | null>(null);
  const [found, setFound] = useState<Found>({ status: 'idle' });

  const reset = () => {
    setName('');
    setEntName(null);
    setFound({ status: 'idle' });
  };
  const suggest = () => {
    setFound({ status: 'loading' });
    relationScreenApi.personSuggest(name.trim()).then(
      (r) => setFound({ status: 'ok', list: r.list }),
      (e: ApiError) => setFound({ status: 'failed', message: e.envelope?.message ?? '查询失败，请重试' }),
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="relation-person">
      <Input
        placeholder="自然人姓名"
        value={name}
        maxLength={50}
        onChange={(e) => {
          setName(e.target.value);
          setFound({ status: 'idle' });
        }}
        data-testid="relation-person-name"
      />
      <Typography.Text type="secondary">同名人员较多，需指定其任职或持股的一家企业：</Typography.Text>
      {entName ? (
        <Space>
          <Tag closable onClose={() => setEntName(null)} data-testid="relation-person-company">
            {entName}
          </Tag>
        </Space>
      ) : (
        <CompanySearch
          source={companySearchSource}
          onPick={(c) => setEntName(c.orgName)}
          testId="relation-person-company-search"
        />
      )}
      <Space wrap>
        <Button
          type="primary"
          disabled={!name.trim() || !entName}
          onClick={() => {
            onAdd({ kind: 'person', name: name.trim(), entName: entName! });
            reset();
          }}
          data-testid="relation-person-add"
        >
          加入核查对象
        </Button>
        <Button
          disabled={!name.trim()}
          loading={found.status === 'loading'}
          onClick={suggest}
          data-testid="relation-person-suggest"
        >
          查看同名人员
        </Button>
      </Space>
      {found.status === 'failed' && <Alert type="error" showIcon message={found.message} />}
      {found.status === 'ok' && (
        <List
          size="small"
          bordered
          dataSource={found.list}
          locale={{ emptyText: `未找到名为「${name.trim()}」且有任职或持股的人员` }}
          data-testid="relation-person-options"
          renderItem={(p) => (
            <List.Item
              actions={[
                <LinkButton
                  key="pick"
                  onClick={() => {
                    onAdd({ kind: 'person', personId: p.personId, name: p.name, entName: p.companies[0]?.name });
                    reset();
                  }}
                  data-testid="relation-person-option"
                >
                  选择
                </LinkButton>,
              ]}
            >
              <Typography.Text>
                {p.name}：{p.companies.map((c) => c.name).join('、')}
                {p.companyCount > p.companies.length ? ` 等${p.companyCount}家` : ''}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
