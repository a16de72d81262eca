/**
 * Where demo members live: real zip codes (so matching places them) in three metros. Most live
 * around New York, where the prepared Premium member is, so her matches feel local.
 */
export interface Place {
  city: string;
  zips: readonly string[];
  /** Relative share of the members. */
  weight: number;
}

export const PLACES: readonly Place[] = [
  { city: 'New York, NY', zips: ['10001', '10003', '10011', '10014', '10024', '10028'], weight: 8 },
  { city: 'Brooklyn, NY', zips: ['11201', '11211', '11215', '11217', '11238'], weight: 6 },
  { city: 'Jersey City, NJ', zips: ['07302', '07306'], weight: 2 },
  { city: 'Hoboken, NJ', zips: ['07030'], weight: 1 },
  { city: 'Chicago, IL', zips: ['60607', '60614', '60618', '60622', '60657'], weight: 4 },
  { city: 'Los Angeles, CA', zips: ['90004', '90026', '90039', '90066', '90291'], weight: 4 },
];

/** The prepared Premium member's home. */
export const HOME_PLACE = { city: 'New York, NY', zip: '10011' };
