const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value may be compared with a uuid column. PostgreSQL answers anything else with an
 * error rather than no row, so an id from a URL is checked first and a bad one names nothing.
 */
export const isUuid = (value: string) => UUID.test(value);
