import { describe, expect, it } from 'vitest';
import { requireAdmin } from './require-admin';

const admin = {
  id: 1,
  username: 'owner',
  email: 'owner@pins.example',
  role: 'admin' as const,
  emailVerified: true,
  needsTotpEnrolment: false,
};

/** What requireAdmin threw (a redirect Response or a data error), or its answer. */
function outcome(user: typeof admin | null, url: string) {
  try {
    return { answer: requireAdmin({ user }, new URL(url, 'http://shop.test')) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') };
    // data(message, { status }): React Router answers with that status.
    if (thrown && typeof thrown === 'object' && 'init' in thrown)
      return { status: (thrown.init as ResponseInit).status };
    throw thrown;
  }
}

describe("the admin pages' check", () => {
  it('sends a visitor to sign in and back to the very address', () => {
    expect(outcome(null, '/admin/orders/W-1001')).toEqual({
      status: 302,
      location: '/login?next=/admin/orders/W-1001',
    });
    expect(outcome(null, '/admin/quotes?status=pending&open=7')).toEqual({
      status: 302,
      location: '/login?next=/admin/quotes%3Fstatus%3Dpending%26open%3D7',
    });
  });

  it('refuses a customer, and sends an admin without the second factor to set it up first', () => {
    expect(outcome({ ...admin, role: 'user' as never }, '/admin')).toEqual({ status: 403 });
    const unenrolled = { ...admin, needsTotpEnrolment: true };
    expect(outcome(unenrolled, '/admin/orders')).toEqual({ status: 302, location: '/admin/security' });
    expect(outcome(unenrolled, '/admin/security')).toEqual({ answer: { enrolled: false } });
    expect(outcome(admin, '/admin/mailbox')).toEqual({ answer: { enrolled: true } });
  });
});
