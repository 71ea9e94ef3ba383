import { describe, expect, it } from 'vitest';
import { unionClusters } from './clusters';

describe('马甲公司 clustering (union-find)', () => {
  it('joins companies transitively and keeps the bases that joined them', () => {
    const clusters = unionClusters(6, [
      { a: 0, b: 1, basis: '相同法定代表人' },
      { a: 1, b: 2, basis: '相同电话' },
      { a: 4, b: 5, basis: '共同高管' },
    ]);
    expect(clusters).toEqual([
      { members: [0, 1, 2], basis: ['相同法定代表人', '相同电话'] },
      { members: [4, 5], basis: ['共同高管'] },
    ]);
  });

  it('leaves lone companies out', () => {
    expect(unionClusters(3, [])).toEqual([]);
  });
});
