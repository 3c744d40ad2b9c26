import { randomUUID } from 'node:crypto';
import type { ImportMembersResponse, ImportResult } from '#shared/api/teams';
import { normaliseEmail } from '#shared/domain/password-rules';
import { limitMessage } from '#shared/domain/plans';
import {
  addableRows,
  IMPORT_MESSAGES,
  parseRosterImport,
  splitImportName,
} from '#shared/domain/roster-import';
import { ValidationError } from '../errors';
import type { MemberRecord } from './ports';
import { TeamService } from './team-service';

/**
 * The team service with the roster import: only `ImportTeamMembers` carries the list reader, so
 * the other team routes stay within their bundle budget (decision 0004).
 */
export class TeamImport extends TeamService {
  /**
   * Puts the people of a pasted list or CSV on the roster (as Add does: no e-mail is sent), each
   * row answered: added, skipped (a repeat, or already on the team) or failed (and why).
   */
  async importMembers(
    teamId: string,
    userId: string,
    text: string,
  ): Promise<ImportMembersResponse> {
    const { team } = await this.access(
      teamId,
      userId,
      ['owner', 'admin'],
      'You do not have permission to add members to this team.',
    );
    const roster = await this.deps.teams.roster(teamId);
    const parse = parseRosterImport(text, new Set(roster.map((m) => m.emailLower)));
    if (parse.problem)
      throw new ValidationError(parse.problem, { fields: { text: parse.problem } });
    const joinedAt = this.now().toISOString();
    const toAdd = addableRows(parse).map((row) => ({
      row,
      member: {
        teamId,
        memberId: randomUUID(),
        email: row.email,
        emailLower: normaliseEmail(row.email),
        ...splitImportName(row.name),
        role: 'member',
        userId: null,
        avatarKey: null,
        status: 'active',
        joinedAt,
        invitedAt: null,
      } satisfies MemberRecord,
    }));
    const { plan, quota } = await this.ownerQuota(team);
    const { refused } = await this.deps.teams.addMembers(
      toAdd.map((a) => a.member),
      quota,
    );
    const refusedWhy = new Map(refused.map((r) => [r.member.memberId, r.why]));
    const memberOfLine = new Map(toAdd.map((a) => [a.row, a.member]));
    const results: ImportResult[] = parse.rows.map((row) => {
      const base = { line: row.line, name: row.name, email: row.email };
      if (row.duplicateOf !== undefined) {
        return { ...base, status: 'skipped', reason: `Listed before (line ${row.duplicateOf})` };
      }
      if (row.problem === IMPORT_MESSAGES.onRoster) {
        return { ...base, status: 'skipped', reason: row.problem };
      }
      if (row.problem) return { ...base, status: 'failed', reason: row.problem };
      const member = memberOfLine.get(row);
      const why = member ? refusedWhy.get(member.memberId) : undefined;
      if (why === 'taken') return { ...base, status: 'skipped', reason: IMPORT_MESSAGES.onRoster };
      if (why === 'quota') {
        return { ...base, status: 'failed', reason: limitMessage(plan, 'teamMembers') };
      }
      return { ...base, status: 'added' };
    });
    const counts = { added: 0, skipped: 0, failed: 0 };
    for (const r of results) counts[r.status] += 1;
    const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
    return {
      message:
        `Added ${people(counts.added)}` +
        (counts.skipped ? `, skipped ${counts.skipped}` : '') +
        (counts.failed ? `, ${counts.failed} could not be added` : ''),
      results,
      counts,
    };
  }
}
