import { describe, it } from 'vitest';
import { startEnergyLead } from '../test-server.ts';
import { byRole, byTag, expectLinks, shownOne, textOf, theOne, type Element } from './markup.ts';
import { openPage, siteForSuite } from './site.ts';

// Every form that takes a visitor's details says, where they are given, what they are used for, with a link to the
// privacy policy (UK GDPR's right to be informed at the point of collection). Moved from the browser suite
// (apps/web/e2e/privacy-notice.spec.ts): the forms and their notices are in the markup the server sends. The link
// followed, and the 'Let's talk' popup (it opens in the browser), stay there.
const enquiry = 'We use these details only to answer your enquiry and prepare your quote.';
const application = 'We use these details only to prepare your quote and contact you about it.';

/** Within the scope, the one paragraph that gives the purpose, shown, with its link to the privacy policy. */
function expectNotice(within: Element, purpose: string) {
  const paragraphs = byTag(within, 'p').filter((p) => textOf(p).toLowerCase().includes(purpose.toLowerCase()));
  expectLinks(shownOne(paragraphs, purpose), { 'privacy policy': '/privacy-policy' });
}

/** The one form on the page with the button. */
const form = (body: Element, button: string) =>
  theOne(
    byTag(body, 'form').filter((candidate) => byRole(candidate, 'button', { name: button }).length > 0),
    `the form with ${button}`,
  );

const server = siteForSuite();

describe('What a form says about the details it takes', () => {
  it.each(['/', '/contact', '/utility', '/payment-solution', '/bussiness', '/get-free-consultancy'])(
    'the contact form on %s',
    async (path) => {
      const { body } = await openPage(server, path);
      expectNotice(form(body, 'Send Message'), enquiry);
    },
  );

  it('the partner registration', async () => {
    const { body } = await openPage(server, '/build-your-career');
    expectNotice(
      form(body, 'Register Now'),
      'We use these details only to review your partner registration and contact you about it.',
    );
  });

  it("the loan wizard's first step and the merchant service form", async () => {
    expectNotice(theOne(byTag((await openPage(server, '/business-loan')).body, 'form'), 'the form'), application);
    expectNotice(form((await openPage(server, '/merchant-service')).body, 'Next'), application);
  });

  it('the callback request on the booking screen', async () => {
    const id = await startEnergyLead(server.app, 'Bakery Ltd');
    const { body } = await openPage(server, `/calendly/commercial-utility/${id}`);
    expectNotice(form(body, 'Call me back'), 'We use these details only to call you back about your quote.');
  });
});
