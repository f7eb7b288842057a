/**
 * The slider `useScrubSlider` drives (issue 24): a 44 px tall `role="slider"` labelled by the element `labelledBy`
 * names, its value said by `aria-valuetext` (the same words as the figure drawn beside its track), its track, thumb
 * and figure drawn on a canvas of its own (see useScrubSlider.ts for why).
 */
import type { ScrubSliderHandle } from './useScrubSlider';
import './scrubSlider.css';

export function ScrubSlider({ slider: { ref, canvas, spec }, id, labelledBy, testId, className }: { slider: ScrubSliderHandle; id: string; labelledBy: string; testId?: string; className?: string }) {
  const { min, max, disabled } = spec;
  return (
    <div
      ref={ref}
      id={id}
      role="slider"
      className={`scrub${className ? ` ${className}` : ''}`}
      tabIndex={disabled ? -1 : 0}
      aria-labelledby={labelledBy}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-orientation="horizontal"
      aria-disabled={disabled ? true : undefined}
      data-testid={testId}
    >
      <canvas ref={canvas} className="scrub-canvas" aria-hidden />
    </div>
  );
}
