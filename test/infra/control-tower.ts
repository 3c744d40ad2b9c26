import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { CfnResource, Stack } from 'aws-cdk-lib';
import {
  controlTowerAcknowledgements,
  type ControlTowerAcknowledgement,
} from '../../infra/aws/control-tower';
import { stackName } from '../../infra/aws/names';
import type { SynthesizedCandor } from './synth';

/** The Control Tower rules as the package ships them: `<service>/ct-*.guard` beside metadata. */
const rulesRoot = join(
  dirname(createRequire(import.meta.url).resolve('@cdklabs/cdk-validator-cfnguard/package.json')),
  'rules/control-tower',
);

export interface ControlTowerFinding {
  rule: string;
  control: string;
  /** `<stack part>/<construct path>`, e.g. `Web/AccessLogs/Resource`. */
  resource: string;
}

export interface ControlTowerReport {
  /** How many rule files ran (those for resource types the templates contain). */
  rulesRun: number;
  findings: ControlTowerFinding[];
  /** Findings no acknowledgement covers: each must be fixed or acknowledged. */
  unacknowledged: ControlTowerFinding[];
  /**
   * Acknowledgements that apply to this app but cover no finding: stale, to be removed (when the
   * run covered every stack).
   */
  unused: ControlTowerAcknowledgement[];
}

export interface ControlTowerOptions {
  /** The stacks to check; every stack of the app by default. */
  stacks?: (stack: Stack) => boolean;
}

/**
 * Runs the Control Tower guard rules over every template of a synthesized app (the assembly the
 * infra tests already synthesized: no second synth), with the cfn-guard binary the package ships
 * (no download, no network, no AWS credentials), and sets the findings against
 * infra/aws/control-tower.ts.
 */
export function controlTowerReport(
  synth: SynthesizedCandor,
  options: ControlTowerOptions = {},
): ControlTowerReport {
  const templatePaths = synth.candor.stacks
    .filter(options.stacks ?? (() => true))
    .map((stack) => join(synth.assemblyDirectory, stack.templateFile));
  const rules = rulesFor(templatePaths);
  const validator = new CfnGuardValidator({
    controlTowerRulesEnabled: false,
    rules,
    // cfn-guard's structured report of ~1,000 resources is several MB (Node's default is 1 MB).
    maxBuffer: 256 * 1024 * 1024,
  });
  const report = validator.validate({ templatePaths, appConstruct: synth.candor.api.node.root });
  const paths = constructPaths(synth);

  const findings = report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      control: /\[(CT\.[A-Z0-9]+\.PR\.\d+)\]/.exec(violation.description)?.[1] ?? '(unknown)',
      resource:
        paths.get(`${basename(resource.templatePath)}#${resource.resourceLogicalId}`) ??
        `${basename(resource.templatePath)}#${resource.resourceLogicalId}`,
    })),
  );
  const unique = [
    ...new Map(findings.map((f) => [`${f.rule} ${f.resource}`, f] as const)).values(),
  ].sort((a, b) => `${a.rule} ${a.resource}`.localeCompare(`${b.rule} ${b.resource}`));

  const applicable = controlTowerAcknowledgements.filter(
    (entry) => entry.when?.(synth.candor) ?? true,
  );
  const covers = (entry: ControlTowerAcknowledgement, finding: ControlTowerFinding) =>
    entry.rule === finding.rule && (entry.where?.test(finding.resource) ?? true);
  return {
    rulesRun: rules.length,
    findings: unique,
    unacknowledged: unique.filter((finding) => !applicable.some((e) => covers(e, finding))),
    unused: applicable.filter((entry) => !unique.some((finding) => covers(entry, finding))),
  };
}

/**
 * The rule files for the resource types the templates contain (each rule's metadata names the
 * types it evaluates). The others could find nothing, and leaving them out takes a run of the
 * dev stage from about 20 s to about 5 s. A rule file without metadata always runs.
 */
function rulesFor(templatePaths: string[]): string[] {
  const types = new Set(
    templatePaths.flatMap((path) => {
      const template = JSON.parse(readFileSync(path, 'utf8')) as {
        Resources?: Record<string, { Type: string }>;
      };
      return Object.values(template.Resources ?? {}).map((resource) => resource.Type);
    }),
  );
  const guardRoot = join(rulesRoot, 'cfn-guard');
  return readdirSync(guardRoot).flatMap((service) =>
    readdirSync(join(guardRoot, service))
      .filter((file) => file.endsWith('.guard'))
      .filter((file) => {
        const metadataFile = join(
          rulesRoot,
          'metadata',
          service,
          file.replace(/\.guard$/, '.metadata.json'),
        );
        let evaluated: string[];
        try {
          evaluated = (
            JSON.parse(readFileSync(metadataFile, 'utf8')) as { EvaluatedResourceTypes: string[] }
          ).EvaluatedResourceTypes;
        } catch {
          return true;
        }
        return evaluated.some((type) => types.has(type));
      })
      .map((file) => join(guardRoot, service, file)),
  );
}

/** `<template file>#<logical id>` -> `<stack part>/<construct path>`, from the app in memory. */
function constructPaths(synth: SynthesizedCandor): Map<string, string> {
  const prefix = stackName(synth.candor.stage.name, '');
  const paths = new Map<string, string>();
  for (const stack of synth.candor.stacks) {
    const part = stack.stackName.startsWith(prefix)
      ? stack.stackName.slice(prefix.length)
      : stack.stackName;
    for (const construct of stack.node.findAll()) {
      if (!CfnResource.isCfnResource(construct) || Stack.of(construct) !== stack) continue;
      const logicalId = stack.resolve(construct.logicalId) as string;
      const path = construct.node.path.split('/').slice(1).join('/');
      paths.set(`${stack.templateFile}#${logicalId}`, `${part}/${path}`);
    }
  }
  return paths;
}
