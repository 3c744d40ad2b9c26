import * as z from 'zod/mini';
import { pathParamNames, routeList, type RouteEntry } from '#shared/api/routes';

/**
 * The API reference, read from the route table itself: the same entries that build every
 * function and API route, and the same schemas that validate every request (decision 0050). It
 * cannot fall behind the API.
 */

export interface FieldDoc {
  /** Dotted for a nested field: `questions[].title`. */
  name: string;
  type: string;
  required: boolean;
  /** Limits in words: "1-200 characters", "matches ^\d{4}$", "at least 1". */
  notes: string[];
}

export interface RouteDoc {
  id: string;
  area: string;
  method: string;
  path: string;
  summary: string;
  signIn: boolean;
  status: number;
  bodyType: 'json' | 'multipart';
  params: FieldDoc[];
  query: FieldDoc[];
  body: FieldDoc[];
  response: FieldDoc[];
}

export const AREA_TITLES: Record<string, string> = {
  platform: 'Platform',
  auth: 'Accounts and sessions',
  teams: 'Teams',
  surveys: 'Surveys',
  notifications: 'Notifications',
  responses: 'Responses',
  dashboard: 'Dashboard',
  emails: 'E-mail',
  billing: 'Billing',
  automations: 'Automations',
  analytics: 'Analytics',
  referrals: 'Referrals',
  results: 'Results',
  conversations: 'Conversations',
  actions: 'Actions',
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
};

/** How deep nested objects are spelled out; deeper ones read "object". */
const MAX_DEPTH = 3;

function toJson(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;
}

function variants(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

/** A schema's type in a few words: `string`, `one of "a", "b"`, `array of object`. */
export function typeName(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const options = variants(schema);
  if (options) {
    const names = [...new Set(options.map(typeName))];
    return names.join(' or ');
  }
  if (schema.allOf?.length === 1) return typeName(schema.allOf[0] as JsonSchema);
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return schema.items ? `array of ${typeName(schema.items)}` : 'array';
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    return 'map';
  }
  return schema.type ?? 'any';
}

function notesOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = schema;
  if (minLength !== undefined && maxLength !== undefined) {
    notes.push(`${minLength}-${maxLength} characters`);
  } else if (maxLength !== undefined) notes.push(`at most ${maxLength} characters`);
  else if (minLength !== undefined && minLength > 0) notes.push(`at least ${minLength} characters`);
  if (minimum !== undefined && maximum !== undefined) notes.push(`${minimum} to ${maximum}`);
  else if (minimum !== undefined) notes.push(`at least ${minimum}`);
  else if (maximum !== undefined) notes.push(`at most ${maximum}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`more than ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) notes.push(`less than ${schema.exclusiveMaximum}`);
  if (minItems !== undefined && maxItems !== undefined) notes.push(`${minItems}-${maxItems} items`);
  else if (maxItems !== undefined) notes.push(`at most ${maxItems} items`);
  else if (minItems !== undefined && minItems > 0) notes.push(`at least ${minItems} items`);
  if (schema.format) notes.push(`format ${schema.format}`);
  if (schema.pattern) notes.push(`matches ${schema.pattern}`);
  return notes;
}

/** The object a schema describes, if it is one (also through a single `allOf`). */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.allOf?.length === 1) return objectOf(schema.allOf[0] as JsonSchema);
  return undefined;
}

/** Every field of an object schema, nested objects and arrays of objects spelled out below it. */
export function fieldsOf(schema: JsonSchema, prefix = '', depth = 0): FieldDoc[] {
  const object = objectOf(schema);
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  const fields: FieldDoc[] = [];
  for (const [key, child] of Object.entries(object.properties)) {
    const name = `${prefix}${key}`;
    fields.push({
      name,
      type: typeName(child),
      required: required.has(key),
      notes: notesOf(child),
    });
    if (depth + 1 >= MAX_DEPTH) continue;
    if (objectOf(child)) fields.push(...fieldsOf(child, `${name}.`, depth + 1));
    else if (child.type === 'array' && child.items && objectOf(child.items)) {
      fields.push(...fieldsOf(child.items, `${name}[].`, depth + 1));
    }
  }
  return fields;
}

function partFields(schema: z.ZodMiniType | undefined, io: 'input' | 'output'): FieldDoc[] {
  return schema ? fieldsOf(toJson(schema, io)) : [];
}

export function describeRoute(route: RouteEntry): RouteDoc {
  return {
    id: route.id,
    area: route.area,
    method: route.method,
    path: route.path,
    summary: route.summary,
    signIn: route.auth === 'user',
    status: route.status ?? 200,
    bodyType: route.bodyType ?? 'json',
    params: route.params
      ? partFields(route.params, 'input')
      : pathParamNames(route.path).map((name) => ({
          name,
          type: 'string',
          required: true,
          notes: [],
        })),
    query: partFields(route.query, 'input'),
    body: partFields(route.body, 'input'),
    response: partFields(route.response, 'output'),
  };
}

export interface AreaDoc {
  area: string;
  title: string;
  routes: RouteDoc[];
}

/** The routes a caller can call: every one but the catch-all that answers unknown paths. */
export const documentedRoutes = routeList.filter((route) => route.method !== 'ANY');

/** Every route a caller can call, grouped by area in table order. */
export function apiReference(): AreaDoc[] {
  const areas = new Map<string, AreaDoc>();
  for (const route of documentedRoutes) {
    let area = areas.get(route.area);
    if (!area) {
      area = { area: route.area, title: AREA_TITLES[route.area] ?? route.area, routes: [] };
      areas.set(route.area, area);
    }
    area.routes.push(describeRoute(route));
  }
  return [...areas.values()];
}
