/**
 * Loads every step panel before the Game screen renders: this folder's own (builtin.tsx), then
 * any `src/kalidasia/ui/<folder>/register.ts(x)` by file presence (issues 14, 15, 16 add theirs
 * without editing this folder). Later registrations replace earlier ones for the same step.
 */
import './builtin';

// Kept in a const: Vite turns `Object.keys(import.meta.glob(...))` into the bare keys WITHOUT importing
// the modules, so no register file ran (found by issue 16's browser test).
const modules = import.meta.glob(['../*/register.ts', '../*/register.tsx'], { eager: true });
export const registerModules = Object.keys(modules);
