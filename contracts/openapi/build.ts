import {
  OpenApiBuilder,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaObject,
} from 'openapi3-ts/oas31';
import type { z } from 'zod';
import type { AnyEndpoint, Domain, DocumentedError } from '../core/endpoint';
import type { ErrorCode } from '../core/envelope';
import { apiResponseHeaders, statusTexts, type ErrorStatus } from '../core/http';
import { Role, roleLabels } from '../enums';
import { allEndpoints } from '../index';
import { componentSchemas } from './components';
import { createSchemaConverter } from './zod-to-schema';
import { accessMessages, requestMessages, serviceMessages } from '../core/messages';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, idempotencyKeyDescription, idempotencyKeySchema } from '../core/idempotency';

const tags: Record<Domain, string> = {
  auth: 'Autenticación',
  users: 'Usuarios, progreso y registro de actividad',
  teams: 'Equipos',
  institutions: 'Barras pesqueras',
  competitions: 'Competencias, precios, categorías y especies',
  teamCompetitions: 'Inscripción de equipos, exención y enlace de pago',
  payments: 'Pagos',
  members: 'Miembros de equipo',
  boats: 'Embarcaciones',
  helpDesk: 'Solicitudes de ayuda',
  notifications: 'Notificaciones',
  results: 'Resultados oficiales',
  scoring: 'Día del torneo: puntaje por especie y desempates',
  checkIns: 'Día del torneo: salida y regreso en el muelle',
  catches: 'Día del torneo: capturas y jurado',
  leaderboard: 'Día del torneo: tabla en vivo (pública)',
};

const allRoles = Object.values(Role);

/**
 * Paths are written with the /api prefix and `servers` is the API's origin, exactly as the
 * pacts write their paths, so a tool that matches pact interactions against the document
 * (swagger-mock-validator, PactFlow) or sends requests from it (Prism, fuzzers) needs no
 * editing (docs/decisions/0014). The client and the mock add the same prefix (SPEC §7).
 */
export const API_PREFIX = '/api';
export const documentPath = (path: string) => `${API_PREFIX}${path}`;

/** `auth.login` → `authLogin`: camelCase without dots, which every generator keeps as is. */
export const operationIdOf = (endpointId: string) =>
  endpointId.replace(/[.\-_]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Errors any call may answer, published once under components/responses: validation (calls
 * with input), the guard's 401/403 (calls with a token) and 415 (calls with a body that is
 * not JSON). A declaration that documents the same status replaces the shared one with its
 * own example.
 */
const sharedErrors = {
  ValidationError: { status: 400, example: requestMessages.invalid, code: 'VALIDATION_ERROR', description: 'Parámetros o cuerpo inválidos; additionalData.fields trae el mensaje de cada campo.' },
  Unauthorized: { status: 401, example: accessMessages.tokenExpired, code: 'TOKEN_EXPIRED', description: `Sin token, token inválido o expirado (ante "${accessMessages.tokenExpired}" el cliente renueva el token una vez y reintenta).` },
  Forbidden: { status: 403, example: accessMessages.forbidden, code: 'FORBIDDEN', description: 'Rol o estado de cuenta no permitido.' },
  UnsupportedMediaType: {
    status: 415,
    example: requestMessages.jsonOnly,
    code: undefined,
    description:
      'El cuerpo no llegó con Content-Type application/json. Un formulario de otro sitio puede enviar text/plain sin verificación CORS previa; por eso se rechaza.',
  },
  ServiceUnavailable: {
    status: 503,
    example: serviceMessages.unavailable,
    code: 'SERVICE_UNAVAILABLE',
    description:
      'La API de producción no llega a su base de datos, o está demasiado ocupada; trae Retry-After. Una creación reintentada con la misma Idempotency-Key se completa una sola vez.',
  },
} as const;

