import { describe, expect, it } from 'vitest';
import {
  formatLimit,
  hasRoomFor,
  limitMessage,
  planCatalogue,
  planFeatures,
  planThatLifts,
  usageLevel,
  usagePercent,
} from './plans';

describe('plan catalogue', () => {
  it('holds the limits of spec 2 §9', () => {
    expect(planCatalogue.starter.limits).toEqual({ surveys: 10, responses: 200, teamMembers: 15 });
    expect(planCatalogue.professional.limits).toEqual({
      surveys: 50,
      responses: 1000,
      teamMembers: 50,
    });
    expect(planCatalogue.enterprise.limits).toEqual({
      surveys: -1,
      responses: -1,
      teamMembers: -1,
    });
    expect(planCatalogue.professional.price).toBe(19);
    expect(planCatalogue.professional.trialDays).toBeGreaterThan(0);
    expect(planCatalogue.enterprise.price).toBeNull();
  });

  it('lists limits as features, with unlimited for -1', () => {
    expect(planFeatures(planCatalogue.professional).slice(0, 4)).toEqual([
      'Everything in Starter',
      'Up to 50 surveys',
      'Up to 1,000 responses a month',
      'Up to 50 team members',
    ]);
    expect(formatLimit(-1, 'teamMembers')).toBe('Unlimited team members');
    expect(planFeatures(planCatalogue.enterprise)).toContain('Single sign-on (SSO)');
  });

  it('names the daily e-mails each plan allows, the figure the sending policy enforces', () => {
    expect(planFeatures(planCatalogue.starter)[3]).toBe('Survey e-mails to 250 people a day');
    expect(planFeatures(planCatalogue.professional)[4]).toBe(
      'Survey e-mails to 2,000 people a day',
    );
  });

  it('sells no feature as paid that the free plan already has', () => {
    // Scheduling, recurring sends and exports work on Starter; a paid card must not claim them.
    const free = planFeatures(planCatalogue.starter).join(' ');
    expect(free).toMatch(/Scheduled and recurring sends/);
    expect(free).toMatch(/CSV and PDF export/);
    for (const key of ['professional', 'enterprise'] as const) {
      expect(planCatalogue[key].extras.join(' ')).not.toMatch(
        /schedul|recurring|automation|export/i,
      );
    }
  });
});

describe('limits', () => {
  it('lets a write through below the limit, stops it at the limit, never for -1', () => {
    expect(hasRoomFor(9, 10)).toBe(true);
    expect(hasRoomFor(10, 10)).toBe(false);
    expect(hasRoomFor(1_000_000, -1)).toBe(true);
  });

  it('warns from 80 % and says reached at 100 %', () => {
    expect(usageLevel(7, 10)).toBe('ok');
    expect(usageLevel(8, 10)).toBe('warning');
    expect(usageLevel(160, 200)).toBe('warning');
    expect(usageLevel(10, 10)).toBe('reached');
    expect(usageLevel(12, 10)).toBe('reached');
    expect(usageLevel(5000, -1)).toBe('ok');
    expect(usagePercent(5, 10)).toBe(50);
    expect(usagePercent(15, 10)).toBe(100);
    expect(usagePercent(3, -1)).toBe(0);
  });

  it('names the limit and the plan that lifts it', () => {
    expect(limitMessage('starter', 'surveys')).toBe(
      'Your Starter plan allows up to 10 surveys. Upgrade to Professional for up to 50 surveys.',
    );
    expect(limitMessage('starter', 'teamMembers')).toBe(
      'Your Starter plan allows up to 15 team members. Upgrade to Professional for up to 50 team members.',
    );
    expect(limitMessage('professional', 'responses')).toBe(
      'Your Professional plan allows up to 1,000 responses a month. Upgrade to Enterprise for unlimited responses.',
    );
    expect(planThatLifts('enterprise', 'surveys')).toBeUndefined();
  });
});
