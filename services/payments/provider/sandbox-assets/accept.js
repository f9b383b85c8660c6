/*
 * The sandbox payment page's messages to the portal that frames it, as Accept Hosted sends them: resizeWindow on
 * load, transactResponse once a payment has an answer, cancel. Only to this site's own origin, never '*'.
 * Loaded anywhere else (the portal itself), it does nothing.
 */
/* global window, document */
(() => {
  const body = document.body;
  if (!body || !body.hasAttribute('data-sandbox-payment') || window.parent === window) return;
  const send = (message) => window.parent.postMessage(message, window.location.origin);

  send({
    action: 'resizeWindow',
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  });
  const response = body.getAttribute('data-transact-response');
  if (response !== null) send({ action: 'transactResponse', response });
  for (const button of document.querySelectorAll('[data-action="cancel"]')) {
    button.addEventListener('click', () => send({ action: 'cancel' }));
  }
})();
