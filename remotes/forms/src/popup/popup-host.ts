import type { ModuleContext } from '@cms-mf/shared-contracts';
import { isAbortError } from '@cms-mf/shared-contracts';
import type { ModalDialog, createModalDialog } from '../common/modal-dialog';
import { readFetchedForm } from './fetched-form';
import { popupOptionsFromSettings, popupTriggersOf, type PopupOptions } from './popup-settings';

/** The product's class on its popup container (MARKUP-FACTS §3.2), kept for themes that style it. */
const POPUP_CLASS = 'eacf7-popup-form';
export const LOAD_FAILED_MESSAGE = 'The form could not be loaded. Please try again.';

export interface PopupHost {
  open(options: PopupOptions, opener: Element | null): void;
  release(): void;
}

interface HostState {
  users: number;
  readonly controller: AbortController;
  readonly popups: Map<number, ModalDialog>;
  open(options: PopupOptions, opener: Element | null): void;
}

const hosts = new WeakMap<Document, HostState>();

/**
 * One popup host per document, shared by every popup button and by the
 * site's `popupTriggers`, so a form opened twice (from a button, then from a
 * trigger) is the same dialog with what was typed still in it. It lives while
 * some popup module uses it; the last release removes the dialogs.
 */
export function acquirePopupHost(doc: Document, ctx: ModuleContext): PopupHost {
  let state = hosts.get(doc);
  if (!state) {
    state = createHostState(doc, ctx);
    hosts.set(doc, state);
  }
  const held = state;
  held.users += 1;
  let released = false;
  return {
    open: (options, opener) => held.open(options, opener),
    release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      held.controller.abort();
      hosts.delete(doc);
    },
  };
}

function createHostState(doc: Document, ctx: ModuleContext): HostState {
  const controller = new AbortController();
  const { signal } = controller;
  const popups = new Map<number, ModalDialog>();
  const win = doc.defaultView as (Window & Record<string, unknown>) | null;

  // The dialog is a component (common/modal-dialog.tsx); its body gets the fetched form as DOM, not from
  // state: it is server markup (sanitised), which the shell then mounts the form's modules on in place.
  async function load(popup: ModalDialog, formId: number): Promise<void> {
    popup.body.setAttribute('aria-busy', 'true');
    const status = doc.createElement('p');
    status.className = 'cmsmf-popup-status';
    status.setAttribute('role', 'status');
    status.textContent = 'Loading the form…';
    popup.body.replaceChildren(status);
    try {
      const client = await ctx.client();
      const html = await client.call('eacf7_fire_contact_form', { id: formId }, { signal });
      const fetched = readFetchedForm(html, formId, doc);
      // The page's own globals win: a form printed on the page already brought them.
      for (const setting of fetched.settings) if (win && win[setting.name] === undefined) win[setting.name] = setting.value;
      const form = fetched.fragment.querySelector('form.wpcf7-form');
      const label = form?.getAttribute('aria-label');
      if (label) popup.rename(label);
      popup.body.replaceChildren(fetched.fragment);
      popup.body.removeAttribute('aria-busy');
      // Focus goes to the first field once the form is there (it was on the dialog's close button while loading).
      if (popup.isOpen) popup.body.querySelector<HTMLElement>('input:not([type=hidden]),select,textarea,button')?.focus();
    } catch (error) {
      if (isAbortError(error)) return;
      ctx.log.warn(`popup form ${formId} could not be loaded`, error);
      popups.delete(formId);
      popup.body.removeAttribute('aria-busy');
      status.textContent = LOAD_FAILED_MESSAGE;
      status.setAttribute('role', 'alert');
    }
  }

  // The dialog is a component: its chunk (and preact with it) comes with the first opening, not with the page.
  let modalChunk: Promise<{ createModalDialog: typeof createModalDialog }> | null = null;
  const opening = new Set<number>();
  async function create(options: PopupOptions, opener: Element | null): Promise<void> {
    opening.add(options.formId);
    try {
      const { createModalDialog } = await (modalChunk ??= import(/* webpackChunkName: "modal-dialog" */ '../common/modal-dialog'));
      if (signal.aborted) return;
      const created = createModalDialog(doc, {
        title: 'Contact form',
        showTitle: false,
        className: [POPUP_CLASS, options.className].filter(Boolean).join(' '),
        width: options.width,
        closeOnBackdrop: options.closeOnBackdrop,
        signal,
      });
      popups.set(options.formId, created);
      created.open(opener);
      void load(created, options.formId);
    } catch (error) {
      modalChunk = null;
      ctx.log.warn(`popup form ${options.formId} could not be opened`, error);
    } finally {
      opening.delete(options.formId);
    }
  }

  function open(options: PopupOptions, opener: Element | null): void {
    if (signal.aborted || ctx.builder.active || opening.has(options.formId)) return;
    const popup = popups.get(options.formId);
    if (!popup) {
      void create(options, opener);
      return;
    }
    popup.open(opener);
  }

  // The site's triggers: any element matching a configured selector opens its form.
  const triggers = popupTriggersOf(ctx.globals.eacf7?.settings);
  if (triggers.length > 0) {
    doc.addEventListener('click', (event) => {
      if (event.defaultPrevented || (event as MouseEvent).button !== 0) return;
      const target = event.target instanceof Element ? event.target : null;
      for (const trigger of triggers) {
        let opener: Element | null;
        try {
          opener = target?.closest(trigger.selector) ?? null;
        } catch {
          continue; // A selector the browser cannot read opens nothing.
        }
        if (!opener) continue;
        event.preventDefault();
        open(popupOptionsFromSettings(trigger.formId, ctx.globals.eacf7?.settings), opener);
        return;
      }
    }, { signal });
  }

  return { users: 0, controller, popups, open };
}
