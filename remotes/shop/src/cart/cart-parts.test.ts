import { focusTarget } from './cart-parts';

const present = (ids: string[]) => (id: string) => ids.includes(id);

describe('focusTarget', () => {
  test('an update keeps focus on the same control when it is still there', () => {
    expect(focusTarget({ kind: 'update', focusedId: 'quantity_4', present: present(['quantity_4']), hasNotice: true, empty: false })).toEqual({ kind: 'id', id: 'quantity_4' });
  });
  test('otherwise the first notice, then the empty-cart notice', () => {
    expect(focusTarget({ kind: 'update', focusedId: 'quantity_4', present: present([]), hasNotice: true, empty: false })).toEqual({ kind: 'notice' });
    expect(focusTarget({ kind: 'remove', focusedId: 'quantity_4', present: present(['quantity_4']), hasNotice: true, empty: false })).toEqual({ kind: 'notice' });
    expect(focusTarget({ kind: 'update', focusedId: 'quantity_4', present: present(['quantity_4']), hasNotice: false, empty: true })).toEqual({ kind: 'empty' });
    expect(focusTarget({ kind: 'remove', focusedId: null, present: present([]), hasNotice: false, empty: false })).toEqual({ kind: 'none' });
  });
});
