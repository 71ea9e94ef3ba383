// The pool's test worker (pool.test.ts): tasks that answer, refuse, spin, and eat memory.
import { serveTasks } from './host';
import { implement, TaskError } from './task';
import { fixtureTasks as t } from './pool.fixtureTasks';

serveTasks([
  implement(t.double, (n, { progress }) => {
    progress(1, '完成');
    return n * 2;
  }),
  implement(t.refuse, () => {
    throw new TaskError('corrupt', 'not a file');
  }),
  implement(t.spin, (ms) => {
    const until = performance.now() + ms;
    let x = 0;
    while (performance.now() < until) x++;
    return x;
  }),
  implement(t.hog, () => {
    const kept: number[][] = [];
    for (;;) kept.push(new Array(1_000_000).fill(1));
  }),
]);
