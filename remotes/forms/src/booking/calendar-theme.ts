import type { BookingSettings } from '@cms-mf/shared-contracts/settings';

/** The booking calendar's themes (`calendarTheme`, forms-addon.md §3); light unless the form asks for dark. */
export type CalendarTheme = 'light' | 'dark';

export function calendarThemeOf(settings: Pick<BookingSettings, 'calendarTheme'> | undefined): CalendarTheme {
  return typeof settings?.calendarTheme === 'string' && settings.calendarTheme.trim().toLowerCase() === 'dark' ? 'dark' : 'light';
}

/**
 * The dark theme, keyed on the field's `data-calendar-theme` (set by the
 * booking module): light text on a dark panel, with the chosen day and the
 * focus ring still clear (contrast 4.5:1 or more).
 */
export const CALENDAR_THEME_CSS = [
  ':where([data-calendar-theme=dark]) .eacf7-booking-calendar { background: #1d2127; color: #f1f3f5; border-color: #5c636a; color-scheme: dark; }',
  ':where([data-calendar-theme=dark]) .eacf7-booking-calendar button { background: #2b3036; color: #f1f3f5; border: 1px solid #5c636a; }',
  ':where([data-calendar-theme=dark]) .eacf7-booking-calendar button[aria-pressed=true] { background: #9ec5fe; color: #10151b; }',
  ':where([data-calendar-theme=dark]) .eacf7-booking-calendar button:focus-visible { outline: 2px solid #9ec5fe; outline-offset: 2px; }',
].join('\n');
