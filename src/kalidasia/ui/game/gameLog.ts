/**
 * The one seam between the Game screen and storage: the storage issue's append-only event log
 * (one stored row per event, compare-and-set on the cursor, live across tabs, pending until stored).
 */
export { logCreate, logDelete, logList, logRead, logRename, logRestore } from '../../../store/eventLog';
export type { DeletedLog, ListedLog, LogHead, LogReadResult, LogWrite } from '../../../store/eventLog';
export { useEventLog, useLogList } from '../../../ui/useEventLog';
export type { EventLogHandle as EventLogView } from '../../../ui/useEventLog';
