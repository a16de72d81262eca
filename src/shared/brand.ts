/** The product's name and the phrase the spec calls `{product}`: one place for both. */
export const BRAND = 'Right One';
export const PRODUCT_PHRASE = 'Your Right One';
