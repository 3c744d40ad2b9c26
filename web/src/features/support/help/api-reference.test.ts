import { describe, expect, it } from 'vitest';
import { pathParamNames, routeList } from '#shared/api/routes';
import { apiReference, describeRoute, documentedRoutes, fieldsOf, typeName } from './api-reference';

describe('the API reference', () => {
  const areas = apiReference();
  const docs = areas.flatMap((area) => area.routes);

  it('documents every route of the table once but the catch-all, grouped by area with a title', () => {
    const callable = routeList.filter((route) => route.method !== 'ANY');
    expect(routeList.length - callable.length).toBe(1);
    // Grouped by area: the same routes, each once, in the table's order within an area.
    expect(docs.map((doc) => doc.id).sort()).toEqual(callable.map((route) => route.id).sort());
    expect(documentedRoutes).toEqual(callable);
    for (const area of areas) expect(area.title).not.toBe(area.area);
  });

  it('names every path parameter of every route', () => {
    for (const doc of docs) {
      const names = pathParamNames(doc.path);
      if (names.length === 0) continue;
      expect(doc.params.map((field) => field.name).sort(), doc.id).toEqual([...names].sort());
    }
  });

  it('reads required fields and limits from the request schemas', () => {
    const login = describeRoute(routeList.find((route) => route.id === 'Login')!);
    expect(login.signIn).toBe(false);
    const email = login.body.find((field) => field.name === 'email');
    expect(email).toMatchObject({ type: 'string', required: true });
    const teams = describeRoute(routeList.find((route) => route.id === 'GetSurveyTeamResults')!);
    expect(teams.signIn).toBe(true);
    expect(teams.query.find((field) => field.name === 'round')).toMatchObject({
      required: false,
      notes: ['matches ^[1-9]\\d{0,5}$'],
    });
  });

  it('spells out nested objects and arrays of objects, and names unions and enums', () => {
    const fields = fieldsOf({
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', minLength: 1, maxLength: 200 },
        questions: {
          type: 'array',
          maxItems: 50,
          items: {
            type: 'object',
            required: ['type'],
            properties: { type: { enum: ['rating', 'text'] } },
          },
        },
        score: { anyOf: [{ type: 'number', minimum: 0, maximum: 10 }, { type: 'null' }] },
      },
    });
    expect(fields).toEqual([
      { name: 'title', type: 'string', required: true, notes: ['1-200 characters'] },
      { name: 'questions', type: 'array of object', required: false, notes: ['at most 50 items'] },
      { name: 'questions[].type', type: 'one of "rating", "text"', required: true, notes: [] },
      { name: 'score', type: 'number or null', required: false, notes: [] },
    ]);
    expect(typeName({ const: 'ok' })).toBe('"ok"');
  });
});
