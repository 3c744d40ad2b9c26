import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildCandorApp, type CandorApp, type CandorAppOptions } from '../../infra/aws/candor-app';
import { functionTags } from '../../infra/aws/constructs/route-function';
import { repoRoot } from '../../infra/aws/names';
import { stageConfig, type StageConfig } from '../../infra/aws/stage-config';

/** A directory that never holds a web build: tests decide explicitly whether the SPA deploys. */
export const noWebBuild = join(repoRoot, 'test/infra/no-web-build');

/**
 * An App configured like `cdk synth` (cdk.json's feature flags) but with bundling skipped, so no
 * esbuild runs: function code assets point at the unbundled project root instead. Validation
 * findings are collected from the report instead of failing the synth, so a test can list them.
 */
export function testApp(): App {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return new App({
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      '@aws-cdk/core:failSynthOnValidationErrors': false,
    },
  });
}

export interface Violation {
  plugin: string;
  rule: string;
  severity: string;
  path: string;
}

export interface SynthesizedCandor {
  candor: CandorApp;
  assemblyDirectory: string;
  /** Templates by stack name. */
  templates: Map<string, Template>;
  /** Every finding of every validation plugin (cdk-nag, CloudFormation rules), unacknowledged. */
  violations: Violation[];
}

/**
 * Synthesized apps by stage, for calls without options: the test files that read the same
 * stage's templates (they only read them) share one synth, as they share one module graph.
 */
const synthesized = new Map<string, SynthesizedCandor>();

export function synthesizeCandor(
  stage: StageConfig = stageConfig('dev'),
  options: CandorAppOptions = {},
): SynthesizedCandor {
  if (Object.keys(options).length > 0) return synthesize(stage, options);
  const key = JSON.stringify(stage);
  const known = synthesized.get(key) ?? synthesize(stage, options);
  synthesized.set(key, known);
  return known;
}

function synthesize(stage: StageConfig, options: CandorAppOptions): SynthesizedCandor {
  const app = testApp();
  const candor = buildCandorApp(app, stage, { webDist: noWebBuild, ...options });
  const assembly = app.synth();
  const templates = new Map(
    candor.stacks.map((stack) => [stack.stackName, Template.fromStack(stack)] as const),
  );
  return {
    candor,
    assemblyDirectory: assembly.directory,
    templates,
    violations: readViolations(assembly.directory),
  };
}

interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: {
      ruleName: string;
      severity?: string;
      violatingConstructs?: { constructPath?: string }[];
    }[];
  }[];
}

function readViolations(assemblyDirectory: string): Violation[] {
  const file = join(assemblyDirectory, 'validation-report.json');
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((violation) =>
      (violation.violatingConstructs ?? [{}]).map((construct) => ({
        plugin: plugin.pluginName,
        rule: violation.ruleName,
        severity: violation.severity ?? 'unknown',
        path: construct.constructPath ?? '(unknown)',
      })),
    ),
  );
}

export interface FoundResource {
  stack: string;
  logicalId: string;
  type: string;
  properties: Record<string, unknown>;
  resource: Record<string, unknown>;
}

/** Every resource of a type across all stacks. */
export function resourcesOfType(templates: Map<string, Template>, type: string): FoundResource[] {
  const found: FoundResource[] = [];
  for (const [stack, template] of templates) {
    const resources = template.toJSON().Resources as Record<string, Record<string, unknown>>;
    for (const [logicalId, resource] of Object.entries(resources ?? {})) {
      if (resource.Type !== type) continue;
      found.push({
        stack,
        logicalId,
        type,
        properties: (resource.Properties ?? {}) as Record<string, unknown>,
        resource,
      });
    }
  }
  return found;
}

export interface OurFunction extends FoundResource {
  /** The route or job id it was built for. */
  id: string;
  kind: string;
}

/** Our functions (tagged by RouteFunction); CDK's helper functions carry no such tag. */
export function ourFunctions(templates: Map<string, Template>): OurFunction[] {
  return resourcesOfType(templates, 'AWS::Lambda::Function').flatMap((fn) => {
    const tags = (fn.properties.Tags ?? []) as { Key: string; Value: string }[];
    const id = tags.find((tag) => tag.Key === functionTags.id)?.Value;
    const kind = tags.find((tag) => tag.Key === functionTags.kind)?.Value;
    return id && kind ? [{ ...fn, id, kind }] : [];
  });
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
  Sid?: string;
}

/** The statements of every identity policy attached to a function's role. */
export function roleStatements(templates: Map<string, Template>, fn: FoundResource): Statement[] {
  const roleRef = (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOfType(templates, 'AWS::IAM::Policy')
    .filter((policy) => policy.stack === fn.stack)
    .filter((policy) =>
      (policy.properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleRef),
    )
    .flatMap(
      (policy) => (policy.properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
}

export function actionsOf(statements: Statement[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

export function resourceCount(template: Template): number {
  return Object.keys((template.toJSON().Resources ?? {}) as object).length;
}
