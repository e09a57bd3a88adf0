/** @jest-environment jsdom */
import { createButton } from './create-button';

it('creates a named, non-submitting button', () => {
  const button = createButton(document, 'next', 'Next slide', '›');
  expect(button.outerHTML).toBe('<button type="button" class="next" aria-label="Next slide">›</button>');
});
