import type { ComponentType } from 'react';
import { paths } from '../../lib/paths';
import {
  AnalyticsIcon,
  BillingIcon,
  CalendarIcon,
  DashboardIcon,
  ReferralsIcon,
  SupportIcon,
  SurveysIcon,
  TeamsIcon,
} from './icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType;
  /** The guided tour points at entries carrying this. */
  tour?: string;
}

/** The sidebar entries, in the spec's order (spec 1 §2, Authenticated shell). */
export const navItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), icon: DashboardIcon, tour: 'dashboard' },
  { label: 'Teams', to: paths.teams.getHref(), icon: TeamsIcon, tour: 'teams' },
  { label: 'Surveys', to: paths.surveys.getHref(), icon: SurveysIcon, tour: 'surveys' },
  { label: 'Analytics', to: paths.analytics.getHref(), icon: AnalyticsIcon },
  { label: 'Calendar', to: paths.calendar.getHref(), icon: CalendarIcon },
  { label: 'Billing', to: paths.billing.getHref(), icon: BillingIcon },
  { label: 'Referrals', to: paths.referrals.getHref(), icon: ReferralsIcon },
  { label: 'Support', to: paths.support.getHref(), icon: SupportIcon },
];
