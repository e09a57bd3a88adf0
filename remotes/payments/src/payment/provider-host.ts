import type { PaymentPhase } from './payment-phase';
import type { ProviderButtons, ProviderButtonsOptions, ProviderSdk } from './provider-sdk';

export interface ProviderHost {
  /** The SDK once loaded: the buttons render at the next phase that shows them. */
  setSdk(sdk: ProviderSdk): void;
  /** Shows, fades or hides the buttons for a phase. */
  show(phase: PaymentPhase): void;
  /** Closes the buttons (unmount). */
  destroy(): void;
}

export const FADED_CLASS = 'eacf7-payment__provider--faded';

/** Phases in which the provider's button is offered (or fading out, after a provider error). */
const VISIBLE = new Set<PaymentPhase['phase']>(['ready', 'paying', 'failed']);

/**
 * The element the provider's SDK renders its buttons into, which nothing
 * else writes. The buttons are rendered once the SDK is there and a phase
 * offers them, hidden while a payment is recorded (no second payment can
 * start), faded out after a provider error (CSS; none under reduced motion),
 * and closed once the payment is recorded.
 */
export function createProviderHost(host: HTMLElement, options: Omit<ProviderButtonsOptions, 'style'>, onRenderError: (error: unknown) => void): ProviderHost {
  let sdk: ProviderSdk | null = null;
  let buttons: ProviderButtons | null = null;
  let phase: PaymentPhase | null = null;

  const update = () => {
    if (!phase) return;
    host.hidden = !VISIBLE.has(phase.phase);
    host.classList.toggle(FADED_CLASS, phase.phase === 'failed');
    if (phase.phase === 'ready' && sdk && !buttons) {
      buttons = sdk.Buttons({ ...options, style: { layout: 'vertical', label: 'pay', shape: 'rect' } });
      buttons.render(host).catch(onRenderError);
    }
    if (phase.phase === 'approved' && buttons) {
      void buttons.close().catch(() => undefined);
      buttons = null;
    }
  };

  return {
    setSdk(loaded) {
      sdk = loaded;
      update();
    },
    show(next) {
      phase = next;
      update();
    },
    destroy() {
      void buttons?.close().catch(() => undefined);
      buttons = null;
      phase = null;
    },
  };
}
