/** The picture component: the image route at each density, fixed size, loading by priority. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture, imageUrl } from '../../src/shared/ui/picture.tsx';

describe('Picture', () => {
  it('writes the image route URL at 1x and 2x with the size it is shown at', () => {
    const html = renderToString(<Picture src="/images/hero-main.svg" width={480} height={400} alt="" />);
    expect(html).toContain(`src="${imageUrl('/images/hero-main.svg', 480, 400)}"`);
    expect(html).toContain('srcSet="/_ipx/f_webp,s_480x400/images/hero-main.svg 1x, /_ipx/f_webp,s_960x800/images/hero-main.svg 2x"');
    expect(html).toContain('width="480"');
    expect(html).toContain('height="400"');
    expect(html).toContain('alt=""');
  });

  it('loads lazily unless it is the page’s main image, which is fetched early', () => {
    const lazy = renderToString(<Picture src="/images/a.svg" width={10} height={10} alt="A" />);
    expect(lazy).toContain('loading="lazy"');
    const main = renderToString(<Picture src="/images/a.svg" width={10} height={10} alt="A" priority />);
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchPriority="high"');
  });
});
