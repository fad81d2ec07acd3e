import { randomBytes } from 'node:crypto';
import { formatCalendarDay } from '../../core/en-us-dates';
import { openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test } from './support';

/**
 * The tournament calendar in the admin: a list uploaded with its event dates shows under Tournament Calendar, each
 * organiser at their step (the first e-mail next, on its day 10 weeks before the event), and the cadence and the
 * follow-up switches in Settings, a cadence that does not count down named by its field.
 */

const day = (iso: string) => formatCalendarDay(iso, 'medium');

test('the owner sees each organiser’s step on the tournament calendar', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  try {
    const tag = randomBytes(4).toString('hex');
    const event = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const firstOn = new Date(Date.parse(`${event}T00:00:00Z`) - 70 * 86_400_000).toISOString().slice(0, 10);
    const uploaded = await admin.request.post('/api/upload-tournament-csv', {
      multipart: {
        csvFile: {
          name: 'calendar.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(
            `Name,Email,Tournament,Date\nCal Endar,cal_${tag}@links.example,Calendar Cup ${tag},${event}\n`,
          ),
        },
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);

    await gotoHydrated(admin, '/admin/tournament-calendar');
    const card = admin.getByRole('region', { name: new RegExp(`^Calendar Cup ${tag}`) });
    await expect(card).toBeVisible();
    const row = card.getByRole('row', { name: /Cal Endar/ });
    await expect(row).toContainText('None yet');
    await expect(row).toContainText(`Next: First e-mail on ${day(firstOn)}`);
    await expectAccessible(admin);

    await gotoHydrated(admin, '/admin/settings');
    const cadence = admin.getByRole('region', { name: 'Tournament calendar' });
    const standard = cadence.getByLabel('Last day for standard production (weeks before)');
    await expect(standard).toHaveValue('6');
    await standard.fill('12');
    await cadence.getByRole('button', { name: 'Update tournament calendar' }).click();
    await expect(
      cadence.getByText('The standard-production deadline must come after the first e-mail: fewer weeks than it'),
    ).toBeVisible();
    await expect(standard).toHaveAttribute('aria-invalid', 'true');
    const followups = admin.getByRole('region', { name: 'Follow-ups' });
    await expect(followups.getByRole('checkbox', { name: 'Abandoned checkout reminder' })).toBeChecked();
    await expect(followups.getByRole('checkbox', { name: 'Unpaid quote reminders' })).toBeChecked();
    await expectAccessible(admin);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
