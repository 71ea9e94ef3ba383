import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { ROOT } from './platform';

const SPECS = path.join(ROOT, 'e2e/specs');

/**
 * Prints, after the run, the time each spec file took (the sum of its tests'
 * durations, slowest first) and the slowest tests: what to speed up next.
 */
export default class TimingReporter implements Reporter {
  private readonly tests: { file: string; title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      file: path.relative(SPECS, test.location.file),
      title: test.title,
      ms: result.duration,
    });
  }

  onEnd(result: FullResult) {
    const perFile = new Map<string, number>();
    for (const t of this.tests) perFile.set(t.file, (perFile.get(t.file) ?? 0) + t.ms);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    console.log(`\nTime per spec file (${this.tests.length} tests, run ${seconds(result.duration).trim()}):`);
    for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`${seconds(ms)}  ${file}`);
    console.log('\nSlowest tests:');
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10))
      console.log(`${seconds(t.ms)}  ${t.file} › ${t.title}`);
  }
}
