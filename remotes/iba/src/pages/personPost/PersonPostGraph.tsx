import { Typography } from 'antd';
import type { PersonPostCompany } from '@esee/contracts';
import { companyHref, formatPercent } from '@esee/ui';

/** Companies drawn around the person at most; the rest are counted. */
const MAX_NODES = 16;
const WIDTH = 760;
const HEIGHT = 380;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const RX = 290;
const RY = 140;

const ROLE_COLOR: Record<string, string> = {
  法定代表人: '#d46b08',
  股东: '#1677ff',
  董事: '#389e0d',
  监事: '#08979c',
  高级管理人员: '#1d39c4',
  其他职务: '#8c8c8c',
  最终受益: '#722ed1',
};

/** The edge's label: 法人 · 60.00% · 执行董事. */
function edgeLabel(c: PersonPostCompany): string {
  const parts: string[] = [];
  if (c.roles.includes('法定代表人')) parts.push('法人');
  if (c.ratio !== null) parts.push(formatPercent(c.ratio));
  if (c.posts.length) parts.push(c.posts[0]! + (c.posts.length > 1 ? '等' : ''));
  if (!parts.length && c.beneficialShare !== null) parts.push(`间接 ${formatPercent(c.beneficialShare)}`);
  return parts.join(' · ');
}

const short = (name: string) => (name.length > 12 ? `${name.slice(0, 11)}…` : name);

/**
 * The small graph of a person (product pages §3.2): the person in the middle, their companies around,
 * each edge coloured by the strongest role and labelled with the stake and post. Plain SVG: the pages need
 * no graph library for a star. A company opens its detail page in a new tab.
 */
export function PersonPostGraph({ name, companies }: { name: string; companies: readonly PersonPostCompany[] }) {
  const shown = companies.slice(0, MAX_NODES);
  const n = shown.length;
  return (
    <div data-testid="person-post-graph" style={{ border: '1px solid #f0f0f0', borderRadius: 8, marginBottom: 16 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={`${name}的关联企业图`}>
        {shown.map((c, i) => {
          const angle = (2 * Math.PI * i) / Math.max(n, 1) - Math.PI / 2;
          const x = CX + RX * Math.cos(angle);
          const y = CY + RY * Math.sin(angle);
          const color = ROLE_COLOR[c.roles[0] ?? '股东'] ?? '#8c8c8c';
          const active = !/注销|吊销/.test(c.regStatus);
          return (
            <g key={c.entId} data-testid="person-post-graph-company">
              <line
                x1={CX}
                y1={CY}
                x2={x}
                y2={y}
                stroke={color}
                strokeWidth={1.5}
                strokeDasharray={c.roles.length === 1 && c.roles[0] === '最终受益' ? '4 3' : undefined}
              />
              <text
                x={(CX + x) / 2}
                y={(CY + y) / 2 - 4}
                fontSize={11}
                fill={color}
                textAnchor="middle"
                style={{ paintOrder: 'stroke', stroke: '#fff', strokeWidth: 3 }}
              >
                {edgeLabel(c)}
              </text>
              <a href={companyHref({ entId: c.entId, companyName: c.entName })} target="_blank" rel="noreferrer">
                <title>{`${c.entName}（${c.regStatus}）：${c.roles.join('、')}`}</title>
                <rect
                  x={x - 82}
                  y={y - 14}
                  width={164}
                  height={28}
                  rx={4}
                  fill={active ? '#fff' : '#f5f5f5'}
                  stroke={color}
                />
                <text x={x} y={y + 4} fontSize={12} textAnchor="middle" fill={active ? '#262626' : '#8c8c8c'}>
                  {short(c.entName)}
                </text>
              </a>
            </g>
          );
        })}
        <circle cx={CX} cy={CY} r={30} fill="#d46b08" />
        <text x={CX} y={CY + 5} fontSize={13} fill="#fff" textAnchor="middle" data-testid="person-post-graph-person">
          {name.length > 4 ? `${name.slice(0, 3)}…` : name}
        </text>
      </svg>
      <div style={{ display: 'flex', gap: 16, padding: '0 12px 8px', flexWrap: 'wrap' }}>
        {Object.entries(ROLE_COLOR).map(([role, color]) => (
          <Typography.Text key={role} style={{ color, fontSize: 12 }}>
            ━ {role}
          </Typography.Text>
        ))}
        {companies.length > n && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            图中显示前 {n} 家，另有 {companies.length - n} 家见下方列表
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
