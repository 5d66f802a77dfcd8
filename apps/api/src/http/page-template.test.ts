import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-template.ts';

// The web's own index.html is the template the server fills (decision 107).
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
const built = indexHtml.replace(
  '<!--app-preloads--><!--/app-preloads-->',
  '<!--app-preloads--><link rel="modulepreload" crossorigin href="/assets/provider.js"><!--/app-preloads-->',
);
const page = { html: '<main>Prekės</main>', head: '<title>Prekės · Shop</title>', state: { queries: [] }, status: 200, complete: true } as const;

describe('index.html as the template of every page', () => {
  it('when a placeholder is missing or stands twice, then the server refuses to start and names it', () => {
    for (const placeholder of [
      '<html lang="en">',
      '<!--app-head-->',
      '<!--app-title-->',
      '<!--/app-description-->',
      '<!--app-preloads-->',
      '<!--/app-root-->',
    ]) {
      expect(() => pageTemplate(built.replace(placeholder, '')), placeholder).toThrow(placeholder);
      expect(() => pageTemplate(built.replace(placeholder, `${placeholder}${placeholder}`)), placeholder).toThrow(placeholder);
    }
  });

  it('when a page is prerendered, then its language, head, root and answers fill the placeholders, and the start-up preloads wait in a template', () => {
    const html = pageTemplate(built).page('lt', page);
    expect(html).toContain('<html lang="lt">');
    expect(html).toContain('<div id="root" data-prerendered="lt"><main>Prekės</main></div><script type="application/json" id="prerendered-state">');
    expect(html.match(/<title>/g)).toEqual(['<title>']);
    expect(html).toContain('<title>Prekės · Shop</title>');
    expect(html).toContain('name="description"');
    expect(html).toContain('<template id="startup-preloads"><link rel="modulepreload" crossorigin href="/assets/provider.js"></template>');
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('</head>'));
    expect(html).not.toContain('data-app-shell');
    expect(html).not.toContain('<!--app-');
  });

  it("when the page's markup or answers hold `$&` or a closing script tag, then they go in as text, never as a replacement pattern or markup", () => {
    const html = pageTemplate(built).page('en', { ...page, html: '<p>$&amp; $` $1</p>', state: { name: '</script><script>alert(1)</script>$&' } });
    expect(html).toContain('<p>$&amp; $` $1</p>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>$&');
  });

  it('when the shell is sent, then it names the reader’s language and carries the route’s head tags', () => {
    const shell = pageTemplate(built).shell('lt', '<link rel="preload" as="image" href="/a.webp">');
    expect(shell).toContain('<html lang="lt">');
    expect(shell).toContain('data-app-shell');
    expect(shell.indexOf('href="/a.webp"')).toBeLessThan(shell.indexOf('</head>'));
  });
});
