/**
 * Video URLs are configuration, not code: set them at build time with
 * VITE_HOW_IT_WORKS_VIDEO_URL (landing "How it works") and VITE_VSL_VIDEO_URL (/vsl2).
 * Unset means no video is published, and the designed poster with its fallback line shows.
 */
function configured(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export const howItWorksVideoUrl = configured(import.meta.env.VITE_HOW_IT_WORKS_VIDEO_URL);
export const vslVideoUrl = configured(import.meta.env.VITE_VSL_VIDEO_URL);
