import { describe, expect, it } from 'vitest';
import { getBrand } from '../../engine/i18n/brand.ts';
import { brandPath, brandToKeep } from './SiteContext.tsx';

const playhouse = getBrand('playhouse');

describe("the brand the site's links keep", () => {
  it('is the address’s ?brand= when it names one', () => {
    expect(brandToKeep({ search: '?brand=decuba', host: 'localhost:8080' }, playhouse)).toBe('decuba');
  });

  it('is the page’s brand when the page found it from the booking in its path (a manage link names none)', () => {
    expect(brandToKeep({ search: '', host: 'localhost:8080' }, playhouse)).toBe('playhouse');
    expect(brandPath(brandToKeep({ search: '', host: 'localhost:8080' }, playhouse))('/register#top')).toBe('/register?brand=playhouse#top');
  });

  it('is none on the brand’s own bookings host, or for the group’s own site', () => {
    expect(brandToKeep({ search: '', host: new URL(playhouse.bookingsHost).host }, playhouse)).toBeNull();
    expect(brandToKeep({ search: '', host: 'localhost:8080' }, getBrand('default'))).toBeNull();
    expect(brandPath(null)('/register')).toBe('/register');
  });
});
