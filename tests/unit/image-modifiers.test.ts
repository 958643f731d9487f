/** The image route's pure parts: reading modifiers, choosing the format for f_auto, the form of a source path, the memory cache. */
import { describe, expect, it } from 'vitest';
import { ByteLru, cachedImage } from '../../src/server/images/cache.ts';
import { canonicalModifiers, negotiateFormat, parseModifiers } from '../../src/server/images/modifiers.ts';
import { checkSourcePath } from '../../src/server/images/source.ts';

describe('parseModifiers', () => {
  it.each([
    ['_', {}],
    ['f_webp,w_320', { format: 'webp', width: 320 }],
    ['f_jpg', { format: 'jpeg' }],
    ['f_auto', { format: 'auto' }],
    ['s_640x480', { width: 640, height: 480 }],
    ['s_64', { width: 64, height: 64 }],
    ['w_100,h_50,fit_contain,q_70,b_FF0000', { width: 100, height: 50, fit: 'contain', quality: 70, background: 'ff0000' }],
    // IPX's long names and other separators.
    ['format_avif&width:200&quality=40', { format: 'avif', width: 200, quality: 40 }],
    ['resize_10x20,background_fff', { width: 10, height: 20, background: 'fff' }],
  ])('reads %j', (text, want) => {
    expect(parseModifiers(text)).toEqual({ ok: true, modifiers: want });
  });

  it.each([
    ['', /missing/],
    ['x_1', /unknown modifier "x"/],
    ['__proto___1', /unknown modifier/],
    ['w', /w needs a value/],
    ['w_0', /between 1 and 4096/],
    ['w_4097', /between 1 and 4096/],
    ['h_1.5', /whole number/],
    ['w_-1', /whole number/],
    ['w_1e3', /whole number/],
    ['s_10x', /WIDTHxHEIGHT/],
    ['s_5000x10', /between 1 and 4096/],
    ['s_10x10,w_5', /drop w and h/],
    ['w_1,width_2', /given twice/],
    ['f_gif', /f must be one of/],
    ['f_svg', /f must be one of/],
    ['fit_squash', /fit must be one of/],
    ['q_0', /1 to 100/],
    ['q_101', /1 to 100/],
    ['b_red', /hex colour/],
    ['b_12345', /hex colour/],
    ['w_1'.repeat(100), /too long/],
  ])('refuses %j with a reason', (text, reason) => {
    const parsed = parseModifiers(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('spells every way of asking for one image alike', () => {
    const key = (text: string) => {
      const parsed = parseModifiers(text);
      if (!parsed.ok) throw new Error(parsed.reason);
      return canonicalModifiers(parsed.modifiers, 'webp');
    };
    expect(key('s_100x100,q_50')).toBe(key('q:50&h_100&width_100'));
    expect(key('b_ABC')).toBe(key('background_abc'));
    expect(key('w_100')).not.toBe(key('h_100'));
  });
});

describe('negotiateFormat', () => {
  it.each([
    // Chrome, Firefox, Safari 16 and a client that takes anything.
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/avif,image/webp,*/*', 'avif'],
    ['image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'webp'],
    ['*/*', 'png'],
    ['image/*', 'png'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['IMAGE/AVIF', 'avif'],
    ['', 'png'],
  ])('for Accept %j picks %s', (accept, want) => {
    expect(negotiateFormat(accept, 'png')).toBe(want);
  });

  it('falls back to the given format without an Accept header', () => {
    expect(negotiateFormat(undefined, 'jpeg')).toBe('jpeg');
  });
});

describe('checkSourcePath', () => {
  it.each(['images/rocket.svg', 'a/b/c.PNG', 'photo.jpeg', 'x.webp', 'x.avif', 'x.gif'])('accepts %j', (id) => {
    expect(checkSourcePath(id).ok).toBe(true);
  });

  it.each([
    'https://evil.example/a.png',
    'http:a.png',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd.png',
    '/etc/passwd.png',
    '//evil.example/a.png',
    '../package.png',
    'images/../../a.png',
    'images/./a.png',
    '.secret.png',
    'images/.hidden/a.png',
    'images//a.png',
    'images\\a.png',
    'a\u0000.png',
    'robots.txt',
    'images/rocket',
  ])('refuses %j', (id) => {
    expect(checkSourcePath(id).ok).toBe(false);
  });
});

describe('ByteLru', () => {
  const image = (bytes: number) => cachedImage(Buffer.alloc(bytes));

  it('forgets the least recently used entries past its byte budget', () => {
    const lru = new ByteLru(100);
    lru.set('a', image(40));
    lru.set('b', image(40));
    expect(lru.get('a')).toBeDefined();
    lru.set('c', image(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  it('keeps nothing larger than the whole budget, and counts a replaced entry once', () => {
    const lru = new ByteLru(100);
    lru.set('big', image(101));
    expect(lru.get('big')).toBeUndefined();
    lru.set('a', image(30));
    lru.set('a', image(50));
    expect(lru.bytes).toBe(50);
  });
});
