import type { CartItemRow } from './cart-items-repository';

/** The most places one cart line may hold (ours: a booking is for a group, not a warehouse). */
export const MAX_QUANTITY = 99;
/** `cart[12][qty]`: the platform's quantity input name, keyed here by the cart line's id. */
const QUANTITY_NAME = /^cart\[(\d{1,9})\]\[qty\]$/;
const WHOLE_NUMBER = /^\d{1,6}$/;

export const quantityFieldName = (id: number): string => `cart[${id}][qty]`;

/** A cart notice in the platform's two kinds: `message` (done) and `error`. */
export interface CartNotice {
  readonly kind: 'message' | 'error';
  readonly text: string;
}

export interface CartUpdate {
  /** New quantities by line id; 0 removes the line. Only lines that change. */
  readonly changes: ReadonlyArray<{ readonly id: number; readonly quantity: number }>;
  /** Problems with single lines (those lines are left as they were). */
  readonly errors: readonly CartNotice[];
}

/**
 * What an "Update cart" post asks of the visitor's cart: each line's posted
 * quantity, whole and between 0 and MAX_QUANTITY (0 removes it, as on the
 * platform). Lines the cart does not hold are ignored, so a post can never
 * touch another visitor's cart; a line without a posted quantity keeps its own.
 */
export function cartUpdate(items: readonly Pick<CartItemRow, 'id' | 'product_name' | 'quantity'>[], posted: Readonly<Record<string, string | readonly string[]>>): CartUpdate {
  const requested = new Map<number, string>();
  for (const [name, value] of Object.entries(posted)) {
    const id = QUANTITY_NAME.exec(name)?.[1];
    if (id !== undefined) requested.set(Number(id), typeof value === 'string' ? value.trim() : '');
  }
  const changes: Array<{ id: number; quantity: number }> = [];
  const errors: CartNotice[] = [];
  for (const item of items) {
    const raw = requested.get(item.id);
    if (raw === undefined) continue;
    const quantity = WHOLE_NUMBER.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(quantity) || quantity > MAX_QUANTITY) {
      errors.push({ kind: 'error', text: `Please enter a quantity between 0 and ${MAX_QUANTITY} for “${item.product_name}”.` });
      continue;
    }
    if (quantity !== item.quantity) changes.push({ id: item.id, quantity });
  }
  return { changes, errors };
}

/** The platform's words after an update and a removal. */
export const CART_UPDATED = 'Cart updated.';
export const removedNotice = (productName: string): CartNotice => ({ kind: 'message', text: `“${productName}” removed.` });
/** Said when a cart post or remove link carries a bad or expired nonce. */
export const CART_NONCE_FAILED = 'Your session has expired. Please reload the cart and try again.';
/** The cart form's and remove links' nonce (the platform's names). */
export const CART_NONCE_ACTION = 'woocommerce-cart';
export const CART_NONCE_FIELD = 'woocommerce-cart-nonce';
