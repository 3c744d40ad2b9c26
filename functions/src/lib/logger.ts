import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per container. Never log bodies, tokens, passwords or IP addresses. */
export const logger = new Logger({ serviceName: 'candor' });
