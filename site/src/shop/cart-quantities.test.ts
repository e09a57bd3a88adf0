import { cartUpdate, MAX_QUANTITY } from './cart-quantities';

const items = [
  { id: 4, product_name: 'Harbour boat tour', quantity: 1 },
  { id: 9, product_name: 'Glacier day trip', quantity: 2 },
];

describe('cartUpdate', () => {
  test('changes only the lines whose posted quantity differs; 0 removes', () => {
    expect(cartUpdate(items, { 'cart[4][qty]': '3', 'cart[9][qty]': '2' })).toEqual({ changes: [{ id: 4, quantity: 3 }], errors: [] });
    expect(cartUpdate(items, { 'cart[4][qty]': ' 0 ', 'cart[9][qty]': '0' }).changes).toEqual([{ id: 4, quantity: 0 }, { id: 9, quantity: 0 }]);
  });
  test('ignores lines the cart does not hold and names that are not quantities', () => {
    expect(cartUpdate(items, { 'cart[77][qty]': '5', 'cart[4][price]': '1', update_cart: 'Update cart' })).toEqual({ changes: [], errors: [] });
  });
  test('refuses quantities that are not whole numbers from 0 to the maximum, keeping those lines', () => {
    for (const bad of ['-1', '1.5', 'two', '', String(MAX_QUANTITY + 1), '1e2']) {
      const update = cartUpdate(items, { 'cart[4][qty]': bad, 'cart[9][qty]': '1' });
      expect(update.changes).toEqual([{ id: 9, quantity: 1 }]);
      expect(update.errors).toEqual([{ kind: 'error', text: `Please enter a quantity between 0 and ${MAX_QUANTITY} for “Harbour boat tour”.` }]);
    }
  });
});
