/**
 * Named points in a payment where the crash test (tests/api/payments-crash.test.ts) stops the server
 * dead, as a power cut would: COVERS_CRASH_AT=<name> makes the process kill itself there. Unset, this
 * does nothing.
 */
export type CrashPoint = 'sandbox:charged' | 'settle:before-commit' | 'settle:after-commit';

export function crashPoint(name: CrashPoint): void {
  if (process.env.COVERS_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
