import { describe, expect, it } from 'vitest';
import { once, service, single } from './registry';

class Counter {
  static made = 0;
  constructor(
    readonly start: number,
    readonly step: number,
  ) {
    Counter.made += 1;
  }
}

class Mailer {
  constructor(readonly deps: { from: string; log?: (message: string) => void }) {}
}

describe('the wiring registry', () => {
  it('builds a key’s thing once and hands the same one back; other keys get their own', () => {
    const first = {};
    const second = {};
    let made = 0;
    const key = Symbol('one');
    expect(once(key, () => (made += 1) && first)).toBe(first);
    expect(once(key, () => (made += 1) && second)).toBe(first);
    expect(made).toBe(1);
    expect(once(Symbol('another'), () => second)).toBe(second);
  });

  it('leaves nothing behind when making fails, so the next ask tries again', () => {
    const key = Symbol('flaky');
    expect(() =>
      once(key, () => {
        throw new Error('the service is down');
      }),
    ).toThrow('the service is down');
    expect(once(key, () => 'made')).toBe('made');
  });

  it('builds a class with its arguments once per container', () => {
    const counter = single(Counter, () => [1, 2]);
    expect(counter).toMatchObject({ start: 1, step: 2 });
    expect(single(Counter, () => [5, 5])).toBe(counter);
    expect(Counter.made).toBe(1);
  });

  it('hands a service its dependencies, and a misspelt optional one does not compile', () => {
    const mailer = service(Mailer, () => ({ from: 'team@candor.test' }));
    expect(mailer.deps).toEqual({ from: 'team@candor.test' });
    expect(service(Mailer, () => ({ from: 'other@candor.test' }))).toBe(mailer);

    // Checked by the type checker (`npm run typecheck`): `logg` is not a dependency of Mailer.
    const misspelt = () =>
      // @ts-expect-error a dependency the service does not take
      service(Mailer, () => ({ from: 'team@candor.test', logg: (message: string) => message }));
    expect(misspelt()).toBe(mailer);
  });
});
