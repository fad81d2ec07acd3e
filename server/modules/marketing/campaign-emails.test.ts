import { describe, expect, it, vi } from 'vitest';
import { describeOffer, renderCampaignEmail, type CampaignContent } from './campaign-emails';
import { htmlToText, sanitizeEmailHtml } from './email-html';
import { recipientOfToken } from './unsubscribe-tokens';

const ctx = {
  shop: {
    name: 'Pinshop Golf Pins',
    salesEmail: 'sales@pins.example',
    supportEmail: 'help@pins.example',
    location: 'Newport Beach, CA',
    shippingCents: 599,
    postalAddress: '1 Fairway Dr, Newport Beach, CA 92660',
  },
  publicUrl: 'https://pins.example',
  linkSecret: 'a-link-secret-of-at-least-32-characters',
};
const vip: CampaignContent = {
  kind: 'vip',
  subject: 'VIP offer',
  htmlContent: null,
  discountPercent: 20,
  uniqueCodes: false,
};

describe('sanitizeEmailHtml', () => {
  it.each([
    ['<p onclick="x()">Hi</p>', '<p>Hi</p>'],
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">go</a>', '<a>go</a>'],
    ['<a href="data:text/html,x">go</a>', '<a>go</a>'],
    ['<a href="/relative">go</a>', '<a>go</a>'],
    ['<a href="mailto:sales@pins.example">mail</a>', '<a href="mailto:sales@pins.example">mail</a>'],
    ['<img src="http://t.example/p.gif">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<p style="color:red;font-weight:bold">x</p>', '<p style="color:red;font-weight:bold">x</p>'],
    ['<p style="background:url(https://t.example/x)">x</p>', '<p>x</p>'],
    ['<p style="width:expression(alert(1))">x</p>', '<p>x</p>'],
    ['<p style="background:u\\72l(https://t.example/x)">x</p>', '<p>x</p>'],
    ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['<svg><circle onload="x()"/></svg>', ''],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeEmailHtml(input)).toBe(output);
  });

  it('keeps https links (opening in a new tab), https images and tables', () => {
    const html = sanitizeEmailHtml(
      '<table width="600"><tr><td align="center"><a href="https://pins.example/p">Pins</a><img src="https://pins.example/a.png" alt="A"></td></tr></table>',
    );
    expect(html).toContain('<td align="center">');
    expect(html).toContain('<a href="https://pins.example/p" target="_blank" rel="noopener noreferrer">Pins</a>');
    expect(html).toContain('<img src="https://pins.example/a.png" alt="A">');
  });
});

describe('htmlToText', () => {
  it('turns paragraphs, line breaks, lists and links into readable text', () => {
    expect(
      htmlToText(
        '<h1>Spring</h1><p>New   pins<br>today</p><ul><li>One</li><li>Two</li></ul><p><a href="https://pins.example">Shop</a></p>',
      ),
    ).toBe('Spring\n\nNew pins\ntoday\n\n- One\n- Two\n\nShop (https://pins.example)');
  });

  it('works as the first use of the DOM after a start, as does sanitising after it', async () => {
    vi.resetModules();
    const fresh = await import('./email-html');
    expect(fresh.htmlToText('<p>New pins</p><ul><li>One</li></ul>')).toBe('New pins\n\n- One');
    expect(fresh.sanitizeEmailHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
  });
});

describe('describeOffer', () => {
  it('names the amount, the minimum and the last day', () => {
    expect(
      describeOffer({ discountType: 'percentage', discountValue: 15, minimumOrderAmountCents: 0, validUntil: null }),
    ).toBe('15% off');
    expect(
      describeOffer({
        discountType: 'fixed',
        discountValue: 500,
        minimumOrderAmountCents: 4000,
        validUntil: new Date('2026-06-01T12:00:00Z'),
      }),
    ).toBe('$5.00 off orders of $40.00 or more, until June 1, 2026');
  });
});

describe('renderCampaignEmail', () => {
  const message = renderCampaignEmail(ctx, vip, { id: 42, email: 'a@example.com', name: 'Ann', code: 'VIP20' });

  it('puts the recipient’s own token in both List-Unsubscribe addresses and in the visible link', () => {
    const [, token] = /\/api\/unsubscribe\/([^>]+)>/.exec(message.headers['List-Unsubscribe']!)!;
    expect(recipientOfToken(ctx.linkSecret, token!)).toBe(42);
    expect(message.headers['List-Unsubscribe']).toBe(
      `<https://pins.example/api/unsubscribe/${token}>, <mailto:sales@pins.example?subject=unsubscribe%20${token}>`,
    );
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(message.html).toContain(`href="https://pins.example/unsubscribe/${token}"`);
    expect(message.text).toContain(`Unsubscribe: https://pins.example/unsubscribe/${token}`);
  });

  it('greets by name, shows the code and the offer, and prints the postal address', () => {
    expect(message.html).toContain('Hi Ann,');
    expect(message.html).toContain('VIP20');
    expect(message.text).toContain('20% off');
    expect(message.html).toContain(ctx.shop.postalAddress);
    expect(message.text).toContain(ctx.shop.postalAddress);
  });

  it('escapes a name from a CSV and greets "there" without one', () => {
    const hostile = renderCampaignEmail(ctx, vip, {
      id: 1,
      email: 'b@example.com',
      name: '<img src=x onerror=y>',
      code: 'V',
    });
    expect(hostile.html).toContain('Hi &lt;img src=x onerror=y&gt;,');
    const unnamed = renderCampaignEmail(ctx, vip, { id: 2, email: 'c@example.com', name: null, code: 'V' });
    expect(unnamed.text).toMatch(/^Hi there,/);
  });
});
