/**
 * The part of the provider's JS SDK (PayPal's `paypal.Buttons`, or the
 * reference site's stand-in, which has the same shape) this remote uses.
 */
export interface ProviderSdk {
  Buttons(options: ProviderButtonsOptions): ProviderButtons;
}

export interface ProviderButtons {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}

export interface ProviderCreateActions {
  readonly order: { create(body: { purchase_units: ReadonlyArray<{ amount: { currency_code: string; value: string } }> }): Promise<string> };
}

export interface ProviderOrderActions {
  readonly order: {
    /** Captures the approved order; resolves the provider's order with its capture. */
    capture(): Promise<unknown>;
    /** Reads the order (after a capture whose answer was lost). */
    get?(): Promise<unknown>;
  };
}

export interface ProviderApproveData {
  readonly orderID: string;
  readonly payerID?: string | null;
  readonly paymentSource?: string;
}

export interface ProviderButtonsOptions {
  readonly style?: Readonly<Record<string, string | number>>;
  createOrder(data: unknown, actions: ProviderCreateActions): Promise<string>;
  onApprove(data: ProviderApproveData, actions: ProviderOrderActions): Promise<void>;
  onCancel(data: { readonly orderID?: string }): void | Promise<void>;
  onError(error: unknown): void;
}
