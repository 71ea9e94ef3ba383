import { describe, expect, it } from 'vitest';
import { KeyTable } from './keyTable';

describe('KeyTable', () => {
  it('keeps a number for each key through its growth, and knows no other key', () => {
    const table = new KeyTable();
    const n = 200_000;
    for (let i = 0; i < n; i++) table.set(`E${String(i).padStart(9, '0')}`, i + 1);
    expect(table.size).toBe(n);
    for (let i = 0; i < n; i += 7) expect(table.get(`E${String(i).padStart(9, '0')}`)).toBe(i + 1);
    let strangers = 0;
    for (let i = n; i < 2 * n; i++) if (table.has(`E${String(i).padStart(9, '0')}`)) strangers++;
    expect(strangers).toBe(0);
    expect(table.get('')).toBeUndefined();
  });

  it('replaces the number of a key set again, without counting it twice', () => {
    const table = new KeyTable();
    table.set('E1/P/P1', 1);
    table.set('E1/P/P1', 0.25);
    table.set('张三', 3);
    expect(table.size).toBe(2);
    expect(table.get('E1/P/P1')).toBe(0.25);
    expect(table.get('张三')).toBe(3);
    expect(table.has('张四')).toBe(false);
  });
});
