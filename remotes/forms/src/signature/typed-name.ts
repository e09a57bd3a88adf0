import type { Size } from './signature-geometry';

/**
 * Draws a typed name as the signature image: centred, in a handwriting face
 * where the system has one, as large as fits the pad.
 */
export function drawTypedName(context: CanvasRenderingContext2D, name: string, css: Size, penColor: string): void {
  const text = name.trim();
  if (text === '') return;
  let fontSize = Math.round(css.height * 0.5);
  const font = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", cursive`;
  context.font = font(fontSize);
  const maxWidth = css.width * 0.9;
  while (fontSize > 8 && context.measureText(text).width > maxWidth) {
    fontSize -= 1;
    context.font = font(fontSize);
  }
  context.fillStyle = penColor;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, css.width / 2, css.height / 2, maxWidth);
}
