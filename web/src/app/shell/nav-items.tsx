import type { ComponentType } from 'react';
import type { AppMessage } from '../../i18n/define-messages';
import { paths } from '../../lib/paths';
import { shellMessages as m } from '../messages';
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
  label: AppMessage;
  to: string;
  icon: ComponentType;
  /** The guided tour points at entries carrying this. */
  tour?: string;
}

/** The sidebar entries, in the spec's order (spec 1 §2, Authenticated shell). */
export const navItems: NavItem[] = [
  { label: m.navDashboard, to: paths.dashboard.getHref(), icon: DashboardIcon, tour: 'dashboard' },
  { label: m.navTeams, to: paths.teams.getHref(), icon: TeamsIcon, tour: 'teams' },
  { label: m.navSurveys, to: paths.surveys.getHref(), icon: SurveysIcon, tour: 'surveys' },
  { label: m.navAnalytics, to: paths.analytics.getHref(), icon: AnalyticsIcon },
  { label: m.navCalendar, to: paths.calendar.getHref(), icon: CalendarIcon },
  { label: m.navBilling, to: paths.billing.getHref(), icon: BillingIcon },
  { label: m.navReferrals, to: paths.referrals.getHref(), icon: ReferralsIcon },
  { label: m.navSupport, to: paths.support.getHref(), icon: SupportIcon },
];
