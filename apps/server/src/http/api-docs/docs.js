/* global SwaggerUIBundle, MutationObserver, document */
// Kept out of the page so the page needs no inline script.
const ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  tryItOutEnabled: false,
  // Every /api call must carry this header, so "Try it out" would otherwise only ever get 403.
  requestInterceptor: (request) => {
    request.headers['X-Requested-With'] = 'XMLHttpRequest';
    return request;
  },
  // The same header is the document's security scheme: fill it in, so the locks show it as sent, as it is.
  onComplete: () => ui.preauthorizeApiKey('XRequestedWith', 'XMLHttpRequest'),
  // The badge would send our document to validator.swagger.io.
  validatorUrl: null,
  // The standalone preset only adds the top bar, which would load other people's documents.
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // The default theme (agate) shows numbers at 3.4:1 contrast; this one passes 4.5:1 for the tokens of JSON and curl.
  syntaxHighlight: { theme: 'tomorrow-night' },
});

// Markup of Swagger UI that fails axe and that CSS cannot reach. Swagger UI (React) re-creates parts of the page
// as they open, so this runs again on each change; it only sets attributes, which React leaves alone.
const root = document.getElementById('swagger-ui');
const patch = () => {
  // The page's <h1> says what the page is; the API's title comes under it.
  for (const title of root.querySelectorAll('.info .title')) title.setAttribute('aria-level', '2');
  // The webhooks come under an <h2> with no <h3> of their own, so the schemas' <h4> after them skips a level.
  for (const heading of root.querySelectorAll('.models > h4')) heading.setAttribute('aria-level', '3');
  // The Authorize dialog (the X-Requested-With scheme): its "Authorized" <h6> comes under an <h4>, and its close
  // button is an icon alone.
  for (const heading of root.querySelectorAll('.modal-ux h6')) heading.setAttribute('aria-level', '5');
  for (const close of root.querySelectorAll('.modal-ux .close-modal:not([aria-label])')) {
    close.setAttribute('aria-label', 'Close');
  }
  // Only the operations are inside Swagger UI's <main>: name the blocks above it, so nothing is outside a landmark.
  landmark('.information-container', 'About this API');
  landmark('.scheme-container', 'Servers');
  // The path in each operation's expand button is also a link: a link inside a button. The button alone still
  // opens the operation and puts its address in the URL.
  for (const link of root.querySelectorAll('.opblock-summary-control a[href]')) link.removeAttribute('href');
  // Controls Swagger UI leaves without a name: the server, a header's allowed values, an example, a body to send.
  for (const control of root.querySelectorAll('select:not([aria-label]), textarea:not([aria-label])')) {
    const parameter = control.closest('tr[data-param-name]');
    const name = parameter
      ? parameter.dataset.paramName
      : control.id === 'servers'
        ? 'Server'
        : control.closest('.examples-select')
          ? 'Example'
          : control.closest('.body-param')
            ? 'Request body'
            : undefined;
    if (name) control.setAttribute('aria-label', name);
  }
  // Code (examples, responses, the curl command) scrolls inside its box: keyboard users need to reach it.
  for (const pre of root.querySelectorAll('.curl:not([tabindex]), .highlight-code > pre:not([tabindex])')) {
    pre.setAttribute('tabindex', '0');
  }
};
const landmark = (selector, label) => {
  const block = root.querySelector(selector);
  if (block && !block.hasAttribute('role')) {
    block.setAttribute('role', 'region');
    block.setAttribute('aria-label', label);
  }
};
new MutationObserver(patch).observe(root, { childList: true, subtree: true });
patch();
