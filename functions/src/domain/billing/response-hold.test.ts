import { describe, expect, it } from 'vitest';
import { acceptsAnswers, heldToShow, holdCeiling, roomToLetIn } from './response-hold';

describe('the hold of answers over the response limit', () => {
  it('holds up to one plan-limit of answers; an unlimited plan holds none and refuses none', () => {
    expect(holdCeiling(200)).toBe(200);
    expect(holdCeiling(1000)).toBe(1000);
    expect(holdCeiling(-1)).toBe(-1);
    expect(acceptsAnswers({ ceiling: 200, held: 0 })).toBe(true);
    expect(acceptsAnswers({ ceiling: 200, held: 199 })).toBe(true);
    expect(acceptsAnswers({ ceiling: 200, held: 200 })).toBe(false);
    expect(acceptsAnswers({ ceiling: -1, held: 5000 })).toBe(true);
  });

  it("shows named surveys' held answers exactly and anonymous ones only in whole tens", () => {
    expect(heldToShow(0, 0)).toBe(0);
    expect(heldToShow(3, 0)).toBe(3);
    // One anonymous answer more or less does not move what a manager sees.
    expect(heldToShow(1, 1)).toBe(0);
    expect(heldToShow(9, 9)).toBe(0);
    expect(heldToShow(10, 10)).toBe(10);
    expect(heldToShow(19, 19)).toBe(10);
    expect(heldToShow(25, 12)).toBe(23);
    // Counters read mid-way (or counted down below zero) never show a negative.
    expect(heldToShow(-2, 0)).toBe(0);
    expect(heldToShow(2, 5)).toBe(0);
  });

  it('lets in as many held answers as the period has room for', () => {
    expect(roomToLetIn(200, 150)).toBe(50);
    expect(roomToLetIn(200, 200)).toBe(0);
    expect(roomToLetIn(200, 230)).toBe(0);
    expect(roomToLetIn(-1, 10_000)).toBe(-1);
  });
});
