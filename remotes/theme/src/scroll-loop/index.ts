export { subscribeScroll, requestFrame, noteScriptScroll } from './scroll-loop';
export type { ScrollFrame, ScrollSubscriber } from './scroll-loop';
export { debounce } from './debounce';
