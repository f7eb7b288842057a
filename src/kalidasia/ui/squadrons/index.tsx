/**
 * The squadron builder (issue 7), one lazy chunk: list, editor, stat cards, compare,
 * shared-link view and print view. Paths:
 *   /kalidasia/squadrons                      the list
 *   /kalidasia/squadrons/<id>                 the editor
 *   /kalidasia/squadrons/<id>/print           the print view
 *   /kalidasia/squadrons/<id>/tokens          its tokens with markers, for the table from a photo (../photo)
 *   /kalidasia/squadrons/compare[/<a>[/<b>]]  compare two
 *   /kalidasia/squadrons/shared#1.…           a squadron from a share link
 *   /kalidasia/stat-cards                     stat cards and the player's corrections
 */
import { useEffect } from 'react';
import type { SquadronsRouteProps } from '../modules';
import { decodeSegment } from '../../../ui/router';
import { Compare } from './Compare';
import { Editor } from './Editor';
import { PrintView } from './PrintView';
import { TokensView } from './TokensView';
import { SharedView } from './SharedView';
import { SquadronList } from './SquadronList';
import { StatCards } from './StatCards';
import { useEffectivePack } from './hooks';
import './squadrons.css';

// Timing marks for the list benchmark (test/browser/squadrons.test.ts): when this chunk ran.
if (typeof performance !== 'undefined') performance.mark('squadrons:chunk');

export default function SquadronsRoute({ path }: SquadronsRouteProps) {
  const effective = useEffectivePack();
  useEffect(() => {
    performance.mark('squadrons:route-commit');
  }, []);
  if (effective.loading) return <p className="boot">Opening your squadrons…</p>;
  const problem = effective.problem && (
    <div className="message error sq-pack-problem" role="alert">
      <p>
        Your stat-card corrections could not be applied, so the shipped values are used. Your corrections are kept; fix or reset them under Stat cards.
      </p>
      <ul>
        {effective.problem.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </div>
  );
  let body;
  if (path === '/kalidasia/stat-cards') body = <StatCards effective={effective} />;
  else {
    const parts = path.replace(/^\/kalidasia\/squadrons\/?/, '').split('/').filter(Boolean).map(decodeSegment);
    const [first, second, third] = parts;
    if (first === undefined) body = <SquadronList effective={effective} />;
    else if (first === 'compare') body = <Compare effective={effective} a={second ?? null} b={third ?? null} />;
    else if (first === 'shared') body = <SharedView effective={effective} />;
    else if (second === 'print') body = <PrintView effective={effective} id={first} />;
    else if (second === 'tokens') body = <TokensView effective={effective} id={first} />;
    else body = <Editor effective={effective} id={first} />;
  }
  return (
    <>
      {problem}
      {body}
    </>
  );
}
