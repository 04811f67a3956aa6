/**
 * The typed MSW `http` of the whole API: paths, parameters, bodies and responses come from the
 * generated OpenAPI types, so a handler cannot answer with a shape (or status, or content type)
 * the spec forbids. Paths are written exactly as the spec writes them (`{id}` parameters).
 */
import { createOpenApiHttp } from 'openapi-msw';

import type { paths } from '../api/schema.gen';

export const http = createOpenApiHttp<paths>();
