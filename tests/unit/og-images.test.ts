/** The link-preview images' template (scripts/og-images.ts): titles wrapped to fit, right-to-left aligned right. */
import { describe, expect, it } from 'vitest';
import { socialImageSvg, wrapTitle } from '../../scripts/og-images.ts';
import { socialImagePath } from '../../src/shared/seo/social-image.ts';

describe('link-preview images', () => {
  it('wrap a title at spaces, keep hyphenated words whole, and cut what does not fit in three lines', () => {
    const english = wrapTitle('Fast, private VPN for every device', 'en', 16);
    expect(english).toHaveLength(2);
    expect(english.join(' ')).toBe('Fast, private VPN for every device');
    const russian = wrapTitle('Безопасный публичный Wi-Fi', 'ru', 16);
    expect(russian.join(' ')).toBe('Безопасный публичный Wi-Fi');
    expect(russian.at(-1)).toMatch(/Wi-Fi$/);
    const long = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 'en', 8);
    expect(long).toHaveLength(3);
    expect(long[2]).toMatch(/…$/);
  });

  it('break a language written without spaces between its words', () => {
    const lines = wrapTitle('ノーログポリシーとプライバシーの約束について', 'ja', 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('ノーログポリシーとプライバシーの約束について');
  });

  it('write the title escaped, from the right for a right-to-left locale', () => {
    const svg = socialImageSvg({ title: 'VPN لنظام <Android> & co', lang: 'ar', dir: 'rtl' });
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain('&lt;Android&gt; &amp;');
    expect(svg).not.toContain('<Android>');
    expect(svg).toMatch(/<text x="1112"/);
    expect(socialImageSvg({ title: 'VPN', lang: 'en', dir: 'ltr' })).toMatch(/<text x="88"/);
  });

  it('give a page of a collection its collection’s image, an article its own, and a page out of search engines none', () => {
    expect(socialImagePath('android', 'de', '/android/')).toBe('/og/de/android.jpg');
    expect(socialImagePath('country', 'ja', '/zw/')).toBe('/og/ja/servers.jpg');
    expect(socialImagePath('answer', 'en', '/answers/refund/')).toBe('/og/en/answers.jpg');
    expect(socialImagePath('blog-article', 'fr', '/blog/webrtc-leaks/')).toBe('/og/blog/webrtc-leaks.jpg');
    expect(socialImagePath('cabinet-profile', 'en', '/cabinet/profile/')).toBeNull();
  });
});
