import { useAtomValue } from 'jotai/react';
import type { CouponState } from './coupon-machine';
import { appliedCoupon } from './coupon-machine';
import { formatMoney, toMinorUnits } from '@cms-mf/shared-contracts/rules';
import { PAYMENT_TEXTS, PROVIDER_ERROR_MESSAGE } from './payment-messages';
import type { PaymentPhase } from './payment-phase';
import { couponAtom, couponNoteAtom, liveTotalsAtom, paymentAtom, type PaymentStore, unpricedAtom } from './payment-store';
import type { AppliedCoupon, Totals } from './totals';

export interface PaymentViewProps {
  readonly store: PaymentStore;
  /** The page's language, for money (`Intl.NumberFormat`). */
  readonly locale: string | undefined;
  readonly headingId: string;
  onRetrySdk(): void;
  onRetryRecord(): void;
  onTryAgain(): void;
}

/**
 * The payment area's text: its heading, the order summary, one polite status
 * line for what is happening, and an alert with its one action when something
 * failed. The provider's button is not rendered here: it lives in a host
 * element after this root, in the same region (provider-host.ts), since the
 * SDK owns its markup.
 */
export function PaymentView({ store, locale, headingId, onRetrySdk, onRetryRecord, onTryAgain }: PaymentViewProps) {
  const phase = useAtomValue(paymentAtom, { store });
  const live = useAtomValue(liveTotalsAtom, { store });
  const coupon = useAtomValue(couponAtom, { store });
  const couponNote = useAtomValue(couponNoteAtom, { store });
  const unpriced = useAtomValue(unpricedAtom, { store });
  const totals = phase.phase === 'waiting' ? (live?.ok ? live : null) : phase.order.totals;
  // The server would refuse these values: say why instead of a total.
  const refusal = phase.phase === 'waiting' && live && !live.ok ? live.message : '';
  const shownCoupon = phase.phase === 'waiting' ? appliedCoupon(coupon) : phase.order.coupon;
  const money = (minor: number) => (totals ? formatMoney(minor, totals.currency, locale) : '');
  const alert = alertOf(phase) ?? (phase.phase === 'waiting' ? unpriced : null);
  const action =
    phase.phase === 'unavailable' ? { label: PAYMENT_TEXTS.tryAgain, run: onRetrySdk }
    : phase.phase === 'unrecorded' ? { label: PAYMENT_TEXTS.retry, run: onRetryRecord }
    : phase.phase === 'failed' ? { label: PAYMENT_TEXTS.tryAgain, run: onTryAgain }
    : null;
  return (
    <>
      <h2 id={headingId} className="eacf7-payment__heading">{PAYMENT_TEXTS.heading}</h2>
      {totals && <Summary totals={totals} coupon={shownCoupon} money={money} />}
      <p className="eacf7-payment__coupon-status" role="status">{phase.phase === 'waiting' && totals ? couponStatus(coupon, couponNote, (applied) => couponSize(applied, totals, money)) : ''}</p>
      <p className="eacf7-payment__status" role="status">{totals ? statusOf(phase, money(totals.total)) : refusal}</p>
      {alert && (
        <div className="eacf7-payment__alert" role="alert">
          <p>{alert}</p>
        </div>
      )}
      {action && (
        <button type="button" className="eacf7-payment__action" onClick={action.run}>
          {action.label}
        </button>
      )}
    </>
  );
}

function Summary({ totals, coupon, money }: { totals: Totals; coupon: AppliedCoupon | null; money: (minor: number) => string }) {
  return (
    <dl className="eacf7-payment__summary">
      <div>
        <dt>{PAYMENT_TEXTS.items}</dt>
        <dd>{money(totals.items)}</dd>
      </div>
      {totals.quantity !== 1 && (
        <div>
          <dt>{PAYMENT_TEXTS.quantity}</dt>
          <dd>× {totals.quantity}</dd>
        </div>
      )}
      {totals.shipping > 0 && (
        <div>
          <dt>{PAYMENT_TEXTS.shipping}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
      )}
      {coupon && (
        <div className="eacf7-payment__discount">
          <dt>
            {PAYMENT_TEXTS.discount} {coupon.code} ({couponSize(coupon, totals, money)})
          </dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      )}
      <div className="eacf7-payment__total">
        <dt>{PAYMENT_TEXTS.total}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  );
}

const couponSize = (coupon: AppliedCoupon, totals: Totals, money: (minor: number) => string) =>
  coupon.type === 'percentage' ? `${coupon.amount}% off` : `${money(toMinorUnits(coupon.amount, totals.digits))} off`;

function couponStatus(coupon: CouponState, note: string, size: (coupon: AppliedCoupon) => string): string {
  switch (coupon.status) {
    case 'checking':
      return 'Checking the coupon…';
    case 'applied':
      return `${coupon.message} ${coupon.coupon.code}: ${size(coupon.coupon)}.`;
    case 'rejected':
      return coupon.message;
    case 'idle':
      return note;
  }
}

function statusOf(phase: PaymentPhase, total: string): string {
  switch (phase.phase) {
    case 'free':
      return PAYMENT_TEXTS.nothingToPay;
    case 'loading':
      return PAYMENT_TEXTS.loading;
    case 'ready':
      return phase.notice?.tone === 'info' ? phase.notice.text : PAYMENT_TEXTS.ready(total);
    case 'paying':
      return PAYMENT_TEXTS.ready(total);
    case 'recording':
      return PAYMENT_TEXTS.recording;
    case 'approved':
      return PAYMENT_TEXTS.approved(total);
    default:
      return '';
  }
}

function alertOf(phase: PaymentPhase): string | null {
  switch (phase.phase) {
    case 'unavailable':
    case 'unrecorded':
      return phase.message;
    case 'ready':
      return phase.notice?.tone === 'error' ? phase.notice.text : null;
    case 'failed':
      return PROVIDER_ERROR_MESSAGE;
    default:
      return null;
  }
}
