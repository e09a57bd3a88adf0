import type { ContactMessage } from './validate-contact-form';

/**
 * Fills the message area: `<p>fill_message</p><ul>labels</ul>` then
 * `<p class="et_normal_padding">contact_error_message</p><ul>errors</ul>`,
 * all as text (labels come from the page, never parsed as HTML).
 */
export function renderContactMessage(area: HTMLElement, message: ContactMessage): void {
  const doc = area.ownerDocument;
  const block = (heading: string, items: readonly string[], className?: string) => {
    const p = doc.createElement('p');
    if (className) p.className = className;
    p.textContent = heading;
    const ul = doc.createElement('ul');
    for (const item of items) {
      const li = doc.createElement('li');
      li.textContent = item;
      ul.append(li);
    }
    return [p, ul];
  };
  area.replaceChildren(
    ...(message.missing ? block(message.missing.heading, message.missing.items) : []),
    ...(message.errors ? block(message.errors.heading, message.errors.items, 'et_normal_padding') : []),
  );
}

/** One error line (a failed post). */
export function renderContactError(area: HTMLElement, heading: string, text: string): void {
  renderContactMessage(area, { missing: null, errors: { heading, items: [text] } });
}
