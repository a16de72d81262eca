import { configuredVideoUrl } from '../../ui/video-embed';

/**
 * Video URLs are configuration, not code: set them at build time with
 * VITE_HOW_IT_WORKS_VIDEO_URL (landing "How it works") and VITE_VSL_VIDEO_URL (/vsl2).
 * Unset means no video is published, and the designed poster with its fallback line shows.
 */
export const howItWorksVideoUrl = configuredVideoUrl(import.meta.env.VITE_HOW_IT_WORKS_VIDEO_URL);
export const vslVideoUrl = configuredVideoUrl(import.meta.env.VITE_VSL_VIDEO_URL);
