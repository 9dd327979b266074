import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = (data: unknown) => string;

export interface LazySerializers {
  /** Fastify's `schemaController.compilersFactory.buildSerializer`. */
  buildSerializer: SerializerFactory;
  /** Compiles every serializer not compiled yet (a schema fast-json-stringify refuses throws) and counts them. */
  compileAll(): number;
}

/**
 * Response serializers compiled when a route first answers with a status, not when the app starts. Fastify
 * compiles every route's response schemas (fast-json-stringify) in `ready()`: for the catalogue that is about
 * ten seconds of a start, paid again by every test file, while a process serves only some of its routes.
 * The serializers are the same ones Fastify would build (its default factory), with the same shared schemas.
 */
export function lazySerializers(): LazySerializers {
  const uncompiled = new Set<() => Serializer>();
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options);
    return (route) => {
      let serializer: Serializer | undefined;
      const build = () => {
        if (!serializer) {
          serializer = compile(route);
          uncompiled.delete(build);
        }
        return serializer;
      };
      uncompiled.add(build);
      return (data) => build()(data);
    };
  };
  return {
    buildSerializer,
    compileAll: () => {
      const builds = [...uncompiled];
      for (const build of builds) build();
      return builds.length;
    },
  };
}
