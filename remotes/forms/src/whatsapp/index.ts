export { openWhatsApp } from './open-whatsapp';
export { whatsAppTarget } from './whatsapp-target';
