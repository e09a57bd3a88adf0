// The operating tools a page loads only when its site enables them: guarded
// overrides and the telemetry sender. One chunk, so the shell's first chunk names one more file, not three.
export { applyOverrides } from './override/apply-overrides';
export { startTelemetry } from './telemetry/telemetry-sender';
export { debugLine } from './debug-line';
