/**
 * What a refused client reads: when to try again, in words that say what Retry-After says in seconds (one
 * rule for every limit: logins, look-ups, writes). Whole minutes as minutes; under two minutes otherwise, the
 * seconds (a 63-second wait is not "2 minutes"); longer waits in minutes, rounded up.
 */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds % 60 !== 0 && seconds < 120
      ? seconds === 1
        ? 'a second'
        : `${seconds} seconds`
      : minutes === 1
        ? 'a minute'
        : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
