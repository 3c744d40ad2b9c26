import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseReceipt } from '#shared/api/responses';
import { uniqueEmail } from './support/auth-api';
import {
  createSurvey,
  expectFailure,
  linkToken,
  listResponses,
  pulse,
  responsesOf,
  sendSurvey,
  submitOk,
  TABLE,
  withTable,
} from './support/responses-api';
import { createTeam, register, type Person } from './support/teams-api';

/**
 * An operator with read access to the table (decision 0009, "What is stored"): after a mix of
 * e-mailed and open-link answers, every item that names the survey is read, as a table export
 * would show it, and nothing in it pairs an answer with an invitation, a recipient or the time
 * it was given. The respondent's receipt says exactly that, and is checked against the items.
 */
let owner: Person;
let teamId: string;

beforeAll(async () => {
  owner = await register('Operator');
  teamId = (await createTeam(owner, 'Read by an operator')).id;
});

type Item = Record<string, unknown>;

/** Every item of the table that names the survey: its partition, its links, anything else. */
function itemsNaming(surveyId: string): Promise<Item[]> {
  return withTable(async (docs) => {
    const items: Item[] = [];
    let start: Item | undefined;
    do {
      const out = await docs.send(
        new ScanCommand({
          TableName: TABLE,
          FilterExpression: 'contains(PK, :id) OR surveyId = :id',
          ExpressionAttributeValues: { ':id': surveyId },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  });
}

/**
 * Every scalar of an item outside its answers and its sentiment score (what was answered, not
 * who), with its key values split at `#`.
 */
function valuesOf(item: Item): string[] {
  const values: string[] = [];
  const visit = (value: unknown) => {
    if (value instanceof Set) [...value].forEach(visit);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
    else if (value !== undefined && value !== null) values.push(String(value));
  };
  for (const [name, value] of Object.entries(item)) {
    if (name === 'answers' || name === 'sentiment') continue;
    visit(value);
    if (typeof value === 'string' && value.includes('#')) values.push(...value.split('#'));
  }
  return values;
}

const DAY_OR_TIME = /\d{4}-\d{2}-\d{2}|\d{2}:\d{2}|T\d{2}/;
const isResponse = (item: Item) => item.entityType === 'Response';
const isInvitation = (item: Item) => String(item.SK).startsWith('INVITATION#');
const isRecipient = (item: Item) => String(item.SK).startsWith('RECIPIENT#');
const isLink = (item: Item) => String(item.PK).startsWith('SURVEYLINK#');

describe('what an operator reading the table finds', () => {
  it('pairs no answer with an invitation, a recipient or a time, as the receipt says', async () => {
    const survey = await createSurvey(owner, { teamId, title: 'Read by an operator' });
    const invited = [1, 2, 3, 4].map((n) => uniqueEmail(`operator-${n}`));
    await sendSurvey(owner, survey.id, { recipients: invited });
    const tokens = await Promise.all(invited.map((to) => linkToken(to, survey.id)));

    const before = await itemsNaming(survey.id);
    const receipts: ResponseReceipt[] = [];
    // Three of four invitees answer, and two people through the open link, interleaved.
    receipts.push((await submitOk(survey.id, pulse(survey, 5, 'Calm week'), tokens[0])).receipt);
    receipts.push((await submitOk(survey.id, pulse(survey, 2))).receipt);
    receipts.push((await submitOk(survey.id, pulse(survey, 4), tokens[2])).receipt);
    receipts.push((await submitOk(survey.id, pulse(survey, 1), tokens[3])).receipt);
    receipts.push((await submitOk(survey.id, pulse(survey, 3))).receipt);
    // The e-mailed group of three was released: this is data a manager can see.
    expect((await responsesOf(owner, survey.id, 'email')).responses).toHaveLength(3);
    const after = await itemsNaming(survey.id);

    const responses = after.filter(isResponse);
    expect(responses).toHaveLength(5);
    const people = [...after.filter(isInvitation), ...after.filter(isRecipient)];
    expect(after.filter(isInvitation)).toHaveLength(4);
    const peopleAndLinks = [...people, ...after.filter(isLink)];
    expect(peopleAndLinks.length).toBeGreaterThan(4);

    // What any two items may share: the survey itself, and words of the schema.
    const common = new Set([
      survey.id,
      `SURVEY#${survey.id}`,
      'SURVEY',
      'email',
      'regular',
      'RESPONSE',
      'true',
      'false',
    ]);
    for (const response of responses) {
      const where = `response ${String(response.id)}`;
      const own = valuesOf(response).filter((v) => !common.has(v));
      // No day or time: not in its keys, not in its attributes.
      for (const value of own) expect(value, where).not.toMatch(DAY_OR_TIME);
      // Nothing of it (its id, its group, its score) is on an invitation, recipient or link.
      for (const other of peopleAndLinks) {
        const theirs = new Set(valuesOf(other));
        expect(
          own.filter((v) => theirs.has(v)),
          `${where} and ${String(other.PK)} ${String(other.SK)}`,
        ).toEqual([]);
      }
    }

    // What answering changed on an invitation or a recipient: the responded flag, and the round
    // (the same for everyone invited in it) a person is counted in; no day, no group, no answer.
    for (const item of people) {
      const was = before.find((b) => b.PK === item.PK && b.SK === item.SK) ?? {};
      const changed = Object.keys({ ...was, ...item })
        .filter((name) => JSON.stringify(was[name]) !== JSON.stringify(item[name]))
        .sort();
      if (isInvitation(item)) {
        expect(changed, String(item.SK)).toEqual(item.status === 'responded' ? ['status'] : []);
      } else {
        expect(changed.filter((name) => name !== 'countedInRound')).toEqual([]);
        if (item.countedInRound !== undefined) expect(item.countedInRound).toBe(1);
      }
    }
    expect(after.filter((i) => isInvitation(i) && i.status === 'responded')).toHaveLength(3);

    // The receipts say exactly this: the fields each answer keeps, no day, nothing linking.
    const kept = (receipt: ResponseReceipt) => receipt.kept.map((k) => k.field).sort();
    const stored = Object.keys(responses[0] ?? {})
      .filter((name) => !['PK', 'SK', 'GSI1PK', 'GSI1SK', 'entityType'].includes(name))
      .sort();
    for (const receipt of receipts) {
      // `invitation` and `teams` are other items: the invitation's flag, the team block's tally.
      expect(kept(receipt).filter((field) => field !== 'invitation' && field !== 'teams')).toEqual(
        stored,
      );
      expect(receipt.notKept).toContain('the day or time you answered');
    }
    const personal = receipts.filter((r) => r.kept.some((k) => k.field === 'invitation'));
    expect(personal).toHaveLength(3);
    for (const receipt of personal) {
      expect(receipt.kept.find((k) => k.field === 'invitation')?.description).toMatch(
        /no day or time.*do not name your invitation/,
      );
    }
  });

  it('gives the responses page an opaque cursor that still pages, on its own list only', async () => {
    // 51 open-link answers released at once (the threshold is 51): a page of 50 and a cursor.
    const survey = await createSurvey(owner, {
      teamId,
      title: 'Paged by an operator',
      anonymityThreshold: 51,
    });
    for (let i = 0; i < 51; i += 1) await submitOk(survey.id, pulse(survey, 1 + (i % 5)));
    const first = await responsesOf(owner, survey.id, 'regular');
    expect(first.responses).toHaveLength(50);
    const cursor = first.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    // The page shows release days only: its cursor may not carry the day an answer was given,
    // nor anything else of the key it stands for (decision 0029). Decoded as base64 from any
    // offset, as a manager with a decoder would, it is no JSON and holds no key text. (Random
    // bytes can hold a short pattern by chance: only long ones are looked for.)
    const shown = [survey.id, ...first.responses.map((r) => r.id)];
    for (let at = 0; at < 4; at += 1) {
      const decoded = Buffer.from(cursor.slice(at), 'base64url').toString('latin1');
      expect(() => JSON.parse(decoded) as unknown).toThrow();
      expect(decoded).not.toMatch(/\d{4}-\d{2}-\d{2}|RESPONSE|SURVEY|GSI1/);
      for (const text of shown) expect(decoded).not.toContain(text);
    }
    for (const text of shown) expect(cursor).not.toContain(text);
    // Replayed on another survey's list (a named one: it always reads its page), it is a bad
    // page link.
    const other = await createSurvey(owner, { teamId, title: 'Another list', isAnonymous: false });
    const error = expectFailure(
      await listResponses(owner, other.id, 'regular', cursor),
      400,
      'validation_error',
    );
    expect(error.fields).toEqual({
      cursor: 'This page link is not valid. Start again from the first page.',
    });
    const second = await responsesOf(owner, survey.id, 'regular', cursor);
    expect(second.responses).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.responses, ...second.responses].map((r) => r.id));
    expect(ids.size).toBe(51);
  });
});
