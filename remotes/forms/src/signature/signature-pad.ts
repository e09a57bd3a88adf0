import { awaitsModule, showAwaited } from '@cms-mf/shared-contracts/registry/awaits-module';
import type SignaturePad from 'signature_pad';
import type { PointGroup } from 'signature_pad';
import { backingSize, padSize, scalePointGroups, type Size } from './signature-geometry';
import { SIGNATURE_PEN_MAX_WIDTH, SIGNATURE_PEN_MIN_WIDTH, type SignatureSettings } from './signature-settings';
import { drawTypedName } from './typed-name';

export interface PadHooks {
  readonly signal: AbortSignal;
  /** The drawing (or typed name) changed. */
  readonly changed: () => void;
}

export interface PadApi {
  /** The signature as a PNG data URL, or null when there is none. */
  image(): `data:image/${string}` | null;
  /** Shows a signature stored earlier (restored saved progress) until the visitor draws or types anew. */
  showStored(url: string): Promise<void>;
  clear(): void;
  destroy(): void;
}

const button = (doc: Document, cls: string, text: string) => {
  const el = doc.createElement('button');
  el.type = 'button';
  el.className = cls;
  el.textContent = text;
  return el;
};

/**
 * The canvas side of the signature field: signature_pad (imported here, so
 * its bytes load with the field), sized to the settings and to the space,
 * redrawn at the new size on every resize, with clear, undo, redo and, when
 * the form allows it, a typed name instead of a drawing.
 */
export async function mountSignaturePad(root: HTMLElement, canvas: HTMLCanvasElement, settings: SignatureSettings, hooks: PadHooks): Promise<PadApi> {
  const { default: SignaturePadClass } = await import(/* webpackChunkName: "signature-pad" */ 'signature_pad');
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const { signal } = hooks;
  const pad: SignaturePad = new SignaturePadClass(canvas, {
    minWidth: SIGNATURE_PEN_MIN_WIDTH,
    maxWidth: SIGNATURE_PEN_MAX_WIDTH,
    penColor: settings.penColor,
    backgroundColor: settings.bgColor,
  });
  let typed = '';
  /** A stored signature's image, shown (and redrawn on resize) until the visitor signs again. */
  let stored: string | null = null;
  let redo: PointGroup[] = [];
  let size: Size = { width: settings.width, height: settings.height };
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', settings.allowTypedName ? 'Signature pad: draw your signature, or type your name below' : 'Signature pad: draw your signature with a mouse, finger or pen');

  const paint = () => {
    if (stored && pad.isEmpty() && !typed) void pad.fromDataURL(stored, { width: size.width, height: size.height }).catch(() => undefined);
    if (typed) {
      pad.clear();
      const context = canvas.getContext('2d');
      if (context) drawTypedName(context, typed, size, settings.penColor);
    }
  };
  /** Sizes the canvas to the space it has; the drawing is scaled along, not lost. */
  const fit = () => {
    const available = (canvas.parentElement ?? root).clientWidth;
    const next = padSize(settings, available);
    const ratio = win.devicePixelRatio || 1;
    const backing = backingSize(next, ratio);
    if (next.width === size.width && next.height === size.height && canvas.width === backing.width && canvas.height === backing.height) return;
    const data = pad.toData();
    canvas.width = backing.width;
    canvas.height = backing.height;
    canvas.style.width = `${next.width}px`;
    canvas.style.height = `${next.height}px`;
    canvas.getContext('2d')?.scale(backing.width / next.width, backing.height / next.height);
    const from = size;
    size = next;
    pad.clear();
    if (data.length > 0) pad.fromData(scalePointGroups(data, from, next));
    paint();
  };

  // DOM, not a component: the canvas is the drawing library's, and the buttons and typed-name field are the add-on's markup, made here only when a page lacks them; a component would bring preact (~13 KB gz) for a few buttons.
  const controls = root.querySelector<HTMLElement>('.signature-controls') ?? root;
  const clearButton = root.querySelector<HTMLButtonElement>('.clear-signature') ?? controls.appendChild(button(doc, 'clear-signature', 'Clear'));
  const undoButton = root.querySelector<HTMLButtonElement>('.undo-signature') ?? controls.appendChild(button(doc, 'undo-signature', 'Undo'));
  const redoButton = root.querySelector<HTMLButtonElement>('.redo-signature');
  let typedInput: HTMLInputElement | null = null;

  const clearAll = () => {
    pad.clear();
    stored = null;
    typed = '';
    redo = [];
    if (typedInput) typedInput.value = '';
  };
  clearButton.addEventListener('click', (event) => {
    event.preventDefault();
    clearAll();
    hooks.changed();
  }, { signal });
  undoButton.addEventListener('click', (event) => {
    event.preventDefault();
    const data = pad.toData();
    const last = data.pop();
    if (!last) return;
    redo.push(last);
    pad.fromData(data);
    hooks.changed();
  }, { signal });
  redoButton?.addEventListener('click', (event) => {
    event.preventDefault();
    const next = redo.pop();
    if (!next) return;
    pad.fromData([...pad.toData(), next]);
    hooks.changed();
  }, { signal });
  pad.addEventListener('beginStroke', () => {
    // Drawing replaces a stored signature and a typed name.
    if (stored) {
      stored = null;
      pad.clear();
    }
    if (typed) {
      typed = '';
      pad.clear();
      if (typedInput) typedInput.value = '';
    }
    redo = [];
  });
  pad.addEventListener('endStroke', () => hooks.changed());

  // A page that works without scripts prints the typed-name field (posted as the signature when
  // nothing is drawn) and hides the pad and its buttons until now.
  const restoreParts = [root.querySelector<HTMLElement>('.signature-pad'), controls].filter((part): part is HTMLElement => part !== null && awaitsModule(part)).map(showAwaited);
  const serverTyped = root.querySelector<HTMLInputElement>('.signature-typed-name input');
  if (serverTyped) typedInput = serverTyped;
  else if (settings.allowTypedName) {
    const label = doc.createElement('label');
    label.className = 'signature-typed-name';
    label.textContent = 'Or type your name to sign';
    typedInput = doc.createElement('input');
    typedInput.type = 'text';
    typedInput.autocomplete = 'name';
    typedInput.maxLength = 80;
    label.appendChild(typedInput);
    root.appendChild(label);
  }
  if (typedInput) {
    typed = typedInput.value.trim();
    typedInput.addEventListener('input', () => {
      typed = typedInput!.value.trim();
      stored = null;
      redo = [];
      pad.clear();
      paint();
      hooks.changed();
    }, { signal });
  }

  fit();
  const observer = new ResizeObserver(() => fit());
  observer.observe(canvas.parentElement ?? root);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });

  return {
    image: () => (pad.isEmpty() && !typed ? null : (pad.toDataURL('image/png') as `data:image/${string}`)),
    async showStored(url) {
      pad.clear();
      typed = '';
      if (typedInput) typedInput.value = '';
      stored = url;
      await pad.fromDataURL(url, { width: size.width, height: size.height }).catch(() => {
        stored = null;
      });
    },
    clear: clearAll,
    destroy: () => {
      observer.disconnect();
      pad.off();
      if (typedInput !== serverTyped) typedInput?.closest('label')?.remove();
      restoreParts.forEach((restore) => restore());
    },
  };
}
