import { CONTACT_FORM_OPERATORS } from '@cms-mf/shared-contracts/rules';
import { PER_FORM_GLOBAL_KINDS, type PerFormGlobalKind } from '@cms-mf/shared-contracts/globals';
import { at, list, number, oneOf, onlyKeys, optionalBoolean, optionalNumber, optionalText, record, refuse, text, type Where } from './check';
import type { DiviFormOptions, FieldDefinition, FormDefinition, MailDefinition, PaymentDefinition } from './form-definition';
import { parseField } from './parse-field';
import { CAPTCHA_WIDGET_NAMES } from '../captcha/captcha-widgets';

const FORM_KEYS = ['id', 'title', 'plugin', 'fields', 'mail', 'settings', 'payment', 'divi', 'captcha_service', 'captcha_widget', 'style'];

/**
 * Checks one catalogue file and returns the typed form; throws a
 * CatalogueError naming the file and the field at the first problem.
 * @param expectedId the id taken from the file name, which the content must repeat.
 */
/**
 * Fields that guard or send the whole form: a repeater item cannot hold them
 * (a visitor adding three crew members would solve three sums, and the
 * captcha's hidden challenge inputs would be renumbered apart from their answer).
 */
const ONCE_PER_FORM_TYPES: readonly string[] = ['math_captcha', 'honeypot', 'submit', 'repeater'];

export function parseForm(value: unknown, file: string, expectedId: number): FormDefinition {
  const where: Where = { file, path: '' };
  const raw = record(value, where);
  onlyKeys(raw, FORM_KEYS, where);
  const id = number(raw.id, at(where, 'id'), { min: 1, integer: true });
  if (id !== expectedId) refuse(at(where, 'id'), `is ${id} but the file is named ${expectedId}.json`);
  const plugin = raw.plugin === undefined ? 'cf7' : oneOf(raw.plugin, ['cf7', 'divi'] as const, at(where, 'plugin'));
  const fields = list(raw.fields, at(where, 'fields')).map((field, i) => parseField(field, at(at(where, 'fields'), i), plugin));
  const names = new Set<string>();
  fields.forEach((field, i) => {
    if (names.has(field.name)) refuse(at(at(at(where, 'fields'), i), 'name'), `repeats "${field.name}"`);
    names.add(field.name);
  });
  fields.forEach((field, i) => {
    if (field.repeater && !fields.some((other) => other.type === 'repeater' && other.name === field.repeater)) refuse(at(at(at(where, 'fields'), i), 'repeater'), `names no repeater field of this form: "${field.repeater}"`);
    if (field.repeater && ONCE_PER_FORM_TYPES.includes(field.type)) refuse(at(at(at(where, 'fields'), i), 'repeater'), `cannot hold a ${field.type} field: it belongs to the whole form, not to each item`);
  });
  const form: FormDefinition = {
    id,
    title: text(raw.title, at(where, 'title')),
    plugin,
    fields,
    mail: raw.mail === undefined ? undefined : parseMail(raw.mail, at(where, 'mail')),
    settings: raw.settings === undefined ? {} : parseSettings(raw.settings, at(where, 'settings')),
    payment: raw.payment === undefined ? undefined : parsePayment(raw.payment, at(where, 'payment'), fields),
    divi: raw.divi === undefined ? undefined : parseDivi(raw.divi, at(where, 'divi')),
    captcha_service: optionalBoolean(raw.captcha_service, at(where, 'captcha_service')),
    captcha_widget: raw.captcha_widget === undefined ? undefined : oneOf(raw.captcha_widget, CAPTCHA_WIDGET_NAMES, at(where, 'captcha_widget')),
    // The style configuration is printed as it is (base64 in `data-styler`); the forms remote checks every value.
    style: raw.style === undefined ? undefined : record(raw.style, at(where, 'style')),
  };
  return form;
}

function parseMail(value: unknown, where: Where): MailDefinition {
  const raw = record(value, where);
  onlyKeys(raw, ['to', 'subject'], where);
  return { to: text(raw.to, at(where, 'to'), /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/), subject: text(raw.subject, at(where, 'subject')) };
}

