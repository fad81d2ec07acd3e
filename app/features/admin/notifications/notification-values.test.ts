import { describe, expect, it } from 'vitest';
import { formValues, notificationBody } from './notification-values';

describe('the Notifications form', () => {
  it('reads addresses separated by commas, semicolons and new lines, and the unchecked kinds as off', () => {
    const values = formValues({ recipients: [], off: [] });
    values.recipients = ' owner@pins.example,studio@pins.example;\n\nshop@pins.example ';
    values.on.proof_approved = false;
    expect(notificationBody(values)).toEqual({
      body: {
        recipients: ['owner@pins.example', 'studio@pins.example', 'shop@pins.example'],
        off: ['proof_approved'],
      },
    });
  });

  it('names the address that is not one', () => {
    const values = formValues({ recipients: ['owner@pins.example'], off: [] });
    values.recipients += '\nowner-at-pins';
    expect(notificationBody(values)).toEqual({ error: '"owner-at-pins" is not an e-mail address' });
  });

  it('shows the saved setting: one address a line, a kind that is off unchecked', () => {
    const values = formValues({ recipients: ['a@pins.example', 'b@pins.example'], off: ['email_failed'] });
    expect(values.recipients).toBe('a@pins.example\nb@pins.example');
    expect(values.on.email_failed).toBe(false);
    expect(values.on.deposit_paid).toBe(true);
  });
});
