import type { PdfTreeNode } from './blocks';
import { ACCENT, type Colour, INK, MUTED, type Painter, WHITE } from './draw';
import { ellipsis, wrap } from './text';

const BOX_H = 36;
const GAP = 26;
const MIN_SLOT = 64;
const MAX_SLOT = 150;
const MAX_DEPTH = 6;
const ROOT_FILL: Colour = '#e8f2ff';
const BOX_STROKE: Colour = '#9ea8b8';

/** A node as drawn: its children cut to what fits, the rest summed up in a 「等 N 项」 box. */
interface Placed {
  label: string;
  note?: string;
  children: Placed[];
  x: number;
}

/** Count nodes in a subtree, itself included. */
function size(node: PdfTreeNode): number {
  return 1 + (node.children ?? []).reduce((sum, c) => sum + size(c), 0);
}

function marker(hidden: number): Placed {
  return { label: `等 ${hidden} 项`, children: [], x: 0 };
}

/**
 * Keep the first children while their leaves fit `budget` slots; the rest
 * become one 「等 N 项」 box. Rows past the sixth are not drawn.
 */
function fit(node: PdfTreeNode, budget: number, depth: number): Placed {
  const all = depth + 1 >= MAX_DEPTH ? [] : (node.children ?? []);
  const children: Placed[] = [];
  let used = 0;
  for (let i = 0; i < all.length; i++) {
    // Keep a slot for the marker while children remain after this one.
    const room = budget - used - (i < all.length - 1 ? 1 : 0);
    if (room < 1) {
      children.push(marker(all.slice(i).reduce((s, c) => s + size(c), 0)));
      break;
    }
    const child = fit(all[i]!, room, depth + 1);
    children.push(child);
    used += countLeaves(child);
  }
  return { label: node.label, note: node.note, children, x: 0 };
}

function countLeaves(node: Placed): number {
  return node.children.length === 0 ? 1 : node.children.reduce((s, c) => s + countLeaves(c), 0);
}

function depthOf(node: Placed): number {
  return 1 + Math.max(0, ...node.children.map(depthOf));
}

/** Leaves take slots left to right; a parent sits over the middle of its children. */
function place(node: Placed, next: { slot: number }, slotWidth: number, left: number): void {
  if (node.children.length === 0) {
    node.x = left + (next.slot + 0.5) * slotWidth;
    next.slot += 1;
    return;
  }
  for (const child of node.children) place(child, next, slotWidth, left);
  node.x = (node.children[0]!.x + node.children.at(-1)!.x) / 2;
}

function box(
  canvas: Painter,
  node: { label: string; note?: string },
  cx: number,
  top: number,
  w: number,
  root: boolean,
) {
  canvas.rect(cx - w / 2, top - BOX_H, w, BOX_H, {
    fill: root ? ROOT_FILL : WHITE,
    stroke: root ? ACCENT : BOX_STROKE,
    width: root ? 1 : 0.6,
  });
  const inner = w - 8;
  const size = 8;
  const measure = canvas.measure;
  const lines = wrap(node.label, size, inner, measure);
  const shown = lines.length > 2 ? [lines[0]!, ellipsis(lines.slice(1).join(''), size, inner, measure)] : lines;
  const noteLines = node.note ? 1 : 0;
  const textHeight = shown.length * 10 + noteLines * 9;
  let y = top - (BOX_H - textHeight) / 2 - 7.5;
  for (const line of shown) {
    canvas.text(cx - (line.length ? measure(line, size) : 0) / 2, y, line, size, INK);
    y -= 10;
  }
  if (node.note) {
    const note = ellipsis(node.note, 7, inner, measure);
    canvas.text(cx - measure(note, 7) / 2, y + 1, note, 7, MUTED);
  }
}

function connect(canvas: Painter, fromX: number, fromBottom: number, toX: number, toTop: number) {
  const mid = (fromBottom + toTop) / 2;
  canvas.polyline([
    [fromX, fromBottom],
    [fromX, mid],
    [toX, mid],
    [toX, toTop],
  ]);
}

/** The diagram's height in points once cut to fit `width`. */
export function layoutTree(root: PdfTreeNode, width: number) {
  const maxSlots = Math.max(1, Math.floor(width / MIN_SLOT));
  const tree = fit(root, maxSlots, root.parents?.length ? 1 : 0);
  const parents: Placed[] = (root.parents ?? [])
    .slice(0, maxSlots)
    .map((p) => ({ label: p.label, note: p.note, children: [], x: 0 }));
  const parentsHidden = (root.parents ?? []).length - parents.length;
  if (parentsHidden > 0) parents.splice(maxSlots - 1, parents.length, marker(parentsHidden + 1));
  const rows = depthOf(tree) + (parents.length ? 1 : 0);
  return { tree, parents, height: rows * BOX_H + (rows - 1) * GAP };
}

/** Draw the diagram with its top at `top`, centred in [left, left + width]. */
export function drawTree(
  canvas: Painter,
  laid: ReturnType<typeof layoutTree>,
  left: number,
  top: number,
  width: number,
) {
  const { tree, parents } = laid;
  const leaves = countLeaves(tree);
  const slot = Math.min(MAX_SLOT, width / leaves);
  place(tree, { slot: 0 }, slot, left + (width - slot * leaves) / 2);
  let rootTop = top;
  if (parents.length) {
    const pSlot = Math.min(MAX_SLOT, width / parents.length);
    const pLeft = left + (width - pSlot * parents.length) / 2;
    parents.forEach((p, i) => {
      p.x = pLeft + (i + 0.5) * pSlot;
      box(canvas, p, p.x, top, Math.min(140, pSlot - 10), false);
    });
    rootTop = top - BOX_H - GAP;
    for (const p of parents) connect(canvas, p.x, top - BOX_H, tree.x, rootTop);
  }
  const draw = (node: Placed, nodeTop: number, isRoot: boolean) => {
    // The root is alone in its row, so it may be wider than a slot.
    box(canvas, node, node.x, nodeTop, isRoot ? Math.min(200, width) : Math.min(140, slot - 10), isRoot);
    const childTop = nodeTop - BOX_H - GAP;
    for (const child of node.children) {
      connect(canvas, node.x, nodeTop - BOX_H, child.x, childTop);
      draw(child, childTop, false);
    }
  };
  draw(tree, rootTop, true);
}
