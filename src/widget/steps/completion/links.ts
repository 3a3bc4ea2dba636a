/**
 * The completion screen's links: manage (on the widget's own origin, /manage/{manage_key}), the
 * calendar file (/ical/{manage_key}, downloaded as booking-{ref_code}.ics: the key is a secret, never a
 * file name); the WhatsApp
 * share is src/ui/share's. The join link sits beside manage ({origin}/join/{invite_code}, engine/i18n joinLink).
 */

export function manageUrl(origin: string, manageKey: string): string {
  return `${origin.replace(/\/+$/, '')}/manage/${encodeURIComponent(manageKey)}`;
}

export function calendarUrl(manageKey: string): string {
  return `/ical/${encodeURIComponent(manageKey)}`;
}

export function calendarFileName(refCode: string): string {
  return `booking-${refCode}.ics`;
}