/**
 * Per-form globals are printed as they are: the keys must be known kinds and
 * each value of the right JSON kind; their inner keys are the front end's
 * contract (shared-contracts/src/settings/forms), which the browser checks.
 */
function parseSettings(value: unknown, where: Where): FormDefinition['settings'] {
  const raw = record(value, where);
  onlyKeys(raw, PER_FORM_GLOBAL_KINDS, where);
  for (const [kind, setting] of Object.entries(raw)) {
    if ((kind as PerFormGlobalKind) === 'Conditional') list(setting, at(where, kind));
    else record(setting, at(where, kind));
  }
  return raw as FormDefinition['settings'];
}

function parsePayment(value: unknown, where: Where, fields: readonly FieldDefinition[]): PaymentDefinition {
  const raw = record(value, where);
  onlyKeys(raw, ['currency', 'items', 'quantity_field', 'shipping', 'coupon_field'], where);
  const fieldName = (name: unknown, path: Where) => {
    const checked = text(name, path);
    if (!fields.some((field) => field.name === checked)) refuse(path, `names no field of this form: "${checked}"`);
    return checked;
  };
  const items = list(raw.items, at(where, 'items')).map((item, i) => {
    const itemWhere = at(at(where, 'items'), i);
    const entry = record(item, itemWhere);
    onlyKeys(entry, ['field', 'prices'], itemWhere);
    const prices = record(entry.prices, at(itemWhere, 'prices'));
    for (const [option, price] of Object.entries(prices)) number(price, at(at(itemWhere, 'prices'), option), { min: 0 });
    return { field: fieldName(entry.field, at(itemWhere, 'field')), prices: prices as Record<string, number> };
  });
  return {
    currency: text(raw.currency, at(where, 'currency'), /^[A-Z]{3}$/),
    items,
    quantity_field: raw.quantity_field === undefined ? undefined : fieldName(raw.quantity_field, at(where, 'quantity_field')),
    shipping: optionalNumber(raw.shipping, at(where, 'shipping'), { min: 0 }),
    coupon_field: raw.coupon_field === undefined ? undefined : fieldName(raw.coupon_field, at(where, 'coupon_field')),
  };
}

function parseDivi(value: unknown, where: Where): DiviFormOptions {
  const raw = record(value, where);
  onlyKeys(raw, ['captcha', 'success_message', 'conditional_logic'], where);
  return {
    captcha: optionalBoolean(raw.captcha, at(where, 'captcha')),
    success_message: optionalText(raw.success_message, at(where, 'success_message')),
    ...(raw.conditional_logic === undefined ? {} : { conditional_logic: parseDiviConditions(raw.conditional_logic, at(where, 'conditional_logic')) }),
  };
}

/** `{fieldName: {relation, rules: [[fieldName, operator, value]…]}}`, printed as the module's `data-conditional-*`. */
function parseDiviConditions(value: unknown, where: Where): NonNullable<DiviFormOptions['conditional_logic']> {
  const raw = record(value, where);
  const result: Record<string, { relation: 'all' | 'any'; rules: [string, string, string][] }> = {};
  for (const [field, entry] of Object.entries(raw)) {
    const entryWhere = at(where, field);
    const logic = record(entry, entryWhere);
    onlyKeys(logic, ['relation', 'rules'], entryWhere);
    const rules = list(logic.rules, at(entryWhere, 'rules')).map((item, i) => {
      const parts = list(item, at(at(entryWhere, 'rules'), i));
      if (parts.length !== 3) refuse(at(at(entryWhere, 'rules'), i), 'must be [field, operator, value]');
      return [text(parts[0], at(at(entryWhere, 'rules'), i)), oneOf(parts[1], CONTACT_FORM_OPERATORS, at(at(entryWhere, 'rules'), i)), typeof parts[2] === 'string' ? parts[2] : text(parts[2], at(at(entryWhere, 'rules'), i))] as [string, string, string];
    });
    result[field] = { relation: oneOf(logic.relation, ['all', 'any'] as const, at(entryWhere, 'relation')), rules };
  }
  return result;
}
