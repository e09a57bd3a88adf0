/** @jest-environment jsdom */
import { measureTopCover } from './fixed-headers';

function size(selector: string, height: number): void {
  const el = document.querySelector<HTMLElement>(selector)!;
  Object.defineProperty(el, 'offsetHeight', { value: height, configurable: true });
}

test('the first theme: admin bar, fixed primary and secondary navigation, stuck sticky modules', () => {
  document.body.className = 'et_fixed_nav';
  document.body.innerHTML = `<div id="wpadminbar"></div><div id="top-header"></div><header id="main-header" data-fixed-height-onload="54"></header>
    <div class="et_pb_sticky_module et_pb_sticky et_pb_sticky--top"></div><div class="et_pb_sticky_module et_pb_sticky--top"></div>`;
  size('#wpadminbar', 32);
  size('#top-header', 30);
  size('#main-header', 80);
  size('.et_pb_sticky', 40);
  expect(measureTopCover(document)).toMatchObject({ adminBarHeight: 32, fixedHeaderHeight: 84, stickyHeight: 40, fixedNavMinWidth: 980 });
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
