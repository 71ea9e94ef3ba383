import { useState } from 'react';
import { Button, Collapse, DatePicker, Radio, Segmented, Select, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  ISSUER_ROLES,
  MAX_PARTIES,
  PARTY_KIND_NAMES,
  PARTY_ROLES,
  SCREEN_PRESETS,
  type PartyKind,
  type PartyRole,
  type RelationPartyInput,
  type RelationScreenRequest,
} from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { CompanySearch, PartyTable, pastedLines, PastePanel } from '@esee/ui';
import { PersonPicker } from './PersonPicker';

type Row = RelationPartyInput & { key: string };
type PresetKey = (typeof SCREEN_PRESETS)[number]['key'];

const rowKey = (p: RelationPartyInput) =>
  p.kind === 'person' ? `person:${p.personId ?? `${p.name}@${p.entName}`}` : (p.entId ?? `name:${p.name}`);

/** The role a preset suggests for a new party: the issuer first, then its counterparts (客户, 中介机构 …). */
function suggestedRole(preset: PresetKey, rows: readonly Row[]): PartyRole | undefined {
  const roles: readonly PartyRole[] = SCREEN_PRESETS.find((p) => p.key === preset)!.roles;
  if (!roles.length) return undefined;
  return rows.some((r) => r.role && ISSUER_ROLES.includes(r.role)) ? roles[1] : roles[0];
}

/** "名称或统一社会信用代码[,角色]" per line: a role after a comma, tab or space, if it is one of the roles. */
export function parsePartyLines(text: string): RelationPartyInput[] {
  return pastedLines(text).map((line) => {
    const m = /^(.+?)[\s,，\t]+(\S+)$/.exec(line);
    const role = m && (PARTY_ROLES as readonly string[]).includes(m[2]!) ? (m[2] as PartyRole) : undefined;
    return role ? { name: m![1]!.trim(), role } : { name: line };
  });
}

/**
 * The deal's parties (product pages §3.3): 2–20 companies (picked with the company search or pasted as
 * lines: name or credit code, optionally a role) or natural persons (a name with a company they occur with),
 * each with its role in the deal; the preset (all pairs, or the issuer against its customers and suppliers
 * or its intermediaries); the check's day.
 */
export function PartiesForm({ running, onRun }: { running: boolean; onRun: (request: RelationScreenRequest) => void }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [checkDate, setCheckDate] = useState<Dayjs | null>(null);
  const [kind, setKind] = useState<PartyKind>('company');
  const [preset, setPreset] = useState<PresetKey>('all');
  const scope = SCREEN_PRESETS.find((p) => p.key === preset)!.scope;

  const addRows = (list: RelationPartyInput[]) =>
    setRows((current) => {
      const next = [...current];
      for (const p of list) {
        const key = rowKey(p);
        if (!next.some((r) => r.key === key) && next.length < MAX_PARTIES) {
          const role = p.role ?? suggestedRole(preset, next);
          next.push({ ...p, ...(role ? { role } : {}), key });
        }
      }
      return next;
    });
  const setRole = (key: string, role: PartyRole) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, role } : r)));
  const run = () =>
    onRun({
      parties: rows.map(({ key: _key, ...p }) => p),
      ...(scope === 'all' ? {} : { scope }),
      ...(checkDate ? { checkDate: checkDate.format('YYYY-MM-DD') } : {}),
    });

  return (
    <div data-testid="relation-form">
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <div>
          <Typography.Text strong>预设：</Typography.Text>
          <Radio.Group
            value={preset}
            onChange={(e) => setPreset(e.target.value as PresetKey)}
            optionType="button"
            size="small"
            options={SCREEN_PRESETS.map((p) => ({ value: p.key, label: p.name }))}
            data-testid="relation-preset"
          />
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} data-testid="relation-preset-hint">
            {scope === 'all'
              ? '各方两两核查。'
              : `只核查发行人（或标的公司）与其他各方，${preset === 'customers' ? '客户、供应商之间不互查：用于发现未披露的关联方' : '中介机构之间不互查：用于核查中介机构的独立性'}；新加入的对象依次建议角色为${SCREEN_PRESETS.find((p) => p.key === preset)!.roles.join('、')}。`}
          </Typography.Paragraph>
        </div>
        <Segmented<PartyKind>
          value={kind}
          onChange={setKind}
          options={(['company', 'person'] as const).map((k) => ({ value: k, label: PARTY_KIND_NAMES[k] }))}
          data-testid="relation-kind"
        />
        {kind === 'company' ? (
          <CompanySearch
            source={companySearchSource}
            onPick={(c) => addRows([{ entId: c.entId, name: c.orgName }])}
            testId="relation-search"
          />
        ) : (
          <PersonPicker onAdd={(p) => addRows([p])} />
        )}
        <Collapse
          size="small"
          items={[
            {
              key: 'paste',
              label: '批量粘贴交易各方',
              children: (
                <PastePanel
                  placeholder={`每行一家：企业名称或统一社会信用代码，可在逗号后写角色（${PARTY_ROLES.join('/')}）\n例：某某科技股份有限公司,发行人`}
                  addText="加入核查对象"
                  onAdd={(text) => addRows(parsePartyLines(text))}
                  testId="relation-paste"
                />
              ),
            },
          ]}
        />
        <PartyTable<Row>
          rows={rows}
          onRemove={(key) => setRows((l) => l.filter((x) => x.key !== key))}
          testId="relation-parties"
          emptyText={`搜索选择企业、添加自然人或批量粘贴交易各方，至少2个、最多${MAX_PARTIES}个`}
          columns={[
            {
              title: '核查对象',
              dataIndex: 'name',
              render: (name: string, r) =>
                r.kind === 'person' ? (
                  <Space size={4} wrap>
                    <Tag color="blue">自然人</Tag>
                    <span data-testid="relation-party-name">{name}</span>
                    {r.entName && <Typography.Text type="secondary">（{r.entName}）</Typography.Text>}
                  </Space>
                ) : (
                  <span data-testid="relation-party-name">{name}</span>
                ),
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
          依《企业会计准则第36号——关联方披露》与股票上市规则第6.3.3条认定控制、共同控制与重大影响（自然人：控制、持股5%以上、担任董监高）；联系方式、地址相同、同在一家企业任职等作为线索。
        </Typography.Text>
      </Space>
    </div>
  );
}
