import type { BrowserContextOptions } from 'playwright-core';
import { NETWORK_PROFILES, type NetworkProfile } from '../network-profiles';
import { PHONE } from '../throttled-page';

/** A device and network the Web Vitals are measured on, always under the benchmark's CPU throttling. */
export interface VitalsProfile {
  readonly id: 'phone' | 'desktop';
  readonly label: string;
  readonly device: BrowserContextOptions;
  readonly network: NetworkProfile;
}

const network = (id: NetworkProfile['id']) => NETWORK_PROFILES.find((p) => p.id === id)!;

/** A 390×844 touch phone on slow 4G, and a 1280×800 desktop on the fast network. */
export const VITALS_PROFILES: readonly VitalsProfile[] = [
  { id: 'phone', label: 'phone (390×844, touch, slow 4G)', device: PHONE, network: network('slow4g') },
  { id: 'desktop', label: 'desktop (1280×800, fast)', device: { viewport: { width: 1280, height: 800 } }, network: network('fast') },
];
