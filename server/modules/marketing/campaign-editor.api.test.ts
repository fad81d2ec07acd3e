import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_BLOCK_MESSAGES } from '../../../core/schemas/email-blocks';
import { TEST_ADMIN } from '../../../tests/helpers/admin';
import { auditSentences } from '../../../tests/helpers/audit-sentences';
import { addContacts, campaignTestWorld, recipientsOf } from '../../../tests/helpers/campaigns';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { campaigns, discountCodes, outbox, products } from '../../db/schema';

// The marketing form's editor through the API: blocks checked on every request with field messages, the preview
// rendered by the sending renderer with the catalogue's real product, templates with their audit sentences, a test
// that reaches the signed-in admin only, and pictures through the upload path.
const { world, post } = campaignTestWorld();
const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: world.cookie }, ...(payload ? { payload } : {}) });

let productId: number;
beforeAll(async () => {
  const [row] = await world.t.database.db
    .insert(products)
    .values({
      name: 'Editor Flag Pin',
      description: '',
      priceCents: 1295,
      stockQuantity: 5,
      imageUrl: '/images/editor-flag.png',
      imageAlt: 'A flag pin',
    })
    .returning({ id: products.id });
  productId = row!.id;
  await world.t.database.db
    .insert(discountCodes)
    .values([
      { code: 'EDITOR15', discountType: 'percentage', discountValue: 15, minimumOrderAmountCents: 4000 },
      { code: 'EDITOROFF', discountType: 'percentage', discountValue: 10, isActive: false },
    ])
    .onConflictDoNothing();
});

const issues = (body: string) => JSON.parse(body).issues as { path: string; message: string }[];

