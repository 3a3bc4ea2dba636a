/** A comma-separated list field (`include=bars,gp`), as its trimmed items. */
export function listOf(value: unknown): string[] {
  return String(value ?? '').split(',').map((s) => s.trim());
}

/** A string field, as sent, or undefined when it is not a non-empty string. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
