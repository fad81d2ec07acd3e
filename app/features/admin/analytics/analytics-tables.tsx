/** The panel's tables: visitors by day, top pages, referrers, UTM campaigns, e-mail campaigns, events. */
import { DailyChart } from './daily-chart';
import type { AnalyticsReport } from '../../../../core/schemas/analytics';
import { CountTable } from './count-table';
import { eventLabel } from './analytics-format';

export function AnalyticsTables({ report }: { report: AnalyticsReport }) {
  return (
    // min-w-0: a wide table (the campaigns') scrolls inside its own box instead of pushing past the column.
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <DailyChart days={report.days} />
      <div className="flex flex-col gap-4">
        <CountTable
          caption="Top pages"
          columns={['Page', 'Visitors', 'Page views']}
          rows={report.topPages.map((page) => ({ key: page.path, cells: [page.path, page.visitors, page.pageviews] }))}
        />
        <CountTable
          caption="Referrers"
          columns={['Site', 'Visitors', 'Page views']}
          rows={report.referrers.map((site) => ({ key: site.host, cells: [site.host, site.visitors, site.pageviews] }))}
        />
      </div>
      <CountTable
        caption="E-mail campaigns"
        columns={['Campaign', 'Sent', 'Opened', 'Clicked', 'Ordered']}
        rows={report.emailCampaigns.map((campaign) => ({
          key: String(campaign.id),
          cells: [campaign.subject, campaign.sent, 'not tracked', campaign.clicked, campaign.ordered],
        }))}
      />
      <CountTable
        caption="Campaign links (UTM)"
        columns={['Source / medium', 'Campaign', 'Visitors']}
        rows={report.utmCampaigns.map((row) => ({
          key: `${row.source}|${row.medium}|${row.campaign}`,
          cells: [`${row.source || '(none)'} / ${row.medium || '(none)'}`, row.campaign || '(none)', row.visitors],
        }))}
      />
      <CountTable
        caption="Events"
        columns={['Event', 'Visitors', 'Times']}
        rows={[
          ...report.events.map((event) => ({
            key: event.name,
            cells: [eventLabel(event.name), event.visitors, event.events],
          })),
          { key: 'newsletter', cells: ['Newsletter signups', '', report.signups.newsletter] },
          { key: 'free-pin', cells: ['Free-pin signups', '', report.signups.freePin] },
        ]}
      />
    </div>
  );
}
