import { type TSchema, Type } from "typebox";

/** The error contract every catalogue route documents (the `Error` schema is registered by the errors plugin). */
export const errorResponses = {
  400: { $ref: "Error#" },
  401: { $ref: "Error#" },
  403: { $ref: "Error#" },
  404: { $ref: "Error#" },
  429: { $ref: "Error#" },
} as const;

/** A value of the schema, or `null`. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
