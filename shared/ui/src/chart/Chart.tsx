import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { App, Button, Spin, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Chart as G2Chart } from '@antv/g2';
import { EmptyState, FailedState } from '../states';
import { exportPng } from './exportPng';
import type { ChartSpec } from './specs';
import { chartTheme } from './theme';

interface Props {
  /** Built by `barChart`, `stackedBarChart` or `lineChart`. */
  spec: ChartSpec;
  /** Names the chart: for the screen reader, and the exported file's name. */
  label: string;
  /** The chart's element; its values are `${testId}-datum` (each with `data-count`), its export `${testId}-export`. */
  testId: string;
  /** Shown instead of the chart when no value is above zero; absent: zeros are drawn (a series of empty months). */
  emptyText?: ReactNode;
}

/** Read by the screen reader, not seen: the values the canvas shows. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: 0,
  padding: 0,
};

/** The chart library, fetched with the first chart of the page (a Module Federation shared module, never eager). */
const loadG2 = () => import('@antv/g2');

/** What changes the drawing: the options (their functions aside), the data, the theme. */
const signatureOf = (spec: ChartSpec, theme: unknown) => JSON.stringify([spec.options, spec.data, spec.height, theme]);

/**
 * Every chart of the product: G2 on a canvas, themed from the page's antd tokens, values in Chinese figures, a
 * 「导出图片」 action saving a PNG, the list of values for the screen reader. The element carries the sum of the
 * values in `data-total` and `data-drawn` once the canvas is drawn.
 */
export function Chart({ spec, label, testId, emptyText }: Props) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const box = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // How the drawing of one signature (at one attempt) ended; another signature is loading until it ends too.
  const [ended, setEnded] = useState<{ key: string; state: 'drawn' | 'failed' } | null>(null);
  const g2Theme = chartTheme(token);
  const key = `${attempt}|${signatureOf(spec, g2Theme)}`;
  const state = ended?.key === key ? ended.state : 'loading';
  const empty = spec.data.length === 0 || (emptyText !== undefined && !spec.data.some((d) => d.value > 0));
  // The spec and theme of the render that asked for the drawing (their functions are not in the signature).
  const draw = useEffectEvent((g2: typeof import('@antv/g2'), container: HTMLDivElement) => {
    const chart = new g2.Chart({ container, autoFit: true, height: spec.height });
    chart.options({ ...spec.options, theme: g2Theme, autoFit: true, height: spec.height } as never);
    return chart;
  });

  useEffect(() => {
    if (empty) return;
    let chart: G2Chart | undefined;
    let gone = false;
    loadG2()
      .then(async (g2) => {
        if (gone || !box.current) return;
        chart = draw(g2, box.current);
        await chart.render();
        if (!gone) setEnded({ key, state: 'drawn' });
      })
      .catch(() => {
        if (!gone) setEnded({ key, state: 'failed' });
      });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [key, empty]);

  if (empty) return <EmptyState description={emptyText} />;
  const total = spec.data.reduce((n, d) => n + d.value, 0);
  const save = () => {
    const canvas = box.current?.querySelector('canvas');
    if (canvas) exportPng(canvas, label, token.colorBgContainer).catch(() => message.error('图片导出失败，请重试'));
  };
  return (
    <figure
      data-testid={testId}
      data-total={Math.round(total * 100) / 100}
      data-drawn={state === 'drawn'}
      aria-label={label}
      style={{ margin: 0, position: 'relative' }}
    >
      {state === 'failed' ? (
        <FailedState onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <>
          <div style={{ textAlign: 'right', height: 24 }}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              disabled={state !== 'drawn'}
              onClick={save}
              data-testid={`${testId}-export`}
            >
              导出图片
            </Button>
          </div>
          <Spin spinning={state === 'loading'} description="加载中">
            <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: spec.height }} />
          </Spin>
        </>
      )}
      <ul style={VISUALLY_HIDDEN}>
        {spec.data.map((d, i) => (
          <li key={`${d.series ?? ''}|${d.key}|${i}`} data-testid={`${testId}-datum`} data-count={d.value}>
            {d.series ? `${d.label} ${d.series}：` : `${d.label}：`}
            {d.tip}
          </li>
        ))}
      </ul>
    </figure>
  );
}
