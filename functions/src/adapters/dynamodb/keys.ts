import { createHash } from 'node:crypto';

/**
 * Every key Candor writes, built in one place and mirrored in docs/data-model.md.
 * Values that could identify a person in a key (e-mails, client addresses) are hashed where the
 * key is only ever looked up, never listed.
 */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const at = (PK: string, SK: string) => ({ PK, SK });
const gsi1 = (GSI1PK: string, GSI1SK: string) => ({ GSI1PK, GSI1SK });
const gsi2 = (GSI2PK: string, GSI2SK: string) => ({ GSI2PK, GSI2SK });
const inSurvey = (surveyId: string, SK: string) => at(`SURVEY#${surveyId}`, SK);
const inUser = (userId: string, SK: string) => at(`USER#${userId}`, SK);
const inTeam = (teamId: string, SK: string) => at(`TEAM#${teamId}`, SK);
/** Numbers in sort keys are zero-padded to six digits, so they sort as numbers. */
const pad = (n: number) => String(n).padStart(6, '0');
/** A block of teams (decision 0040) by a hash of its sorted ids. */
const teamBlock = (teams: readonly string[]) => sha256([...teams].sort().join('+')).slice(0, 20);

export const keys = {
  user: (userId: string) => inUser(userId, 'USER'),
  userEmail: (emailLower: string) => at(`EMAIL#${emailLower}`, 'EMAIL'),
  userGoogle: (subject: string) => at(`GOOGLE#${subject}`, 'GOOGLE'),
  revokedSession: (sessionId: string) => at(`SESSION#${sessionId}`, 'REVOKED'),
  oneTimeToken: (kind: string, token: string) => at(`TOKEN#${kind}#${sha256(token)}`, 'TOKEN'),
  /** R52: a conversation link's secret, by its SHA-256, leading to an answer's random id. */
  conversationKey: (secretHash: string) => at(`CONVSECRET#${secretHash}`, 'CONVERSATION'),
  /** R53: a conversation on an answer, in its survey's partition (purged with it). */
  conversation: (surveyId: string, responseId: string) =>
    inSurvey(surveyId, `CONVERSATION#${responseId}`),
  /** R53 GSI1: a survey's conversations, by the answer's random id (no order of time). */
  conversationsOfSurvey: (surveyId: string, responseId: string) =>
    gsi1(`SURVEY#${surveyId}#CONVERSATIONS`, `CONVERSATION#${responseId}`),
  /** R54: a conversation's message `n`, and (`CLOSE`) the respondent's close. */
  conversationMessage: (surveyId: string, responseId: string, n: number) =>
    inSurvey(surveyId, `CONVERSATION#${responseId}#M${pad(n)}`),
  conversationClose: (surveyId: string, responseId: string) =>
    inSurvey(surveyId, `CONVERSATION#${responseId}#CLOSE`),
  /** R55 GSI2 (sparse): what respondents did, waiting for its delivery time. */
  conversationDelivery: (deliverAfter: string, surveyId: string, responseId: string, n?: number) =>
    gsi2(
      'CONVERSATION_DELIVERY',
      `${deliverAfter}#${surveyId}#${responseId}#${n === undefined ? 'CLOSE' : pad(n)}`,
    ),
  /**
   * R70: the respondent's sealed request to be e-mailed of replies, with its conversation (in the
   * survey's partition, purged with it); on R55's GSI2 (`…#MAIL`) while a mail is due.
   */
  conversationMail: (surveyId: string, responseId: string) =>
    inSurvey(surveyId, `CONVERSATION#${responseId}#MAIL`),
  conversationMailDue: (deliverAfter: string, surveyId: string, responseId: string) =>
    gsi2('CONVERSATION_DELIVERY', `${deliverAfter}#${surveyId}#${responseId}#MAIL`),
  /** R71: the claim of a manager's mail of one hourly run's conversation deliveries. */
  conversationNoticeMail: (surveyId: string, userId: string, run: string) =>
    at(`CONVNOTICE#${surveyId}#${userId}`, `RUN#${run}`),
  /** Until when a survey's open link asks for the proof-of-work challenge (R50). */
  openLinkBurst: (surveyId: string) => at(`OPENLINK#${surveyId}`, 'BURST'),
  /** A spent challenge: the SHA-256 of its signature (R51). */
  usedChallenge: (challengeHash: string) => at(`CHALLENGE#${challengeHash}`, 'USED'),
  rateWindow: (scope: string, key: string, windowStart: number) =>
    at(`RATE#${scope}#${sha256(key)}`, `WINDOW#${windowStart}`),
  /** What one address got from one account on one day (M1): hashed, only ever looked up. */
  mailDay: (accountId: string, email: string, day: string) =>
    at(`MAILDAY#${sha256(`${accountId}:${email.toLowerCase()}`)}`, `DAY#${day}`),
  /** An address an account's survey e-mails no longer go to (bounced or complained, decision 0036). */
  mailSuppression: (accountId: string, email: string) =>
    at(`MAILDAY#${sha256(`${accountId}:${email.toLowerCase()}`)}`, 'SUPPRESSED'),
  team: (teamId: string) => inTeam(teamId, 'TEAM'),
  teamMember: (teamId: string, memberId: string) => inTeam(teamId, `MEMBER#${memberId}`),
  teamEmail: (teamId: string, emailLower: string) => inTeam(teamId, `EMAIL#${emailLower}`),
  /** The link from an account to its roster entry; GSI1 lists a user's teams. */
  teamAccount: (teamId: string, userId: string) => inTeam(teamId, `ACCOUNT#${userId}`),
  userTeamsIndex: (userId: string, teamId: string) => gsi1(`USER#${userId}`, `TEAM#${teamId}`),
  teamInvitation: (tokenHash: string) => at(`INVITE#${tokenHash}`, 'INVITE'),
  survey: (surveyId: string) => inSurvey(surveyId, 'SURVEY'),
  /** GSI1: the surveys a user created. */
  surveysByCreator: (userId: string, surveyId: string) =>
    gsi1(`USER#${userId}`, `SURVEY#${surveyId}`),
  teamSurvey: (teamId: string, surveyId: string) => inTeam(teamId, `SURVEY#${surveyId}`),
  notification: (userId: string, id: string) => inUser(userId, `NOTIFICATION#${id}`),
  /** Sparse index entry, present only while the notification is unread. */
  unreadNotification: (userId: string, id: string) =>
    gsi1(`UNREAD#${userId}`, `NOTIFICATION#${id}`),
  /** A survey's running tallies (responses, by source, sentiment): read instead of counting. */
  surveyStats: (surveyId: string) => inSurvey(surveyId, 'STATS'),
  /** A survey's tallies for one day (UTC), for analytics over time. */
  surveyDay: (surveyId: string, day: string) => inSurvey(surveyId, `DAY#${day}`),
  /**
   * An e-mail invitation: one per recipient and round (decision 0016). Round 1 keeps the shape it
   * had before rounds (`INVITATION#<address>`), so invitations sent then are round 1 as they
   * stand; later rounds are `INVITATION#R<n>#<address>` (addresses are lower-cased, so an upper
   * `R` after `INVITATION#` can only be a round).
   */
  surveyInvitation: (surveyId: string, emailLower: string, round = 1) =>
    inSurvey(
      surveyId,
      round > 1 ? `INVITATION#R${round}#${emailLower}` : `INVITATION#${emailLower}`,
    ),
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
  surveyRound: (surveyId: string, round: number) => inSurvey(surveyId, `ROUND#${pad(round)}`),
  /** A survey's rounds, in order. */
  roundsOfSurvey: (surveyId: string) => inSurvey(surveyId, 'ROUND#'),
  /** A queued send of the survey to many people (decision 0033): its counts and state. */
  surveySend: (surveyId: string, sendId: string) => inSurvey(surveyId, `SEND#${sendId}`),
  /** One recipient's outcome in a send: written once, so a redelivered message counts nothing twice. */
  surveySendResult: (surveyId: string, sendId: string, emailLower: string) =>
    inSurvey(surveyId, `SENDRESULT#${sendId}#${emailLower}`),
  /** GSI2 on `ROUND#<n>` (R34): rounds open and not yet reported, oldest opening first. */
  openRound: (openedAt: string, surveyId: string, round: number) =>
    gsi2('ROUND_OPEN', `${openedAt}#${surveyId}#${round}`),
  /** A survey's latest round number (absent until the first send after rounds existed). */
  surveyRounds: (surveyId: string) => inSurvey(surveyId, 'ROUNDS'),
  /**
   * A person (mailbox identity: no `+tag`, no Gmail dots) invited to a survey, held by the first
   * address of theirs that was invited: the other addresses do not count as independent.
   */
  surveyRecipient: (surveyId: string, identity: string) =>
    inSurvey(surveyId, `RECIPIENT#${identity}`),
  /** A shared round's results (R58), by the hash of its page's secret; GSI1 lists a survey's. */
  resultsShare: (tokenHash: string) => at(`SHARE#${tokenHash}`, 'SHARE'),
  resultsSharesOfSurvey: (surveyId: string, sharedAt: string, tokenHash: string) =>
    gsi1(`SURVEY#${surveyId}#SHARES`, `${sharedAt}#${tokenHash}`),
  /** R72 GSI2 (sparse): a share whose mails to the round's invited people wait to be queued. */
  shareMailOutbox: (sharedAt: string, tokenHash: string) =>
    gsi2('SHARE_MAIL_OUTBOX', `${sharedAt}#${tokenHash}`),
  /** R72: the claim of one address's mail of a share (by the address's hash). */
  shareMailClaim: (tokenHash: string, addressHash: string) =>
    at(`SHAREMAIL#${tokenHash}`, `TO#${addressHash}`),
  /** A manager's read of a team's (or a survey's) results on one day, by kind (R59, R60). */
  resultsRead: (scope: 'TEAM' | 'SURVEY', id: string, day: string, userId: string, kind: string) =>
    at(`READS#${scope}#${id}`, `DAY#${day}#USER#${userId}#${kind}`),
  /** A personal link (by its token's hash) pointing at its invitation. */
  surveyLink: (tokenHash: string) => at(`SURVEYLINK#${tokenHash}`, 'LINK'),
  /**
   * A response in its survey's partition. A named survey's starts with its day; an anonymous
   * survey's is the random id alone (`day` null): nothing in its key says when it was given, and
   * its place in the partition follows no order of submission.
   */
  response: (surveyId: string, day: string | null, responseId: string) =>
    inSurvey(surveyId, day === null ? `RESPONSE#${responseId}` : `RESPONSE#${day}#${responseId}`),
  /**
   * GSI1: a survey's responses from one source. Anonymous surveys sort by release group
   * (`B<group>`, then the random id, so the order within a group says nothing); surveys that are
   * not anonymous by the day they were submitted (`D<day>`).
   */
  responsesBySource: (surveyId: string, source: string, bucket: string, responseId: string) =>
    gsi1(`SURVEY#${surveyId}#${source}`, `RESPONSE#${bucket}#${responseId}`),
  /** The GSI1 list of a source's answers, a named survey's (`D`, by day) or released groups' (`B`). */
  responsesBySourceList: (surveyId: string, source: string, kind: 'D' | 'B') =>
    gsi1(`SURVEY#${surveyId}#${source}`, `RESPONSE#${kind}`),
  /** A survey's answers in its own partition. */
  responsesOfSurvey: (surveyId: string) => inSurvey(surveyId, 'RESPONSE#'),
  /** A survey's invitations, every round's. */
  invitationsOfSurvey: (surveyId: string) => inSurvey(surveyId, 'INVITATION#'),
  /** A source's releases, in group order. */
  releasesOfSource: (surveyId: string, source: string) => inSurvey(surveyId, `RELEASE#${source}#`),
  /**
   * R44: a group's (or, for a named survey, a day's) tally of the answers of one team block, the
   * set of the survey's teams their people were on (decision 0040). `bucket` as the question
   * tally's; the block by a hash of its sorted team ids, which the item also holds.
   */
  teamTally: (surveyId: string, bucket: string, teams: readonly string[]) =>
    inSurvey(surveyId, `QTEAM#${bucket}#${teamBlock(teams)}`),
  /**
   * R44: the coarse blocks of every released e-mail group (`ALL`) or of one round's (`R<n>`),
   * summed as each group is released, for the heatmap's reads that do not grow with releases.
   */
  teamTallySum: (surveyId: string, scope: string, teams: readonly string[]) =>
    inSurvey(surveyId, `QTEAMSUM#${scope}#${teamBlock(teams)}`),
  /** R44: the blocks of one bucket (a range's bounds). */
  teamTallyBucket: (surveyId: string, bucket: string) => inSurvey(surveyId, `QTEAM#${bucket}#`),
  /** R44: the summed blocks of one scope. */
  teamTallySumScope: (surveyId: string, scope: string) => inSurvey(surveyId, `QTEAMSUM#${scope}#`),
  /** R44: a released group's chunk of blocks added to the sums, once. */
  teamTallySummed: (surveyId: string, group: number, chunk: number) =>
    inSurvey(surveyId, `QTEAMDONE#B${pad(group)}#${chunk}`),
  releaseBucket: (group: number) => `B${pad(group)}`,
  dayBucket: (day: string) => `D${day}`,
  /** An answer's question tally (R28): its release group's, or its day's for a named survey. */
  questionTally: (surveyId: string, bucket: string) => inSurvey(surveyId, `QTALLY#${bucket}`),
  /** One release of a survey's answers from one source: its day, count and sentiment. */
  surveyRelease: (surveyId: string, source: string, group: number) =>
    inSurvey(surveyId, `RELEASE#${source}#${pad(group)}`),
  /** GSI2: a survey's releases from every source, newest day first (recent activity). */
  releasesByDay: (surveyId: string, day: string, source: string, group: number) =>
    gsi2(`SURVEY#${surveyId}#RELEASES`, `${day}#${source}#${pad(group)}`),
  /** GSI1 (sparse, on `STATS`): surveys with answers waiting for a release. */
  waitingRelease: (surveyId: string) => gsi1('RELEASE_WAITING', surveyId),
  /** The tally of responses in one hour that managers have not been told of yet. */
  responseDigest: (surveyId: string, hourStart: string) =>
    inSurvey(surveyId, `DIGEST#${hourStart}`),
  /** GSI1: every pending tally, oldest hour first, for the hourly digest job. */
  pendingDigest: (surveyId: string, hourStart: string) =>
    gsi1('DIGEST', `${hourStart}#${surveyId}`),
  /** Left by a deleted survey until the hourly clean-up has removed everything it had. */
  surveyPurge: (surveyId: string) => inSurvey(surveyId, 'PURGE'),
  /** GSI1: every survey waiting to be cleaned up, oldest first. */
  pendingPurge: (surveyId: string, deletedAt: string) => gsi1('PURGE', `${deletedAt}#${surveyId}`),
  /** Left by a deleted team until the clean-up has removed its roster, links and logo. */
  teamPurge: (teamId: string) => inTeam(teamId, 'PURGE'),
  /** GSI1: every team waiting to be cleaned up, oldest first. */
  pendingTeamPurge: (teamId: string, deletedAt: string) =>
    gsi1('TEAM_PURGE', `${deletedAt}#${teamId}`),
  /** Left by a deleted account until the clean-up has removed everything it had. */
  accountPurge: (userId: string) => inUser(userId, 'PURGE'),
  /** GSI1: every account waiting to be cleaned up, oldest first. */
  pendingAccountPurge: (userId: string, deletedAt: string) =>
    gsi1('ACCOUNT_PURGE', `${deletedAt}#${userId}`),
  /** An account's subscription snapshot and its payments customer id. */
  billingAccount: (userId: string) => inUser(userId, 'BILLING'),
  /** An account's usage counters (surveys it owns, members of the teams it owns). */
  usage: (userId: string) => inUser(userId, 'USAGE'),
  /**
   * An account's usage in one billing period (`yyyy-mm` on Starter, the subscription period's
   * start day on a paid plan): responses its surveys received (`responses`) and those shown.
   */
  monthlyUsage: (userId: string, period: string) => inUser(userId, `USAGE#${period}`),
  /** An answer held over the response limit, in its survey's partition (never `RESPONSE#`). */
  heldResponse: (surveyId: string, responseId: string) => inSurvey(surveyId, `HELD#${responseId}`),
  /**
   * An account's held answers, for the job that lets them in: a named survey's oldest day first;
   * an anonymous survey's (`day` null: no day is stored with it) after those, in random order.
   */
  heldByAccount: (userId: string, day: string | null, responseId: string) =>
    gsi1(`HELD#${userId}`, day === null ? `~#${responseId}` : `${day}#${responseId}`),
  /** Accounts with held answers (sparse, on their `USAGE` item). */
  accountHolding: (userId: string) => gsi1('HELD_WAITING', userId),
  /** Which account a payments customer belongs to (webhooks name the customer). */
  paymentsCustomer: (customerId: string) => at(`CUSTOMER#${customerId}`, 'CUSTOMER'),
  /** An account's referral code (made on first use, kept for good). */
  referralCode: (userId: string) => inUser(userId, 'REFERRAL_CODE'),
  /** Which account a referral code belongs to (registration looks the code up). */
  referralCodeOwner: (code: string) => at(`REFCODE#${code}`, 'REFCODE'),
  /** A person who registered with the referrer's link, in the referrer's partition. */
  referral: (referrerId: string, referredUserId: string) =>
    inUser(referrerId, `REFERRAL#${referredUserId}`),
  /** The referred side: who referred the account, its first payment, the free month granted. */
  referredBy: (userId: string) => inUser(userId, 'REFERRED_BY'),
  /** A commission or a claw-back (one per invoice or refund id), in the referrer's ledger. */
  commission: (referrerId: string, month: string, sourceId: string) =>
    inUser(referrerId, `LEDGER#C#${month}#${sourceId}`),
  /** A referrer's ledger: commissions and payout requests. */
  ledger: (referrerId: string) => inUser(referrerId, 'LEDGER#'),
  /** A payout request, one per referrer and month, in the same ledger. */
  payoutRequest: (referrerId: string, month: string) => inUser(referrerId, `LEDGER#P#${month}`),
  /** A reward (a first-month discount, a free month) the account can use. */
  reward: (userId: string, rewardId: string) => inUser(userId, `REWARD#${rewardId}`),
  /** How many free months a referrer earned in one calendar month (the cap's counter). */
  freeMonthCount: (referrerId: string, month: string) => inUser(referrerId, `FREE_MONTHS#${month}`),
  /** A processed webhook event (TTL), so a redelivery changes nothing. */
  webhookEvent: (eventId: string) => at(`WEBHOOK#${eventId}`, 'EVENT'),
  /** An automation (decision 0016): its rule, teams, pause and the next run it scheduled. */
  automation: (automationId: string) => at(`AUTOMATION#${automationId}`, 'AUTOMATION'),
  /** GSI1: a survey's automations (cancelled with the survey). */
  automationsBySurvey: (surveyId: string, automationId: string) =>
    gsi1(`SURVEY#${surveyId}#AUTOMATIONS`, `AUTOMATION#${automationId}`),
  /** GSI2 (sparse, while not paused or finished): every automation the reconciler looks after. */
  activeAutomation: (automationId: string) => gsi2('AUTOMATION_ACTIVE', automationId),
  /** A team's link to an automation that sends to its roster. */
  teamAutomation: (teamId: string, automationId: string) =>
    inTeam(teamId, `AUTOMATION#${automationId}`),
  /**
   * One run of an automation (its index and instant: an edit may number runs afresh), claimed
   * before it sends anything (exactly once).
   */
  automationRun: (surveyId: string, automationId: string, index: number, at: string) =>
    inSurvey(surveyId, `RUN#${automationId}#${index}#${at}`),
  /** A round's reminder plan (decision 0016): when it opened and the reminder day it waits for. */
  roundReminders: (surveyId: string, round: number) =>
    inSurvey(surveyId, `REMINDERS#R${pad(round)}`),
  /** GSI2 (sparse, while a reminder day is still to come): the reconciler's list of plans. */
  pendingReminders: (surveyId: string, round: number) =>
    gsi2('REMINDERS_PENDING', `${surveyId}#${pad(round)}`),
  /** One reminder day of one round, claimed before any of its e-mails goes out. */
  reminderDay: (surveyId: string, round: number, day: number) =>
    inSurvey(surveyId, `REMINDED#R${pad(round)}#D${day}`),
  /**
   * A closed round's report waiting to be mailed (decision 0023): one partition, oldest first,
   * written with the round's claim (R35) and deleted once every manager's mail went (R37-R40).
   */
  roundReportOutbox: (closedAt: string, surveyId: string, round: number) =>
    at('ROUNDREPORT', `${closedAt}#${surveyId}#${pad(round)}`),
  /** One manager's mail of a round's report, claimed before it goes out (R39). */
  roundReportMail: (surveyId: string, round: number, userId: string) =>
    inSurvey(surveyId, `REPORTED#R${pad(round)}#${userId}`),
  /** An action on a round's results, in its survey's partition (R63, issue #31). */
  surveyAction: (surveyId: string, actionId: string) => inSurvey(surveyId, `ACTION#${actionId}`),
  /** A survey's actions (R63), as a query's partition and sort key prefix. */
  actionsOfSurvey: (surveyId: string) => inSurvey(surveyId, 'ACTION#'),
  /** A team's links to actions (R64), as a query's partition and sort key prefix. */
  actionsOfTeam: (teamId: string) => inTeam(teamId, 'ACTION#'),
  /** A team's link to an action of one of its surveys (R64). */
  teamAction: (teamId: string, surveyId: string, actionId: string) =>
    inTeam(teamId, `ACTION#${surveyId}#${actionId}`),
} as const;
