import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { HighlightRange } from '@esee/contracts';

export const LAW_PATH = '/investment/watch/law';

/** A version's page; `kw` carries the search so the detail marks the same words. */
export const lawDetailHref = (versionId: string, keyword?: string) =>
  `${LAW_PATH}/detail?${new URLSearchParams({ id: versionId, ...(keyword ? { kw: keyword } : {}) }).toString()}`;

const VALIDITY_COLOR: Record<string, string> = {
  现行有效: 'green',
  已被修改: 'orange',
  部分失效: 'gold',
  '失效/已废止': 'red',
  尚未生效: 'blue',
};

export function ValidityTag({ validity }: { validity: string }) {
  return (
    <Tag color={VALIDITY_COLOR[validity] ?? 'default'} data-testid="law-validity">
      {validity}
    </Tag>
  );
}

export function LevelTag({ level }: { level: string }) {
  return (
    <Tag color="geekblue" data-testid="law-level">
      {level}
    </Tag>
  );
}

/**
 * A text with spans marked: search hits (`mark`) or, in a version comparison, removed (`del`) and added (`ins`)
 * text. The server sends ranges, never HTML.
 */
export function Marked({
  text,
  ranges,
  as = 'mark',
  testId,
}: {
  text: string;
  ranges: readonly HighlightRange[];
  as?: 'mark' | 'del' | 'ins';
  testId?: string;
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  const style =
    as === 'del'
      ? { background: '#fff1f0', color: '#cf1322' }
      : as === 'ins'
        ? { background: '#f6ffed', color: '#389e0d', textDecoration: 'none' }
        : { background: '#fff566', padding: 0 };
  ranges.forEach(([start, end], i) => {
    if (start > at) parts.push(text.slice(at, start));
    const Element = as;
    parts.push(
      <Element key={i} style={style} data-testid={`law-${as}`}>
        {text.slice(start, end)}
      </Element>,
    );
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <span data-testid={testId}>{parts}</span>;
}
