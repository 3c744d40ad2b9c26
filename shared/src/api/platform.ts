import * as z from 'zod/mini';

export const serviceName = z.enum(['table', 'files', 'mail']);
export type ServiceName = z.infer<typeof serviceName>;

export const serviceHealth = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number(),
  message: z.optional(z.string()),
});
export type ServiceHealth = z.infer<typeof serviceHealth>;

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  time: z.string(),
  services: z.object({ table: serviceHealth, files: serviceHealth, mail: serviceHealth }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
