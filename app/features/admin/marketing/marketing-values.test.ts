import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
import { EMAIL_BLOCK_MESSAGES } from '../../../../core/schemas/email-blocks';
import { draftsOf, moveDraft, newDraft, previewBlocks } from './email-drafts';
import { marketingBody, parseExclusions } from './marketing-values';
import { SAMPLE_SUBJECT, sampleNewsletter } from './sample-newsletter';

describe('exclusion list', () => {
  it('reads one address a line or separated by commas, each once whatever its case', () => {
    expect(parseExclusions('a@example.com\nb@example.com, c@example.com;A@EXAMPLE.COM\n\n')).toEqual({
      emails: ['a@example.com', 'b@example.com', 'c@example.com'],
      invalid: [],
    });
  });

  it('names every entry that is not an address', () => {
    expect(parseExclusions('ok@example.com, nope, also@bad')).toEqual({
      emails: ['ok@example.com'],
      invalid: ['nope', 'also@bad'],
    });
  });
});

describe('marketing form', () => {
  const blocks = [
    { type: 'heading' as const, text: 'Spring' },
    { type: 'product' as const, productId: 4 },
  ];
  const filled = { subject: ' Spring pins ', drafts: draftsOf(blocks), exclusions: 'owner@example.com', sendAt: '' };

  it('sends the trimmed subject, the blocks and the excluded addresses', () => {
    expect(marketingBody(filled)).toEqual({
      body: { subject: 'Spring pins', blocks, excludeEmails: ['owner@example.com'] },
    });
  });

  it("refuses an empty subject or no blocks with the spec's message on each", () => {
    expect(marketingBody({ ...filled, subject: '  ' })).toEqual({
      errors: { subject: CAMPAIGN_MESSAGES.marketingRequired },
    });
    expect(marketingBody({ ...filled, subject: '', drafts: [] })).toEqual({
      errors: { subject: CAMPAIGN_MESSAGES.marketingRequired, content: CAMPAIGN_MESSAGES.marketingRequired },
    });
  });

  it('names each block field left empty, on its block', () => {
    const drafts = [newDraft('heading'), newDraft('product'), newDraft('image')];
    const result = marketingBody({ ...filled, drafts });
    expect(result).toEqual({
      errors: {
        blocks: {
          [drafts[0]!.key]: { text: EMAIL_BLOCK_MESSAGES.heading },
          [drafts[1]!.key]: { productId: EMAIL_BLOCK_MESSAGES.product },
          [drafts[2]!.key]: { src: EMAIL_BLOCK_MESSAGES.imageSrc, alt: EMAIL_BLOCK_MESSAGES.imageAlt },
        },
      },
    });
    expect(previewBlocks([...drafts, ...draftsOf(blocks)])).toEqual(blocks);
  });

  it('schedules at least 5 minutes ahead, sent as an instant', () => {
    const now = new Date('2026-11-29T12:00:00');
    expect(marketingBody({ ...filled, sendAt: '2026-11-29T12:04' }, now)).toEqual({
      errors: { sendAt: EMAIL_BLOCK_MESSAGES.sendAt },
    });
    const later = marketingBody({ ...filled, sendAt: '2026-11-29T13:30' }, now);
    expect(later).toMatchObject({ body: { sendAt: new Date('2026-11-29T13:30').toISOString() } });
  });

  it('refuses a subject with a line break and names a bad exclusion', () => {
    const result = marketingBody({ ...filled, subject: 'Hi\r\nBcc: x@example.com', exclusions: 'x@example.com, oops' });
    expect(result).toEqual({
      errors: { subject: CAMPAIGN_MESSAGES.lineBreaks, exclusions: 'This is not an e-mail address: oops' },
    });
  });

  it('moves a block up or down, never past the ends', () => {
    const drafts = draftsOf(blocks);
    expect(moveDraft(drafts, 1, -1).map((d) => d.type)).toEqual(['product', 'heading']);
    expect(moveDraft(drafts, 1, 1).map((d) => d.type)).toEqual(['heading', 'product']);
  });
});

describe('sample content', () => {
  it('is one raw HTML block, accepted as it is, linking to the shop it was made on', () => {
    const html = sampleNewsletter('https://shop.example');
    expect(
      marketingBody({
        subject: SAMPLE_SUBJECT,
        drafts: draftsOf([{ type: 'html', html }]),
        exclusions: '',
        sendAt: '',
      }),
    ).toEqual({
      body: { subject: SAMPLE_SUBJECT, blocks: [{ type: 'html', html }], excludeEmails: [] },
    });
    expect(html).toContain('href="https://shop.example/wholesale"');
    expect(html).not.toMatch(/<script|<img/i);
  });
});
