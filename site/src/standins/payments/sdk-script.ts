/** What the SDK script is told by its URL. */
export interface SdkScriptConfig {
  readonly clientId: string;
  readonly currency: string;
  /** Outcome of a click when the page sets no `window.__paymentStandIn.next`. */
  readonly next: 'approve' | 'cancel' | 'fail';
  /** Orders endpoint, used when the script cannot read its own URL. */
  readonly ordersUrl: string;
}

/**
 * The browser side of the payment stand-in, in plain ES2017 so it runs as
 * served in any browser and in jsdom. It defines
 * `window.paypal.Buttons({createOrder, onApprove, onCancel, onError, style})`
 * with `.render(container)`, `.isEligible()` and `.close()`, renders one real
 * `<button>` and a "test buyer's choice" select (what the provider's own
 * window would let a buyer do), and on click plays the buyer: create the
 * order, then approve, cancel or fail as the test hook, else the select, says. Requests use XMLHttpRequest, which
 * jsdom implements and older browsers have.
 */
const SOURCE = String.raw`(function () {
  'use strict';
  var config = __CONFIG__;
  var script = document.currentScript;
  // Read the endpoint off our own URL, so a proxy in front of the site needs no configuration.
  var ordersUrl = script && script.src ? new URL('orders', script.src).href : config.ordersUrl;
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  var LABELS = { paypal: 'PayPal', checkout: 'PayPal Checkout', buynow: 'Buy Now with PayPal', pay: 'Pay with PayPal', installment: 'Pay Later with PayPal' };
  var COLOURS = { gold: ['#ffc439', '#111111'], blue: ['#0070ba', '#ffffff'], silver: ['#eeeeee', '#111111'], white: ['#ffffff', '#111111'], black: ['#111111', '#ffffff'] };

  function request(method, path, body) {
    return new Promise(function (resolve, reject) {
      var xhr = new XMLHttpRequest();
      xhr.open(method, ordersUrl + path);
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.onload = function () {
        var data = null;
        try { data = JSON.parse(xhr.responseText); } catch (ignored) { data = null; }
        if (xhr.status >= 200 && xhr.status < 300) return resolve(data);
        var detail = data && data.details && data.details[0];
        var error = new Error((detail && detail.issue ? detail.issue + ': ' : '') + ((data && data.message) || 'HTTP ' + xhr.status));
        error.status = xhr.status;
        error.details = data && data.details;
        reject(error);
      };
      xhr.onerror = function () { reject(new Error('Payment stand-in: the order service could not be reached')); };
      xhr.send(method === 'GET' ? null : JSON.stringify(body || {}));
    });
  }

  function withCurrency(body) {
    var order = JSON.parse(JSON.stringify(body || {}));
    (order.purchase_units || []).forEach(function (unit) {
      if (unit && unit.amount && !unit.amount.currency_code) unit.amount.currency_code = config.currency;
      if (unit && unit.amount && unit.amount.currency_code !== config.currency) {
        throw new Error('Payment stand-in: the order currency must be the SDK currency ' + config.currency);
      }
    });
    return order;
  }

  var OUTCOMES = [['approve', 'Approve the payment'], ['cancel', 'Cancel, as a buyer closing the window'], ['fail', 'Fail with a provider error']];
  var chooserCount = 0;

  function nextOutcome(chooser) {
    var hook = window.__paymentStandIn;
    var next = hook && hook.next !== undefined ? hook.next : chooser ? chooser.value : config.next;
    if (next !== 'approve' && next !== 'cancel' && next !== 'fail') {
      throw new Error('Payment stand-in: __paymentStandIn.next must be "approve", "cancel" or "fail"');
    }
    return next;
  }

  function orderActions(orderID) {
    var path = '/' + encodeURIComponent(orderID);
    return { order: {
      capture: function () { return request('POST', path + '/capture'); },
      get: function () { return request('GET', path); }
    } };
  }

  function Buttons(options) {
    options = options || {};
    var style = options.style || {};
    var wrapper = null;
    var button = null;
    var chooser = null;
    var createActions = { order: { create: function (body) {
      return Promise.resolve().then(function () { return request('POST', '', withCurrency(body)); }).then(function (order) { return order.id; });
    } } };

    function setBusy(busy) {
      button.disabled = busy;
      button.setAttribute('aria-busy', busy ? 'true' : 'false');
    }

    function buy() {
      var orderID;
      setBusy(true);
      return Promise.resolve()
        .then(function () {
          if (typeof options.createOrder !== 'function') throw new Error('Payment stand-in: createOrder is required');
          return options.createOrder({ paymentSource: 'paypal' }, createActions);
        })
        .then(function (id) {
          if (typeof id !== 'string' || id === '') throw new Error('Payment stand-in: createOrder must resolve to an order id');
          orderID = id;
          var next = nextOutcome(chooser);
          if (next === 'cancel') return typeof options.onCancel === 'function' ? options.onCancel({ orderID: orderID }) : undefined;
          if (next === 'fail') throw new Error('Payment stand-in: the payment failed (test hook "fail")');
          return request('POST', '/' + encodeURIComponent(orderID) + '/approve').then(function (order) {
            var data = { orderID: orderID, payerID: order.payer.payer_id, paymentID: null, billingToken: null, facilitatorAccessToken: 'standin-access-token', paymentSource: 'paypal' };
            // Without onApprove the provider captures by itself.
            return typeof options.onApprove === 'function' ? options.onApprove(data, orderActions(orderID)) : orderActions(orderID).order.capture();
          });
        })
        .catch(function (error) {
          var reported = error instanceof Error ? error : new Error(String(error));
          if (typeof options.onError === 'function') options.onError(reported);
          else if (window.console) window.console.error(reported);
        })
        .then(function () { if (button) setBusy(false); });
    }

    function render(container) {
      var element = typeof container === 'string' ? document.querySelector(container) : container;
      if (!element || element.nodeType !== 1) return Promise.reject(new Error('Payment stand-in: container ' + container + ' does not exist'));
      var colours = COLOURS[style.color] || COLOURS.gold;
      var height = Math.min(55, Math.max(25, Number(style.height) || 45));
      wrapper = document.createElement('div');
      wrapper.className = 'paypal-buttons paypal-buttons-standin';
      button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('data-funding-source', 'paypal');
      button.textContent = LABELS[style.label] || LABELS.paypal;
      button.style.cssText = 'display:block;width:100%;min-width:150px;cursor:pointer;font-family:sans-serif;font-size:16px;font-weight:600;line-height:1;border:0;' +
        'height:' + height + 'px;border-radius:' + (style.shape === 'pill' ? height / 2 : 4) + 'px;background:' + colours[0] + ';color:' + colours[1];
      button.addEventListener('click', buy);
      var note = document.createElement('small');
      note.textContent = 'Test payment: no money moves.';
      // What the real provider's window lets the buyer do, chosen here: pay, cancel, or a provider failure.
      var label = document.createElement('label');
      label.style.cssText = 'display:block;margin-top:8px;font-family:sans-serif;font-size:14px';
      label.textContent = 'Test buyer’s choice ';
      chooser = document.createElement('select');
      chooser.id = 'payment-standin-outcome-' + (++chooserCount);
      chooser.style.cssText = 'font:inherit;margin-left:4px;max-width:100%';
      OUTCOMES.forEach(function (outcome) {
        var option = document.createElement('option');
        option.value = outcome[0];
        option.textContent = outcome[1];
        option.selected = outcome[0] === config.next;
        chooser.appendChild(option);
      });
      label.appendChild(chooser);
      wrapper.appendChild(button);
      wrapper.appendChild(note);
      wrapper.appendChild(label);
      element.appendChild(wrapper);
      return Promise.resolve();
    }

    return {
      render: render,
      isEligible: function () { return true; },
      close: function () {
        if (wrapper && wrapper.parentNode) wrapper.parentNode.removeChild(wrapper);
        wrapper = null;
        button = null;
        chooser = null;
        return Promise.resolve();
      }
    };
  }

  window[namespace] = { Buttons: Buttons, FUNDING: { PAYPAL: 'paypal' }, version: '5.0.0-standin', standIn: true };
})();
`;

/** The script for one SDK URL; the config is JSON with `<` escaped, so no value can close a script element. */
export function sdkScript(config: SdkScriptConfig): string {
  return SOURCE.replace('__CONFIG__', () => JSON.stringify(config).replace(/</g, '\\u003c'));
}
