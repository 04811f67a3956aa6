/**
 * A list's placeholder row (doc 2 §6), built from its contract schema by one rule
 * (throttledRowOf): the server and the mocks answer the same hidden rows.
 */
import bundle from './openapi.gen.json';
import type { components } from './schema.gen';
import { throttledRowOf } from '../lib/columns';
import { schemaProperties, type OpenApiBundle } from '../lib/openapi/operations';

type Schemas = components['schemas'];

export const throttledRow = <Name extends keyof Schemas>(schema: Name, nameCell: keyof Schemas[Name] & string) =>
  throttledRowOf<Schemas[Name]>(schemaProperties(bundle as OpenApiBundle, schema), nameCell);
