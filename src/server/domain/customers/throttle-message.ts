/** What a slowed-down login reads: when to try again, in words (Retry-After says it in seconds). */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return `Too many attempts. Please wait ${seconds === 1 ? 'a second' : `${seconds} seconds`} and try again.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}
