/**
 * For the landing sections below the first screen: the browser skips their style, layout and
 * paint until they come near the viewport, so a first visit's main thread draws the first screen
 * only (Lighthouse's blocking time on a slow phone). The height is a first guess, replaced by the
 * real one once a section has been drawn (`auto`); they stay in the page for search and
 * assistive tech.
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_720px]';
