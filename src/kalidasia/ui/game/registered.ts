/**
 * Loads every step panel before the Game screen renders: this folder's own (builtin.tsx), then
 * any `src/kalidasia/ui/<folder>/register.ts(x)` by file presence (issues 14, 15, 16 add theirs
 * without editing this folder). Later registrations replace earlier ones for the same step.
 * The modules are evaluated for their registrations: their namespaces are kept (not only the keys —
 * `Object.keys(import.meta.glob(…))` alone let the build leave the modules out).
 */
import './builtin';

const modules: Record<string, unknown> = import.meta.glob(['../*/register.ts', '../*/register.tsx'], { eager: true });

export const registerModules = Object.keys(modules).filter((k) => modules[k] !== undefined);
