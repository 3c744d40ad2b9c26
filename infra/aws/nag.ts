import { Aspects, CfnResource, Stack, Validations, type App, type IAspect } from 'aws-cdk-lib';
import { AwsSolutionsChecks, NagRuleCompliance, rules, type NagRuleResult } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag's AwsSolutions pack as a CDK validation plugin: synthesis fails on any finding that is
 * not acknowledged, warnings included. Acknowledgements are exact (cdk-nag 3 matches granular ids
 * such as `AwsSolutions-IAM5[Resource::...]` one by one) and live next to the resource they excuse.
 */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/** Acknowledges one AwsSolutions rule on `scope` and everything below it. */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * Acknowledges the IAM5 finding for exactly one wildcard resource ARN (as written in a policy on or
 * below `scope`). The ARN must be built from literals and pseudo parameters only, so that it reads
 * the same here as in the synthesized template.
 */
export function acknowledgeWildcardResource(
  scope: IConstruct,
  resourceArn: string,
  reason: string,
): void {
  const flat = flattenCfnReference(Stack.of(scope).resolve(resourceArn));
  acknowledge(scope, `IAM5[Resource::${flat}]`, reason);
}

/** The same flattening cdk-nag applies to a resource before it names a finding. */
export function flattenCfnReference(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const value = node as Record<string, unknown>;
    if (Array.isArray(value['Fn::Join'])) {
      const [delimiter, items] = value['Fn::Join'] as [string, unknown[]];
      return items.map(flattenCfnReference).join(delimiter);
    }
    if (value['Fn::Sub'] !== undefined) return flattenCfnReference(value['Fn::Sub']);
    if (Array.isArray(value['Fn::GetAtt'])) {
      const [resource, attribute] = value['Fn::GetAtt'] as [unknown, unknown];
      return `<${flattenCfnReference(resource)}.${flattenCfnReference(attribute)}>`;
    }
    if (value['Fn::ImportValue'] !== undefined) {
      return flattenCfnReference(value['Fn::ImportValue']);
    }
    if (value.Ref !== undefined) return `<${flattenCfnReference(value.Ref)}>`;
  }
  return JSON.stringify(node);
}

type Rule = (node: CfnResource) => NagRuleResult;

/**
 * For resources CDK writes for us (the BucketDeployment handler): we do not choose their runtime
 * or policy, so each IAM4/IAM5/L1 finding on them is acknowledged with one stated reason. Scope
 * it to the helper's own constructs, never to a stack.
 */
export function acknowledgeCdkHelper(scope: IConstruct, reason: string): void {
  Aspects.of(scope).add(new AcknowledgeHelperFindings(reason));
}

class AcknowledgeHelperFindings implements IAspect {
  private static readonly rules: [string, Rule][] = [
    ['IAM4', rules.iam.IAMNoManagedPolicies],
    ['IAM5', rules.iam.IAMNoWildcardPermissions],
    ['L1', rules.lambda.LambdaLatestVersion],
  ];

  constructor(private readonly reason: string) {}

  visit(node: IConstruct): void {
    if (!CfnResource.isCfnResource(node)) return;
    for (const [id, rule] of AcknowledgeHelperFindings.rules) {
      const result = rule(node);
      if (Array.isArray(result)) {
        for (const finding of result) acknowledge(node, `${id}[${finding}]`, this.reason);
      } else if (result === NagRuleCompliance.NON_COMPLIANT) {
        acknowledge(node, id, this.reason);
      }
    }
  }
}
