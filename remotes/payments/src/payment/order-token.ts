/**
 * A fresh order token (`SavePaymentRequest.orderToken`): 32 random bytes as
 * hex. Made on the page, so a save retried after a lost answer carries the
 * same one and the server never has to hand a token out again.
 */
export function newOrderToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
