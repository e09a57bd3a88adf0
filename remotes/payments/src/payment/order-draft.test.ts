import { orderDraftOf } from './order-draft';
import type { PriceList } from './price-list';

const list: PriceList = { currency: 'USD', items: [{ field: 'ticket', prices: { Standard: 25 } }], shipping: 4.5, couponField: 'coupon' };
const welcome = { code: 'WELCOME10', type: 'percentage' as const, amount: 10 };
const sent = (coupon: string) => [
  { name: 'ticket', value: 'Standard' },
  { name: 'coupon', value: coupon },
];

test('the applied coupon counts when the sent form carries its code, whenever the form was reset', () => {
  expect(orderDraftOf(2, list, sent('WELCOME10'), welcome)).toMatchObject({ coupon: welcome, fields: { coupon: 'WELCOME10' }, totals: { total: 2655 } });
});

test('a code typed but never added, or another code, is sent empty and charges the full total', () => {
  expect(orderDraftOf(2, list, sent('TYPEDONLY'), null)).toMatchObject({ coupon: null, fields: { coupon: '' }, totals: { total: 2950 } });
  expect(orderDraftOf(2, list, sent('TAKE5OFF'), welcome)).toMatchObject({ coupon: null, fields: { coupon: '' }, totals: { total: 2950 } });
});

test('a sent form the server would refuse gives no order, only its reason', () => {
  expect(orderDraftOf(2, { ...list, quantityField: 'quantity' }, [...sent(''), { name: 'quantity', value: '0' }], null)).toEqual({
    unpriced: true, message: 'The quantity must be a whole number from 1 to 999.',
  });
});
