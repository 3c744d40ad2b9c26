/**
 * The container's one of each thing the wiring builds, built when first asked for (never at
 * import, so a cold start builds only what its handler reaches and a bundle keeps only that).
 */
const built = new Map<unknown, unknown>();

/**
 * The container's one of something: `make` runs the first time `key` is asked for, and what it
 * made is handed back ever after (a `make` that throws leaves nothing behind).
 */
export function once<T>(key: unknown, make: () => T): T {
  return (built.get(key) ?? built.set(key, make()).get(key)) as T;
}

/** The container's one `Made`, built with the arguments `args` gives. */
export function single<A extends unknown[] | [], T>(
  Made: new (...args: A) => T,
  args: () => NoInfer<A>,
): T {
  return once(Made, () => new Made(...args()));
}

/** `D`, and nothing `D` does not name: a misspelt optional dependency is an error too. */
type Exactly<D, R> = D & { [K in Exclude<keyof R, keyof D>]: never };

/** The container's one `Made` that takes its dependencies in one object, as most services do. */
export function service<D, T, R extends Exactly<D, R>>(Made: new (deps: D) => T, deps: () => R): T {
  return single(Made, () => [deps()]);
}
