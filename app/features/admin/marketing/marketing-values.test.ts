import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
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
  const filled = { subject: ' Spring pins ', content: '<p>Hello</p>', exclusions: 'owner@example.com' };

  it('sends the trimmed subject, the content and the excluded addresses', () => {
    expect(marketingBody(filled)).toEqual({
      body: { subject: 'Spring pins', content: '<p>Hello</p>', excludeEmails: ['owner@example.com'] },
    });
  });

  it("refuses an empty subject or content with the spec's message on the empty field", () => {
    expect(marketingBody({ ...filled, subject: '  ' })).toEqual({
      errors: { subject: CAMPAIGN_MESSAGES.marketingRequired },
    });
    expect(marketingBody({ ...filled, subject: '', content: '' })).toEqual({
      errors: { subject: CAMPAIGN_MESSAGES.marketingRequired, content: CAMPAIGN_MESSAGES.marketingRequired },
    });
  });

  it('refuses a subject with a line break and names a bad exclusion', () => {
    const result = marketingBody({ ...filled, subject: 'Hi\r\nBcc: x@example.com', exclusions: 'x@example.com, oops' });
    expect(result).toEqual({
      errors: { subject: CAMPAIGN_MESSAGES.lineBreaks, exclusions: 'This is not an e-mail address: oops' },
    });
  });
});

describe('sample content', () => {
  it('is accepted as it is and links to the shop it was made on', () => {
    const content = sampleNewsletter('https://shop.example');
    expect(marketingBody({ subject: SAMPLE_SUBJECT, content, exclusions: '' })).toEqual({
      body: { subject: SAMPLE_SUBJECT, content, excludeEmails: [] },
    });
    expect(content).toContain('href="https://shop.example/wholesale"');
    expect(content).not.toMatch(/<script|<img/i);
  });
});
