import { describe, expect, it } from 'vitest';
import { payoutRequested, shareLink } from './referral-rules';

const link = 'http://localhost:3000/register?ref=abcdefABCDEF';

describe('sharing the referral link', () => {
  it('uses the device share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    const outcome = await shareLink(link, {
      share: async (data) => {
        shared.push(data);
      },
    });
    expect(outcome).toBe('shared');
    expect(shared[0]?.url).toBe(link);
  });

  it('says nothing when the share sheet is closed', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await shareLink(link, { share: () => Promise.reject(abort) })).toBe('cancelled');
  });

  it('copies the link where there is no share sheet', async () => {
    let copied = '';
    const outcome = await shareLink(link, {
      clipboard: {
        writeText: async (text) => {
          copied = text;
        },
      },
    });
    expect(outcome).toBe('copied');
    expect(copied).toBe(link);
  });

  it('fails when the clipboard refuses, or there is none', async () => {
    expect(
      await shareLink(link, { clipboard: { writeText: () => Promise.reject(new Error('no')) } }),
    ).toBe('failed');
    expect(await shareLink(link, {})).toBe('failed');
  });
});

it('names the requested month', () => {
  expect(payoutRequested('2026-11')).toBe('Payout for November 2026 requested!');
});
