// @vitest-environment jsdom
/**
 * Issue 22: the anti-fighter wizard lets the attacker place the kill and the damage tokens (the rules' order by
 * default) — "For each six rolled, the attacker can remove an enemy fighter token. Then for each disruption roll, the
 * attacker may place a damage token on an enemy fighter." ("Applying Damage from Anti-Fighter Weapons").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AntiFighterResult } from '../../rules/combat';
import { battery } from '../../rules/combat/testkit.testing';
import { AfWizard } from './AfWizard';

afterEach(cleanup);

describe('anti-fighter wizard: the attacker places the hits (issue 22)', () => {
  it('the six removes the wing the attacker picks, the disruption goes where the attacker puts it', async () => {
    const tokens = [
      { id: 'Hunter 1', x: 10 as never, y: 10 as never },
      { id: 'Hunter 2', x: 12 as never, y: 10 as never },
    ];
    let got: AntiFighterResult | null = null;
    const onRecord = vi.fn<(r: AntiFighterResult) => Promise<boolean>>(async (r) => {
      got = r;
      return true;
    });
    const gun = battery('SFP', 1);
    render(<AfWizard input={{ battery: { ...gun, specials: [] }, status: 'none', vs: 'fighters', diceCount: 2 }} targetId="Hunter 1" tokens={tokens} onRecord={onRecord} />);
    fireEvent.change(screen.getByLabelText(/^Gun dice/), { target: { value: `6 ${gun.power}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the dice' }));
    expect((screen.getByLabelText('Kill 1 removes') as HTMLSelectElement).value).toBe('Hunter 1');
    fireEvent.change(screen.getByLabelText('Kill 1 removes'), { target: { value: 'Hunter 2' } });
    fireEvent.change(screen.getByLabelText('Damage token 1 on'), { target: { value: 'Hunter 1' } });
    expect(screen.getByTestId('wizard-summary').textContent).toContain('Destroyed by a kill (red pile): Hunter 2; two damage tokens (yellow pile): none; disrupted: Hunter 1.');
    fireEvent.click(screen.getByRole('button', { name: 'Record the attack' }));
    await vi.waitFor(() => expect(got).not.toBeNull());
    expect((got as AntiFighterResult | null)?.allocation.destroyed).toEqual(['Hunter 2']);
  });
});
