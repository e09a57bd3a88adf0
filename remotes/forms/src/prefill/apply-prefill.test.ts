/** @jest-environment jsdom */
import { applyPrefill } from './apply-prefill';
import { prefillValues } from './prefill-params';

test('fills every kind of control by value only', () => {
  document.body.innerHTML = `<form>
    <input name="_wpcf7" type="hidden" value="141">
    <input name="your-name"><textarea name="note"></textarea>
    <input name="phone" class="eacf7-mask-input">
    <select name="boat"><option value="">-</option><option value="kayak">Kayak</option><option value="canoe">Canoe</option></select>
    <select name="extras[]" multiple><option value="map">Map</option><option value="suit">Suit</option></select>
    <input type="checkbox" name="days[]" value="sat"><input type="checkbox" name="days[]" value="sun">
    <input type="radio" name="size" value="1"><input type="radio" name="size" value="2">
    <input type="hidden" class="eacf7-star-rating" name="stars">
    <input type="password" name="pw"><input class="upload-file-list" name="files">
  </form>`;
  const form = document.querySelector('form')!;
  const seen: string[] = [];
  form.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).name));
  const filled = applyPrefill(form, prefillValues('?form=141&_wpcf7=1&your-name=%3Cb%3EAnn%3C%2Fb%3E&note=line1%0Aline2&phone=5551234&boat=canoe&extras[]=suit&days[]=sun&size=2&stars=4&pw=x&files=%5B%5D', 141)!);
  expect(filled).toEqual(['your-name', 'note', 'phone', 'boat', 'extras', 'days', 'size', 'stars']);
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
  expect(value('your-name')).toBe('<b>Ann</b>');
  expect(form.querySelector('b')).toBeNull();
  expect(value('_wpcf7')).toBe('141');
  expect(value('note')).toBe('line1\nline2');
  expect(value('boat')).toBe('canoe');
  expect([...form.querySelector<HTMLSelectElement>('[name="extras[]"]')!.selectedOptions].map((o) => o.value)).toEqual(['suit']);
  expect(form.querySelector<HTMLInputElement>('[value=sun]')!.checked).toBe(true);
  expect(form.querySelector<HTMLInputElement>('[value=sat]')!.checked).toBe(false);
  expect(form.querySelector<HTMLInputElement>('[name=size][value="2"]')!.checked).toBe(true);
  expect(value('stars')).toBe('4');
  expect(value('pw')).toBe('');
  expect(value('files')).toBe('');
  expect(seen).toContain('phone');
});
