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

export function ReferralsPlaceholderPage() {
  return (
    <PlaceholderPage
      title="Referral Program"
      intro="Invite other teams to Candor and earn rewards when they subscribe."
      coming={[
        'Your referral link, ready to share or copy',
        'Total, completed and pending referrals',
        'Rewards and monthly payouts',
      ]}
      next={{ label: 'Back to the dashboard', to: paths.dashboard.getHref() }}
    />
  );
}
