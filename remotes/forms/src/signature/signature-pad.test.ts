/** @jest-environment jsdom */
import { mountSignaturePad } from './signature-pad';
import { readSignatureSettings } from './signature-settings';

/** signature_pad needs a real canvas (jsdom has none): a stand-in records what the field asks of it. */
const created: { options: Record<string, unknown> }[] = [];
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    options: Record<string, unknown>;
    constructor(_canvas: HTMLCanvasElement, options: Record<string, unknown>) {
      this.options = options;
      created.push(this);
    }
    addEventListener() {}
    clear() {}
    toData() {
      return [];
    }
    fromData() {}
    isEmpty() {
      return true;
    }
    off() {}
  },
}));

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    disconnect() {}
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

test('a form without signature settings draws with signature_pad in red, pen width 2 to 4, on a 300 × 100 pad', async () => {
  document.body.innerHTML = '<span class="cf7-digital-signature"><span class="signature-pad"><canvas></canvas></span></span>';
  const root = document.querySelector<HTMLElement>('.cf7-digital-signature')!;
  const canvas = root.querySelector('canvas')!;
  const pad = await mountSignaturePad(root, canvas, readSignatureSettings({}, 5), { signal: new AbortController().signal, changed: () => undefined });
  expect(created).toHaveLength(1);
  expect(created[0]!.options).toMatchObject({ minWidth: 2, maxWidth: 4, penColor: '#FF0000', backgroundColor: '#FFFFFF' });
  expect([canvas.style.width, canvas.style.height]).toEqual(['300px', '100px']);
  pad.destroy();
});
