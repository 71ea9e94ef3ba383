/*
 * 担保圈 and 担保链 (product notes §4.4) over the institution's guarantee records: a circle is a strongly
 * connected component of two or more companies (mutual guarantees included); a chain is a maximal path of
 * three or more companies that is not wholly inside one circle. Pure, so it is tested on hand-built graphs.
 */

export interface GuaranteeEdge {
  guarantorId: string;
  guaranteedId: string;
  amount: number;
}

export interface Structure {
  kind: 'circle' | 'chain';
  /** Companies in order (a circle from its smallest id; a chain from guarantor to the last guaranteed). */
  members: string[];
  links: { fromId: string; toId: string; amount: number }[];
  amount: number;
}

/** Strongly connected components (Tarjan, iterative) of two or more nodes, each sorted. */
export function guaranteeCircles(edges: readonly GuaranteeEdge[]): string[][] {
  const out = adjacency(edges);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  let counter = 0;
  for (const start of [...out.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { v: string; i: number }[] = [{ v: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const next = out.get(top.v)!;
      if (top.i < next.length) {
        const w = next[top.i++]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]!.v;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.v)!));
      }
      if (low.get(top.v) === index.get(top.v)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== top.v);
        if (scc.length > 1) result.push(scc.sort());
      }
    }
  }
  return result.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * Maximal guarantee chains of at least `minCompanies` companies: simple paths from a company no one
 * guarantees (or, inside the graph's circles, not followed twice), at most `maxPaths` of them and
 * `maxLength` companies long (hubs would otherwise explode the count).
 */
export function guaranteeChains(
  edges: readonly GuaranteeEdge[],
  { minCompanies = 3, maxPaths = 100, maxLength = 10 } = {},
): string[][] {
  const out = adjacency(edges);
  const guaranteed = new Set(edges.map((e) => e.guaranteedId));
  const circleOf = new Map<string, number>();
  guaranteeCircles(edges).forEach((c, i) => c.forEach((id) => circleOf.set(id, i)));
  // Starts: companies nobody guarantees; a graph made only of circles has no chain beyond them.
  const starts = [...out.keys()].filter((id) => !guaranteed.has(id)).sort();
  const paths: string[][] = [];
  const walk = (path: string[], on: Set<string>) => {
    if (paths.length >= maxPaths) return;
    const last = path[path.length - 1]!;
    const next = (out.get(last) ?? []).filter((w) => !on.has(w));
    if (!next.length || path.length >= maxLength) {
      const inOneCircle = path.every((id) => circleOf.has(id) && circleOf.get(id) === circleOf.get(path[0]!));
      if (path.length >= minCompanies && !inOneCircle) paths.push([...path]);
      return;
    }
    for (const w of next) {
      on.add(w);
      path.push(w);
      walk(path, on);
      path.pop();
      on.delete(w);
    }
  };
  for (const s of starts) walk([s], new Set([s]));
  return paths;
}

/** Circles and chains with their guarantees and the amount they carry. */
export function guaranteeStructures(edges: readonly GuaranteeEdge[]): Structure[] {
  const amountOf = new Map(edges.map((e) => [`${e.guarantorId}>${e.guaranteedId}`, e.amount]));
  const circles = guaranteeCircles(edges).map((members): Structure => {
    const inside = new Set(members);
    const links = edges
      .filter((e) => inside.has(e.guarantorId) && inside.has(e.guaranteedId))
      .map((e) => ({ fromId: e.guarantorId, toId: e.guaranteedId, amount: e.amount }));
    return { kind: 'circle', members, links, amount: links.reduce((s, l) => s + l.amount, 0) };
  });
  const chains = guaranteeChains(edges).map((members): Structure => {
    const links = members
      .slice(1)
      .map((to, i) => ({ fromId: members[i]!, toId: to, amount: amountOf.get(`${members[i]}>${to}`) ?? 0 }));
    return { kind: 'chain', members, links, amount: links.reduce((s, l) => s + l.amount, 0) };
  });
  return [...circles, ...chains];
}

function adjacency(edges: readonly GuaranteeEdge[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of edges) {
    if (e.guarantorId === e.guaranteedId) continue;
    if (!out.has(e.guarantorId)) out.set(e.guarantorId, []);
    if (!out.has(e.guaranteedId)) out.set(e.guaranteedId, []);
    const list = out.get(e.guarantorId)!;
    if (!list.includes(e.guaranteedId)) list.push(e.guaranteedId);
  }
  for (const list of out.values()) list.sort();
  return out;
}
