import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** What the API's documentation says of a named schema: a sentence or two, and one realistic example at least. */
export interface ComponentDoc<T extends z.ZodType> {
  description: string;
  examples: [z.output<T>, ...z.output<T>[]];
}

/**
 * A schema the OpenAPI document names (decision 139): built lazily like `lazySchema`, and registered in zod's
 * global registry under `id` with its description and examples, so the document lists it once under
 * components.schemas and every use refers to it (`$ref`). Parsing is unchanged: the registry is metadata beside it.
 *
 * zod's own `.optional()`, `.nullable()`, `.nullish()` and `.array()` wrap the built schema, which the registry does
 * not know (only the stand-in is registered: two schemas under one id break the document), so the stand-in has
 * its own, wrapping itself.
 */
export function component<T extends z.ZodType>(id: string, build: () => T, doc: ComponentDoc<T>): T {
  const schema = lazySchema(build, (self) => {
    const own: Pick<z.ZodType, 'optional' | 'nullable' | 'nullish' | 'array'> = {
      optional: () => z.optional(self),
      nullable: () => z.nullable(self),
      nullish: () => z.optional(z.nullable(self)),
      array: () => z.array(self),
    };
    // The methods' own types are the same ones, narrowed to T by zod's generics.
    return own as Partial<T>;
  });
  z.globalRegistry.add(schema, { id, ...doc });
  return schema;
}
