/**
 * The photo reader's marks on the Game screen's table (issue 25): while a reading is open, an arrow from where the app
 * has each token to where the photo has it (ticked ones bright), and an outline where the photo deploys a token (green:
 * Apply places it; red: refused by the rules until overruled; grey: waits). Drawn in the table's overlay layer, in
 * table inches (`listening={false}`); the state comes from the reader through `photoOverlay.ts`.
 */
import { Arrow, Circle, Group, Rect } from 'react-konva';
import { usePhotoOverlay } from './photoOverlay';

const DEPLOY_COLOUR = { ready: '#35e07a', refused: '#ff5c5c', waiting: '#9aa4b2' } as const;

export function PhotoTableLayer({ scale }: { scale: number }) {
  const o = usePhotoOverlay();
  if (!o) return null;
  const k = 1 / Math.max(0.001, scale);
  return (
    <Group listening={false} name="photo-layer">
      {o.moves.map((m) =>
        Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y) > 0.05 ? (
          <Arrow
            key={m.key}
            name={m.chosen ? 'photo-arrow photo-arrow-chosen' : 'photo-arrow'}
            points={[m.from.x, m.from.y, m.to.x, m.to.y]}
            stroke={m.chosen ? '#f2b84b' : '#9aa4b2'}
            fill={m.chosen ? '#f2b84b' : '#9aa4b2'}
            strokeWidth={3}
            strokeScaleEnabled={false}
            pointerLength={10 * k}
            pointerWidth={10 * k}
            dash={m.chosen ? undefined : [6, 4]}
          />
        ) : (
          <Circle key={m.key} name="photo-same" x={m.to.x} y={m.to.y} radius={6 * k} stroke="#9aa4b2" strokeWidth={1.5} strokeScaleEnabled={false} />
        ),
      )}
      {o.deploys.map((d) => (
        <Group key={d.key} name={`photo-deploy photo-deploy-${d.state}`} x={d.to.x} y={d.to.y} rotation={d.to.heading}>
          <Rect x={-d.length / 2} y={-d.width / 2} width={d.length} height={d.width} stroke={DEPLOY_COLOUR[d.state]} strokeWidth={2.5} strokeScaleEnabled={false} dash={[5, 3]} fill={d.colour} opacity={0.55} perfectDrawEnabled={false} />
        </Group>
      ))}
    </Group>
  );
}
