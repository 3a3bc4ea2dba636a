import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, "N passed, N failed, N skipped", for whoever reads the log, after
 * the tests that passed only when retried (where a config retries): flaky, and named so they get fixed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        counts[test.result().state] += 1;
        if (test.diagnostic()?.flaky) flaky.push(`${module.moduleId.split('/tests/').at(-1)} > ${test.fullName}`);
      }
    }
    if (flaky.length > 0) process.stdout.write(`\nPassed only on a retry (flaky):\n${flaky.map((name) => `  ${name}\n`).join('')}`);
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky.length > 0 ? ` (${flaky.length} flaky)` : ''}\n`);
  }
}
