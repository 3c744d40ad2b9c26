import { App } from 'aws-cdk-lib';
import { buildCandorApp } from './candor-app';
import { defaultStage, stageConfig } from './stage-config';

/**
 * The CDK app (cdk.json). `npx cdk synth -c stage=prod` picks a stage from stage-config.ts; the
 * default is dev. cdk-nag's AwsSolutions checks run on every synth.
 */
const app = new App();
const stageName: unknown = app.node.tryGetContext('stage');
buildCandorApp(app, stageConfig(typeof stageName === 'string' ? stageName : defaultStage));
app.synth();
