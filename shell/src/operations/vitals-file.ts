// Google's web-vitals (attribution build), a file of its own: the telemetry sender imports it only
// on a sampled page view, so a page that loads the operations file for an override or a debug
// line, and every unsampled page view, downloads none of it.
export { onCLS, onINP, onLCP } from 'web-vitals/attribution';
