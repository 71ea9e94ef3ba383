import type { CSSProperties, ReactNode } from 'react';

/** One entry of a chart's legend: a small square in the colour, then what the colour stands for. */
export function ColorKey({ color, style, children }: { color?: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <span style={style}>
      <span style={{ display: 'inline-block', width: 10, height: 10, background: color, marginRight: 4 }} />
      {children}
    </span>
  );
}
