import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the ten slowest test files (where the time went: importing, then the tests and their
 * hooks) and one plain line, "N passed, N failed, N skipped", for whoever reads the log; after the tests
 * that passed only when retried, if a config ever retries: flaky, and named so they get fixed. With
 * TEST_TIMES_FILE set, every file's time is also appended there, one line each (.ci/run ranks them all).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    const flaky: string[] = [];
    const times: { name: string; total: number; imported: number; ran: number }[] = [];
    for (const module of testModules) {
      const name = module.moduleId.split('/').slice(-3).join('/').replace(/^.*?((tests|src)\/)/, '$1');
      for (const test of module.children.allTests()) {
        counts[test.result().state] += 1;
        if (test.diagnostic()?.flaky) flaky.push(`${name} > ${test.fullName}`);
      }
      const d = module.diagnostic();
      const project = module.project.name ? `[${module.project.name}] ` : '';
      times.push({ name: `${project}${module.relativeModuleId}`, total: d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration, imported: d.collectDuration, ran: d.duration });
    }
    times.sort((a, b) => b.total - a.total);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    process.stdout.write(`\nThe ten slowest test files (total, of which importing, tests and hooks):\n${times.slice(0, 10).map((t) => `${seconds(t.total)} ${seconds(t.imported)} ${seconds(t.ran)}  ${t.name}\n`).join('')}`);
    if (process.env.TEST_TIMES_FILE) appendFileSync(process.env.TEST_TIMES_FILE, times.map((t) => `${(t.total / 1000).toFixed(1)}\t${t.name}\n`).join(''));
    if (flaky.length > 0) process.stdout.write(`\nPassed only on a retry (flaky):\n${flaky.map((name) => `  ${name}\n`).join('')}`);
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky.length > 0 ? ` (${flaky.length} flaky)` : ''}\n`);
  }
}
