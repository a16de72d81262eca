// Hooks into the landing page's markup, shared by its React components and by the standalone
// landing page that drives the prerendered markup before React is here (app/standalone-landing).
/** The video section the hero's 'Watch How It Works' leads to. */
export const HOW_IT_WORKS_ID = 'how-it-works';

/**
 * Scrolls to a section of the page and moves focus there, so keyboard users land in the right
 * place too; smooth unless the visitor asked for reduced motion. False when it is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

/** The link to the video section ('Watch How It Works'), as React and the standalone page handle it. */
export function onHowItWorksClick(event: Pick<MouseEvent, 'preventDefault'>) {
  if (scrollToSection(HOW_IT_WORKS_ID)) event.preventDefault();
}

/** Marks the footer's year, which is the browser's and not the build's. */
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';

/**
 * The element that holds the How it works video. The standalone landing page (no React on first
 * load) brings React to it alone when it comes into view or is touched: an island.
 */
export const HOW_IT_WORKS_VIDEO_ISLAND = 'how-it-works-video';

/**
 * What React does for the landing page, done for its prerendered markup before React is here (the
 * standalone landing page): the in-page link scrolls and focuses, and the footer shows this year.
 */
export function enhanceLandingMarkup(signal: AbortSignal) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[href="#${HOW_IT_WORKS_ID}"]`))
    link.addEventListener('click', onHowItWorksClick, { signal });
  for (const year of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`))
    year.textContent = `${new Date().getFullYear()} `;
}
