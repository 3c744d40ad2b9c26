import type { Team, TeamMember } from '#shared/api/teams';

export function aTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    name: 'Platform',
    description: 'Keeps the lights on',
    logo_url: null,
    brand_color: '#3B82F6',
    created_by: 'u1',
    current_user_id: 'u1',
    current_user_role: 'owner',
    members: [{ user_id: 'u1', role: 'owner' }],
    member_count: 2,
    survey_count: 4,
    response_count: 17,
    created_at: '2026-01-05T10:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

export function aMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    role: 'member',
    is_owner: false,
    avatar_url: null,
    user_id: null,
    status: 'active',
    joined_at: '2026-01-06T10:00:00.000Z',
    ...overrides,
  };
}
