/** @jest-environment jsdom */
import { testContext } from '../test-support/test-context';
import { shopItemsModule } from './shop-items-module';

const item = (overlay = 'et_overlay') =>
  `<li class="product"><a class="woocommerce-LoopProduct-link" href="#p"><span class="et_shop_image"><img alt=""><span class="${overlay}"></span></span>` +
  '<h2 class="woocommerce-loop-product__title">Tour</h2><span class="price">$1</span></a></li>';

async function mountOn(html: string): Promise<{ module: Element; unmount: () => void }> {
  document.body.innerHTML = html;
  const module = document.body.firstElementChild!;
  const unmount = await shopItemsModule.mount(module, testContext());
  return { module, unmount };
}

test('a shop module names its items by index and place, and gives each overlay its icons; unmount takes them back', async () => {
  const { module, unmount } = await mountOn(
    `<div class="et_pb_module et_pb_shop et_pb_shop_0" data-shortcode_index="2" data-icon="→" data-icon-phone="+"><div class="woocommerce"><ul class="products">${item()}${item()}</ul></div></div>`,
  );
  const items = [...module.querySelectorAll('li.product')];
  expect(items.map((li) => li.className)).toEqual(['product et_pb_shop_item_2_0', 'product et_pb_shop_item_2_1']);
  for (const overlay of module.querySelectorAll('.et_overlay')) {
    expect(overlay.className).toBe('et_overlay et_pb_inline_icon et_pb_inline_icon_phone');
    expect([overlay.getAttribute('data-icon'), overlay.getAttribute('data-icon-tablet'), overlay.getAttribute('data-icon-phone')]).toEqual(['→', null, '+']);
  }
  unmount();
  expect(module.innerHTML).not.toMatch(/et_pb_shop_item|inline_icon|data-icon/);
});

test('upsells and related products get the icons but no order classes', async () => {
  for (const slug of ['et_pb_wc_upsells', 'et_pb_wc_related_products']) {
    const { module } = await mountOn(`<div class="${slug}" data-shortcode_index="1" data-icon-tablet="»"><ul class="products">${item()}</ul></div>`);
    expect(module.querySelector('.et_overlay')!.className).toBe('et_overlay et_pb_inline_icon_tablet');
    expect(module.querySelector('li')!.className).toBe('product');
  }
});

test("the second theme's related products: the overlay is .et_pb_extra_overlay, the icons are on its module's wrapper", async () => {
  const { module } = await mountOn(
    `<div class="et_pb_wc_related_products"><div class="et_pb_extra_column" data-icon="★"><div class="et_pb_module_inner"><ul class="products">${item('et_pb_extra_overlay')}</ul></div></div></div>`,
  );
  const overlay = module.querySelector('.et_pb_extra_overlay')!;
  expect([overlay.getAttribute('data-icon'), overlay.className]).toEqual(['★', 'et_pb_extra_overlay et_pb_inline_icon']);
});

test('a shop without a numeric index names no items; a module without icons keeps the default glyph', async () => {
  const { module } = await mountOn(`<div class="et_pb_shop"><ul class="products">${item()}</ul></div>`);
  expect(module.querySelector('li')!.className).toBe('product');
  expect(module.querySelector('.et_overlay')!.className).toBe('et_overlay');
});
