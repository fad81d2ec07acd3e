import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  canGenerateBalanceLink,
  filterStatuses,
  settableStatuses,
  statusLabel,
  statusTone,
} from './order-labels';
import { splitMessage } from '../admin-toast';

describe('order labels', () => {
  it('names statuses in words', () => {
    expect(statusLabel('in_production')).toBe('In Production');
    expect(statusLabel('mockup_sent')).toBe('Mockup Sent');
  });

  it('colours the badge as the spec says: pending yellow, mockup_sent blue, approved green, in_production purple, shipped dark green, others grey', () => {
    expect(statusTone('pending')).toContain('amber');
    expect(statusTone('mockup_sent')).toContain('sky');
    expect(statusTone('approved')).toContain('emerald-100');
    expect(statusTone('in_production')).toContain('violet');
    expect(statusTone('shipped')).toContain('emerald-800');
    expect(statusTone('deposit_paid')).toContain('slate');
  });

  it('filters each kind by its own statuses: no proof steps for catalogue orders, no NET 30 ones for custom', () => {
    expect(filterStatuses('regular')).toEqual(['pending', 'awaiting_invoice', 'processing', 'shipped', 'delivered']);
    expect(filterStatuses('custom')).not.toContain('awaiting_invoice');
    expect(filterStatuses('custom')).toContain('mockup_sent');
    expect(filterStatuses('all')).toEqual(expect.arrayContaining(['awaiting_invoice', 'mockup_sent']));
  });

  it('offers each kind its own statuses and the payment link only in approved or mockup_sent', () => {
    expect(settableStatuses('custom')).toEqual([
      'pending',
      'mockup_sent',
      'approved',
      'in_production',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(settableStatuses('regular')).toEqual(['pending', 'processing', 'shipped', 'delivered']);
    expect(['approved', 'mockup_sent', 'pending', 'shipped'].map(canGenerateBalanceLink)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows a calendar day as that day whatever the time zone', () => {
    expect(calendarDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(calendarDay('not a day')).toBe('not a day');
  });

  it('splits "Title - description" toasts', () => {
    expect(splitMessage('Status Updated - Order status has been updated successfully.')).toEqual({
      title: 'Status Updated',
      description: 'Order status has been updated successfully.',
    });
    expect(splitMessage('Failed to delete order.')).toEqual({ title: 'Failed to delete order.' });
  });
});
