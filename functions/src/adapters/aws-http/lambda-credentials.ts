import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in Lambda bundles (an esbuild alias).
 * In Lambda the execution role's credentials are always in the environment, so the SDK's full
 * chain (SSO, INI files, IMDS, STS) is dead weight: about 90 KB of every bundle.
 */
export const defaultProvider: typeof fromEnv = (init) => fromEnv(init);
