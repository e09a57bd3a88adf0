import { lightboxCommandForKey } from './lightbox-keys';
import { LIGHTBOX_KEY_CODES } from './lightbox-constants';

describe('lightboxCommandForKey', () => {
  it('keeps the spec key codes (Escape 27, left 37, right 39)', () => {
    expect([LIGHTBOX_KEY_CODES.escape, LIGHTBOX_KEY_CODES.left, LIGHTBOX_KEY_CODES.right]).toEqual([27, 37, 39]);
  });

  it('maps Escape, ArrowLeft and ArrowRight by key', () => {
    expect(lightboxCommandForKey({ key: 'Escape' })).toBe('close');
    expect(lightboxCommandForKey({ key: 'ArrowLeft' })).toBe('prev');
    expect(lightboxCommandForKey({ key: 'ArrowRight' })).toBe('next');
  });

  it('knows the legacy key names', () => {
    expect(lightboxCommandForKey({ key: 'Esc' })).toBe('close');
    expect(lightboxCommandForKey({ key: 'Left' })).toBe('prev');
    expect(lightboxCommandForKey({ key: 'Right' })).toBe('next');
  });

  it('falls back to keyCode when key is missing, empty or unknown', () => {
    expect(lightboxCommandForKey({ keyCode: 27 })).toBe('close');
    expect(lightboxCommandForKey({ key: '', keyCode: 37 })).toBe('prev');
    expect(lightboxCommandForKey({ key: 'Unidentified', keyCode: 39 })).toBe('next');
  });

  it('ignores other keys', () => {
    expect(lightboxCommandForKey({ key: 'a', keyCode: 65 })).toBeNull();
    expect(lightboxCommandForKey({ key: 'ArrowUp', keyCode: 38 })).toBeNull();
    expect(lightboxCommandForKey({ key: 'constructor' })).toBeNull();
    expect(lightboxCommandForKey({})).toBeNull();
  });

  it('leaves modified arrows to the browser but always closes on Escape', () => {
    expect(lightboxCommandForKey({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(lightboxCommandForKey({ key: 'ArrowRight', ctrlKey: true })).toBeNull();
    expect(lightboxCommandForKey({ key: 'ArrowRight', metaKey: true })).toBeNull();
    expect(lightboxCommandForKey({ key: 'Escape', ctrlKey: true })).toBe('close');
  });

  it('zooms with +, = and -, and resets with 0, leaving the browser zoom (Ctrl/Cmd) alone', () => {
    expect(lightboxCommandForKey({ key: '+' })).toBe('zoomIn');
    expect(lightboxCommandForKey({ key: '=' })).toBe('zoomIn');
    expect(lightboxCommandForKey({ key: '-' })).toBe('zoomOut');
    expect(lightboxCommandForKey({ key: '0' })).toBe('zoomReset');
    expect(lightboxCommandForKey({ key: '+', ctrlKey: true })).toBeNull();
    expect(lightboxCommandForKey({ key: '0', metaKey: true })).toBeNull();
  });
});
