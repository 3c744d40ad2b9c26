import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { physicalNames } from '../names';
import { mailAddress, type StageConfig } from '../stage-config';

export interface MailStackProps extends StackProps {
  stage: StageConfig;
}

/** SES: the identity that authorises the sender and the configuration set every send uses. */
export class MailStack extends Stack {
  readonly identityArn: string;
  readonly configurationSetName: string;
  readonly configurationSetArn: string;
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { mail } = props.stage;

    this.configurationSetName = physicalNames.configurationSet(props.stage.name);
    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      sendingEnabled: true,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // Bounces and complaints go to the account's default event bus, where the jobs stack's rule
    // hands them to HandleMailFeedback (decision 0036).
    configurationSet.addEventDestination('Feedback', {
      destination: EventDestination.eventBus(
        EventBus.fromEventBusArn(
          this,
          'DefaultBus',
          Stack.of(this).formatArn({
            service: 'events',
            resource: 'event-bus',
            resourceName: 'default',
          }),
        ),
      ),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.configurationSetArn = this.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSetName,
    });

    const identity = new EmailIdentity(this, 'Identity', {
      identity:
        'domain' in mail.identity
          ? Identity.domain(mail.identity.domain)
          : Identity.email(mail.identity.emailAddress),
      // The default set: sends without an explicit set still get its suppression and metrics.
      configurationSet,
    });
    this.identityArn = identity.emailIdentityArn;
    this.fromAddress = mailAddress(mail.from) ?? mail.from;

    if ('domain' in mail.identity) {
      identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: 'Publish as a CNAME in the domain DNS so SES can verify the domain',
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
  }
}
