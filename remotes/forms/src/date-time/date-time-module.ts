import { defineModule } from '@cms-mf/shared-contracts';
import {
  DEFAULT_DATE_TIME_FORMAT,
  type DateTimeLimits,
  type DateTimeValue,
  dateTimeMessage,
  dateTimeProblem,
  formatParts,
  formatPhpDate,
  parseDateTimeLimit,
  parseExcludedDates,
  parseExcludedDays,
  parsePhpDate,
  submittedDateTime,
} from '@cms-mf/shared-contracts/fields';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { clearFieldTip, showFieldTip } from '../common/field-tip';
import { labelTextOf } from '../common/label-for';
import { pageLocale } from '../common/page-locale';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { moveNameToHidden } from '../common/submitted-value';
import { DATE_TIME_SHEET } from '@cms-mf/shared-contracts/fields';

/** The dialog is its own chunk, fetched on the first open (and ahead, once the field is focused). */
const loadDialog = () => import(/* webpackChunkName: "date-picker-dialog" */ './date-picker-dialog');

/** The field's limits from its markup (`data-min`, `data-max`, `data-exclude-days`, `data-exclude-dates`). */
export function readLimits(input: HTMLInputElement): DateTimeLimits {
  return {
    min: parseDateTimeLimit(input.getAttribute('data-min')),
    max: parseDateTimeLimit(input.getAttribute('data-max')),
    excludeDays: parseExcludedDays(input.getAttribute('data-exclude-days')),
    excludeDates: parseExcludedDates(input.getAttribute('data-exclude-dates')),
  };
}

/**
 * `./date-time`, mounted on `input.eacf7-datetimepicker`: the date-time
 * picker (forms-addon.md §9: 30-minute steps, `Y-m-d h:i A` by default; the
 * field's `data-format` only with the pro flag, as the add-on does). The
 * visitor types in the display format or opens the picker dialog with the
 * button beside the field; the form submits `YYYY-MM-DD HH:MM`, whatever the
 * display format. A value outside the limits shows its reason on blur.
 */
export const dateTimeModule = defineModule((el, ctx, signal) => {
  if (!(el instanceof HTMLInputElement) || !el.name) return;
  const input = el;
  const doc = input.ownerDocument;
  const wrap = input.closest<HTMLElement>('.wpcf7-form-control-wrap');
  const format = (isFlagOn(ctx.globals.eacf7?.isPro) && input.getAttribute('data-format')?.trim()) || DEFAULT_DATE_TIME_FORMAT;
  const shows = formatParts(format);
  const limits = readLimits(input);
  const locale = pageLocale(input);
  const fieldLabel = labelTextOf(input);
  const releaseStyles = adoptStyleSheet(doc, DATE_TIME_SHEET.id, DATE_TIME_SHEET.css);
  const hadFocus = doc.activeElement === input;

  // DOM, not a component: the opener wraps the server's input (a root cannot own it) and shows from the mount; preact comes with the picker on first open.
  const box = doc.createElement('span');
  box.className = 'cmsmf-datetime';
  input.before(box);
  const opener = doc.createElement('button');
  opener.type = 'button';
  opener.className = 'cmsmf-datetime-open';
  opener.append(calendarIcon(doc));
  opener.setAttribute('aria-haspopup', 'dialog');
  opener.setAttribute('aria-label', `Choose ${shows.date ? 'date' : 'time'}${shows.date && shows.time ? ' and time' : ''}${fieldLabel ? ` for ${fieldLabel}` : ''}`);
  box.append(input, opener);
  const submitted = moveNameToHidden(input);
  if (hadFocus) input.focus();
  const originalPlaceholder = input.getAttribute('placeholder');
  if (!originalPlaceholder) input.placeholder = formatPhpDate({ date: { year: 2025, month: 1, day: 31 }, time: { hour: 13, minute: 30 } }, format);

  let value: DateTimeValue | null = null;
  /** Reads the typed text; returns the problem's message, or null. */
  const read = (): string | null => {
    const text = input.value.trim();
    if (text === '') {
      value = null;
      submitted.set('');
      return null;
    }
    const parsed = parsePhpDate(text, format);
    if (!parsed) {
      value = null;
      submitted.set(text);
      return dateTimeMessage('invalid', format);
    }
    value = parsed;
    submitted.set(submittedDateTime(parsed));
    const problem = dateTimeProblem(parsed, limits);
    return problem ? dateTimeMessage(problem, format) : null;
  };
  const check = () => {
    const problem = read();
    if (!wrap) return;
    if (problem) showFieldTip(wrap, problem);
    else {
      clearFieldTip(wrap);
      if (value) input.value = formatPhpDate(value, format);
    }
  };

  let closePicker: (() => void) | null = null;
  let opening = false;
  let releaseDialogStyles: (() => void) | null = null;
  box.addEventListener('focusin', () => void loadDialog().catch(() => undefined), { signal, once: true });
  opener.addEventListener('click', async () => {
    if (closePicker || opening) return;
    opening = true;
    let dialog: Awaited<ReturnType<typeof loadDialog>>;
    try {
      dialog = await loadDialog();
    } catch (error) {
      ctx.log.warn('the date picker could not be loaded', error);
      return;
    } finally {
      opening = false;
    }
    if (signal.aborted) return;
    releaseDialogStyles ??= adoptStyleSheet(doc, 'date-picker', dialog.DATE_PICKER_CSS);
    read();
    closePicker = dialog.openDatePicker({
      doc, format, shows, limits, locale, value, fieldLabel,
      onChoose(chosen) {
        input.value = formatPhpDate(chosen, format);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
        check();
      },
      onClose() {
        closePicker = null;
        input.focus();
      },
    });
  }, { signal });
  input.addEventListener('input', () => void read(), { signal });
  input.addEventListener('blur', check, { signal });
  input.addEventListener('keydown', (event) => {
    // Alt+ArrowDown opens the picker from the text box, as a native date input does.
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      opener.click();
    }
  }, { signal });
  input.form?.addEventListener('reset', () => setTimeout(() => {
    if (!signal.aborted) read();
  }), { signal });
  read();

  return () => {
    closePicker?.();
    releaseDialogStyles?.();
    box.before(input);
    box.remove();
    submitted.restore();
    if (!originalPlaceholder) input.removeAttribute('placeholder');
    releaseStyles();
  };
});

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A calendar drawn in SVG rather than the 📅 emoji, which shows as an empty box where the system
 * has no emoji font (headless and minimal Linux browsers). Decorative: the button has its label.
 */
function calendarIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  for (const [name, value] of [['viewBox', '0 0 16 16'], ['width', '16'], ['height', '16'], ['aria-hidden', 'true'], ['focusable', 'false']]) svg.setAttribute(name!, value!);
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M4 1v2M12 1v2M1.5 3.5h13v11h-13zM1.5 6.5h13M4 9h2M7 9h2M10 9h2M4 12h2M7 12h2');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.5');
  svg.append(path);
  return svg;
}
