/** Where an AWS service is called: its region, and another endpoint for a stand-in (local, tests). */
export interface AwsConnection {
  region: string;
  endpoint?: string;
}

/** A client's tries: how many, and how long each may take to connect and to answer (ms). */
export interface AwsTries {
  attempts: number;
  connectMs: number;
  answerMs: number;
  /** A try that answers later than `answerMs` fails (the default) or is only logged. */
  lateFails?: boolean;
}

/**
 * An AWS client's settings: where it calls, and its tries under the client's standard retry
 * strategy. The SES, SQS and EventBridge Scheduler adapters and the mail probe build theirs here.
 */
export function awsClientSettings({ region, endpoint }: AwsConnection, tries: AwsTries) {
  return {
    region,
    ...(endpoint ? { endpoint } : {}),
    maxAttempts: tries.attempts,
    requestHandler: {
      connectionTimeout: tries.connectMs,
      requestTimeout: tries.answerMs,
      throwOnRequestTimeout: tries.lateFails ?? true,
    },
  };
}
