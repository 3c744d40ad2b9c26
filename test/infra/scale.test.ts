import { describe, expect, it } from 'vitest';
import type { Capability, HttpMethod } from '#shared/api/route-types';
import { maxRoutesPerAreaStack } from '../../infra/aws/candor-app';
import type { RouteSpec } from '../../infra/aws/route-specs';
import { stageConfig } from '../../infra/aws/stage-config';
import { ourFunctions, resourceCount, resourcesOfType, synthesizeCandor, testApp } from './synth';
import { buildCandorApp } from '../../infra/aws/candor-app';

const capabilities: Capability[] = [
  'table:describe',
  'table:read',
  'table:write',
  'files:list',
  'files:read',
  'files:write',
  'mail:account',
  'mail:send',
  'scheduler:manage',
];
const methods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `count` synthetic routes spread over `areas` areas, with every kind of access. */
function syntheticRoutes(count: number, areas: number): RouteSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const area = `area${i % areas}`;
    return {
      id: `DoThing${i}`,
      area,
      method: methods[i % methods.length]!,
      path: `/api/${area}/things${i}/{thingId}`,
      auth: i % 4 === 0 ? 'public' : 'user',
      summary: `Synthetic route ${i}`,
      // Growing access lists: the widest routes cost the most policy text.
      access: capabilities.slice(0, 1 + (i % capabilities.length)),
    };
  });
}

// Synthetic routes have no handler files: every one bundles (or rather, would bundle) one real file.
const resolveEntry = () => 'functions/src/handlers/platform/get-health.ts';

describe('scale: the product at ~90 routes', () => {
  it('90 routes over 10 areas: 10 area stacks, one function each, every stack under 450 resources', () => {
    const routes = syntheticRoutes(90, 10);
    const { templates, violations } = synthesizeCandor(stageConfig('dev'), {
      routes,
      resolveEntry,
    });

    const areaStacks = [...templates.keys()].filter((name) => /^Candor-Dev-Api-/.test(name));
    expect(areaStacks).toHaveLength(10);
    expect(ourFunctions(templates).filter((f) => f.kind === 'route')).toHaveLength(90);
    expect(resourcesOfType(templates, 'AWS::ApiGatewayV2::Route')).toHaveLength(90);
    for (const [name, template] of templates) {
      expect(resourceCount(template), name).toBeLessThan(450);
    }
    // The wide grants the synthetic routes get are acknowledged exactly as for real routes.
    expect(violations).toEqual([]);
  });

  it(`the largest area one stack may hold (${maxRoutesPerAreaStack} routes) stays under 450 resources`, () => {
    const routes = syntheticRoutes(maxRoutesPerAreaStack, 1);
    const { templates } = synthesizeCandor(stageConfig('dev'), {
      routes,
      resolveEntry,
      nag: false,
    });
    const area = templates.get('Candor-Dev-Api-Area0')!;
    expect(resourceCount(area)).toBeLessThan(450);
  });

  it('an area past that limit is refused at synth, not at deploy', () => {
    const routes = syntheticRoutes(maxRoutesPerAreaStack + 1, 1);
    expect(() => buildCandorApp(testApp(), stageConfig('dev'), { routes, resolveEntry })).toThrow(
      /Split the area/,
    );
  });

  it('two routes with the same route key are refused', () => {
    const [first] = syntheticRoutes(1, 1);
    const routes = [first!, { ...first!, id: 'Duplicate' }];
    expect(() => buildCandorApp(testApp(), stageConfig('dev'), { routes, resolveEntry })).toThrow(
      /share the route key/,
    );
  });
});
