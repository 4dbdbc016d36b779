// The web build resolves `zod` to this module (vite.config.ts), so every schema in the app and in
// @candor/contracts is built after `./zod-jitless` has run, and zod loads only with the chunks that
// use it: the entry chunk carries none of it. `zod/v4` is the same module graph as `zod`.
import './zod-jitless';

export * from 'zod/v4';
export { default } from 'zod/v4';
