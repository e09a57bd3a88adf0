/** The calendar's own little layout; low specificity, so a theme wins. */
export const BOOKING_CSS = [
  ':where(.eacf7-booking-calendar) { display: inline-block; margin: .5em 0; padding: .5em; border: 1px solid #ccd; border-radius: 6px; }',
  ':where(.eacf7-booking-nav) { display: flex; align-items: center; justify-content: space-between; gap: .5em; }',
  ':where(.eacf7-booking-month) { margin: 0; font-weight: 600; }',
  ':where(.eacf7-booking-grid) button { min-width: 2.4em; min-height: 2.2em; }',
  ':where(.eacf7-booking-grid) button[aria-pressed=true] { background: #0d6efd; color: #fff; }',
  ':where(.eacf7-booking-grid) button:disabled { opacity: .35; text-decoration: line-through; }',
].join('\n');
