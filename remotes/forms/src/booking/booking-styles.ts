/** The calendar's own little layout; low specificity, so a theme wins. */
export const BOOKING_CSS = [
  // As wide as a month needs and never wider than the field's column: on a phone the seven day
  // columns share the width instead of pushing the page sideways.
  ':where(.eacf7-booking-calendar) { display: block; box-sizing: border-box; max-width: 22em; margin: .5em 0; padding: .5em; border: 1px solid #ccd; border-radius: 6px; }',
  ':where(.eacf7-booking-nav) { display: flex; align-items: center; justify-content: space-between; gap: .5em; }',
  ':where(.eacf7-booking-month) { margin: 0; font-weight: 600; }',
  ':where(.eacf7-booking-grid) { width: 100%; table-layout: fixed; border-spacing: 2px; }',
  ':where(.eacf7-booking-grid) :is(th, td) { padding: 0; text-align: center; }',
  ':where(.eacf7-booking-grid) button { box-sizing: border-box; width: 100%; min-width: 0; min-height: 2.2em; padding: 0; }',
  ':where(.eacf7-booking-grid) button[aria-pressed=true] { background: #0d6efd; color: #fff; }',
  ':where(.eacf7-booking-grid) button:disabled { opacity: .35; text-decoration: line-through; }',
].join('\n');
