import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video.ts';

describe('the story video link', () => {
  it('reads YouTube and Vimeo links as their privacy-friendly players', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      ' https://youtu.be/dQw4w9WgXcQ?si=abc ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(link)?.embedUrl, link).toBe(youtube);
    }
    expect(videoEmbed('https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(videoEmbed('https://player.vimeo.com/video/76979871')?.id).toBe('76979871');
    // Unlisted: the hash goes with it, in either spelling.
    for (const link of [
      'https://vimeo.com/76979871/a1b2c3d4e5',
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    ]) {
      expect(videoEmbed(link)?.embedUrl, link).toBe(
        'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=a1b2c3d4e5',
      );
    }
  });

  it('is no video for anything else', () => {
    for (const link of [
      '',
      'not a link',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload=alert(1)',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/channels/staffpicks',
      'ftp://vimeo.com/76979871',
      'https://vimeo.com/76979871/not-a-hash',
    ]) {
      expect(videoEmbed(link), link).toBeNull();
    }
  });
});
