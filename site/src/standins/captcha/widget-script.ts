import { CAPTCHA_WIDGETS, type CaptchaWidgetName } from '../../captcha/captcha-widgets';

/** The global each provider's script defines (`grecaptcha`, `hcaptcha`, `turnstile`). */
export const WIDGET_GLOBALS: Readonly<Record<CaptchaWidgetName, string>> = { recaptcha: 'grecaptcha', hcaptcha: 'hcaptcha', turnstile: 'turnstile' };

/**
 * The browser side of a captcha widget's stand-in, in plain ES2017. It
 * defines the provider's explicit-render API (`render(container, {sitekey,
 * theme, callback})` returning a widget id, `reset(id)`, `remove(id)`,
 * `getResponse(id)`, `ready(fn)`) and renders what the visitor answers: one
 * labelled checkbox. Checking it asks the stand-in for a token
 * (`POST ../token {action}`, beside this script) and puts it in the
 * provider's response field inside the container, as the real widgets do.
 * Built with DOM calls only, so it runs under Trusted Types.
 */
const SOURCE = String.raw`(function () {
  'use strict';
  var config = __CONFIG__;
  var script = document.currentScript;
  var tokenUrl = new URL('../token', script && script.src ? script.src : location.href).href;
  var widgets = {};
  var next = 0;
  function say(widget, text) { widget.status.textContent = text; }
  function clear(widget) {
    widget.box.checked = false;
    widget.box.disabled = false;
    widget.field.value = '';
    say(widget, '');
  }
  function render(container, options) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element) throw new Error(config.label + ': no container to render in');
    var id = String(next++);
    var root = document.createElement('div');
    root.className = 'cmsmf-captcha-standin';
    root.setAttribute('data-provider', config.name);
    var label = document.createElement('label');
    var box = document.createElement('input');
    box.type = 'checkbox';
    label.appendChild(box);
    label.appendChild(document.createTextNode(' I am human (' + config.label + ' stand-in)'));
    var status = document.createElement('span');
    status.setAttribute('role', 'status');
    status.className = 'cmsmf-captcha-standin-status';
    var field = document.createElement(config.field === 'cf-turnstile-response' ? 'input' : 'textarea');
    if (field.tagName === 'INPUT') field.type = 'hidden'; else field.hidden = true;
    field.name = config.field;
    root.appendChild(label);
    root.appendChild(status);
    root.appendChild(field);
    element.appendChild(root);
    var widget = { root: root, box: box, field: field, status: status, options: options || {} };
    widgets[id] = widget;
    box.addEventListener('change', function () {
      if (!box.checked) return clear(widget);
      box.disabled = true;
      say(widget, 'Checking…');
      fetch(tokenUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: config.action }), credentials: 'omit' })
        .then(function (response) { return response.ok ? response.json() : Promise.reject(new Error('HTTP ' + response.status)); })
        .then(function (answer) {
          if (widgets[id] !== widget) return;
          field.value = answer.token;
          box.disabled = false;
          say(widget, 'Verified.');
          if (typeof widget.options.callback === 'function') widget.options.callback(answer.token);
        }, function () {
          clear(widget);
          say(widget, 'The check failed. Please try again.');
        });
    });
    return config.name === 'recaptcha' ? Number(id) : id;
  }
  function find(id) {
    if (id === undefined) { for (var key in widgets) return widgets[key]; return undefined; }
    return widgets[String(id)];
  }
  var api = {
    render: render,
    reset: function (id) { var widget = find(id); if (widget) clear(widget); },
    remove: function (id) { var widget = find(id); if (!widget) return; widget.root.remove(); delete widgets[String(id)]; },
    getResponse: function (id) { var widget = find(id); return widget ? widget.field.value : ''; },
    ready: function (callback) { callback(); },
    execute: function () {}
  };
  window[config.global] = api;
})();
`;

/** The stand-in script of one provider. */
export function widgetScript(name: CaptchaWidgetName): string {
  const { field, action, label } = CAPTCHA_WIDGETS[name];
  const config = { name, field, action, label, global: WIDGET_GLOBALS[name] };
  return SOURCE.replace('__CONFIG__', JSON.stringify(config));
}
