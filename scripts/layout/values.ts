import type { Bindings, Ref } from './bindings.ts';

/**
 * Follows references across files to the package export they end at, written as a path:
 * `pkg:kysely#sql`, `pkg:kysely#sql.raw`, `pkg:hono/factory#createFactory().createApp`.
 * A namespace stays `ns:<module>` until a member is taken from it. Unknown ends are dropped.
 */
export class Values {
  readonly #bindingsOf: (module: string) => Bindings | undefined;
  readonly #exportCache = new Map<string, string[]>();
  readonly #nameCache = new Map<string, string[]>();

  constructor(bindingsOf: (module: string) => Bindings | undefined) {
    this.#bindingsOf = bindingsOf;
  }

  /** What the local name or reference in `module` may stand for. */
  of(module: string, ref: Ref, depth = 0): string[] {
    // Aliases chained this deep are a loop (`a = b; b = a`), not code to follow.
    if (depth > 30) return [];
    const next = depth + 1;
    switch (ref.of) {
      case 'module':
        return [`ns:${ref.module}`];
      case 'export':
        return this.exported(ref.module, ref.name, next);
      case 'name':
        return this.named(module, ref.name, next);
      case 'member':
        return this.of(module, ref.base, next).flatMap((base) =>
          base.startsWith('ns:') ? this.exported(base.slice(3), ref.name, next) : [`${base}.${ref.name}`],
        );
      case 'call':
        return this.of(module, ref.callee, next)
          .filter((callee) => !callee.startsWith('ns:'))
          .map((callee) => `${callee}()`);
      case 'either':
        return ref.refs.flatMap((r) => this.of(module, r, next));
    }
  }

  /** What a local name stands for: the union of everything assigned to it. */
  named(module: string, name: string, depth = 0): string[] {
    const key = `${module}#${name}`;
    const cached = this.#nameCache.get(key);
    if (cached) return cached;
    // Seeded empty first, so `a = b; b = a` ends instead of recursing.
    this.#nameCache.set(key, []);
    const refs = this.#bindingsOf(module)?.locals.get(name) ?? [];
    const values = [...new Set(refs.flatMap((ref) => this.of(module, ref, depth + 1)))];
    this.#nameCache.set(key, values);
    return values;
  }

  /** What `name` exported by `module` stands for, through re-exports and `export *`. */
  exported(module: string, name: string, depth = 0): string[] {
    if (module.startsWith('pkg:')) return [`${module}#${name}`];
    const key = `${module}#${name}`;
    const cached = this.#exportCache.get(key);
    if (cached) return cached;
    // Seeded empty first, so a re-export loop between files ends instead of recursing.
    this.#exportCache.set(key, []);
    const bindings = this.#bindingsOf(module);
    const own = bindings?.exports.get(name);
    const values = own
      ? own.flatMap((ref) => this.of(module, ref, depth + 1))
      : name === 'default'
        ? []
        : (bindings?.stars ?? []).flatMap((star) => this.exported(star, name, depth + 1));
    this.#exportCache.set(key, [...new Set(values)]);
    return this.#exportCache.get(key) ?? [];
  }
}

export const SQL_TAG = 'pkg:kysely#sql';

/** Kysely's raw-SQL tag, or anything taken from it (`sql.raw`, `sql.ref`, a bound copy). */
export const isSqlTag = (value: string) => value === SQL_TAG || /^pkg:kysely#sql[.(]/.test(value);

/** Kysely's CompiledQuery: `CompiledQuery.raw(...)` is a query written by hand. */
export const isCompiledQuery = (value: string) => /^pkg:kysely#CompiledQuery(?![\w$])/.test(value);

/** Hono's router class, from the package or one of its presets (hono/tiny, hono/quick). */
export const isHonoClass = (value: string) => /^pkg:hono(\/tiny|\/quick)?#Hono$/.test(value);

/** A router or handlers made by a factory of hono/factory, however the method was taken off it. */
export const isFactoryMaker = (value: string) =>
  /^pkg:hono\/factory#createFactory(\.call|\.apply)?\(\)\.(createApp|createHandlers)$/.test(value);
