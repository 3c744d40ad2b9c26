import { paths } from '../../../lib/paths';
import { PlaceholderPage } from './placeholder-page';

export function AnalyticsPlaceholderPage() {
  return (
    <PlaceholderPage
      title="Analytics Dashboard"
      intro="Sentiment and response trends across your surveys and teams will live here."
      coming={[
        'Ranges of 7 days, 30 days, 90 days and 1 year (30 days by default)',
        'Stat cards for responses, response rate, sentiment and active teams',
        'Charts of responses and sentiment over time, and insights per question',
        'Export to CSV or PDF',
      ]}
      next={{ label: 'Go to your surveys', to: paths.surveys.getHref() }}
    />
  );
}

export function CalendarPlaceholderPage() {
  return (
    <PlaceholderPage
      title="Survey Calendar & Automation"
      intro="Schedule surveys once, or send them to your teams on a recurring basis."
      coming={[
        'One-time scheduled surveys with their date and time',
        'Recurring automations: daily, weekly or monthly',
        'A colour per team so you can see who gets what',
      ]}
      next={{ label: 'Go to your surveys', to: paths.surveys.getHref() }}
    />
  );
}
