import type { CSSProperties, Key, ReactNode } from 'react';

/** One event of an {@link EventList}: what happened, and the colour of its dot (a CSS colour). */
export interface EventItem {
  key?: Key;
  color?: string;
  children: ReactNode;
}

const item: CSSProperties = { position: 'relative', margin: '0 0 0 5px', padding: '0 0 16px 20px' };
const line: CSSProperties = { position: 'absolute', left: 0, top: 14, bottom: 0, borderLeft: '2px solid #f0f0f0' };
const dot = (color: string): CSSProperties => ({
  position: 'absolute',
  left: -5,
  top: 5,
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: `2px solid ${color}`,
  background: '#fff',
});

/**
 * Events one under another with a dot and a line between them (a thread, a
 * history, versions): the look of antd's Timeline, which the shared antd
 * bundle cannot afford under its byte budget.
 */
export function EventList({ items, style, testId }: { items: EventItem[]; style?: CSSProperties; testId?: string }) {
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0, ...style }} data-testid={testId}>
      {items.map((e, i) => (
        <li key={e.key ?? i} style={item}>
          {i < items.length - 1 && <span aria-hidden style={line} />}
          <span aria-hidden style={dot(e.color ?? '#1677ff')} />
          {e.children}
        </li>
      ))}
    </ol>
  );
}
