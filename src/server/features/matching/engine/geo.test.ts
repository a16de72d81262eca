import { describe, expect, it } from 'vitest';
import { boundingBox, cosOfRadius, distanceMiles, unitVector, zipCentroid } from './geo.js';
import { seededRandom } from './synthetic-population.js';

describe('zipCentroid', () => {
  it('finds a zip, with or without the +4 part', () => {
    expect(zipCentroid('10001')).toEqual({ lat: 40.75065, lon: -73.997293 });
    expect(zipCentroid(' 10001-1234 ')).toEqual(zipCentroid('10001'));
  });

  it('is null for an unknown or malformed zip', () => {
    expect(zipCentroid('00000')).toBeNull();
    expect(zipCentroid('1000')).toBeNull();
    expect(zipCentroid('abcde')).toBeNull();
    expect(zipCentroid('100011')).toBeNull();
  });
});

describe('distances', () => {
  it('measures great-circle miles', () => {
    const nyc = zipCentroid('10001')!;
    const la = zipCentroid('90012')!;
    expect(distanceMiles(nyc, la)).toBeGreaterThan(2430);
    expect(distanceMiles(nyc, la)).toBeLessThan(2460);
    expect(distanceMiles(nyc, nyc)).toBe(0);
  });

  it('keeps every point within the radius inside the bounding box', () => {
    const random = seededRandom(7);
    const cos = cosOfRadius(50);
    for (let i = 0; i < 20_000; i++) {
      const a = { lat: 20 + 50 * random(), lon: -160 + 90 * random() };
      const b = { lat: a.lat + 1.6 * (random() - 0.5), lon: a.lon + 3 * (random() - 0.5) };
      const [ax, ay, az] = unitVector(a.lat, a.lon);
      const [bx, by, bz] = unitVector(b.lat, b.lon);
      if (ax * bx + ay * by + az * bz < cos) continue;
      const box = boundingBox(a.lat, a.lon, 50);
      expect(
        b.lat >= box.minLat && b.lat <= box.maxLat && b.lon >= box.minLon && b.lon <= box.maxLon,
      ).toBe(true);
    }
  });
});
