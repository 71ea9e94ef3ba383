import { describe, expect, it } from 'vitest';
import {
  catalogueKeys,
  findPermission,
  heldKeys,
  PERMISSION_CATALOGUE,
  permissionCatalogue,
  permissionTree,
  switchPermission,
  type PermissionEntry,
} from './permissionTree';
import { RIGHT_KEYS } from './rights';

const CATALOGUE: PermissionEntry[] = [
  {
    key: 'a',
    title: 'A',
    children: [
      {
        key: 'a:x',
        title: 'AX',
        children: [
          { key: 'a:x:1', title: '1' },
          { key: 'a:x:2', title: '2' },
        ],
      },
      { key: 'a:y', title: 'AY' },
    ],
  },
  { key: 'b', title: 'B' },
];
const none = { usable: [], disabled: [] };
const node = (tree: ReturnType<typeof permissionTree>, key: string) => findPermission(tree, key)!;

describe('permission tree', () => {
  it('computes granted, partial and counts from the keys a role holds', () => {
    const tree = permissionTree(CATALOGUE, { usable: ['a:x:1', 'b'], disabled: [] });
    expect(node(tree, 'a')).toMatchObject({ status: false, indeterminate: true, checkLength: 1, disabledLength: 0 });
    expect(node(tree, 'a:x')).toMatchObject({ status: false, indeterminate: true, checkLength: 1 });
    expect(node(tree, 'a:y')).toMatchObject({ status: false, indeterminate: false, checkLength: 0 });
    expect(node(tree, 'b')).toMatchObject({ status: true, indeterminate: false, checkLength: 1 });
    expect(node(tree, 'a:x:1')).toMatchObject({ description: '1', fullAuthStr: 'a:x:1', children: [] });
  });

  it('a held key covers every key under it', () => {
    const tree = permissionTree(CATALOGUE, { usable: ['a'], disabled: [] });
    expect(node(tree, 'a')).toMatchObject({ status: true, indeterminate: false, checkLength: 3 });
    expect(node(tree, 'a:x:2').status).toBe(true);
  });

  it('switching a node on sets all its descendants and recomputes every ancestor', () => {
    let tree = permissionTree(CATALOGUE, none);
    tree = switchPermission(tree, 'a:x', 'granted', true);
    expect(node(tree, 'a:x:1').status && node(tree, 'a:x:2').status).toBe(true);
    expect(node(tree, 'a:x')).toMatchObject({ status: true, indeterminate: false, checkLength: 2 });
    expect(node(tree, 'a')).toMatchObject({ status: false, indeterminate: true, checkLength: 2 });
    tree = switchPermission(tree, 'a:y', 'granted', true);
    expect(node(tree, 'a')).toMatchObject({ status: true, indeterminate: false, checkLength: 3 });
    // One leaf off: the parent and the root become partial again.
    tree = switchPermission(tree, 'a:x:2', 'granted', false);
    expect(node(tree, 'a:x')).toMatchObject({ status: false, indeterminate: true });
    expect(node(tree, 'a')).toMatchObject({ status: false, indeterminate: true, checkLength: 2 });
    // The root off clears everything under it.
    tree = switchPermission(tree, 'a', 'granted', false);
    expect(node(tree, 'a')).toMatchObject({ status: false, indeterminate: false, checkLength: 0 });
    expect(node(tree, 'a:x:1').status).toBe(false);
    expect(node(tree, 'b').status).toBe(false);
  });

  it('the disabled switch propagates the same way, and a disabled entry counts as shown', () => {
    let tree = permissionTree(CATALOGUE, none);
    tree = switchPermission(tree, 'a:x', 'disabled', true);
    expect(node(tree, 'a:x')).toMatchObject({ disabled: true, disabledLength: 2, status: true, checkLength: 2 });
    expect(node(tree, 'a')).toMatchObject({ disabled: false, disabledLength: 2, indeterminate: true });
    tree = switchPermission(tree, 'a:y', 'disabled', true);
    expect(node(tree, 'a')).toMatchObject({ disabled: true, disabledLength: 3, status: true });
    // Disabled off keeps the grant; granted off clears the disabled mark too.
    tree = switchPermission(tree, 'a:x:1', 'disabled', false);
    expect(node(tree, 'a:x:1')).toMatchObject({ status: true, disabled: false });
    expect(node(tree, 'a')).toMatchObject({ disabled: false, disabledLength: 2, status: true });
    tree = switchPermission(tree, 'a:x', 'granted', false);
    expect(node(tree, 'a:x')).toMatchObject({ status: false, disabled: false, disabledLength: 0, checkLength: 0 });
  });

  it('stores the fewest keys and reads them back to the same tree', () => {
    let tree = permissionTree(CATALOGUE, none);
    tree = switchPermission(tree, 'a:x', 'granted', true);
    tree = switchPermission(tree, 'a:y', 'disabled', true);
    tree = switchPermission(tree, 'b', 'granted', true);
    const held = heldKeys(tree);
    expect(held).toEqual({ usable: ['a:x', 'b'], disabled: ['a:y'] });
    expect(permissionTree(CATALOGUE, held)).toEqual(tree);
    tree = switchPermission(tree, 'a:y', 'disabled', false);
    expect(heldKeys(tree)).toEqual({ usable: ['a', 'b'], disabled: [] });
  });

  it('leaves an unknown key alone', () => {
    const tree = permissionTree(CATALOGUE, none);
    expect(switchPermission(tree, 'a:z', 'granted', true)).toEqual(tree);
  });

  it('the catalogue holds every right key but the platform marker, once, and leaves out closed solutions', () => {
    const keys = catalogueKeys(PERMISSION_CATALOGUE);
    expect(RIGHT_KEYS.filter((k) => k !== 'super' && !keys.has(k))).toEqual([]);
    const all: string[] = [];
    const walk = (e: PermissionEntry) => (all.push(e.key), e.children?.forEach(walk));
    PERMISSION_CATALOGUE.forEach(walk);
    expect(new Set(all).size).toBe(all.length);
    // Each child's key extends its parent's.
    const nested = (e: PermissionEntry): boolean =>
      (e.children ?? []).every((c) => c.key.startsWith(`${e.key}:`) && nested(c));
    expect(PERMISSION_CATALOGUE.every(nested)).toBe(true);
    expect(permissionCatalogue(['CBA', 'PRMA']).map((e) => e.key)).not.toContain('app:iba');
  });

  it('the manager role of the demo (every right key) reads as all granted', () => {
    const tree = permissionTree(PERMISSION_CATALOGUE, {
      usable: RIGHT_KEYS.filter((k) => k !== 'super'),
      disabled: [],
    });
    expect(tree.every((n) => n.status && !n.indeterminate)).toBe(true);
  });
});
