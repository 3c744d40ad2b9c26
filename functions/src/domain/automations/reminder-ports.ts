// A round's reminders live in `domain/rounds/`; this name is kept only for the DynamoDB adapters
// that still import it (they move with the table layer), then goes.
export {
  ReminderClaimedError,
  type ReminderPlan,
  type ReminderStore,
  type RoundInvitee,
} from '../rounds/ports';
