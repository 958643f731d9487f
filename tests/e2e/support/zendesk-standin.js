/*
 * A stand-in for the Zendesk messaging widget's script (DECISIONS 12), served by the tests' own
 * server: it implements the `zE` command surface the site uses and records every call in
 * window.__zendeskCalls, and adds a launcher like the widget's (an iframe fixed to the bottom
 * corner). Like the real script it takes a moment before zE exists, so the site has to poll.
 */
(function () {
  var calls = (window.__zendeskCalls = []);
  var state = { locale: null, open: false, hidden: false };
  window.__zendeskState = state;
  setTimeout(function () {
    var launcher = document.createElement('iframe');
    launcher.id = 'launcher';
    launcher.title = 'Button to launch messaging window';
    launcher.setAttribute('tabindex', '0');
    launcher.style.cssText =
      'position:fixed;inset-block-end:14px;inset-inline-end:14px;inline-size:64px;block-size:64px;border:0;border-radius:50%;background:#1f73b7;z-index:999999';
    document.body.appendChild(launcher);
    window.zE = function (scope, command, value) {
      calls.push(Array.prototype.slice.call(arguments));
      if (scope === 'messenger:set' && command === 'locale') state.locale = value;
      if (scope === 'messenger' && command === 'open') state.open = true;
      if (scope === 'messenger' && command === 'close') state.open = false;
      if (scope === 'messenger' && command === 'hide') state.hidden = true;
      if (scope === 'messenger' && command === 'show') state.hidden = false;
    };
  }, 250);
})();
