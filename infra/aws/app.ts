import { App } from 'aws-cdk-lib';
import { buildCandorApp } from './candor-app';
import { stageFromApp } from './stage-from-app';

/**
 * The CDK app (cdk.json). `npx cdk synth -c stage=prod -c senderEmail=…` picks a stage and its
 * settings (stage-config.ts, `stageSettings`); the default stage is dev. `npm run deploy` adds
 * `-c deploy=true`, which refuses placeholder settings. cdk-nag's AwsSolutions checks run on
 * every synth.
 */
const app = new App();
let stage;
try {
  stage = stageFromApp(app, process.env);
} catch (error) {
  // A setting missing or wrong: the message names it and how to give it; no stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
buildCandorApp(app, stage);
app.synth();
