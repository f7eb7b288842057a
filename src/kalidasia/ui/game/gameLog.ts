/**
 * The one seam between the Game screen and storage. Today: the interim store in localLog.ts.
 * When the storage issue's log lands on main, re-export from `src/store/eventLog` and
 * `src/ui/useEventLog` here instead (the names and shapes are the same).
 */
export { logCreate, logDelete, logList, logRead, logRename, logRestore, useEventLog, useLogList } from './localLog';
export type { DeletedLog, EventLogView, LogHead, LogWrite } from './localLog';
