/**
 * Stands in for ajv-formats' `formats` module in the widget bundle (see trim.ts). The precompiled
 * validators (compile-validators.ts) take a format's check from that module's `fullFormats`, which
 * holds every format ajv-formats knows (~2.5 KB of the first load); the flows' forms use "date"
 * alone. The build fails if a validator asks for a format missing here (trim.ts), so a flow that
 * starts using another adds it here. `formats.test.ts` checks each against ajv-formats' own.
 */

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;

/** RFC 3339 full-date: a real day of the proleptic Gregorian calendar. */
function date(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

export const fullFormats: Record<string, { validate: (value: string) => boolean }> = {
  date: { validate: date },
};
