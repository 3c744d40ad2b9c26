import { describe, expect, it } from 'vitest';
import { HealthService, ProbeError, type ServiceProbe } from './health-service';

const up: ServiceProbe = { check: async () => undefined };
const down = (message: string): ServiceProbe => ({
  check: async () => {
    throw new ProbeError(message);
  },
});
const crashing: ServiceProbe = {
  check: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:4566');
  },
};
const hanging: ServiceProbe = { check: () => new Promise(() => undefined) };
const now = () => new Date('2026-11-22T10:00:00Z');

describe('HealthService', () => {
  it('reports ok, the version and each service up', async () => {
    const service = new HealthService(
      { table: up, files: up, mail: up },
      { version: '1.2.3', now },
    );
    const health = await service.check();
    expect(health).toMatchObject({
      status: 'ok',
      version: '1.2.3',
      time: '2026-11-22T10:00:00.000Z',
      services: { table: { status: 'up' }, files: { status: 'up' }, mail: { status: 'up' } },
    });
  });

  it('reports degraded and says which service is down, without internals', async () => {
    const service = new HealthService(
      { table: up, files: down('bucket not found'), mail: crashing },
      { version: '1.2.3', now },
    );
    const health = await service.check();
    expect(health.status).toBe('degraded');
    expect(health.services.table.status).toBe('up');
    expect(health.services.files).toMatchObject({ status: 'down', message: 'bucket not found' });
    expect(health.services.mail).toMatchObject({ status: 'down', message: 'did not answer' });
    expect(JSON.stringify(health)).not.toMatch(/ECONNREFUSED|4566/);
  });

  it('gives up on a service that does not answer in time', async () => {
    const service = new HealthService(
      { table: hanging, files: up, mail: up },
      { version: '1', now, timeoutMs: 50 },
    );
    const health = await service.check();
    expect(health.services.table).toMatchObject({
      status: 'down',
      message: 'did not answer in time',
    });
    expect(health.services.table.latencyMs).toBeGreaterThanOrEqual(40);
  });
});
