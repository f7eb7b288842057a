/**
 * A refusal from the rules, with its section; on geometric grounds the players may overrule it —
 * "The table says otherwise" — and the event is stored with their ruling (the app never blocks play).
 */
import { useId, useState } from 'react';
import type { GameEventBody } from '../../game';

export interface Refusal {
  reason: string;
  overrulable: boolean;
  events: readonly GameEventBody[];
  /** Said under the reason (an action tapped while the previous one was saving says so). */
  note?: string;
}

export function RefusalBox(props: { refusal: Refusal; onOverrule(note: string): void; onClose(): void }) {
  const { refusal, onOverrule, onClose } = props;
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <div className="gm-refusal" role="alert" data-testid="refusal">
      <p>
        <strong>Not accepted:</strong> {refusal.reason}
      </p>
      {refusal.note && <p className="gm-refusal-note">{refusal.note}</p>}
      {refusal.overrulable && (
        <div className="gm-row">
          <label htmlFor={noteId}>Why (optional)</label>
          <input id={noteId} className="gm-input" value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. measured on the table: inside" />
          <button type="button" className="gm-btn gm-primary" onClick={() => onOverrule(note.trim())}>
            The table says otherwise
          </button>
        </div>
      )}
      <button type="button" className="gm-btn" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
