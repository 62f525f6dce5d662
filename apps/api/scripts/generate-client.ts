// `npm run client:generate` (issue 32 §7): the typed client's types from the served OpenAPI document.
import { writeClientSchema } from '../src/openapi-document.ts';

const file = await writeClientSchema();
console.log(`wrote ${file}`);
