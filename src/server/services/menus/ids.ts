/** A positive id as a path or a form gives it ("12", 12), or undefined. */
export const positiveId = (value: string | number): number | undefined => {
  const text = String(value).trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

/** A real calendar date written YYYY-MM-DD, or undefined. */
export const calendarDate = (value: string): string | undefined => {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : undefined;
};
