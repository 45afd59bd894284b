import type { z } from 'zod'

/** The one way JSON values enter a text column, on both dialects. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value)
}

/** Reads a JSON text column back through the schema that describes it; a damaged value throws. */
export function fromJsonText<T extends z.ZodType>(schema: T, text: string): z.infer<T> {
  return schema.parse(JSON.parse(text))
}
