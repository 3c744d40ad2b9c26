import { describe, expect, it } from 'vitest';
import { addedText, mergeRecipients, rosterAddresses, skippedText } from './team-recipients';

describe('mergeRecipients', () => {
  it('adds each roster address once, after what was typed, without repeating any', () => {
    const merged = mergeRecipients('ana@example.com, extra@example.com', [
      'Ana@Example.com',
      'ben@example.com',
      'carla@example.com',
      'ben@example.com',
    ]);
    expect(merged.text).toBe(
      'ana@example.com, extra@example.com\nben@example.com\ncarla@example.com',
    );
    expect(merged).toMatchObject({ added: 2, alreadyListed: 2 });
  });

  it('fills an empty box and leaves it as it was when everyone is listed', () => {
    expect(mergeRecipients('', ['ana@example.com', 'ben@example.com']).text).toBe(
      'ana@example.com\nben@example.com',
    );
    const none = mergeRecipients('ana@example.com,\n', ['ANA@example.com']);
    expect(none).toEqual({ text: 'ana@example.com,\n', added: 0, alreadyListed: 1 });
  });
});

describe('addedText', () => {
  it('says how many were added from which teams', () => {
    expect(addedText({ text: '', added: 4, alreadyListed: 1 }, ['Platform Team'])).toBe(
      '4 people from Platform Team added (1 already listed).',
    );
    expect(addedText({ text: '', added: 1, alreadyListed: 0 }, ['A', 'B'])).toBe(
      '1 person from A, B added.',
    );
    expect(addedText({ text: '', added: 0, alreadyListed: 3 }, ['Platform Team'])).toBe(
      'Everyone on Platform Team is already listed.',
    );
  });
});

describe('rosterAddresses', () => {
  it('takes every address and names, once each, the people without one as skipped', () => {
    const person = (first_name: string, email: string) => ({ first_name, last_name: 'Ko', email });
    const roster = rosterAddresses([
      [person('Ana', 'ana@example.com'), person('Dee', ' ')],
      [person('Ben', 'ben@example.com'), person('Dee', '')],
    ]);
    expect(roster).toEqual({
      emails: ['ana@example.com', 'ben@example.com'],
      withoutEmail: ['Dee Ko'],
    });
    expect(skippedText(roster.withoutEmail)).toBe(' Skipped, no e-mail address: Dee Ko.');
    expect(skippedText([])).toBe('');
  });
});
