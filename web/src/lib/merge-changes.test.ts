import { describe, expect, it } from 'vitest';
import { mergeChanges } from './merge-changes';

describe('mergeChanges (Keep mine, decision 0025)', () => {
  const base = { title: 'Weekly pulse', description: 'Five minutes.', days: [3, 7] };

  it('keeps their change to one field and mine to another', () => {
    const mine = { ...base, description: 'From tab 2' };
    const theirs = { ...base, title: 'From tab 1' };
    expect(mergeChanges(base, mine, theirs)).toEqual({
      title: 'From tab 1',
      description: 'From tab 2',
      days: [3, 7],
    });
  });

  it('lets mine win where both changed the same field, comparing lists whole', () => {
    const mine = { ...base, title: 'Mine', days: [1] };
    const theirs = { ...base, title: 'Theirs', days: [3, 7, 14] };
    expect(mergeChanges(base, mine, theirs)).toEqual({
      title: 'Mine',
      description: 'Five minutes.',
      days: [1],
    });
  });

  it('takes theirs whole when this page changed nothing', () => {
    const theirs = { title: 'T', description: 'D', days: [] as number[] };
    expect(mergeChanges(base, { ...base }, theirs)).toEqual(theirs);
  });
});
