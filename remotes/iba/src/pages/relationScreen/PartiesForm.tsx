import { useState } from 'react';
import { Button, Collapse, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  MAX_PARTIES,
  PARTY_ROLES,
  type PartyRole,
  type RelationPartyInput,
  type RelationScreenRequest,
} from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { CompanySearch } from '@esee/ui';

type Row = RelationPartyInput & { key: string };

/** "名称或统一社会信用代码[,角色]" per line: a role after a comma, tab or space, if it is one of the roles. */
export function parsePartyLines(text: string): RelationPartyInput[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(.+?)[\s,，\t]+(\S+)$/.exec(line);
      const role = m && (PARTY_ROLES as readonly string[]).includes(m[2]!) ? (m[2] as PartyRole) : undefined;
      return role ? { name: m![1]!.trim(), role } : { name: line };
    });
}

/**
 * The deal's parties (product pages §3.3): 2–20 companies picked with the company search or pasted as
 * lines (name or credit code, optionally a role), each with its role in the deal; the check's day.
 */
export function PartiesForm({ running, onRun }: { running: boolean; onRun: (request: RelationScreenRequest) => void }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [paste, setPaste] = useState('');
  const [checkDate, setCheckDate] = useState<Dayjs | null>(null);

  const addRows = (list: RelationPartyInput[]) =>
    setRows((current) => {
      const next = [...current];
      for (const p of list) {
        const same = next.some((r) => (p.entId ? r.entId === p.entId : r.name === p.name));
        if (!same && next.length < MAX_PARTIES) next.push({ ...p, key: p.entId ?? `name:${p.name}` });
      }
      return next;
    });
  const setRole = (key: string, role: PartyRole) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, role } : r)));
  const run = () =>
    onRun({
      parties: rows.map(({ key: _key, ...p }) => p),
      ...(checkDate ? { checkDate: checkDate.format('YYYY-MM-DD') } : {}),
    });

  return (
    <div data-testid="relation-form">
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <CompanySearch
          source={companySearchSource}
          onPick={(c) => addRows([{ entId: c.entId, name: c.orgName }])}
          testId="relation-search"
        />
        <Collapse
          size="small"
          items={[
            {
              key: 'paste',
              label: '批量粘贴交易各方',
              children: (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Input.TextArea
                    rows={4}
                    value={paste}
                    onChange={(e) => setPaste(e.target.value)}
                    placeholder={`每行一家：企业名称或统一社会信用代码，可在逗号后写角色（${PARTY_ROLES.join('/')}）\n例：某某科技股份有限公司,发行人`}
                    data-testid="relation-paste"
                  />
                  <Button
                    onClick={() => {
                      addRows(parsePartyLines(paste));
                      setPaste('');
                    }}
                    disabled={!paste.trim()}
                    data-testid="relation-paste-add"
                  >
                    加入核查对象
                  </Button>
                </Space>
              ),
            },
          ]}
        />
        <Table<Row>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={rows}
          data-testid="relation-parties"
          locale={{ emptyText: `搜索选择或批量粘贴交易各方，至少2家、最多${MAX_PARTIES}家` }}
          columns={[
            { title: '序号', width: 56, render: (_v, _r, i) => i + 1 },
            {
              title: '企业',
              dataIndex: 'name',
              render: (name: string) => <span data-testid="relation-party-name">{name}</span>,
            },
            {
              title: '角色',
              width: 130,
              render: (_v, r) => (
                <Select<PartyRole>
                  value={r.role ?? '其他'}
                  onChange={(role) => setRole(r.key, role)}
                  options={PARTY_ROLES.map((role) => ({ value: role, label: role }))}
                  style={{ width: 110 }}
                  data-testid="relation-party-role"
                />
              ),
            },
            {
              title: '操作',
              width: 64,
              render: (_v, r) => (
                <Button type="link" size="small" onClick={() => setRows((l) => l.filter((x) => x.key !== r.key))}>
                  移除
                </Button>
              ),
            },
          ]}
        />
        <Space wrap>
          <DatePicker
            placeholder="核查日期（默认今天）"
            style={{ width: 190 }}
            value={checkDate}
            onChange={setCheckDate}
            data-testid="relation-check-date"
          />
          <Button type="primary" disabled={rows.length < 2} loading={running} onClick={run} data-testid="relation-run">
            开始核查
          </Button>
        </Space>
        <Typography.Text type="secondary">
          依《企业会计准则第36号——关联方披露》与股票上市规则第6.3.3条认定控制、共同控制与重大影响；联系方式、地址相同等作为线索。
        </Typography.Text>
      </Space>
    </div>
  );
}
