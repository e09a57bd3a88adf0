import { firstMarkupIndex } from './markup-position';

const page = `<body><header id="main-header" class="demo"></header>
<div class='et_pb_module et_pb_slider et_pb_slider_0'></div>
<form class="wpcf7-form"><input type="tel" class="wpcf7-form-control eacf7-phone" name="phone"></form>
<div class="eacf7-gallery grid" data-title="a > b"></div></body>`;

test('finds the first start tag carrying the subject’s classes, tag and id, in either quoting', () => {
  expect(firstMarkupIndex(page, '.eacf7-gallery, .et_pb_gallery')).toBe(page.indexOf('<div class="eacf7-gallery'));
  expect(firstMarkupIndex(page, 'input.eacf7-phone')).toBe(page.indexOf('<input'));
  expect(firstMarkupIndex(page, '#main-header')).toBe(page.indexOf('<header'));
  expect(firstMarkupIndex(page, '.et_pb_slider:not(.et_pb_video_slider *,.et_pb_gallery_fullwidth)')).toBe(page.indexOf("<div class='et_pb_module"));
});

test('a class is a whole token, the tag must match, and a page without the markup answers -1', () => {
  expect(firstMarkupIndex(page, '.eacf7-phone-country')).toBe(-1);
  expect(firstMarkupIndex(page, 'select.eacf7-phone')).toBe(-1);
  expect(firstMarkupIndex(page, '.et_pb_tabs')).toBe(-1);
  expect(firstMarkupIndex('<p>.eacf7-gallery is a class</p>', '.eacf7-gallery')).toBe(-1);
});

test('descendant and child selectors match on their last compound; a subject it cannot read matches nothing', () => {
  expect(firstMarkupIndex(page, 'form .eacf7-phone')).toBe(page.indexOf('<input'));
  expect(firstMarkupIndex(page, 'body > header#main-header.demo')).toBe(page.indexOf('<header'));
  expect(firstMarkupIndex(page, '[data-cmsmf-module]')).toBe(-1);
});
