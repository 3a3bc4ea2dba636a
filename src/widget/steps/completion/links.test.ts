import { describe, expect, it } from 'vitest';
import { joinLink } from '../../../engine/i18n/index.ts';
import { whatsappUrl } from '../../../ui/share/share-link.ts';
import { calendarFileName, calendarUrl, manageUrl } from './links.ts';

describe('completion links', () => {
  it('manages a booking on the widget’s origin', () => {
    expect(manageUrl('http://127.0.0.1:4000', 'k3y_-A')).toBe('http://127.0.0.1:4000/manage/k3y_-A');
    expect(manageUrl('https://book.example/', 'a/b')).toBe('https://book.example/manage/a%2Fb');
  });

  it('downloads the calendar file under the spec’s name', () => {
    expect(calendarUrl('abc')).toBe('/ical/abc');
    expect(calendarFileName('AB12CD34')).toBe('booking-AB12CD34.ics');
  });

  it('shares the join link on WhatsApp', () => {
    const link = joinLink('http://localhost:8080/', 'INV1te');
    expect(link).toBe('http://localhost:8080/join/INV1te');
    expect(whatsappUrl(`Join my party! ${link}`)).toBe(`https://wa.me/?text=${encodeURIComponent(`Join my party! ${link}`)}`);
    expect(whatsappUrl('a & b')).toBe('https://wa.me/?text=a%20%26%20b');
  });
});
