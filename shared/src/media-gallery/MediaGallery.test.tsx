import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaGallery } from './MediaGallery';

const photos = [1, 2, 3].map((n) => ({
  src: `/api/files/pd-photos/p${n}-640.jpg`,
  sources: { webp: `/api/files/pd-photos/p${n}-320.webp 320w, /api/files/pd-photos/p${n}-640.webp 640w`, jpeg: `/api/files/pd-photos/p${n}-320.jpg 320w` },
  alt: `Item photo ${n}`,
}));

describe('MediaGallery', () => {
  it('draws each photo as a lazy <picture> of WebP and JPEG sources, and the video with controls that never plays by itself', () => {
    const { container } = render(<MediaGallery label="Photos of the move" photos={photos} video={{ src: '/api/files/pd-videos/v.mp4', label: 'Video of the items' }} />);
    expect(screen.getByRole('region', { name: 'Photos of the move' })).toBeInTheDocument();
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(3);
    const webp = pictures[0]?.querySelector('source[type="image/webp"]');
    expect(webp).toHaveAttribute('srcset', photos[0]?.sources.webp);
    expect(webp?.getAttribute('sizes')).toContain('100vw');
    expect(container.querySelector('img[alt="Item photo 1"]')).toHaveAttribute('loading', 'lazy');
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('moves with the buttons, the dots and the arrow keys, and stops at the ends unless it loops', async () => {
    const user = userEvent.setup();
    render(<MediaGallery label="Photos" photos={photos} />);
    const dot = (n: number) => screen.getByRole('button', { name: `Show item ${n} of 3` });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await user.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('turns the photos on its own only when asked, looping back to the first, with only dots on a small card', () => {
    jest.useFakeTimers();
    try {
      render(<MediaGallery label="Photos" photos={photos} autoplayMs={3000} loop arrows={false} />);
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
      const current = () => within(screen.getByRole('region')).getAllByRole('button', { current: true })[0];
      expect(current()).toHaveAccessibleName('Show item 1 of 3');
      act(() => jest.advanceTimersByTime(3000));
      expect(current()).toHaveAccessibleName('Show item 2 of 3');
      act(() => jest.advanceTimersByTime(3000));
      expect(current()).toHaveAccessibleName('Show item 3 of 3');
      act(() => jest.advanceTimersByTime(3000));
      expect(current()).toHaveAccessibleName('Show item 1 of 3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws a photo that fails to load as the fallback image, not a broken picture, and a tile in place of a photo given one', () => {
    const { container } = render(<MediaGallery label="Photos" photos={[photos[0]!, { ...photos[1]!, tile: <p>Processing…</p> }]} />);
    expect(screen.getByText('Processing…')).toBeInTheDocument();
    expect(container.querySelector('img[alt="Item photo 2"]')).toBeNull();
    const first = container.querySelector('img[alt="Item photo 1"]')!;
    fireEvent.error(first);
    // The <picture> would keep asking its sources: the photo is drawn without them.
    expect(container.querySelectorAll('picture')).toHaveLength(0);
    expect(container.querySelector('img[alt="Item photo 1"]')?.getAttribute('src')).not.toContain('/api/files/');
  });

  it('draws one photo still, and the fallback image when there is nothing', () => {
    const { rerender } = render(<MediaGallery label="Photos" photos={photos.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Item photo 1' })).toBeInTheDocument();
    rerender(<MediaGallery label="No photos" photos={[]} />);
    expect(screen.getByRole('img', { name: 'No photos' })).toBeInTheDocument();
  });
});
