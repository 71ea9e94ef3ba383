import { Tag, Typography } from 'antd';
import { RPT_ARTICLES, RPT_MEASURES, type RelatedReason } from '@esee/contracts';
import { formatPercent } from '../format';

/** How the party reaches the company: 控股一号 —60.00%→ 客户甲, 任执行董事, or the party itself. */
function how(r: RelatedReason): string {
  if (r.how === 'self') return '本身为关联方';
  if (r.how === 'post') return `任${r.post}`;
  const p = r.path!;
  return p.entities
    .map((e, i) => (i ? ` —${formatPercent(p.ratios[i - 1]!, { share: true })}→ ${e.name}` : e.name))
    .join('');
}

/**
 * Why a company is related to the institution (客户中的关联方, the company page's 「本行关联方」): each reason with
 * 应认定 or 可以认定, its item of the Measures, the party and how it is known, the path or post, and the item's words.
 */
export function RelatedReasons({ reasons }: { reasons: readonly RelatedReason[] }) {
  return reasons.map((r) => (
    <div key={`${r.article}|${r.party.id}|${r.how}`} data-testid="related-reason">
      <Tag color={r.mandatory ? 'red' : 'orange'}>{r.mandatory ? '应认定' : '可以认定'}</Tag>
      <strong>{RPT_ARTICLES[r.article].citation}</strong>：{r.party.name}（{r.partyRole}；{r.partySource}）{how(r)}
      <div>
        <Typography.Text type="secondary">
          {RPT_MEASURES}：{RPT_ARTICLES[r.article].text}
        </Typography.Text>
      </div>
    </div>
  ));
}
