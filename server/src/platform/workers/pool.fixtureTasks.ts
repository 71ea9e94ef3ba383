import { defineTask } from './task';

export const fixtureTasks = {
  double: defineTask<number, number>('test.double', { timeoutMs: 10_000, heapMb: 64 }),
  refuse: defineTask<null, never>('test.refuse', { timeoutMs: 10_000, heapMb: 64 }),
  spin: defineTask<number, number>('test.spin', { timeoutMs: 5_000, heapMb: 64 }),
  hog: defineTask<null, never>('test.hog', { timeoutMs: 30_000, heapMb: 64 }),
};
