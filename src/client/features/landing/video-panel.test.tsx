// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoStandInProvider } from '../../ui/video-embed';
import { VideoPanel } from './video-panel';

afterEach(cleanup);

/** The app's stand-in is the animated explainer; here a marker that names what it stands in for. */
const renderPanel = (src: string | null) =>
  render(
    <VideoStandInProvider value={({ title }) => <p>Explainer for {title}</p>}>
      <VideoPanel src={src} title="How Right One works" subtitle="Watch how it works" />
    </VideoStandInProvider>,
  );

describe('VideoPanel', () => {
  it('plays a configured video behind its poster', () => {
    const { container } = renderPanel('https://videos.example/how.mp4');
    expect(screen.queryByText(/Explainer for/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: How Right One works' }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe(
      'https://videos.example/how.mp4',
    );
  });

  it('plays the explainer when no video is configured, and never says one is missing', () => {
    renderPanel(null);
    expect(screen.getByText('Explainer for How Right One works')).toBeTruthy();
    expect(screen.queryByText(/not available/i)).toBeNull();
  });

  it('falls back to the explainer when the configured video fails to load', () => {
    const { container } = renderPanel('https://videos.example/broken.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Play video: How Right One works' }));
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByText('Explainer for How Right One works')).toBeTruthy();
  });
});
