/** @jest-environment jsdom */
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { popupTriggerEntries } from './popup-trigger-entries';

const button: RegistryEntry = { selector: '.eacf7-popup-form-button', remote: 'forms', expose: './popup', load: 'interaction' };
const gallery: RegistryEntry = { selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox', load: 'interaction' };

const withSettings = (settings: unknown) => {
  Object.assign(window, { eacf7: { settings } });
  return window;
};

afterEach(() => {
  delete (window as { eacf7?: unknown }).eacf7;
});

test('one entry per trigger selector, loading ./popup as the popup button does', () => {
  const win = withSettings({ popupTriggers: [{ selector: '.open-tour', contactForm: 130 }, { selector: ' #book a ', contactForm: '131' }] });
  expect(popupTriggerEntries([gallery, button], win)).toEqual([
    { ...button, selector: '.open-tour', holdsAnyClick: true },
    { ...button, selector: '#book a', holdsAnyClick: true },
  ]);
});

test('no entries without triggers, or when the registry has no popup entry', () => {
  expect(popupTriggerEntries([gallery, button], window)).toEqual([]);
  expect(popupTriggerEntries([gallery, button], withSettings({}))).toEqual([]);
  expect(popupTriggerEntries([gallery, button], withSettings({ popupTriggers: 'x' }))).toEqual([]);
  expect(popupTriggerEntries([gallery], withSettings({ popupTriggers: [{ selector: '.open', contactForm: 1 }] }))).toEqual([]);
});

test('selectors that are missing, empty or unreadable are left out', () => {
  const win = withSettings({ popupTriggers: [null, 7, {}, { selector: 42 }, { selector: '   ' }, { selector: 'a[' }, { selector: '.ok' }] });
  expect(popupTriggerEntries([button], win).map((entry) => entry.selector)).toEqual(['.ok']);
});
