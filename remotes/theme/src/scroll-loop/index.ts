export { subscribeScroll, requestFrame } from './scroll-loop';
export type { ScrollFrame, ScrollSubscriber } from './scroll-loop';
export { debounce } from './debounce';
