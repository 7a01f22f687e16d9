/** The parts of the OpenAPI document the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One method of one path, as the fuzzer walks them. */
export interface FuzzOperation {
  method: string;
  /** As the document writes it: /api/user/getservice/{id}. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  headerParameters: string[];
  /** Top-level fields of the JSON body, when the route takes one. */
  bodyFields: string[] | null;
  multipart: boolean;
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  return document.components?.schemas?.[schema.$ref.split('/').pop()!];
}

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const named = (place: Parameter['in']) => parameters.filter((parameter) => parameter.in === place).map((parameter) => parameter.name);
      const content = operation.requestBody?.content ?? {};
      const json = resolve(document, content['application/json']?.schema);
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParameters: named('path'),
        queryParameters: named('query'),
        headerParameters: named('header'),
        bodyFields: json ? Object.keys(json.properties ?? {}) : null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}
