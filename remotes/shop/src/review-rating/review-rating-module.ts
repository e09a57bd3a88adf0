import { defineModule } from '@cms-mf/shared-contracts';
import { isStarLit, ratingOptions, starLabel } from './rating-options';

let groupCount = 0;

/**
 * `./review-rating`, mounted on `.comment-form-rating`: the rating select
 * (`#rating`, values 1 to 5) becomes a row of stars, `p.stars > span > label.star-N`
 * (the page builder's classes), each a native radio, so the group has the
 * radio group's keyboard (arrows) and names. The select stays in the form,
 * hidden, and carries the value that is posted.
 *
 * DOM, not a component: five native radios made once and painted by one class
 * toggle, so a component would save nothing and would bring preact (~13 KB gz)
 * to product pages that load none.
 */
export const reviewRatingModule = defineModule((el, _ctx, signal) => {
  const select = el.querySelector<HTMLSelectElement>('select#rating, select[name="rating"]');
  const doc = el.ownerDocument;
  if (!select || el.querySelector('.stars')) return;
  const options = ratingOptions([...select.options].map((option) => ({ value: option.value, text: option.text })));
  if (options.length === 0) return;
  const name = `cmsmf-rating-${(groupCount += 1)}`;
  const label = el.querySelector<HTMLLabelElement>(`label[for="${select.id}"]`);
  const group = doc.createElement('p');
  group.className = 'stars';
  group.setAttribute('role', 'radiogroup');
  if (label) {
    label.id ||= `${name}-label`;
    group.setAttribute('aria-labelledby', label.id);
  } else group.setAttribute('aria-label', 'Your rating');
  if (select.required) group.setAttribute('aria-required', 'true');
  const row = doc.createElement('span');
  const radios = options.map((option) => {
    const star = doc.createElement('label');
    star.className = `star-${option.value}`;
    const radio = doc.createElement('input');
    radio.type = 'radio';
    radio.name = name;
    radio.value = String(option.value);
    radio.checked = select.value === radio.value;
    radio.setAttribute('aria-label', starLabel(option));
    const glyph = doc.createElement('span');
    glyph.setAttribute('aria-hidden', 'true');
    glyph.textContent = '\u2605';
    star.append(radio, glyph);
    row.append(star);
    return radio;
  });
  const paint = () => {
    const rating = Number(select.value) || 0;
    for (const radio of radios) radio.parentElement?.classList.toggle('cmsmf-star-on', isStarLit(Number(radio.value), rating));
    group.classList.toggle('selected', rating > 0);
  };
  row.addEventListener('change', (event) => {
    const radio = event.target as HTMLInputElement;
    select.value = radio.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    paint();
  }, { signal });
  group.append(row);
  select.hidden = true;
  select.after(group);
  paint();
  return () => {
    group.remove();
    select.hidden = false;
  };
});
