/**
 * The results video is configuration, like the landing videos: VITE_VSL_VIDEO_URL at build time
 * (the same sales video /vsl2 plays). Unset means no video is published and a poster shows.
 */
function configured(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export const resultsVideoUrl = configured(import.meta.env.VITE_VSL_VIDEO_URL);
