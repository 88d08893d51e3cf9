import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Once per process: adds `.openapi()` to zod's schemas (a repeated call is a no-op in the library).
extendZodWithOpenApi(z);

export { z };
