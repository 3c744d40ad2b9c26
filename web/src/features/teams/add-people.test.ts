import { describe, expect, it } from 'vitest';
import { parseRosterImport } from '#shared/domain/roster-import';
import { aMember } from './test/teams-fixtures';
import { addPeople, countOutcomes, importText, previewPeople } from './add-people';

describe('Add people, read and sent', () => {
  it('sends the import exactly the people previewed, whatever their names hold', () => {
    const listed = [
      { name: 'Lee, Jordan', email: 'lee@x.com' },
      { name: 'Dee "D" Mensah; jr', email: 'dee@x.com' },
      { name: 'Zoë Ødegård', email: 'zoe@x.com' },
      { name: '', email: 'tom@x.com' },
    ];

    const read = parseRosterImport(importText(listed)).rows;

    expect(read.map((r) => ({ name: r.name, email: r.email }))).toEqual(listed);
    expect(read.every((r) => !r.problem && r.duplicateOf === undefined)).toBe(true);
  });

  it('marks who is on the team, who may be invited, and what could not be read', () => {
    const roster = [
      aMember({ email: 'has-account@x.com', user_id: 'u7' }),
      aMember({ email: 'added@x.com', user_id: null }),
      aMember({ email: 'owner@x.com', user_id: 'u1', is_owner: true }),
    ];

    const preview = previewPeople(
      'new@x.com, has-account@x.com; added@x.com\nowner@x.com\nnope\nNEW@x.com',
      roster,
    );

    expect(preview.people.map((p) => [p.email, p.state, p.invitable])).toEqual([
      ['new@x.com', 'new', true],
      ['has-account@x.com', 'onTeam', false],
      ['added@x.com', 'onTeam', true],
      ['owner@x.com', 'onTeam', false],
      ['NEW@x.com', 'repeat', false],
    ]);
    expect(preview.unread).toEqual([
      { line: 3, text: 'nope', reason: 'Not a valid e-mail address' },
    ]);
  });

  it('counts every person listed once, and what the server refused as not done', async () => {
    const preview = previewPeople('a@x.com, b@x.com, c@x.com\nbad', []);
    const outcomes = await addPeople(preview, new Map([['c@x.com', 'admin' as const]]), {
      importPeople: async (text) => ({
        message: '',
        counts: { added: 1, skipped: 0, failed: 1 },
        results: parseRosterImport(text).rows.map((r) =>
          r.email === 'a@x.com'
            ? { ...r, status: 'added' as const }
            : { ...r, status: 'failed' as const, reason: 'Plan limit' },
        ),
      }),
      invite: async () => ({ emailSent: false }),
      describeFailure: () => 'never',
    });

    expect(outcomes.map((o) => [o.email, o.outcome, o.invitation, o.reason])).toEqual([
      ['a@x.com', 'added', undefined, undefined],
      ['b@x.com', 'failed', undefined, 'Plan limit'],
      ['c@x.com', 'added', 'notMailed', undefined],
      ['bad', 'failed', undefined, 'Not a valid e-mail address'],
    ]);
    expect(countOutcomes(outcomes)).toEqual({
      added: 2,
      invited: 0,
      notMailed: 1,
      alreadyThere: 0,
      failed: 2,
    });
  });
});
