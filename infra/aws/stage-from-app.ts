import type { App } from 'aws-cdk-lib';
import { defaultStage, resolveStage, stageSettings, type StageConfig } from './stage-config';

/**
 * The stage of a CDK app: `-c stage=<name>`, each setting from its context key or else its
 * environment variable (`stageSettings`), and `-c deploy=true` (what `npm run deploy` passes)
 * to refuse placeholders.
 */
export function stageFromApp(app: App, env: Record<string, string | undefined>): StageConfig {
  const context = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;
  };
  const settings = Object.fromEntries(
    Object.entries(stageSettings).map(([key, variable]) => [key, context(key) ?? env[variable]]),
  );
  return resolveStage(context('stage') ?? env.CANDOR_STAGE_NAME ?? defaultStage, settings, {
    deploying: context('deploy') === 'true',
  });
}
