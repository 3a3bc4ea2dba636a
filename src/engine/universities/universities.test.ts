import { describe, expect, it } from 'vitest';
import {
  isUniversity,
  matchesSearch,
  UK_UNIVERSITIES,
  universitiesByDistance,
  type University,
} from './universities.ts';

const cardiff = { latitude: 51.4816, longitude: -3.1791 };

describe('universitiesByDistance', () => {
  const list: University[] = [
    { name: 'University of Edinburgh', latitude: 55.9445, longitude: -3.1892 },
    { name: 'University of Manchester', latitude: 53.4668, longitude: -2.2339 },
    { name: 'Cardiff University', latitude: 51.4866, longitude: -3.1788 },
    { name: 'University College London', latitude: 51.5246, longitude: -0.134 },
  ];

  it('puts the nearest first, with each distance in miles', () => {
    const fromLeeds = universitiesByDistance(list, { latitude: 53.7997, longitude: -1.5492 });
    expect(fromLeeds.map((u) => u.name)).toEqual([
      'University of Manchester',
      'University of Edinburgh',
      'University College London',
      'Cardiff University',
    ]);
    expect(fromLeeds[0]!.miles).toBeGreaterThan(35);
    expect(fromLeeds[0]!.miles).toBeLessThan(37);
    const fromCardiff = universitiesByDistance(list, cardiff);
    expect(fromCardiff.map((u) => u.name)).toEqual([
      'Cardiff University',
      'University College London',
      'University of Manchester',
      'University of Edinburgh',
    ]);
  });

  it('orders by name, without distances, when there is no place to measure from', () => {
    for (const from of [null, { latitude: undefined, longitude: undefined }]) {
      expect(universitiesByDistance(list, from)).toEqual([
        { name: 'Cardiff University', miles: null },
        { name: 'University College London', miles: null },
        { name: 'University of Edinburgh', miles: null },
        { name: 'University of Manchester', miles: null },
      ]);
    }
  });

  it('sorts the whole built-in list from a Manchester bar with the Manchester universities first', () => {
    const sorted = universitiesByDistance(UK_UNIVERSITIES, { latitude: 53.4746, longitude: -2.2504 });
    expect(sorted).toHaveLength(UK_UNIVERSITIES.length);
    expect(
      sorted
        .slice(0, 3)
        .map((u) => u.name)
        .sort(),
    ).toEqual([
      'Manchester Metropolitan University',
      'Royal Northern College of Music',
      'University of Manchester',
    ]);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.miles!).toBeGreaterThanOrEqual(sorted[i - 1]!.miles!);
    // The farthest is in the far north of Scotland, beyond Falmouth in the far south west.
    expect(sorted.at(-1)!.name).toBe('University of the Highlands and Islands');
    expect(sorted.at(-2)!.name).toBe('Falmouth University');
  });
});

describe('the built-in list', () => {
  it('holds about 160 UK institutions, each once, each inside the UK', () => {
    expect(UK_UNIVERSITIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(UK_UNIVERSITIES.map((u) => u.name)).size).toBe(UK_UNIVERSITIES.length);
    for (const u of UK_UNIVERSITIES) {
      expect(u.latitude, u.name).toBeGreaterThan(49.8);
      expect(u.latitude, u.name).toBeLessThan(60.9);
      expect(u.longitude, u.name).toBeGreaterThan(-8.2);
      expect(u.longitude, u.name).toBeLessThan(1.8);
    }
  });

  it('knows a university by its exact name only', () => {
    expect(isUniversity('University of Leeds')).toBe(true);
    expect(isUniversity('university of leeds')).toBe(false);
    expect(isUniversity('Hogwarts')).toBe(false);
  });
});

describe('matchesSearch', () => {
  it("matches the beginnings of the name's words, in any order, whatever the case", () => {
    expect(matchesSearch('Manchester Metropolitan University', 'man met')).toBe(true);
    expect(matchesSearch('Manchester Metropolitan University', 'METRO')).toBe(true);
    expect(matchesSearch('University of Manchester', 'manchester uni')).toBe(true);
    expect(matchesSearch('University of Manchester', 'chester')).toBe(false);
    expect(matchesSearch("King's College London", 'kings')).toBe(true);
    expect(matchesSearch('Guildhall School of Music & Drama', 'music drama')).toBe(true);
  });

  it('matches everything when nothing but spaces or punctuation is typed', () => {
    expect(matchesSearch('University of York', '')).toBe(true);
    expect(matchesSearch('University of York', ' - ')).toBe(true);
  });
});
