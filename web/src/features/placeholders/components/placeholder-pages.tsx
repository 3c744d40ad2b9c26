import { paths } from '../../../lib/paths';
import { PlaceholderPage } from './placeholder-page';

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