const sharedErrorsOf = (e: AnyEndpoint): Partial<Record<ErrorStatus, keyof typeof sharedErrors>> => ({
  ...(e.params || e.query || e.body ? { 400: 'ValidationError' as const } : {}),
  ...(e.auth ? { 401: 'Unauthorized' as const, 403: 'Forbidden' as const } : {}),
  ...(e.body ? { 415: 'UnsupportedMediaType' as const } : {}),
  503: 'ServiceUnavailable' as const,
});

const shapeOf = (schema: z.ZodTypeAny | undefined): Record<string, z.ZodTypeAny> =>
  schema && 'shape' in schema ? ((schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>) : {};

/**
 * Builds the OpenAPI 3.1 document from the endpoint registry: one operation per declaration,
 * with its parameters, body, success envelope, documented errors, security and the roles
 * and account statuses it admits (x-roles, x-statuses).
 */
export function buildOpenApiDocument(endpoints: readonly AnyEndpoint[] = allEndpoints): OpenAPIObject {
  const names = new Map(componentSchemas.map(([name, schema]) => [schema, name] as const));
  const { convert, definition } = createSchemaConverter(names);

  const builder = OpenApiBuilder.create({
    openapi: '3.1.0',
    info: {
      title: 'API de inscripción al concurso de pesca',
      version: '1.0.0',
      description:
        'Contrato que el front end espera del backend, generado desde contracts/ (npm run openapi). ' +
        'Las respuestas exitosas llegan como {statusCode, message, data}; los errores como {statusCode, message, additionalData: {errorCode, fields}}. ' +
        'statusCode repite el estado HTTP en toda respuesta. Los mensajes están en español (es-AR). ' +
        'Los cuerpos son application/json. Los textos se recortan (espacios al principio y al final) antes de medir su longitud, que se cuenta en caracteres Unicode; ' +
        'no se aceptan caracteres de control (salvo tabulador y saltos de línea). Los ids de ruta y de consulta son enteros positivos en decimal.',
    },
    servers: [{ url: '/', description: 'Origen de la API; las rutas ya incluyen /api (SPEC §7).' }],
    paths: {},
    components: { schemas: {}, responses: {}, headers: {}, securitySchemes: {} },
    tags: [],
  });
  builder.addSecurityScheme('bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  const usedDomains = new Set(endpoints.map((e) => e.domain));
  for (const [domain, description] of Object.entries(tags) as [Domain, string][])
    if (usedDomains.has(domain)) builder.addTag({ name: domain, description });
  for (const [name, schema] of componentSchemas) builder.addSchema(name, definition(schema));

  const envelope = (e: AnyEndpoint): SchemaObject => ({
    type: 'object',
    properties: {
      statusCode: { type: 'integer', const: e.successStatus },
      message: { type: 'string' },
      data: convert(e.response),
    },
    required: ['statusCode', 'message', 'data'],
  });

  /** The headers every answer carries (apiResponseHeaders), published once under components/headers. */
  const headerDescriptions: Record<keyof typeof apiResponseHeaders, string> = {
    'Cache-Control': 'Siempre no-store: las respuestas llevan tokens, contraseñas generadas y datos personales; ninguna caché las guarda.',
    'X-Content-Type-Options': 'Siempre nosniff: el navegador usa el tipo declarado (application/json) y no adivina otro.',
  };
  for (const [name, value] of Object.entries(apiResponseHeaders))
    builder.addHeader(name, { description: headerDescriptions[name as keyof typeof apiResponseHeaders], required: true, schema: { type: 'string', const: value } });
  const commonHeaders = Object.fromEntries(Object.keys(apiResponseHeaders).map((name) => [name, { $ref: `#/components/headers/${name}` }]));

  const errorResponse = (status: number, error: DocumentedError): ResponseObject => {
    const codes = error.errorCodes ?? [];
    const body = (errorCode?: string) => ({
      statusCode: status,
      message: (errorCode && error.exampleByCode?.[errorCode as ErrorCode]) || error.example,
      ...(errorCode ? { additionalData: { errorCode } } : {}),
    });
    return {
      description: error.description ?? statusTexts[status] ?? String(status),
      headers: commonHeaders,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorBody' },
          ...(codes.length > 1
            ? { examples: Object.fromEntries(codes.map((code) => [code, { value: body(code) }])) }
            : { example: body(codes[0]) }),
        },
      },
    };
  };
  for (const [name, shared] of Object.entries(sharedErrors))
    builder.addResponse(
      name,
      errorResponse(shared.status, { example: shared.example, errorCodes: shared.code ? [shared.code] : [], description: shared.description }),
    );

  const parameters = (e: AnyEndpoint): ParameterObject[] => [
    ...Object.entries(shapeOf(e.params)).map(([name, schema]) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: convert(schema),
    })),
    ...Object.entries(shapeOf(e.query)).map(([name, schema]) => ({
      name,
      in: 'query' as const,
      required: !schema.isOptional(),
      schema: convert(schema),
    })),
    ...(e.idempotent
      ? [{ name: IDEMPOTENCY_KEY_HEADER, in: 'header' as const, required: false, description: idempotencyKeyDescription, schema: convert(idempotencyKeySchema) }]
      : []),
  ];

  const errorResponses = (e: AnyEndpoint): Record<string, ResponseObject | ReferenceObject> => {
    const shared = Object.entries(sharedErrorsOf(e)).map(
      ([status, name]) => [status, { $ref: `#/components/responses/${name}` }] as const,
    );
    const own = Object.entries(e.errors ?? {}).map(([status, error]) => [status, errorResponse(Number(status), error)] as const);
    const byStatus = new Map<string, ResponseObject | ReferenceObject>([...shared, ...own]);
    return Object.fromEntries([...byStatus].sort(([a], [b]) => Number(a) - Number(b)));
  };

  const operation = (e: AnyEndpoint): OperationObject => {
    const roles = e.roles ?? allRoles;
    const notes = [
      e.description,
      e.auth ? `Roles: ${roles.map((r) => roleLabels[r]).join(', ')}.` : undefined,
      e.definedByProject ? `Definido por el proyecto: ${e.definedByProject}` : undefined,
    ].filter(Boolean);
    const params = parameters(e);
    return {
      operationId: operationIdOf(e.id),
      tags: [e.domain],
      summary: e.summary,
      ...(notes.length ? { description: notes.join('\n\n') } : {}),
      security: e.auth ? [{ bearerAuth: [] }] : e.optionalAuth ? [{ bearerAuth: [] }, {}] : [],
      ...(params.length ? { parameters: params } : {}),
      ...(e.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: convert(e.body) } } } }
        : {}),
      responses: {
        [e.successStatus]: {
          description: statusTexts[e.successStatus] ?? 'OK',
          headers: {
            ...commonHeaders,
            ...(e.idempotent
              ? {
                  [IDEMPOTENT_REPLAYED_HEADER]: {
                    description: `true cuando la respuesta es la repetición de la primera respuesta a la misma ${IDEMPOTENCY_KEY_HEADER}.`,
                    schema: { type: 'string', enum: ['true'] },
                  },
                }
              : {}),
          },
          content: { 'application/json': { schema: envelope(e) } },
        },
        ...errorResponses(e),
      },
      ...(e.auth ? { 'x-roles': [...roles], 'x-statuses': [...(e.statuses ?? ['active'])] } : {}),
      ...(e.optionalAuth ? { 'x-optional-auth': true } : {}),
      ...(e.definedByProject ? { 'x-defined-by-project': e.definedByProject } : {}),
    };
  };

  const paths = new Map<string, PathItemObject>();
  for (const e of endpoints) {
    const path = documentPath(e.path);
    const item = paths.get(path) ?? {};
    item[e.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'] = operation(e);
    paths.set(path, item);
  }
  for (const [path, item] of paths) builder.addPath(path, item);
  return builder.getSpec();
}

/** The committed file's exact text: stable key order, two-space indent, final newline. */
export const serializeOpenApiDocument = (doc: OpenAPIObject) => `${JSON.stringify(doc, null, 2)}\n`;
