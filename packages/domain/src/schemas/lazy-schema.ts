/**
 * A schema built the first time it is used, not when its module loads.
 *
 * Zod builds every schema object eagerly, and building the app's ~90 schemas was the longest single task of the
 * signed-in app's start in the browser (about 80 ms on a laptop, four times that on a mid-range phone), although a
 * screen uses a handful of them. The value returned stands in for the schema everywhere (parse, composition inside
 * other schemas, `.extend`, `.optional`, the server's validator and serializer): every property read is forwarded
 * to the schema, which is built once, on the first read. Its type is the schema's own, so `z.infer` is unchanged.
 * `own` gives the stand-in methods of its own, which take the place of the schema's (see `component`).
 */
export function lazySchema<T extends object>(build: () => T, own?: (standIn: T) => Partial<T>): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  let internals: object | undefined;
  let ownMethods: Partial<T> | undefined;
  const standIn: T = new Proxy({} as T, {
    get: (_target, key) => {
      if (key === '_zod') return (internals ??= jsonSchemaSafe(schema(), standIn));
      ownMethods ??= own?.(standIn) ?? {};
      return key in ownMethods ? Reflect.get(ownMethods, key) : Reflect.get(schema(), key);
    },
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in has no own properties, so it may only report configurable ones.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
  return standIn;
}

interface JsonSchemaContext {
  seen: Map<object, unknown>;
}
type ProcessJsonSchema = (ctx: JsonSchemaContext, ...rest: unknown[]) => unknown;

/**
 * The schema's internals, as they are, except for one thing: zod's JSON Schema conversion (`z.toJSONSchema`, the
 * OpenAPI document) files what it has seen under the object it was given, the stand-in, while the schema's own
 * processing looks itself up under the real schema. For that call the real schema is filed under the same entry.
 */
function jsonSchemaSafe(schema: object, standIn: object): object {
  const zod = Reflect.get(schema, '_zod') as Record<PropertyKey, unknown>;
  const process = zod.processJSONSchema as ProcessJsonSchema | undefined;
  if (typeof process !== 'function') return zod;
  const processJSONSchema: ProcessJsonSchema = (ctx, ...rest) => {
    const seen = ctx.seen.get(standIn);
    const alias = seen !== undefined && !ctx.seen.has(schema);
    if (alias) ctx.seen.set(schema, seen);
    try {
      return process.call(zod, ctx, ...rest);
    } finally {
      if (alias) ctx.seen.delete(schema);
    }
  };
  return new Proxy(zod, {
    get: (target, key) => (key === 'processJSONSchema' ? processJSONSchema : Reflect.get(target, key)),
  });
}
