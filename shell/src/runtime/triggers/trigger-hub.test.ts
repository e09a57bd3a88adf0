/** @jest-environment jsdom */
import { armingPlan } from './arming-plan';
import { createTriggerHub, type Armed } from './trigger-hub';

function setup() {
  document.body.innerHTML = '<form><span class="field"><input id="phone" type="tel"></span></form><input id="outside">';
  const fired: Element[] = [];
  const controller = new AbortController();
  const hub = createTriggerHub({ doc: document, signal: controller.signal, fire: (a) => fired.push(a.el), prefetch: () => undefined });
  const armedOn = (el: Element): Armed => ({ el, plan: armingPlan('interaction', true), holdsClicks: true, waiting: () => !fired.includes(el), loading: () => false });
  return { hub, fired, armedOn, stop: () => controller.abort() };
}

test('an interaction module whose element already holds the focus loads at once when armed (its focusin came before the runtime)', () => {
  const { hub, fired, armedOn, stop } = setup();
  (document.getElementById('phone') as HTMLInputElement).focus();
  const field = document.querySelector('.field')!;
  hub.arm(armedOn(field));
  expect(fired).toEqual([field]);
  stop();
});

test('focus on nothing (the body) loads neither a field nor a page-level module at arming; focus elsewhere loads only what holds it', () => {
  const { hub, fired, armedOn, stop } = setup();
  const field = document.querySelector('.field')!;
  hub.arm(armedOn(field));
  hub.arm(armedOn(document.body));
  expect(fired).toEqual([]);
  (document.getElementById('outside') as HTMLInputElement).focus();
  expect(fired).toEqual([document.body]);
  (document.getElementById('phone') as HTMLInputElement).focus();
  expect(fired).toEqual([document.body, field]);
  stop();
});
