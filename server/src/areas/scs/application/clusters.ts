/**
 * 马甲公司 clusters (product notes §4.4): companies joined, by union-find, whenever two share a legal
 * representative, a phone or an officer. Returns the groups of two or more, each with the bases that
 * joined it, largest first. Pure.
 */
export function unionClusters(
  n: number,
  links: readonly { a: number; b: number; basis: string }[],
): { members: number[]; basis: string[] }[] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (const { a, b } of links) {
    const [x, y] = [find(a), find(b)];
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  }
  const groups = new Map<number, { members: number[]; basis: Set<string> }>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    const g = groups.get(root) ?? { members: [], basis: new Set<string>() };
    g.members.push(i);
    groups.set(root, g);
  }
  for (const l of links) groups.get(find(l.a))!.basis.add(l.basis);
  return [...groups.values()]
    .filter((g) => g.members.length > 1)
    .map((g) => ({ members: g.members, basis: [...g.basis].sort() }))
    .sort((x, y) => y.members.length - x.members.length || x.members[0]! - y.members[0]!);
}
