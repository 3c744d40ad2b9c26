import { defineMessages } from '../../i18n/define-messages';

/** The Referral Program screen's text (decision 0061). */
export const referralsMessages = defineMessages({
  title: { id: 'referrals.title', defaultMessage: 'Referral Program · Candor' },
  heading: { id: 'referrals.heading', defaultMessage: 'Referral Program' },
  intro: {
    id: 'referrals.intro',
    defaultMessage: 'Invite other teams to Candor and earn rewards when they join.',
  },
  bannerTitle: {
    id: 'referrals.banner.title',
    defaultMessage: 'Give {discount} off, earn {commission}',
  },
  bannerText: {
    id: 'referrals.banner.text',
    defaultMessage:
      'Friends get {discount} off their first month. You earn {commission} of their payments for {months} months, and a free month when they create their first survey.',
  },
  loadFailed: {
    id: 'referrals.loadFailed',
    defaultMessage: 'Failed to load referral information',
  },
  loading: { id: 'referrals.loading', defaultMessage: 'Loading referral information' },
  totalReferrals: { id: 'referrals.stats.total', defaultMessage: 'Total referrals' },
  completed: { id: 'referrals.completed', defaultMessage: 'Completed' },
  pending: { id: 'referrals.pending', defaultMessage: 'Pending' },
  linkHeading: { id: 'referrals.link.heading', defaultMessage: 'Your referral link' },
  copied: { id: 'referrals.link.copied', defaultMessage: 'Copied!' },
  share: { id: 'referrals.link.share', defaultMessage: 'Share' },
  linkCopied: {
    id: 'referrals.link.copiedToast',
    defaultMessage: 'Referral link copied to clipboard!',
  },
  copyFailed: { id: 'referrals.link.copyFailed', defaultMessage: 'Failed to copy link' },
  shareTitle: { id: 'referrals.link.shareTitle', defaultMessage: 'Join me on Candor' },
  shareText: {
    id: 'referrals.link.shareText',
    defaultMessage: 'Get {discount} off your first month of Candor with my referral link.',
  },
  rewardsHeading: { id: 'referrals.rewards.heading', defaultMessage: 'Your rewards' },
  noRewards: {
    id: 'referrals.rewards.none',
    defaultMessage:
      'No rewards yet. You earn a free month when a friend you referred creates their first survey.',
  },
  rewardValue: { id: 'referrals.rewards.value', defaultMessage: '{percent}% off' },
  rewardValueExpires: {
    id: 'referrals.rewards.valueExpires',
    defaultMessage: '{percent}% off · expires {date}',
  },
  used: { id: 'referrals.rewards.used', defaultMessage: 'Used' },
  available: { id: 'referrals.rewards.available', defaultMessage: 'Available' },
  payoutsHeading: { id: 'referrals.payouts.heading', defaultMessage: 'Eligible Payouts' },
  payoutsLoadFailed: {
    id: 'referrals.payouts.loadFailed',
    defaultMessage: 'Failed to load eligible payouts',
  },
  payoutsLoading: { id: 'referrals.payouts.loading', defaultMessage: 'Loading eligible payouts' },
  noPayouts: {
    id: 'referrals.payouts.none',
    defaultMessage:
      'Nothing to pay out yet. A month is paid out once its commissions reach {minimum} and {days} days have passed since it ended.',
  },
  requestPayout: { id: 'referrals.payouts.request', defaultMessage: 'Request Payout' },
  requestPayoutFor: {
    id: 'referrals.payouts.requestFor',
    defaultMessage: 'Request Payout for {month}',
  },
  payoutRequested: {
    id: 'referrals.payouts.requested',
    defaultMessage: 'Payout for {month} requested!',
  },
  payoutFailed: { id: 'referrals.payouts.failed', defaultMessage: 'Failed to request payout' },
  listHeading: { id: 'referrals.list.heading', defaultMessage: 'Your referrals' },
  noReferrals: {
    id: 'referrals.list.none',
    defaultMessage: 'No referrals yet. Share your link: people who register with it appear here.',
  },
  name: { id: 'referrals.list.name', defaultMessage: 'Name' },
  email: { id: 'referrals.list.email', defaultMessage: 'Email' },
  joined: { id: 'referrals.list.joined', defaultMessage: 'Joined' },
  status: { id: 'referrals.list.status', defaultMessage: 'Status' },
  joinedOn: { id: 'referrals.list.joinedOn', defaultMessage: 'Joined {date}' },
  howHeading: { id: 'referrals.how.heading', defaultMessage: 'How It Works' },
  step: { id: 'referrals.how.step', defaultMessage: 'Step {number}' },
  step1Title: { id: 'referrals.how.step1Title', defaultMessage: 'Share your link' },
  step1Text: {
    id: 'referrals.how.step1Text',
    defaultMessage: 'Send your referral link to other teams, or share it from your phone.',
  },
  step2Title: { id: 'referrals.how.step2Title', defaultMessage: 'Your friend joins' },
  step2Text: {
    id: 'referrals.how.step2Text',
    defaultMessage: 'They register with your link and get {discount} off their first paid month.',
  },
  step3Title: { id: 'referrals.how.step3Title', defaultMessage: 'They create a survey' },
  step3Text: {
    id: 'referrals.how.step3Text',
    defaultMessage: 'You get a free month when they create their first survey.',
  },
  step4Title: { id: 'referrals.how.step4Title', defaultMessage: 'You earn' },
  step4Text: {
    id: 'referrals.how.step4Text',
    defaultMessage:
      'You earn {commission} of their payments for {months} months, paid out monthly.',
  },
  termsHeading: { id: 'referrals.terms.heading', defaultMessage: 'Terms' },
  earnQuestion: { id: 'referrals.terms.earnQuestion', defaultMessage: 'How much do I earn?' },
  earnAnswer: {
    id: 'referrals.terms.earnAnswer',
    defaultMessage:
      '{commission} of what each friend you referred pays (tax excluded) for {months} months from their first payment. Refunded payments are taken back.',
  },
  friendQuestion: {
    id: 'referrals.terms.friendQuestion',
    defaultMessage: 'What does my friend get?',
  },
  friendAnswer: {
    id: 'referrals.terms.friendAnswer',
    defaultMessage:
      '{discount} off their first paid month. A free trial does not use it up: it applies when the trial ends.',
  },
  paidQuestion: { id: 'referrals.terms.paidQuestion', defaultMessage: 'When am I paid?' },
  paidAnswer: {
    id: 'referrals.terms.paidAnswer',
    defaultMessage:
      'Payouts are monthly. A month can be requested once its commissions reach at least {minimum} and {days} days have passed since it ended; smaller months roll over into the next.',
  },
  selfQuestion: { id: 'referrals.terms.selfQuestion', defaultMessage: 'Can I refer myself?' },
  selfAnswer: {
    id: 'referrals.terms.selfAnswer',
    defaultMessage:
      'No. Self-referral is not allowed: a sign-up with your own account or e-mail address does not count.',
  },
  limitQuestion: {
    id: 'referrals.terms.limitQuestion',
    defaultMessage: 'Is there a limit on free months?',
  },
  limitAnswer: {
    id: 'referrals.terms.limitAnswer',
    defaultMessage:
      'You earn one free month per friend, when they create their first survey, and at most {perMonth} a month.',
  },
});
