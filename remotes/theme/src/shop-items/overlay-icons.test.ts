import { overlayIcons, shopItemClass } from './overlay-icons';

const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

test('each device icon the module prints goes with its inline-icon class, in device order', () => {
  expect(overlayIcons(reader({ 'data-icon-phone': '+', 'data-icon': '→', 'data-icon-sticky': '★', 'data-icon-tablet': '»' }))).toEqual([
    { attribute: 'data-icon', value: '→', className: 'et_pb_inline_icon' },
    { attribute: 'data-icon-tablet', value: '»', className: 'et_pb_inline_icon_tablet' },
    { attribute: 'data-icon-phone', value: '+', className: 'et_pb_inline_icon_phone' },
    { attribute: 'data-icon-sticky', value: '★', className: 'et_pb_inline_icon_sticky' },
  ]);
});

test('an icon left empty or not printed sets nothing: the stylesheet keeps its default glyph', () => {
  expect(overlayIcons(reader({ 'data-icon': '', 'data-icon-phone': '+' }))).toEqual([{ attribute: 'data-icon-phone', value: '+', className: 'et_pb_inline_icon_phone' }]);
  expect(overlayIcons(reader({}))).toEqual([]);
});

test('a shop item is named by the module index and its place in the loop', () => {
  expect(shopItemClass('0', 0)).toBe('et_pb_shop_item_0_0');
  expect(shopItemClass('3', 11)).toBe('et_pb_shop_item_3_11');
});
