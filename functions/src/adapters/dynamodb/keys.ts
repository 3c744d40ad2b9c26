import { createHash } from 'node:crypto';

/**
 * Every key Candor writes, built in one place and mirrored in docs/data-model.md.
 * Values that could identify a person in a key (e-mails, client addresses) are hashed where the
 * key is only ever looked up, never listed.
 */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USER' }),
  userEmail: (emailLower: string) => ({ PK: `EMAIL#${emailLower}`, SK: 'EMAIL' }),
  userGoogle: (subject: string) => ({ PK: `GOOGLE#${subject}`, SK: 'GOOGLE' }),
  revokedSession: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'REVOKED' }),
  oneTimeToken: (kind: string, token: string) => ({
    PK: `TOKEN#${kind}#${sha256(token)}`,
    SK: 'TOKEN',
  }),
  /** R52: a conversation link's secret, by its SHA-256, leading to an answer's random id. */
  conversationKey: (secretHash: string) => ({ PK: `CONVSECRET#${secretHash}`, SK: 'CONVERSATION' }),
  /** R53: a conversation on an answer, in its survey's partition (purged with it). */
  conversation: (surveyId: string, responseId: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `CONVERSATION#${responseId}`,
  }),
  /** R53 GSI1: a survey's conversations, by the answer's random id (no order of time). */
  conversationsOfSurvey: (surveyId: string, responseId: string) => ({
    GSI1PK: `SURVEY#${surveyId}#CONVERSATIONS`,
    GSI1SK: `CONVERSATION#${responseId}`,
  }),
  /** R54: a conversation's message `n`, and (`CLOSE`) the respondent's close. */
  conversationMessage: (surveyId: string, responseId: string, n: number) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `CONVERSATION#${responseId}#M${String(n).padStart(6, '0')}`,
  }),
  conversationClose: (surveyId: string, responseId: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `CONVERSATION#${responseId}#CLOSE`,
  }),
  /** R55 GSI2 (sparse): what respondents did, waiting for its delivery time. */
  conversationDelivery: (
    deliverAfter: string,
    surveyId: string,
    responseId: string,
    n?: number,
  ) => ({
    GSI2PK: 'CONVERSATION_DELIVERY',
    GSI2SK: `${deliverAfter}#${surveyId}#${responseId}#${n === undefined ? 'CLOSE' : String(n).padStart(6, '0')}`,
  }),
  /**
   * R70: the respondent's sealed request to be e-mailed of replies, with its conversation (in the
   * survey's partition, purged with it); on R55's GSI2 (`…#MAIL`) while a mail is due.
   */
  conversationMail: (surveyId: string, responseId: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `CONVERSATION#${responseId}#MAIL`,
  }),
  conversationMailDue: (deliverAfter: string, surveyId: string, responseId: string) => ({
    GSI2PK: 'CONVERSATION_DELIVERY',
    GSI2SK: `${deliverAfter}#${surveyId}#${responseId}#MAIL`,
  }),
  /** R71: the claim of a manager's mail of one hourly run's conversation deliveries. */
  conversationNoticeMail: (surveyId: string, userId: string, run: string) => ({
    PK: `CONVNOTICE#${surveyId}#${userId}`,
    SK: `RUN#${run}`,
  }),
  /** Until when a survey's open link asks for the proof-of-work challenge (R50). */
  openLinkBurst: (surveyId: string) => ({ PK: `OPENLINK#${surveyId}`, SK: 'BURST' }),
  /** A spent challenge: the SHA-256 of its signature (R51). */
  usedChallenge: (challengeHash: string) => ({ PK: `CHALLENGE#${challengeHash}`, SK: 'USED' }),
  rateWindow: (scope: string, key: string, windowStart: number) => ({
    PK: `RATE#${scope}#${sha256(key)}`,
    SK: `WINDOW#${windowStart}`,
  }),
  /** What one address got from one account on one day (M1): hashed, only ever looked up. */
  mailDay: (accountId: string, email: string, day: string) => ({
    PK: `MAILDAY#${sha256(`${accountId}:${email.toLowerCase()}`)}`,
    SK: `DAY#${day}`,
  }),
  /** An address an account's survey e-mails no longer go to (bounced or complained, decision 0036). */
  mailSuppression: (accountId: string, email: string) => ({
    PK: `MAILDAY#${sha256(`${accountId}:${email.toLowerCase()}`)}`,
    SK: 'SUPPRESSED',
  }),
  team: (teamId: string) => ({ PK: `TEAM#${teamId}`, SK: 'TEAM' }),
  teamMember: (teamId: string, memberId: string) => ({
    PK: `TEAM#${teamId}`,
    SK: `MEMBER#${memberId}`,
  }),
  teamEmail: (teamId: string, emailLower: string) => ({
    PK: `TEAM#${teamId}`,
    SK: `EMAIL#${emailLower}`,
  }),
  /** The link from an account to its roster entry; GSI1 lists a user's teams. */
  teamAccount: (teamId: string, userId: string) => ({
    PK: `TEAM#${teamId}`,
    SK: `ACCOUNT#${userId}`,
  }),
  userTeamsIndex: (userId: string, teamId: string) => ({
    GSI1PK: `USER#${userId}`,
    GSI1SK: `TEAM#${teamId}`,
  }),
  teamInvitation: (tokenHash: string) => ({ PK: `INVITE#${tokenHash}`, SK: 'INVITE' }),
  survey: (surveyId: string) => ({ PK: `SURVEY#${surveyId}`, SK: 'SURVEY' }),
  /** GSI1: the surveys a user created. */
  surveysByCreator: (userId: string, surveyId: string) => ({
    GSI1PK: `USER#${userId}`,
    GSI1SK: `SURVEY#${surveyId}`,
  }),
  teamSurvey: (teamId: string, surveyId: string) => ({
    PK: `TEAM#${teamId}`,
    SK: `SURVEY#${surveyId}`,
  }),
  notification: (userId: string, id: string) => ({
    PK: `USER#${userId}`,
    SK: `NOTIFICATION#${id}`,
  }),
  /** Sparse index entry, present only while the notification is unread. */
  unreadNotification: (userId: string, id: string) => ({
    GSI1PK: `UNREAD#${userId}`,
    GSI1SK: `NOTIFICATION#${id}`,
  }),
  /** A survey's running tallies (responses, by source, sentiment): read instead of counting. */
  surveyStats: (surveyId: string) => ({ PK: `SURVEY#${surveyId}`, SK: 'STATS' }),
  /** A survey's tallies for one day (UTC), for analytics over time. */
  surveyDay: (surveyId: string, day: string) => ({ PK: `SURVEY#${surveyId}`, SK: `DAY#${day}` }),
  /**
   * An e-mail invitation: one per recipient and round (decision 0016). Round 1 keeps the shape it
   * had before rounds (`INVITATION#<address>`), so invitations sent then are round 1 as they
   * stand; later rounds are `INVITATION#R<n>#<address>` (addresses are lower-cased, so an upper
   * `R` after `INVITATION#` can only be a round).
   */
  surveyInvitation: (surveyId: string, emailLower: string, round = 1) => ({
    PK: `SURVEY#${surveyId}`,
    SK: round > 1 ? `INVITATION#R${round}#${emailLower}` : `INVITATION#${emailLower}`,
  }),
  /**
   * The key ranges of a round's invitations. Round 1 keeps the key invitations had before rounds,
   * `INVITATION#<address>`; later rounds are `INVITATION#R<n>#…`, and since addresses are
   * lower-cased, round 1 is everything under `INVITATION#` outside [`INVITATION#R`, `INVITATION#S`).
   */
  invitationRanges: (round: number): (readonly [string, string])[] => {
    if (round > 1) return [[`INVITATION#R${round}#`, `INVITATION#R${round}#\uffff`]];
    return [
      ['INVITATION#', 'INVITATION#R'],
      ['INVITATION#S', 'INVITATION#\uffff'],
    ];
  },
  /** A round of a survey: one send to its audience (by hand or by an automation's run). */
  surveyRound: (surveyId: string, round: number) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `ROUND#${String(round).padStart(6, '0')}`,
  }),
  /** A survey's rounds, in order. */
  roundsOfSurvey: (surveyId: string) => ({ PK: `SURVEY#${surveyId}`, SK: 'ROUND#' }),
  /** A queued send of the survey to many people (decision 0033): its counts and state. */
  surveySend: (surveyId: string, sendId: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `SEND#${sendId}`,
  }),
  /** One recipient's outcome in a send: written once, so a redelivered message counts nothing twice. */
  surveySendResult: (surveyId: string, sendId: string, emailLower: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `SENDRESULT#${sendId}#${emailLower}`,
  }),
  /** GSI2 on `ROUND#<n>` (R34): rounds open and not yet reported, oldest opening first. */
  openRound: (openedAt: string, surveyId: string, round: number) => ({
    GSI2PK: 'ROUND_OPEN',
    GSI2SK: `${openedAt}#${surveyId}#${round}`,
  }),
  /** A survey's latest round number (absent until the first send after rounds existed). */
  surveyRounds: (surveyId: string) => ({ PK: `SURVEY#${surveyId}`, SK: 'ROUNDS' }),
  /**
   * A person (mailbox identity: no `+tag`, no Gmail dots) invited to a survey, held by the first
   * address of theirs that was invited: the other addresses do not count as independent.
   */
  surveyRecipient: (surveyId: string, identity: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `RECIPIENT#${identity}`,
  }),
  /** A shared round's results (R58), by the hash of its page's secret; GSI1 lists a survey's. */
  resultsShare: (tokenHash: string) => ({ PK: `SHARE#${tokenHash}`, SK: 'SHARE' }),
  resultsSharesOfSurvey: (surveyId: string, sharedAt: string, tokenHash: string) => ({
    GSI1PK: `SURVEY#${surveyId}#SHARES`,
    GSI1SK: `${sharedAt}#${tokenHash}`,
  }),
  /** R72 GSI2 (sparse): a share whose mails to the round's invited people wait to be queued. */
  shareMailOutbox: (sharedAt: string, tokenHash: string) => ({
    GSI2PK: 'SHARE_MAIL_OUTBOX',
    GSI2SK: `${sharedAt}#${tokenHash}`,
  }),
  /** R72: the claim of one address's mail of a share (by the address's hash). */
  shareMailClaim: (tokenHash: string, addressHash: string) => ({
    PK: `SHAREMAIL#${tokenHash}`,
    SK: `TO#${addressHash}`,
  }),
  /** A manager's read of a team's (or a survey's) results on one day, by kind (R59, R60). */
  resultsRead: (
    scope: 'TEAM' | 'SURVEY',
    id: string,
    day: string,
    userId: string,
    kind: string,
  ) => ({
    PK: `READS#${scope}#${id}`,
    SK: `DAY#${day}#USER#${userId}#${kind}`,
  }),
  /** A personal link (by its token's hash) pointing at its invitation. */
  surveyLink: (tokenHash: string) => ({ PK: `SURVEYLINK#${tokenHash}`, SK: 'LINK' }),
  /**
   * A response. The sort key starts with the day (already an attribute) so the newest come first;
   * the id after it is random, so the order within a day says nothing.
   */
  /**
   * A response in its survey's partition. A named survey's starts with its day; an anonymous
   * survey's is the random id alone (`day` null): nothing in its key says when it was given, and
   * its place in the partition follows no order of submission.
   */
  response: (surveyId: string, day: string | null, responseId: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: day === null ? `RESPONSE#${responseId}` : `RESPONSE#${day}#${responseId}`,
  }),
  /**
   * GSI1: a survey's responses from one source. Anonymous surveys sort by release group
   * (`B<group>`, then the random id, so the order within a group says nothing); surveys that are
   * not anonymous by the day they were submitted (`D<day>`).
   */
  responsesBySource: (surveyId: string, source: string, bucket: string, responseId: string) => ({
    GSI1PK: `SURVEY#${surveyId}#${source}`,
    GSI1SK: `RESPONSE#${bucket}#${responseId}`,
  }),
  /** The GSI1 list of a source's answers, a named survey's (`D`, by day) or released groups' (`B`). */
  responsesBySourceList: (surveyId: string, source: string, kind: 'D' | 'B') => ({
    GSI1PK: `SURVEY#${surveyId}#${source}`,
    GSI1SK: `RESPONSE#${kind}`,
  }),
  /** A survey's answers in its own partition. */
  responsesOfSurvey: (surveyId: string) => ({ PK: `SURVEY#${surveyId}`, SK: 'RESPONSE#' }),
  /** A survey's invitations, every round's. */
  invitationsOfSurvey: (surveyId: string) => ({ PK: `SURVEY#${surveyId}`, SK: 'INVITATION#' }),
  /** A source's releases, in group order. */
  releasesOfSource: (surveyId: string, source: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `RELEASE#${source}#`,
  }),
  /**
   * R44: a group's (or, for a named survey, a day's) tally of the answers of one team block, the
   * set of the survey's teams their people were on (decision 0040). `bucket` as the question
   * tally's; the block by a hash of its sorted team ids, which the item also holds.
   */
  teamTally: (surveyId: string, bucket: string, teams: readonly string[]) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `QTEAM#${bucket}#${sha256([...teams].sort().join('+')).slice(0, 20)}`,
  }),
  /**
   * R44: the coarse blocks of every released e-mail group (`ALL`) or of one round's (`R<n>`),
   * summed as each group is released, for the heatmap's reads that do not grow with releases.
   */
  teamTallySum: (surveyId: string, scope: string, teams: readonly string[]) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `QTEAMSUM#${scope}#${sha256([...teams].sort().join('+')).slice(0, 20)}`,
  }),
  /** R44: the blocks of one bucket (a range's bounds). */
  teamTallyBucket: (surveyId: string, bucket: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `QTEAM#${bucket}#`,
  }),
  /** R44: the summed blocks of one scope. */
  teamTallySumScope: (surveyId: string, scope: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `QTEAMSUM#${scope}#`,
  }),
  /** R44: a released group's chunk of blocks added to the sums, once. */
  teamTallySummed: (surveyId: string, group: number, chunk: number) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `QTEAMDONE#B${String(group).padStart(6, '0')}#${chunk}`,
  }),
  releaseBucket: (group: number) => `B${String(group).padStart(6, '0')}`,
  dayBucket: (day: string) => `D${day}`,
  /** An answer's question tally (R28): its release group's, or its day's for a named survey. */
  questionTally: (surveyId: string, bucket: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `QTALLY#${bucket}`,
  }),
  /** One release of a survey's answers from one source: its day, count and sentiment. */
  surveyRelease: (surveyId: string, source: string, group: number) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `RELEASE#${source}#${String(group).padStart(6, '0')}`,
  }),
  /** GSI2: a survey's releases from every source, newest day first (recent activity). */
  releasesByDay: (surveyId: string, day: string, source: string, group: number) => ({
    GSI2PK: `SURVEY#${surveyId}#RELEASES`,
    GSI2SK: `${day}#${source}#${String(group).padStart(6, '0')}`,
  }),
  /** GSI1 (sparse, on `STATS`): surveys with answers waiting for a release. */
  waitingRelease: (surveyId: string) => ({ GSI1PK: 'RELEASE_WAITING', GSI1SK: surveyId }),
  /** The tally of responses in one hour that managers have not been told of yet. */
  responseDigest: (surveyId: string, hourStart: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `DIGEST#${hourStart}`,
  }),
  /** GSI1: every pending tally, oldest hour first, for the hourly digest job. */
  pendingDigest: (surveyId: string, hourStart: string) => ({
    GSI1PK: 'DIGEST',
    GSI1SK: `${hourStart}#${surveyId}`,
  }),
  /** Left by a deleted survey until the hourly clean-up has removed everything it had. */
  surveyPurge: (surveyId: string) => ({ PK: `SURVEY#${surveyId}`, SK: 'PURGE' }),
  /** GSI1: every survey waiting to be cleaned up, oldest first. */
  pendingPurge: (surveyId: string, deletedAt: string) => ({
    GSI1PK: 'PURGE',
    GSI1SK: `${deletedAt}#${surveyId}`,
  }),
  /** Left by a deleted team until the clean-up has removed its roster, links and logo. */
  teamPurge: (teamId: string) => ({ PK: `TEAM#${teamId}`, SK: 'PURGE' }),
  /** GSI1: every team waiting to be cleaned up, oldest first. */
  pendingTeamPurge: (teamId: string, deletedAt: string) => ({
    GSI1PK: 'TEAM_PURGE',
    GSI1SK: `${deletedAt}#${teamId}`,
  }),
  /** Left by a deleted account until the clean-up has removed everything it had. */
  accountPurge: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PURGE' }),
  /** GSI1: every account waiting to be cleaned up, oldest first. */
  pendingAccountPurge: (userId: string, deletedAt: string) => ({
    GSI1PK: 'ACCOUNT_PURGE',
    GSI1SK: `${deletedAt}#${userId}`,
  }),
  /** An account's subscription snapshot and its payments customer id. */
  billingAccount: (userId: string) => ({ PK: `USER#${userId}`, SK: 'BILLING' }),
  /** An account's usage counters (surveys it owns, members of the teams it owns). */
  usage: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USAGE' }),
  /**
   * An account's usage in one billing period (`yyyy-mm` on Starter, the subscription period's
   * start day on a paid plan): responses its surveys received (`responses`) and those shown.
   */
  monthlyUsage: (userId: string, period: string) => ({
    PK: `USER#${userId}`,
    SK: `USAGE#${period}`,
  }),
  /** An answer held over the response limit, in its survey's partition (never `RESPONSE#`). */
  heldResponse: (surveyId: string, responseId: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `HELD#${responseId}`,
  }),
  /**
   * An account's held answers, for the job that lets them in: a named survey's oldest day first;
   * an anonymous survey's (`day` null: no day is stored with it) after those, in random order.
   */
  heldByAccount: (userId: string, day: string | null, responseId: string) => ({
    GSI1PK: `HELD#${userId}`,
    GSI1SK: day === null ? `~#${responseId}` : `${day}#${responseId}`,
  }),
  /** Accounts with held answers (sparse, on their `USAGE` item). */
  accountHolding: (userId: string) => ({ GSI1PK: 'HELD_WAITING', GSI1SK: userId }),
  /** Which account a payments customer belongs to (webhooks name the customer). */
  paymentsCustomer: (customerId: string) => ({ PK: `CUSTOMER#${customerId}`, SK: 'CUSTOMER' }),
  /** An account's referral code (made on first use, kept for good). */
  referralCode: (userId: string) => ({ PK: `USER#${userId}`, SK: 'REFERRAL_CODE' }),
  /** Which account a referral code belongs to (registration looks the code up). */
  referralCodeOwner: (code: string) => ({ PK: `REFCODE#${code}`, SK: 'REFCODE' }),
  /** A person who registered with the referrer's link, in the referrer's partition. */
  referral: (referrerId: string, referredUserId: string) => ({
    PK: `USER#${referrerId}`,
    SK: `REFERRAL#${referredUserId}`,
  }),
  /** The referred side: who referred the account, its first payment, the free month granted. */
  referredBy: (userId: string) => ({ PK: `USER#${userId}`, SK: 'REFERRED_BY' }),
  /** A commission or a claw-back (one per invoice or refund id), in the referrer's ledger. */
  commission: (referrerId: string, month: string, sourceId: string) => ({
    PK: `USER#${referrerId}`,
    SK: `LEDGER#C#${month}#${sourceId}`,
  }),
  /** A referrer's ledger: commissions and payout requests. */
  ledger: (referrerId: string) => ({ PK: `USER#${referrerId}`, SK: 'LEDGER#' }),
  /** A payout request, one per referrer and month, in the same ledger. */
  payoutRequest: (referrerId: string, month: string) => ({
    PK: `USER#${referrerId}`,
    SK: `LEDGER#P#${month}`,
  }),
  /** A reward (a first-month discount, a free month) the account can use. */
  reward: (userId: string, rewardId: string) => ({
    PK: `USER#${userId}`,
    SK: `REWARD#${rewardId}`,
  }),
  /** How many free months a referrer earned in one calendar month (the cap's counter). */
  freeMonthCount: (referrerId: string, month: string) => ({
    PK: `USER#${referrerId}`,
    SK: `FREE_MONTHS#${month}`,
  }),
  /** A processed webhook event (TTL), so a redelivery changes nothing. */
  webhookEvent: (eventId: string) => ({ PK: `WEBHOOK#${eventId}`, SK: 'EVENT' }),
  /** An automation (decision 0016): its rule, teams, pause and the next run it scheduled. */
  automation: (automationId: string) => ({ PK: `AUTOMATION#${automationId}`, SK: 'AUTOMATION' }),
  /** GSI1: a survey's automations (cancelled with the survey). */
  automationsBySurvey: (surveyId: string, automationId: string) => ({
    GSI1PK: `SURVEY#${surveyId}#AUTOMATIONS`,
    GSI1SK: `AUTOMATION#${automationId}`,
  }),
  /** GSI2 (sparse, while not paused or finished): every automation the reconciler looks after. */
  activeAutomation: (automationId: string) => ({
    GSI2PK: 'AUTOMATION_ACTIVE',
    GSI2SK: automationId,
  }),
  /** A team's link to an automation that sends to its roster. */
  teamAutomation: (teamId: string, automationId: string) => ({
    PK: `TEAM#${teamId}`,
    SK: `AUTOMATION#${automationId}`,
  }),
  /**
   * One run of an automation (its index and instant: an edit may number runs afresh), claimed
   * before it sends anything (exactly once).
   */
  automationRun: (surveyId: string, automationId: string, index: number, at: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `RUN#${automationId}#${index}#${at}`,
  }),
  /** A round's reminder plan (decision 0016): when it opened and the reminder day it waits for. */
  roundReminders: (surveyId: string, round: number) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `REMINDERS#R${String(round).padStart(6, '0')}`,
  }),
  /** GSI2 (sparse, while a reminder day is still to come): the reconciler's list of plans. */
  pendingReminders: (surveyId: string, round: number) => ({
    GSI2PK: 'REMINDERS_PENDING',
    GSI2SK: `${surveyId}#${String(round).padStart(6, '0')}`,
  }),
  /** One reminder day of one round, claimed before any of its e-mails goes out. */
  reminderDay: (surveyId: string, round: number, day: number) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `REMINDED#R${String(round).padStart(6, '0')}#D${day}`,
  }),
  /**
   * A closed round's report waiting to be mailed (decision 0023): one partition, oldest first,
   * written with the round's claim (R35) and deleted once every manager's mail went (R37-R40).
   */
  roundReportOutbox: (closedAt: string, surveyId: string, round: number) => ({
    PK: 'ROUNDREPORT',
    SK: `${closedAt}#${surveyId}#${String(round).padStart(6, '0')}`,
  }),
  /** One manager's mail of a round's report, claimed before it goes out (R39). */
  roundReportMail: (surveyId: string, round: number, userId: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `REPORTED#R${String(round).padStart(6, '0')}#${userId}`,
  }),
  /** An action on a round's results, in its survey's partition (R63, issue #31). */
  surveyAction: (surveyId: string, actionId: string) => ({
    PK: `SURVEY#${surveyId}`,
    SK: `ACTION#${actionId}`,
  }),
  /** A survey's actions (R63), as a query's partition and sort key prefix. */
  actionsOfSurvey: (surveyId: string) => ({ PK: `SURVEY#${surveyId}`, SK: 'ACTION#' }),
  /** A team's links to actions (R64), as a query's partition and sort key prefix. */
  actionsOfTeam: (teamId: string) => ({ PK: `TEAM#${teamId}`, SK: 'ACTION#' }),
  /** A team's link to an action of one of its surveys (R64). */
  teamAction: (teamId: string, surveyId: string, actionId: string) => ({
    PK: `TEAM#${teamId}`,
    SK: `ACTION#${surveyId}#${actionId}`,
  }),
} as const;
