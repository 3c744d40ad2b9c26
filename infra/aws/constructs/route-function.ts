import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Capability } from '#shared/api/route-types';
import { repoRoot } from '../names';
import { acknowledge, acknowledgeWildcardResource } from '../nag';
import { capabilityPolicy, type CapabilityTargets } from './capability-grants';

/** Tag keys that mark our own functions (CDK's helper functions carry neither). */
export const functionTags = { id: 'candor:function', kind: 'candor:function-kind' } as const;

/** What every function of a stage is wired to. */
export interface FunctionBindings {
  /** The environment functions/src/config.ts reads, plus what adapters need (scheduler...). */
  environment: Record<string, string>;
  /** What the capabilities of a route point at. */
  targets: CapabilityTargets;
  logRetentionDays: number;
}

export interface RouteFunctionProps {
  /** The route or job id (PascalCase); tagged on the function. */
  functionId: string;
  kind: 'route' | 'job';
  /** The handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  description: string;
  access: readonly Capability[];
  bindings: FunctionBindings;
  /** Only when something must know the name in advance (a job is its own schedule target). */
  functionName?: string;
  timeout?: Duration;
  memorySize?: number;
  /** Asynchronous invocations (jobs): where events go once the retries are spent. */
  deadLetterQueue?: IQueue;
}

/**
 * One Lambda function of Candor, for a route or a job: the single place that holds the function
 * defaults (runtime, architecture, bundling, logs) and turns the route's `access` list into its
 * role's policy. Each function gets its own role, so a route can do exactly what its entry in the
 * route table says and no more.
 */
export class RouteFunction extends Construct {
  /** The route table's or jobs list's id of the function. */
  readonly functionId: string;
  readonly function: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    this.functionId = props.functionId;
    const { bindings } = props;

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: bindings.logRetentionDays as RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.functionId}: logs${props.access.map((c) => `, ${c}`).join('')}`,
    });
    // Writing to its own log group only: no AWSLambdaBasicExecutionRole (logs:* on every group).
    this.logGroup.grantWrite(this.role);
    const policy = capabilityPolicy(props.access, bindings.targets);
    for (const statement of policy.statements) this.role.addToPrincipalPolicy(statement);
    for (const wildcard of policy.wildcards) {
      acknowledgeWildcardResource(this, wildcard.resource, wildcard.reason);
    }

    this.function = new LambdaFunction(this, 'Function', {
      code: bundledCode(props.entry),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description.slice(0, 256),
      ...(props.functionName ? { functionName: props.functionName } : {}),
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      environment: bindings.environment,
      // X-Ray traces of each invocation (its start, duration and errors) with no SDK in the bundle.
      tracing: Tracing.ACTIVE,
      ...(props.deadLetterQueue
        ? {
            deadLetterQueue: props.deadLetterQueue,
            retryAttempts: 2,
            maxEventAge: Duration.hours(1),
          }
        : {}),
    });

    acknowledgeWildcardResource(
      this,
      '*',
      'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level ' +
        'permissions, so AWS requires Resource "*" for them (the only actions given it).',
    );
    acknowledge(
      this.function,
      'L1',
      'Pinned to Node.js 22 on purpose: the code base, its dependency pins and the local runtime are ' +
        'built and tested for it; moving to Node.js 24 is a deliberate toolchain change.',
    );
    Tags.of(this).add(functionTags.id, props.functionId);
    Tags.of(this).add(functionTags.kind, props.kind);
  }
}

/**
 * A function's code: the bundle `npm run build` makes and `npm run bench` measures, built by the
 * same script (scripts/build.ts: its esbuild settings and plugin, decision 0004), so what is
 * deployed is what was measured. Bundled on this machine; a machine without Node.js would use
 * the Node.js 22 image to run the same script. The asset's hash is the bundle's, so an unchanged
 * function is not uploaded again.
 */
function bundledCode(entry: string): Code {
  const script = ['--import', 'tsx', 'scripts/build.ts', '--lambda', entry];
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      command: ['bash', '-c', `npm ci && node ${script.join(' ')} /asset-output/index.mjs`],
      local: {
        tryBundle(outputDir) {
          execFileSync(process.execPath, [...script, join(outputDir, 'index.mjs')], {
            cwd: repoRoot,
            stdio: 'inherit',
          });
          return true;
        },
      },
    },
  });
}
