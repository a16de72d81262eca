import { configuredVideoUrl } from '../../ui/video-embed';

/**
 * The results video is configuration, like the landing videos: VITE_VSL_VIDEO_URL at build time
 * (the same sales video /vsl2 plays). Unset means no video is published and a poster shows.
 */
export const resultsVideoUrl = configuredVideoUrl(import.meta.env.VITE_VSL_VIDEO_URL);
