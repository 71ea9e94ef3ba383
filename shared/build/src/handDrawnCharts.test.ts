import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { frontEndSources } from './usedExports';

/*
 * Every chart of the product is `Chart` of @esee/ui (G2 on a canvas, themed, exported to PNG): a bar, a line or a split bar
 * drawn by hand in SVG or with sized divs is a second way of drawing charts. The relationship graphs (the node-link
 * views beside G6, issue 41's other part) and the maps keep their SVG.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The graph and map modules: node-link graphs (`…Graph.tsx`, the graph views) and the map pages' outlines. */
const GRAPHS_AND_MAPS = [/Graph\.tsx$/, /^shared\/graph-views\//, /\/pages\/parks\/(ParkMap\w*|OutlinePaths)\.tsx$/];

/** SVG shapes a chart is drawn with, and a bar sized as a percentage of its row. */
const HAND_DRAWN = [/<(svg|rect|polyline|polygon|circle|line|path)[\s>]/, /width:\s*`\$\{[^`]*\}%`/];

function tsxFiles(dir: string): string[] {
  if (!existsSync(dir)) return []; // a package without sources of its own
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return tsxFiles(file);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [file] : [];
  });
}

const handDrawn = (relative: string, text: string) =>
  !GRAPHS_AND_MAPS.some((allowed) => allowed.test(relative)) && HAND_DRAWN.some((shape) => shape.test(text));

it('finds no chart drawn by hand outside Chart and the graph and map modules', () => {
  const files = frontEndSources(ROOT).flatMap((dir) => tsxFiles(dir));
  expect(files.length).toBeGreaterThan(300);
  const offenders = files
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .filter((relative) => handDrawn(relative, readFileSync(path.join(ROOT, relative), 'utf8')));
  expect(offenders).toEqual([]);
});

it('tells a hand-drawn chart from a graph, a map and an ordinary page', () => {
  const bars = '<svg role="img">{bars.map((b) => <rect x={0} width={b.w} />)}</svg>';
  expect(handDrawn('remotes/scs/src/pages/application/charts.tsx', bars)).toBe(true);
  expect(handDrawn('remotes/iba/src/pages/news/SentimentSummary.tsx', 'style={{ width: `${(n / max) * 100}%` }}')).toBe(
    true,
  );
  expect(handDrawn('remotes/iba/src/pages/personPost/PersonPostGraph.tsx', bars)).toBe(false);
  expect(handDrawn('remotes/cba/src/pages/parks/ParkMap.tsx', '<path d="M0 0" />')).toBe(false);
  expect(handDrawn('remotes/cba/src/pages/parks/ParkDetailPage.tsx', '<Chart spec={spec} />')).toBe(false);
});
