/** @jest-environment jsdom */
import { PRO_GLOBALS, testContext } from '../test-support/test-context';
import { repeaterModule } from './repeater-module';

const item = '<div class="eacf7-repeater-item"><span class="wpcf7-form-control-wrap" data-name="crew-name"><input name="crew-name" id="crew-name"></span><input type="checkbox" name="skills[]" value="a"><button type="button" class="eacf7-repeater-item-remove">Remove</button></div>';

function setUp(limit?: number): HTMLElement {
  document.body.innerHTML =
    `<form><div class="eacf7-repeater" ${limit ? `data-limit="1" data-limit-count="${limit}"` : ''}>` +
    `<template class="eacf7-repeater-template">${item}</template>${item}` +
    `<div><button type="button" class="eacf7-repeater-item-add">Add</button></div><input type="hidden" class="eacf7-repeater-count" name="crew" value="1"></div></form>`;
  return document.querySelector('.eacf7-repeater')!;
}
const names = () => [...document.querySelectorAll<HTMLInputElement>('.eacf7-repeater-item input')].map((input) => input.name);
const add = () => document.querySelector<HTMLButtonElement>('.eacf7-repeater-item-add')!.click();

test('numbers the fields, keeps the count and hides remove with one item', () => {
  const el = setUp();
  const unmount = repeaterModule.mount(el, testContext(undefined, { globals: PRO_GLOBALS })) as () => void;
  expect(names()).toEqual(['crew-name__1', 'skills__1[]']);
  expect(document.querySelector('.wpcf7-form-control-wrap')!.getAttribute('data-name')).toBe('crew-name__1');
  expect(document.querySelector<HTMLElement>('.eacf7-repeater-item-remove')!.hidden).toBe(true);
  add();
  expect(names()).toEqual(['crew-name__1', 'skills__1[]', 'crew-name__2', 'skills__2[]']);
  expect(document.querySelector<HTMLInputElement>('.eacf7-repeater-count')!.value).toBe('2');
  expect(document.activeElement).toBe(document.querySelector('input[name="crew-name__2"]'));
  expect(document.querySelector('#crew-name__2')).not.toBeNull();
  expect([...document.querySelectorAll<HTMLElement>('.eacf7-repeater-item-remove')].map((button) => button.hidden)).toEqual([false, false]);
  unmount();
});

test('removal renumbers and moves the focus to the item that took its place', () => {
  const el = setUp();
  repeaterModule.mount(el, testContext(undefined, { globals: PRO_GLOBALS }));
  add();
  add();
  document.querySelector<HTMLInputElement>('input[name="crew-name__3"]')!.value = 'Cy';
  document.querySelectorAll<HTMLButtonElement>('.eacf7-repeater-item-remove')[1]!.click();
  expect(names()).toEqual(['crew-name__1', 'skills__1[]', 'crew-name__2', 'skills__2[]']);
  expect(document.activeElement).toBe(document.querySelector('input[name="crew-name__2"]'));
  expect(document.querySelector<HTMLInputElement>('input[name="crew-name__2"]')!.value).toBe('Cy');
});

test('adds only below the limit', () => {
  const el = setUp(2);
  repeaterModule.mount(el, testContext(undefined, { globals: PRO_GLOBALS }));
  add();
  add();
  expect(document.querySelectorAll('.eacf7-repeater-item')).toHaveLength(2);
  expect(document.querySelector<HTMLButtonElement>('.eacf7-repeater-item-add')!.disabled).toBe(true);
});

test('a new item is a pristine copy: no values, no marks of mounted modules', () => {
  const el = setUp();
  document.querySelector<HTMLInputElement>('input[name="crew-name"]')!.value = 'typed';
  document.querySelector('.eacf7-repeater-item .wpcf7-form-control-wrap')!.setAttribute('data-cmsmf-mounted', 'forms/upload');
  repeaterModule.mount(el, testContext(undefined, { globals: PRO_GLOBALS }));
  add();
  const second = document.querySelectorAll('.eacf7-repeater-item')[1]!;
  expect(second.querySelector('input')!.value).toBe('');
  expect(second.querySelector('[data-cmsmf-mounted]')).toBeNull();
});
