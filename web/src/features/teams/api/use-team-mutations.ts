import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { MemberRole } from '#shared/api/teams';
import { apiKey, apiRequest } from '../../../lib/api-client';
import { uploadImageFile } from '../../../lib/image-upload';
import { addPeople, type PeoplePreview } from '../add-people';
import { inviteFailure } from '../team-errors';
import type { TeamsIntl } from '../teams-intl';
import { brandingFormData, teamInfoFormData, type CreateTeamForm } from '../team-rules';

/** The API paths (SWR keys) that show a team: the list, the team and its roster. */
function teamPaths(teamId?: string) {
  const list = apiKey('ListTeams')[0];
  if (!teamId) return { list };
  return {
    list,
    team: apiKey('GetTeam', { params: { teamId } })[0],
    members: apiKey('ListTeamMembers', { params: { teamId } })[0],
  };
}

type Shown = keyof ReturnType<typeof teamPaths>;

/** The version a change was based on, as the form field the server reads (decision 0025). */
function withVersion(data: FormData, version: number | undefined): FormData {
  if (version !== undefined) data.append('version', String(version));
  return data;
}

/**
 * Every change to teams, each revalidating the keys that show what it changed: the list (counts,
 * names, colours, logos), the team, and its roster. Throws the call's `ApiError` for the screen
 * to describe.
 */
export function useTeamMutations() {
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    const revalidate = (teamId: string | undefined, which: Shown[]) => {
      const all = teamPaths(teamId) as Record<Shown, string | undefined>;
      const wanted = new Set(which.map((name) => all[name]).filter(Boolean));
      // A failed refresh shows on the screens that read the key; the change itself succeeded.
      return mutate((key) => Array.isArray(key) && wanted.has(key[0] as string)).catch(
        () => undefined,
      );
    };

    return {
      async createTeam(form: CreateTeamForm) {
        const result = await apiRequest('CreateTeam', {
          body: { name: form.name.trim(), description: form.description.trim() },
        });
        await revalidate(undefined, ['list']);
        return result.team;
      },

      /**
       * The team as saved now (after a change was refused as based on an older version): the
       * team's key holds it and the list is revalidated.
       */
      async reloadTeam(teamId: string) {
        const result = await apiRequest('GetTeam', { params: { teamId } });
        await mutate(apiKey('GetTeam', { params: { teamId } }), result, false);
        await revalidate(teamId, ['list']);
        return result.team;
      },

      /** With `version`, refused (409 stale_version) when the team was changed since. */
      async updateTeamInfo(teamId: string, form: CreateTeamForm, version?: number) {
        const result = await apiRequest('UpdateTeam', {
          params: { teamId },
          body: withVersion(teamInfoFormData(form), version),
        });
        await revalidate(teamId, ['list', 'team']);
        return result.team;
      },

      /**
       * Save Branding with a new logo: the logo straight to the file store, then the colour and
       * the logo in one multipart update (decision 0051).
       */
      async updateBranding(teamId: string, color: string, logo: File | null, version?: number) {
        const logoUpload = logo ? await uploadImageFile({ teamId }, logo) : null;
        const result = await apiRequest('UpdateTeam', {
          params: { teamId },
          body: withVersion(brandingFormData(color, logoUpload), version),
        });
        await revalidate(teamId, ['list', 'team']);
        return result.team;
      },

      /** The colour alone (PATCH /api/teams/{id}/color). */
      async setTeamColor(teamId: string, color: string, version?: number) {
        const result = await apiRequest('SetTeamColor', {
          params: { teamId },
          body: { brand_color: color, ...(version === undefined ? {} : { version }) },
        });
        await revalidate(teamId, ['list', 'team']);
        return result.team;
      },

      /**
       * Add people: the new people of a preview on the roster, each invited one with an account
       * invitation (see ../add-people.ts). The screens showing the team are refreshed once, when
       * all is done, also after a refusal part-way. `intl`: the words of what became of each.
       */
      async addPeople(
        teamId: string,
        preview: PeoplePreview,
        invited: ReadonlyMap<string, MemberRole>,
        intl?: TeamsIntl,
      ) {
        try {
          return await addPeople(
            preview,
            invited,
            {
              importPeople: (text) =>
                apiRequest('ImportTeamMembers', { params: { teamId }, body: { text } }),
              invite: (person) =>
                apiRequest('InviteTeamMember', {
                  params: { teamId },
                  body: {
                    email: person.email,
                    role: person.role,
                    ...(person.name ? { name: person.name } : {}),
                  },
                }),
              describeFailure: (error) => inviteFailure(error, intl).message,
            },
            intl,
          );
        } finally {
          await revalidate(teamId, ['list', 'team', 'members']);
        }
      },

      async updateMemberRole(teamId: string, memberId: string, role: MemberRole) {
        const result = await apiRequest('UpdateTeamMember', {
          params: { teamId, memberId },
          body: { role },
        });
        await revalidate(teamId, ['team', 'members']);
        return result;
      },

      async removeMember(teamId: string, memberId: string) {
        const result = await apiRequest('RemoveTeamMember', { params: { teamId, memberId } });
        await revalidate(teamId, ['list', 'team', 'members']);
        return result;
      },

      /** Joins the team the link is for; the new team shows in the list. */
      async acceptInvitation(token: string) {
        const result = await apiRequest('AcceptTeamInvitation', { body: { token } });
        await revalidate(result.team.id, ['list', 'team', 'members']);
        return result.team;
      },
    };
  }, [mutate]);
}

export type TeamMutations = ReturnType<typeof useTeamMutations>;
