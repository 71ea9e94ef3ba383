import { Space, Tag, Typography } from 'antd';
import { RPT_ARTICLES, RPT_MEASURES, type DerivedGroup, type DerivedRelatedParty } from '@esee/contracts';
import { Name, PathLine, share } from './EvidencePath';

/** A control chain read from the top down to the company, as a path reads. */
function chainPath(chain: DerivedGroup['chain']) {
  const links = [...chain].reverse();
  return {
    entities: [links[0]!.holder, ...links.map((l) => l.company)],
    ratios: links.map((l) => l.ratio),
    share: links.reduce((s, l) => s * l.ratio, 1),
  };
}

/**
 * 集团 as concluded (the 集团 graph's rule: the companies under one control): the group's controller and size, the
 * company's control chain up to it, and the first members with who holds them; or why the company is in none.
 */
export function GroupView({ value }: { value: DerivedGroup }) {
  const misses = value.nearMisses?.length ? (
    <div data-testid="derived-group-near">
      <Typography.Text type="secondary">已核查未纳入：</Typography.Text>
      {value.nearMisses.map((n) => (
        <div key={`${n.holder.id}>${n.company.id}`}>
          {n.holder.name} → <Name entity={n.company} />：{n.why}
        </div>
      ))}
    </div>
  ) : null;
  if (!value.root)
    return (
      <Space direction="vertical" size={4}>
        <span>不属于集团</span>
        <Typography.Text type="secondary">{value.note}</Typography.Text>
        {misses}
      </Space>
    );
  const names = new Map(value.memberList.map((m) => [m.entity.id, m.entity.name]));
  names.set(value.root.id, value.root.name);
  return (
    <Space direction="vertical" size={4}>
      <span>
        <strong>{value.root.name}</strong> 控制的集团，共 {value.members}
        {value.cut ? ' 家以上' : ' 家'}企业
      </span>
      {value.chain.length > 0 && <PathLine path={chainPath(value.chain)} />}
      <div data-testid="derived-group-members">
        <Typography.Text type="secondary">成员：</Typography.Text>
        {value.memberList.map((m, i) => (
          <span key={m.entity.id}>
            {i > 0 && '、'}
            <Name entity={m.entity} />
            <Typography.Text type="secondary">
              （{names.get(m.parentId) ?? ''} {share(m.ratio)}）
            </Typography.Text>
          </span>
        ))}
        {value.members > value.memberList.length && <Typography.Text type="secondary"> 等</Typography.Text>}
      </div>
      {misses}
    </Space>
  );
}

/**
 * 关联方 as concluded under the Measures: each reason with its article (应认定 under 第六、七条, 可以认定 under 第八条),
 * the party and how it is known, and the path or post; the parties checked that hold shares without control.
 */
export function RelatedView({ value }: { value: DerivedRelatedParty }) {
  return (
    <Space direction="vertical" size={4} data-testid="derived-related">
      {value.related ? (
        value.reasons.map((r) => (
          <div key={`${r.article}|${r.party.id}|${r.how}`} data-testid="derived-related-reason">
            <Tag color={r.mandatory ? 'red' : 'orange'}>{r.mandatory ? '应认定' : '可以认定'}</Tag>
            <Typography.Text
              title={`${RPT_MEASURES}${RPT_ARTICLES[r.article].citation}：${RPT_ARTICLES[r.article].text}`}
            >
              {RPT_ARTICLES[r.article].citation}
            </Typography.Text>
            ：<Name entity={r.party} />（{r.partyRole}；{r.partySource}）{r.how === 'self' && '本身为关联方'}
            {r.how === 'post' && `任${r.post}`}
            {r.how === 'control' && r.path && <PathLine path={r.path} />}
          </div>
        ))
      ) : (
        <span>非本机构关联方</span>
      )}
      {value.nearMisses.length > 0 && (
        <div data-testid="derived-related-near">
          <Typography.Text type="secondary">已核查未认定：</Typography.Text>
          {value.nearMisses.map((n) => (
            <div key={n.party.id}>
              <Name entity={n.party} />（{n.partyRole}）{n.why}
            </div>
          ))}
        </div>
      )}
    </Space>
  );
}
