import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { inviteFailure, isMissingTeam } from './team-errors';

describe('invite failures', () => {
  it('uses the catalogue’s words for 404, 403 and 409', () => {
    expect(inviteFailure(new ApiError(404, 'not_found', 'x')).message).toBe(
      'Team not found. Please refresh the page and try again.',
    );
    expect(inviteFailure(new ApiError(403, 'forbidden', 'x')).message).toBe(
      'You do not have permission to invite members to this team.',
    );
    expect(inviteFailure(new ApiError(409, 'already_member', 'x')).message).toBe(
      'User is already a member of this team.',
    );
  });

  it("prefers the server's message, else 'Failed to send invitation. Please try again.'", () => {
    expect(
      inviteFailure(new ApiError(400, 'validation_error', 'Please enter a valid email address'))
        .message,
    ).toBe('Please enter a valid email address');
    expect(inviteFailure(new Error('')).message).toBe(
      'Failed to send invitation. Please try again.',
    );
  });

  it('treats 404 and a malformed id as a missing team, and nothing else', () => {
    expect(isMissingTeam(new ApiError(404, 'not_found', 'x'))).toBe(true);
    expect(isMissingTeam(new ApiError(400, 'validation_error', 'Unknown team'))).toBe(true);
    expect(isMissingTeam(new ApiError(500, 'server_error', 'x'))).toBe(false);
  });
});
