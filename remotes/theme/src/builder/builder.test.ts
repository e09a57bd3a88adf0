/** @jest-environment jsdom */
import { isBlockedClick, isBlockedSubmit } from './blocked-targets';
import { isPreviewReply, isPreviewRequest, previewOrigin, previewUrl } from './preview-exchange';
import { applyFontLoad, fontLoadFor } from './web-fonts';

describe('builder areas (theme-frontend.md §6)', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="et-boc"><a id="in" href="/x"><span id="inner">go</span></a><p id="text">t</p><form id="f"></form></div><a id="out" href="/y">y</a><form id="g"></form>`;
  });
  it('stops navigating clicks and submits inside builder areas only', () => {
    expect(isBlockedClick(document.getElementById('inner')!)).toBe(true);
    expect(isBlockedClick(document.getElementById('text')!)).toBe(false);
    expect(isBlockedClick(document.getElementById('out')!)).toBe(false);
    expect(isBlockedSubmit(document.getElementById('f')!)).toBe(true);
    expect(isBlockedSubmit(document.getElementById('g')!)).toBe(false);
  });
});

describe('web fonts (§7)', () => {
  const sources = { websafe: ['Arial'], custom: { Harbour: { font_url: { woff2: '/fonts/harbour.woff2', ttf: 'javascript:x', otf: 'https://cdn.test/a") ;}body{x:url(' } } }, useProvider: true };
  const base = 'https://site.test/page';
  it('links the provider for other families, with the weight', () => {
    expect(fontLoadFor('Open Sans|700|on||||||', sources, base)).toEqual({ kind: 'link', href: 'https://fonts.googleapis.com/css?family=Open+Sans%3A700&display=swap' });
    expect(fontLoadFor('Open Sans', { ...sources, useProvider: false }, base)).toBeNull();
  });
  it('loads nothing for web-safe, default, empty or odd names', () => {
    for (const setting of ['Arial|400', 'Default|700', '|700', 'Evil"};x{|400']) expect(fontLoadFor(setting, sources, base)).toBeNull();
  });
  it('writes an inline font-face for a custom font, with safe http(s) URLs only', () => {
    const load = fontLoadFor('Harbour|400', sources, base);
    expect(load).toEqual({
      kind: 'font-face',
      css: '@font-face{font-family:"Harbour";src:url("https://site.test/fonts/harbour.woff2") format("woff2"),url("https://cdn.test/a%22%29%20;%7Dbody%7Bx:url%28") format("opentype");font-display:swap}',
    });
  });
  it('adds each load to the head once', () => {
    document.head.innerHTML = '';
    const load = fontLoadFor('Open Sans|700', sources, base);
    applyFontLoad(document, load);
    applyFontLoad(document, load);
    expect(document.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
  });
});

describe('preview exchange messages (§7)', () => {
  it('builds the preview address with its three flags', () => {
    expect(previewUrl('/demo/p.html?a=1', 'https://site.test/', 'n1', 'f1').href).toBe('https://site.test/demo/p.html?a=1&et_pb_preview=true&et_pb_preview_nonce=n1&iframe_id=f1');
  });
  it('recognises requests and replies by shape only', () => {
    expect(isPreviewRequest({ et_pb_preview_nonce: 'n', shortcode: '[x]', iframe_id: 'f' })).toBe(true);
    expect(isPreviewRequest({ shortcode: '[x]' })).toBe(false);
    expect(isPreviewReply({ iframe_id: 'f', html: '<p>x</p>' })).toBe(true);
    expect(isPreviewReply('html')).toBe(false);
  });
  it('allows the configured origin or the page its own, never a non-http one', () => {
    expect(previewOrigin('https://builder.test/wp-admin/', 'https://site.test')).toBe('https://builder.test');
    expect(previewOrigin(undefined, 'https://site.test')).toBe('https://site.test');
    expect(previewOrigin('javascript:alert(1)', 'https://site.test')).toBe('https://site.test');
    expect(previewOrigin('not a url', 'https://site.test')).toBe('https://site.test');
  });
});
