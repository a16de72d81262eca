// What the composition root uses of the demo world (demo mode only, which production refuses).
export { HalfBuiltDemoError, seedDemoWorld, type DemoWorldDeps } from './seed-world.js';
