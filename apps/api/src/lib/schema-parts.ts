import { type Static, type TSchema, type TUnsafe, Type } from "typebox";

/** The error contract every catalogue route documents (the `Error` schema is registered by the errors plugin). */
export const errorResponses = {
  400: { $ref: "Error#" },
  401: { $ref: "Error#" },
  403: { $ref: "Error#" },
  404: { $ref: "Error#" },
  429: { $ref: "Error#" },
} as const;

/**
 * Characters no text of a person carries, refused in every free-text parameter besides C0 controls and DEL: C1
 * controls, the Unicode line and paragraph separators (a line break a log or a mail header does not see as one),
 * and the bidirectional embeddings, overrides and isolates that make text read other than it is stored (names,
 * subjects). The marks LRM and RLM stay allowed: right-to-left names need them.
 */
const INVISIBLE_CONTROLS = "\\u0080-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069";

/** Text without control characters: the pattern every free-text parameter carries. */
export const CONTROL_FREE_PATTERN = `^[^\\u0000-\\u001F\\u007F${INVISIBLE_CONTROLS}]*$`;

/** Text of several lines (a message): tabs and line breaks are allowed, other control characters are not. */
export const MULTILINE_TEXT_PATTERN = `^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F${INVISIBLE_CONTROLS}]*$`;

/** A free-text parameter: a string of bounded length that refuses control characters. */
export function text(options: { minLength?: number; maxLength: number; description?: string }) {
  return Type.String({ ...options, pattern: CONTROL_FREE_PATTERN });
}

/**
 * A value of the schema, or `null`. Written as a type list (`"type": ["string", "null"]`, JSON Schema and
 * OpenAPI 3.1 alike) where the schema has one type: the response serialiser writes those directly, while for an
 * `anyOf` it validates each value against the alternatives first (2.4 times slower on a matchday's matches).
 */
export function nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values, const: constant } = schema as { type?: unknown; enum?: unknown[]; const?: unknown };
  if (typeof type !== "string" || constant !== undefined) {
    return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
  }
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [type, "null"],
    ...(values ? { enum: [...values, null] } : {}),
  });
}
