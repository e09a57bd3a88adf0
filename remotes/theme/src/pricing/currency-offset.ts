/**
 * Pricing-table currency sign (theme-frontend.md §2; MARKUP-FACTS §1.5
 * "Pricing tables": the sign's position is fixed by a negative margin-left on
 * `.et_pb_dollar_sign`): the margin that pulls the sign out by its own width.
 */
export function currencyMargin(signWidth: number): string {
  return Number.isFinite(signWidth) && signWidth > 0 ? `-${Math.round(signWidth)}px` : '';
}
