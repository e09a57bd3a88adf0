// Rules that the reference site and a remote both apply: one copy for the browser and the server.
export { isValidEmail } from './email-rule';
export { CONTACT_FORM_OPERATORS, hiddenFieldIds, isShownBy, parseConditionalLogic, ruleHolds } from './conditional-logic';
export type { ConditionalLogic, ContactFormOperator, ContactFormRule, ConditionalValue } from './conditional-logic';
export { conditionHolds, ruleMatches, settleConditionalRules } from './conditional-rules';
export type { ConditionalValues, ConditionalState } from './conditional-rules';
export { currencyDigits, formatMoney, toAmountString, toMinorUnits } from './money';
export { couponDiscount, MAX_QUANTITY, orderTotal, QUANTITY_MESSAGE } from './order-total';
export type { OrderCatalogue, OrderCoupon, OrderRefusal, OrderTotalResult, OrderTotals, OrderValues, PricedField } from './order-total';
export { isSafeNavigationUrl, safeNavigationUrl, safeResourceUrl } from './safe-url';
export { COUNTDOWN_UNIT_WIDTHS, padValue, remaining } from './countdown';
export type { CountdownParts, CountdownUnit } from './countdown';
export { formStylerSheets, FORM_STYLER_PRESETS_SHEET, stylerCss, stylerScope, STYLE_PARTS, STYLE_PRESETS } from './form-styler';
export type { FormStylerSheet, StyleConfig, StylePart, StylePreset } from './form-styler';
