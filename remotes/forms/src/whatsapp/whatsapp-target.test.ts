import { whatsAppTarget } from './whatsapp-target';

const inputs = [{ name: 'your-message', value: 'Two kayaks on Friday? #1' }];

test('opens wa.me with the submitted message, encoded', () => {
  expect(whatsAppTarget({ enableWhatsApp: true, isNewTab: true, whatsAppUrl: 'https://wa.me/441234567890?text=[your-message]' }, inputs)).toEqual({
    kind: 'go', url: 'https://wa.me/441234567890?text=Two%20kayaks%20on%20Friday%3F%20%231', newTab: true,
  });
});

test('does nothing when off, and refuses an unsafe link', () => {
  expect(whatsAppTarget({ enableWhatsApp: false, whatsAppUrl: 'https://wa.me/1' }, inputs)).toEqual({ kind: 'none' });
  expect(whatsAppTarget({ enableWhatsApp: true, whatsAppUrl: 'javascript:alert([your-message])' }, inputs).kind).toBe('refused');
});
