/** The payment provider could not say what became of an order: unreachable (`status` 0), a refusal other than "no such order", or an answer not in its shape. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    /** HTTP status of the answer; 0 when there was none. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
