import type { PageGlobals } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';

export const THANK_YOU_SELECTOR = '.eacf7-thank-you-screen';

/** The thank-you screen shows this long after a successful send (forms-addon.md §2, §9). */
export const THANK_YOU_DELAY_MS = 3000;

/**
 * Whether a form's thank-you screen may show: the server renders the screen
 * only when it is switched on, and a conversational form's settings
 * (`eacf7ConversationalData_{id}.thankYouScreen`, forms-addon.md §3) can
 * still switch it off.
 */
export function thankYouEnabled(hasScreen: boolean, inConversational: boolean, globals: PageGlobals, formId: number): boolean {
  if (!hasScreen) return false;
  if (!inConversational) return true;
  const settings = readPerFormGlobal(globals, 'Conversational', formId);
  return settings === undefined || settings.thankYouScreen === undefined || isFlagOn(settings.thankYouScreen);
}

export interface ThankYouScreen {
  /** Shows the screen `THANK_YOU_DELAY_MS` after now. */
  schedule(): void;
}

/**
 * The thank-you screen that replaces a sent form, in one sequence:
 *
 * 1. the send succeeds: CF7's answer ("Thank you for your message…") shows in
 *    the response box and the form resets, as CF7 does with or without a screen;
 * 2. `THANK_YOU_DELAY_MS` later the screen takes the form's place: every other
 *    part of its container is hidden, CF7's response box included, so the
 *    thanks is never on the page twice; focus moves to the screen's heading,
 *    so the visitor hears the thanks rather than losing focus on a hidden button.
 *
 * The server markup stays hidden until then. Everything is given back when
 * `signal` aborts (unmount).
 */
export function createThankYouScreen(root: Element, globals: PageGlobals, formId: number, signal: AbortSignal, delayMs = THANK_YOU_DELAY_MS): ThankYouScreen {
  const screen = root.querySelector<HTMLElement>(THANK_YOU_SELECTOR);
  const enabled = thankYouEnabled(Boolean(screen), Boolean(screen?.closest('.eacf7-conversational-form')), globals, formId);
  const wasHidden = screen?.hidden ?? true;
  if (screen && !screen.classList.contains('active')) screen.hidden = true;
  const hiddenByUs: HTMLElement[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    if (!screen) return;
    for (const sibling of screen.parentElement?.children ?? []) {
      if (sibling === screen || !(sibling instanceof HTMLElement) || sibling.hidden) continue;
      // The screen-reader region stays: it holds what was announced, and nothing shows.
      if (sibling.matches('fieldset.hidden-fields-container, .screen-reader-response, script, style')) continue;
      sibling.hidden = true;
      hiddenByUs.push(sibling);
    }
    screen.hidden = false;
    screen.classList.add('active');
    const heading = screen.querySelector<HTMLElement>('h1, h2, h3, h4') ?? screen;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  };

  signal.addEventListener(
    'abort',
    () => {
      clearTimeout(timer);
      timer = undefined;
      for (const el of hiddenByUs.splice(0)) el.hidden = false;
      if (screen) {
        screen.classList.remove('active');
        screen.hidden = wasHidden;
      }
    },
    { once: true },
  );

  return {
    schedule() {
      if (!enabled || timer !== undefined || signal.aborted) return;
      timer = setTimeout(() => {
        timer = undefined;
        show();
      }, delayMs);
    },
  };
}
