/** A score table: one row per player, one column per scoring item, a total and the leader marked. */
export function ScoreTable(props: {
  caption: string;
  columns: string[];
  rows: { player: string; colour?: string; values: number[] }[];
}) {
  const totals = props.rows.map((r) => r.values.reduce((a, b) => a + b, 0));
  const best = Math.max(...totals);
  return (
    <table className="score-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          {props.columns.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r, i) => (
          <tr key={r.player} className={totals[i] === best ? 'leader' : undefined}>
            <th scope="row">
              {r.colour && <span className="swatch" style={{ background: r.colour }} aria-hidden="true" />} {r.player}
            </th>
            {r.values.map((v, j) => (
              <td key={j}>{v}</td>
            ))}
            <td>
              <strong>{totals[i]}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