describe('blocks are checked on every request', () => {
  it('names each refused field: alt text, a link that is not http(s), a product not in the shop, a code off', async () => {
    const res = await post('/api/send-marketing-email', {
      subject: 'Checked',
      blocks: [
        { type: 'image', src: '/uploads/x.png', alt: '' },
        { type: 'button', label: 'Go', url: 'javascript:alert(1)' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res.body)).toEqual([
      { path: 'body.blocks.0.alt', message: EMAIL_BLOCK_MESSAGES.imageAlt },
      { path: 'body.blocks.1.url', message: EMAIL_BLOCK_MESSAGES.buttonUrl },
    ]);

    const gone = await post('/api/send-marketing-email', {
      subject: 'Checked',
      blocks: [
        { type: 'product', productId: 999_999 },
        { type: 'discount', code: 'EDITOROFF' },
        { type: 'html', html: '<script>alert(1)</script>' },
      ],
    });
    expect(gone.statusCode).toBe(400);
    expect(issues(gone.body)).toEqual([
      { path: 'body.blocks.0.productId', message: EMAIL_BLOCK_MESSAGES.productGone },
      { path: 'body.blocks.1.code', message: EMAIL_BLOCK_MESSAGES.discountUnusable },
      { path: 'body.blocks.2.html', message: EMAIL_BLOCK_MESSAGES.htmlEmpty },
    ]);
    expect(await world.t.database.db.select().from(campaigns)).toEqual([]);
  });

  it('refuses no blocks and an unknown block kind', async () => {
    const empty = await post('/api/send-marketing-email', { subject: 'Empty', blocks: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(EMAIL_BLOCK_MESSAGES.noBlocks);
    const unknown = await post('/api/admin/campaigns/preview-blocks', { blocks: [{ type: 'script', text: 'x' }] });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('POST /api/admin/campaigns/preview-blocks', () => {
  it('renders the product card from the catalogue and the code with its terms, in the campaign layout', async () => {
    const res = await post('/api/admin/campaigns/preview-blocks', {
      subject: 'Preview',
      blocks: [
        { type: 'heading', text: 'New <pins>' },
        { type: 'product', productId },
        { type: 'discount', code: 'editor15' },
        { type: 'button', label: 'Shop', url: '/wholesale' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { subject, html, text } = res.json();
    expect(subject).toBe('Preview');
    expect(html).toContain('New &lt;pins&gt;');
    expect(html).toContain('Editor Flag Pin');
    expect(html).toContain('$12.95');
    expect(html).toContain('src="http://shop.test/images/editor-flag.png"');
    expect(html).toContain('15% off orders of $40.00 or more with the code');
    expect(html).toContain('http://shop.test/unsubscribe/sample');
    expect(text).toContain('Shop (http://shop.test/wholesale)');
    expect(await world.t.database.db.select().from(campaigns)).toEqual([]);
  });

  it('leaves out a product not in the shop rather than inventing it, and accepts an empty subject while writing', async () => {
    const res = await post('/api/admin/campaigns/preview-blocks', {
      blocks: [{ type: 'product', productId: 999_999 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).not.toContain('View this pin');
  });
});

describe('templates', () => {
  it('are saved, listed, renamed and deleted, each audited in a sentence; a name is unique whatever its case', async () => {
    const blocks = [
      { type: 'heading', text: 'Spring' },
      { type: 'product', productId },
    ];
    const created = await post('/api/admin/campaign-templates', { name: 'Spring news', subject: 'Hi', blocks });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().template.id as number;
    expect(created.json().template).toMatchObject({ name: 'Spring news', subject: 'Hi', blocks });

    const clash = await post('/api/admin/campaign-templates', { name: 'SPRING NEWS', blocks });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(EMAIL_BLOCK_MESSAGES.templateTaken);
    const unnamed = await post('/api/admin/campaign-templates', { name: ' ', blocks });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(EMAIL_BLOCK_MESSAGES.templateName);

    const renamed = await send('PATCH', `/api/admin/campaign-templates/${id}`, { name: 'Spring letter' });
    expect(renamed.statusCode).toBe(200);
    const list = await send('GET', '/api/admin/campaign-templates');
    expect(list.json().templates.map((t: { name: string }) => t.name)).toContain('Spring letter');

    expect((await send('DELETE', `/api/admin/campaign-templates/${id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/campaign-templates/${id}`)).statusCode).toBe(404);
    expect(await auditSentences(world.t, world.cookie, 'campaign_templates', String(id))).toEqual([
      'Saved the e-mail template "Spring news"',
      'Renamed the e-mail template "Spring news" to "Spring letter"',
      'Deleted the e-mail template "Spring letter"',
    ]);
  });
});

describe('POST /api/admin/campaigns/test', () => {
  it('sends the rendered e-mail to the signed-in admin only, [Test] in the subject, as a test campaign', async () => {
    await addContacts(world.t.database.db, [{ email: 'reader@example.com' }]);
    const res = await post('/api/admin/campaigns/test', {
      subject: 'Spring pins',
      blocks: [
        { type: 'heading', text: 'Spring' },
        { type: 'product', productId },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ to: TEST_ADMIN.email, message: EMAIL_BLOCK_MESSAGES.testSent(TEST_ADMIN.email) });
    await world.driver.run();
    const [campaign] = await world.t.database.db.select().from(campaigns);
    expect(campaign).toMatchObject({ isTest: true, subject: '[Test] Spring pins', total: 1 });
    expect((await recipientsOf(world.t.database.db, campaign!.id)).map((r) => r.customerEmail)).toEqual([
      TEST_ADMIN.email,
    ]);
    const mails = await world.t.database.db.select().from(outbox).where(eq(outbox.kind, 'campaign'));
    expect(mails.map((m) => [m.toAddress, m.subject, m.status])).toEqual([
      [TEST_ADMIN.email, '[Test] Spring pins', 'sent'],
    ]);
    expect(mails[0]!.htmlBody).toContain('Editor Flag Pin');
    expect(mails[0]!.htmlBody).toContain('$12.95');
    const sentences = await auditSentences(world.t, world.cookie, 'campaigns', String(campaign!.id));
    expect(sentences).toEqual(['Campaign "[Test] Spring pins" started to 1 contact (a test)']);
  });

  it('refuses a test without a subject', async () => {
    const res = await post('/api/admin/campaigns/test', { subject: '', blocks: [{ type: 'heading', text: 'x' }] });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/admin/campaigns/images', () => {
  const upload = (filename: string, contentType: string, bytes: Buffer) => {
    const form = multipart({}, { field: 'image', filename, contentType, bytes });
    return world.t.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns/images',
      headers: { cookie: world.cookie, ...form.headers },
      payload: form.payload,
    });
  };

  it('keeps a picture through the upload path and answers where it is, for an image block', async () => {
    const res = await upload('pin.png', 'image/png', PNG_BYTES);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().src).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    const served = await world.t.app.inject({ method: 'GET', url: res.json().src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not a picture mail clients show, and a picture over 2 MB', async () => {
    const svg = await upload('x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(EMAIL_BLOCK_MESSAGES.imageType);
    const big = await upload('big.png', 'image/png', Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(EMAIL_BLOCK_MESSAGES.imageTooLarge);
  });
});
