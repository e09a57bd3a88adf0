import { createHmac } from 'node:crypto';

/**
 * The sender of a telemetry report as stored: a keyed hash of their address with the site
 * secret, so rows can be counted per sender and no address is ever kept (nor guessed back
 * from the hash, which an unkeyed hash of an IPv4 address would allow).
 */
export const telemetrySenderKey = (secret: Buffer, clientIp: string): string => createHmac('sha256', secret).update(`telemetry:${clientIp}`).digest('hex').slice(0, 32);
