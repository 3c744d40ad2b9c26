import type { RouteDef } from '../route-types';
import {
  automationDeletedResponse,
  automationIdParams,
  automationResponse,
  automationsResponse,
  createAutomationBody,
  teamAutomationsParams,
  teamAutomationsQuery,
  updateAutomationBody,
} from '../automations';

/**
 * The automations routes (see ../routes.ts for the conventions). Only owners and admins of every
 * team an automation names, who also manage its survey, see or change it; others get 404.
 */
export const automationsRoutes = {
  ListTeamAutomations: {
    area: 'automations',
    method: 'GET',
    path: '/api/automations/team/{teamId}',
    auth: 'user',
    summary: "A team's automations and one-time schedules, times in the asked zone, next runs",
    params: teamAutomationsParams,
    query: teamAutomationsQuery,
    response: automationsResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 8,
  },
  CreateAutomation: {
    area: 'automations',
    method: 'POST',
    path: '/api/automations',
    auth: 'user',
    summary: 'Send a survey to the rosters of chosen teams once or on a recurring rule',
    body: createAutomationBody,
    response: automationResponse,
    status: 201,
    access: ['table:read', 'table:write', 'scheduler:manage', 'session-key:read'],
    maxDynamoCalls: 8,
  },
  UpdateAutomation: {
    area: 'automations',
    method: 'PUT',
    path: '/api/automations/{id}',
    auth: 'user',
    summary: "Change an automation's rule, teams or pause; the next run follows at once",
    params: automationIdParams,
    body: updateAutomationBody,
    response: automationResponse,
    access: ['table:read', 'table:write', 'scheduler:manage', 'session-key:read'],
    maxDynamoCalls: 9,
  },
  DeleteAutomation: {
    area: 'automations',
    method: 'DELETE',
    path: '/api/automations/{id}',
    auth: 'user',
    summary: 'Delete an automation and its next run',
    params: automationIdParams,
    response: automationDeletedResponse,
    access: ['table:read', 'table:write', 'scheduler:manage', 'session-key:read'],
    maxDynamoCalls: 8,
  },
} as const satisfies Record<string, RouteDef>;
