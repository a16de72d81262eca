import { boundingBox, EARTH_RADIUS_MILES } from './geo.js';

/**
 * The geographic cells of the index: a latitude/longitude grid whose cell side is the search
 * radius in degrees of latitude (50 miles: about 0.72 degrees). A member's neighbours lie in the
 * cells that overlap the bounding box of their radius: 3 rows and 3-5 columns in the US.
 * Cell keys are row * columns + column; only occupied cells are stored (a Map to a dense number).
 */
export interface Grid {
  degrees: number;
  columns: number;
  /** Occupied cell key -> dense cell number (ascending with the key). */
  cells: Map<number, number>;
}

export function gridDegrees(radiusMiles: number): number {
  return (radiusMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
}

export const gridColumns = (degrees: number) => Math.ceil(360 / degrees) + 1;

export function cellKey(degrees: number, columns: number, lat: number, lon: number): number {
  const row = Math.floor((lat + 90) / degrees);
  const col = Math.floor((lon + 180) / degrees);
  return row * columns + col;
}

/** The rows and columns of the cells overlapping the radius around (lat, lon). */
export function nearbyCells(grid: Grid, lat: number, lon: number, radiusMiles: number) {
  const { degrees, columns } = grid;
  const box = boundingBox(lat, lon, radiusMiles);
  return {
    row0: Math.max(0, Math.floor((box.minLat + 90) / degrees)),
    row1: Math.floor((Math.min(90, box.maxLat) + 90) / degrees),
    col0: Math.max(0, Math.floor((box.minLon + 180) / degrees)),
    col1: Math.min(columns - 1, Math.floor((box.maxLon + 180) / degrees)),
  };
}
