// @vitest-environment jsdom
/**
 * Issue 24 (target 6): a tap on a missed die in the attack wizard changes only what the tap changes — the die's
 * pressed state and the commit button's words — and leaves the odds, the histograms and the expected gain alone
 * (not rendered again: same DOM nodes, no mutation). The pick still reaches the attack as before ("Sensor Points").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PowerAttackResult } from '../../rules/combat';
import { battery, physicalDeck, target } from '../../rules/combat/testkit.testing';
import { PowerWizard } from './PowerWizard';

// Counts the odds histograms' renders: a wrapper renders each time the part of the wizard holding the odds does.
const histogramRendered = vi.hoisted(() => vi.fn<() => void>());
vi.mock('./controls', async (importOriginal) => {
  const real = await importOriginal<typeof import('./controls')>();
  const Counted = (props: Parameters<typeof real.Histogram>[0]) => {
    histogramRendered();
    return <real.Histogram {...props} />;
  };
  return { ...real, Histogram: Counted };
});

afterEach(cleanup);

const GUNS = 30;

describe('odds panel tap (issue 24): only the tapped die and the commit button change', () => {
  it('30 guns, 2 sensor tokens: a tap mutates the die and the button only; the re-roll picked reaches the attack', () => {
    const gun = { ...battery('SFP', 1), gunCount: GUNS, specials: [] };
    const input = { battery: gun, status: 'none' as const, target: target('HHF', { sensorTokens: 2 }), deck: physicalDeck() };
    const onRecord = vi.fn<(r: PowerAttackResult) => Promise<boolean>>(async () => true);
    render(<PowerWizard input={input} physical onRecord={onRecord} />);
    fireEvent.change(screen.getByLabelText(`Gun dice (${GUNS})`), { target: { value: [...Array(GUNS / 2).fill('1'), ...Array(GUNS / 2).fill('6')].join(' ') } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the dice' }));

    const wizard = screen.getByTestId('power-wizard');
    const odds = screen.getByTestId('odds');
    const oddsHtml = odds.innerHTML;
    const gain = screen.getByTestId('sensor-gain');
    const gainHtml = gain.innerHTML;
    const die1 = screen.getByRole('button', { name: 'Die 1: 1' });
    const die2 = screen.getByRole('button', { name: 'Die 2: 1' });
    const commit = screen.getByRole('button', { name: 'No re-rolls' });
    const observer = new MutationObserver(() => undefined);
    observer.observe(wizard, { subtree: true, childList: true, attributes: true, characterData: true });

    const rendersBefore = histogramRendered.mock.calls.length;
    expect(rendersBefore).toBeGreaterThan(0);
    fireEvent.click(die1);
    const changed = observer.takeRecords();
    // The tap did not render the odds again (they do not depend on the pick).
    expect(histogramRendered.mock.calls.length).toBe(rendersBefore);
    // Only the tapped die (aria-pressed) and the commit button's words changed; the odds and the gain list are the same nodes, untouched.
    const targets = new Set(changed.map((m) => (m.target.nodeType === Node.ELEMENT_NODE ? m.target : m.target.parentElement)));
    for (const t of targets) expect(t === die1 || t === commit || commit.contains(t as Node)).toBe(true);
    // The button's words are switched, not rewritten: every number of re-rolls has its words in the button from the
    // start, and a tap only changes which are hidden (no text or node changes: nothing to lay out again).
    expect(changed.filter((m) => commit.contains(m.target)).every((m) => m.type === 'attributes' && m.attributeName === 'aria-hidden')).toBe(true);
    expect([...commit.querySelectorAll('[aria-hidden="false"]')].map((e) => e.textContent)).toEqual(['Re-roll 1 with sensor points']);
    expect(die1.getAttribute('aria-pressed')).toBe('true');
    expect(die2.getAttribute('aria-pressed')).toBe('false');
    // The button's words (its accessible name: the words shown; the others are hidden and unnamed).
    expect(screen.getByRole('button', { name: 'Re-roll 1 with sensor points' })).toBe(commit);
    expect(screen.getByTestId('odds')).toBe(odds);
    expect(odds.innerHTML).toBe(oddsHtml);
    expect(screen.getByTestId('sensor-gain')).toBe(gain);
    expect(gain.innerHTML).toBe(gainHtml);

    // Tapped again: dropped. Two picked: the other missed dice are disabled (no more tokens), as before.
    fireEvent.click(die1);
    expect(die1.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'No re-rolls' })).toBe(commit);
    fireEvent.click(die1);
    fireEvent.click(die2);
    expect((screen.getByRole('button', { name: 'Die 3: 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Re-roll 2 with sensor points' })).toBe(commit);
    observer.disconnect();

    // The pick goes to the attack: the next roll asked is the sensor re-roll of 2 dice.
    fireEvent.click(commit);
    expect(screen.getByLabelText("Sensor re-rolls (2)")).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Missed dice to re-roll' })).toBeNull();
  });
});
