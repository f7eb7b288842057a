/** Pieces shared by a squadron's print pages (the printed sheet and the photo tokens). */
import { Link } from '../../../ui/Link';

/** The page for an id with no saved squadron behind it. */
export function NoSuchSquadron({ id }: { id: string }) {
  return (
    <main className="sq-page">
      <p className="message error" role="alert">
        There is no saved squadron with the id “{id}”.
      </p>
    </main>
  );
}

/** The way back from a print page to the squadron's editor (not printed). */
export function BackToEditor({ id }: { id: string }) {
  return (
    <Link to={`/kalidasia/squadrons/${encodeURIComponent(id)}`} className="button small">
      ← Back to the editor
    </Link>
  );
}
