import { config } from 'zod/v4/core';

// zod compiles fast parsers with `new Function` unless told not to; our Content-Security-Policy
// forbids eval, so turn that off before any schema is built. Imported first by zod-configured.ts,
// which the web build resolves `zod` to.
config({ jitless: true });
