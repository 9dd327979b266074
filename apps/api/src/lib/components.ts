import { type Static, type TSchema, type TUnsafe, Type } from "typebox";

/*
 * Named resource shapes of the contract. Each appears once under `components/schemas` of the OpenAPI document
 * (and so becomes a named type of the client); routes point at it with `$ref`. Fastify validates and serialises
 * through the same shared schema.
 */

export interface Component<T extends TSchema> {
  /** The schema with its `$id`, registered once with the app. */
  schema: T & { $id: string };
  /** A reference to it, typed as the shape itself for handlers. */
  ref: TUnsafe<Static<T>>;
}

const registry = new Map<string, TSchema & { $id: string }>();

/** Names a shape of the contract; the name is the type the client exports. */
export function component<T extends TSchema>(id: string, schema: T): Component<T> {
  if (!/^[A-Z][A-Za-z]+$/.test(id)) throw new Error(`Component names are PascalCase words: "${id}"`);
  const named = { ...schema, $id: id } as T & { $id: string };
  const known = registry.get(id);
  if (known && JSON.stringify(known) !== JSON.stringify(named)) throw new Error(`Component "${id}" is declared twice`);
  registry.set(id, named);
  return { schema: named, ref: Type.Unsafe<Static<T>>({ $ref: `${id}#` }) };
}

/** Every named shape, for registration with the app (plugins/openapi.ts). */
export function listComponents(): (TSchema & { $id: string })[] {
  return [...registry.values()];
}
