import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { handlerPath, routeList, type RouteEntry } from '#shared/api/routes';

export type LoadedHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  route: RouteEntry;
  pattern: RegExp;
  names: string[];
  greedy: boolean;
  handler: LoadedHandler;
}

function compile(path: string): { pattern: RegExp; names: string[]; greedy: boolean } {
  const names: string[] = [];
  let greedy = false;
  const source = path
    .split('/')
    .map((segment) => {
      const param = segment.match(/^\{([A-Za-z0-9_]+)(\+)?\}$/);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1] as string);
      if (param[2]) {
        greedy = true;
        return '(.+)';
      }
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names, greedy };
}

/**
 * Every route of the route table mounted on its handler module, matched the way API Gateway
 * does: exact and `{param}` routes before greedy `{proxy+}` ones.
 */
export class ApiRouter {
  private constructor(private readonly compiled: CompiledRoute[]) {}

  static async load(root: string): Promise<ApiRouter> {
    const compiled: CompiledRoute[] = [];
    for (const route of routeList) {
      const file = join(root, handlerPath(route));
      const mod = (await import(pathToFileURL(file).href)) as { handler?: LoadedHandler };
      if (typeof mod.handler !== 'function') {
        throw new Error(`${handlerPath(route)} does not export a handler`);
      }
      compiled.push({ route, ...compile(route.path), handler: mod.handler });
    }
    compiled.sort((a, b) => Number(a.greedy) - Number(b.greedy));
    return new ApiRouter(compiled);
  }

  match(method: string, path: string) {
    for (const entry of this.compiled) {
      if (entry.route.method !== 'ANY' && entry.route.method !== method) continue;
      const m = entry.pattern.exec(path);
      if (!m) continue;
      const pathParameters: Record<string, string> = {};
      entry.names.forEach((name, i) => {
        pathParameters[name] = decodePathPart(m[i + 1] as string);
      });
      return {
        route: entry.route,
        handler: entry.handler,
        routeKey: `${entry.route.method} ${entry.route.path}`,
        pathParameters,
      };
    }
    return undefined;
  }
}

/**
 * A path parameter as API Gateway hands it over: percent-decoded, or as sent when it is not valid
 * percent-encoding (`%FF`), so the route's schema refuses it with a 400 instead of the decoder
 * throwing.
 */
export function decodePathPart(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
