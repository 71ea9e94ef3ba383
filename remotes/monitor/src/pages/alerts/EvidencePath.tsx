import { Typography } from 'antd';
import type { GraphEntity, OwnershipPath } from '@esee/contracts';
import { CompanyLink, formatPercent } from '@esee/ui';

/** A share 0–1 as the pages show it; '-' for none. */
export const share = (x: number | null) => (x === null ? '-' : formatPercent(x, { share: true }));

/** An entity of a path: a company opens its page, a person is a name. */
export function Name({ entity }: { entity: GraphEntity }) {
  return entity.kind === 'C' ? <CompanyLink entId={entity.id} name={entity.name} /> : <span>{entity.name}</span>;
}

/** One chain from the person down to the company: 张三 —62.00%→ 中间公司 —50.00%→ 目标公司 = 31.00%. */
export function PathLine({ path }: { path: OwnershipPath }) {
  return (
    <div data-testid="derived-path">
      {path.entities.map((e, i) => (
        <span key={`${e.id}-${i}`}>
          {i > 0 && <Typography.Text type="secondary"> —{share(path.ratios[i - 1]!)}→ </Typography.Text>}
          <Name entity={e} />
        </span>
      ))}
      {path.entities.length > 2 && <Typography.Text type="secondary">（穿透 {share(path.share)}）</Typography.Text>}
    </div>
  );
}
