export { mountWhatsApp } from './mount-whatsapp';
export { whatsAppTarget } from './whatsapp-target';
