import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { routeTimeoutSeconds, type HttpMethod as RouteMethod } from '#shared/api/route-types';
import { kebabId } from '#shared/api/routes';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { FunctionAlarms } from '../constructs/function-alarms';
import { RouteFunction, type FunctionBindings } from '../constructs/route-function';
import { acknowledge } from '../nag';
import type { RouteSpec } from '../route-specs';

export interface ApiAreaStackProps extends StackProps {
  area: string;
  routes: readonly RouteSpec[];
  httpApi: IHttpApi;
  bindings: FunctionBindings;
  /** Where a route's handler module is, relative to the repository root. */
  resolveEntry: (route: RouteSpec) => string;
  /** Told when a function of the area crashes, times out or is throttled. */
  alarmTopic?: ITopic;
}

const methods: Record<RouteMethod, HttpMethod> = {
  GET: HttpMethod.GET,
  POST: HttpMethod.POST,
  PUT: HttpMethod.PUT,
  PATCH: HttpMethod.PATCH,
  DELETE: HttpMethod.DELETE,
  ANY: HttpMethod.ANY,
};

/** The routes of one area of the route table: per route one function and one HTTP API route. */
export class ApiAreaStack extends Stack {
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: ApiAreaStackProps) {
    super(scope, id, props);

    for (const route of props.routes) {
      const routeScope = new Construct(this, kebabId(route.id));
      const handler = new RouteFunction(routeScope, 'Handler', {
        functionId: route.id,
        kind: 'route',
        entry: props.resolveEntry(route),
        description: `${route.method} ${route.path}: ${route.summary}`,
        access: route.access,
        bindings: props.bindings,
        timeout: Duration.seconds(routeTimeoutSeconds(route)),
      });
      const httpRoute = new HttpRoute(routeScope, 'Route', {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, methods[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, handler.function),
      });
      acknowledge(
        httpRoute,
        'APIG4',
        route.auth === 'public'
          ? 'Public by design (route table: auth public); the function validates its input and ' +
              'carries no caller identity'
          : 'Authorised inside the function: the shared middy stack verifies our own session JWT ' +
              'and its revocation (route table: auth user); an API Gateway authorizer would duplicate it',
      );
      this.functions.set(route.id, handler);
    }
    if (props.alarmTopic) {
      new FunctionAlarms(this, 'FunctionAlarms', {
        functions: [...this.functions.values()],
        topic: props.alarmTopic,
      });
    }
  }
}
