/** @jest-environment jsdom */
import { measureTopCover } from './fixed-headers';

function size(selector: string, height: number): void {
  const el = document.querySelector<HTMLElement>(selector)!;
  Object.defineProperty(el, 'offsetHeight', { value: height, configurable: true });
}

test('the first theme: admin bar, fixed primary and secondary navigation, sticky modules stuck to the top', () => {
  document.body.className = 'et_fixed_nav';
  document.body.innerHTML = `<div id="wpadminbar"></div><div id="top-header"></div><header id="main-header" data-fixed-height-onload="54"></header>
    <div id="stuck" class="et_pb_sticky_module et_pb_sticky et_pb_sticky--top" data-cmsmf-stuck="top"></div><div class="et_pb_sticky_module et_pb_sticky--top"></div>`;
  size('#wpadminbar', 32);
  size('#top-header', 30);
  size('#main-header', 80);
  size('#stuck', 40);
  expect(measureTopCover(document)).toMatchObject({ adminBarHeight: 32, fixedHeaderHeight: 84, stickyHeight: 40, fixedNavMinWidth: 980 });
});

test('a sticky module resting at its limit, or stuck at the bottom, does not cover the top', () => {
  document.body.className = '';
  document.body.innerHTML = `<div id="paused" class="et_pb_sticky_module et_pb_sticky et_pb_sticky--top" data-cmsmf-stuck="paused"></div>
    <div id="bottom" class="et_pb_sticky_module et_pb_sticky et_pb_sticky--top_bottom" data-cmsmf-stuck="bottom"></div>`;
  size('#paused', 67);
  size('#bottom', 50);
  expect(measureTopCover(document).stickyHeight).toBe(0);
});

test('inside the builder’s frame the admin bar is measured in the top window', () => {
  document.body.className = '';
  document.body.innerHTML = '<iframe></iframe><div id="wpadminbar"></div>';
  size('#wpadminbar', 32);
  const frame = document.querySelector('iframe')!;
  const inner = frame.contentDocument!;
  inner.body.innerHTML = '<p>Layout</p>';
  expect(measureTopCover(inner).adminBarHeight).toBe(32);
});

test('a vertical or non-fixed navigation does not cover the top', () => {
  document.body.className = 'et_fixed_nav et_vertical_nav';
  document.body.innerHTML = '<header id="main-header"></header>';
  size('#main-header', 80);
  expect(measureTopCover(document).fixedHeaderHeight).toBe(0);
  document.body.className = '';
  expect(measureTopCover(document).fixedHeaderHeight).toBe(0);
});

test('the second theme from 1024 px, and a theme-builder fixed header', () => {
  document.body.className = 'et_extra et_fixed_nav';
  document.body.innerHTML = '<header id="main-header"></header><div class="et-l--header"><div class="et_pb_section et_pb_section--fixed"></div></div>';
  size('#main-header', 60);
  size('.et_pb_section--fixed', 90);
  expect(measureTopCover(document)).toMatchObject({ fixedHeaderHeight: 150, fixedNavMinWidth: 1024 });
});

test('an admin bar not laid out yet counts at its standard height for the width', () => {
  document.body.className = '';
  document.body.innerHTML = '<div id="wpadminbar"></div>';
  Object.defineProperty(document.documentElement, 'clientWidth', { value: 700, configurable: true });
  expect(measureTopCover(document).adminBarHeight).toBe(46);
  Object.defineProperty(document.documentElement, 'clientWidth', { value: 1280, configurable: true });
  expect(measureTopCover(document).adminBarHeight).toBe(32);
});
