import { paths } from '../../../lib/paths';
import { PlaceholderPage } from './placeholder-page';

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
