import { describe, expect, it } from 'vitest';
import { savesData } from '../../src/app/prefetch.ts';
import { SCOPE_DATA_ID } from '../../src/app/scope-data.ts';
import { jsonScript } from '../../src/server/html.ts';
import { pagePayload } from '../../src/server/page-document.ts';

describe('a page payload', () => {
  it('is the scope its document carries, whatever that holds', () => {
    const scope = {
      'serverLocations.list': [{ id: 'de-1', name: '</script><b>x', country_code: 'DE', premium: false }],
      'page.current': null,
    };
    const html = `<!doctype html><div id="root"></div>\n${jsonScript('router-data', { loaderData: {} })}\n${jsonScript(SCOPE_DATA_ID, scope)}\n<script src="/x.js"></script>`;
    expect(JSON.parse(pagePayload(Buffer.from(html)).toString('utf8'))).toEqual({ scope });
  });

  it('is empty for a document without a scope', () => {
    expect(JSON.parse(pagePayload(Buffer.from('<!doctype html><p>no scope</p>')).toString('utf8'))).toEqual({ scope: {} });
  });
});

describe('prefetch', () => {
  it('is skipped on a connection that saves data or is 2g, and runs where the browser says nothing', () => {
    expect(savesData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});
