import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalRegistry, type ZodType } from 'zod';

type SwaggerTransform = typeof jsonSchemaTransform;
type RouteSchema = Parameters<SwaggerTransform>[0]['schema'];

/** The request parts @fastify/swagger turns into OpenAPI parameters: it needs their properties inline. */
const parameterParts = ['querystring', 'params', 'headers'] as const;

/**
 * A named contract schema (`.meta({ id })`) becomes a `$ref` to a component, which is what we want for
 * bodies and answers; but @fastify/swagger cannot expand a `$ref` into query or path parameters. For those
 * parts, document a copy of the schema without its name.
 */
function withInlineParameters(schema: NonNullable<RouteSchema>): RouteSchema {
  const copy: Record<string, unknown> = { ...schema };
  for (const part of parameterParts) {
    const partSchema = copy[part] as ZodType | undefined;
    // Cloned from its definition, the copy has no parent: a `.meta()` or plain `clone()` copy would still be
    // documented as a reference to the named original.
    if (partSchema && globalRegistry.get(partSchema)?.id) copy[part] = partSchema.clone(partSchema._zod.def);
  }
  return copy;
}

export const openApiTransform: SwaggerTransform = (document) =>
  jsonSchemaTransform(document.schema ? { ...document, schema: withInlineParameters(document.schema) } : document);
