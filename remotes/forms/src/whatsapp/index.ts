export { mountWhatsApp } from './mount-whatsapp';
export { openWhatsApp } from './open-whatsapp';
export { whatsAppTarget } from './whatsapp-target';
