import type { PageGlobals } from '@cms-mf/shared-contracts';
import { THANK_YOU_DELAY_MS } from '@cms-mf/shared-contracts/constants/forms-constants';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals/per-form-globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings/flag';

export const THANK_YOU_SELECTOR = '.eacf7-thank-you-screen';

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
  /** Shows the screen `THANK_YOU_DELAY_MS` after now (forms-addon.md §2, §9). */
  schedule(): void;
  destroy(): void;
}

/**
 * The thank-you screen that replaces a sent form. The server markup stays
 * hidden until then; when it shows, everything else in its container is
 * hidden (and given back on unmount) and focus moves to it, so the visitor
 * hears the thanks rather than losing focus on a hidden button.
 */
export function createThankYouScreen(root: Element, globals: PageGlobals, formId: number, delayMs = THANK_YOU_DELAY_MS): ThankYouScreen {
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
      if (sibling.matches('fieldset.hidden-fields-container, .wpcf7-response-output, .screen-reader-response, script, style')) continue;
      sibling.hidden = true;
      hiddenByUs.push(sibling);
    }
    screen.hidden = false;
    screen.classList.add('active');
    const heading = screen.querySelector<HTMLElement>('h1, h2, h3, h4') ?? screen;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  };

  return {
    schedule() {
      if (!enabled || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        show();
      }, delayMs);
    },
    destroy() {
      clearTimeout(timer);
      timer = undefined;
      for (const el of hiddenByUs.splice(0)) el.hidden = false;
      if (screen) {
        screen.classList.remove('active');
        screen.hidden = wasHidden;
      }
    },
  };
}
