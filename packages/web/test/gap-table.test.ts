/**
 * The browser table shows a gap in space (Gaps in Normal Space, engine rules/gaps.ts) as a location of
 * the spaceline: its name, "gap, span 4", no mission's points or requirements.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { view } from '@stccg/engine';
import { Table } from '../src/components/Table.tsx';
import { setupTest } from '../../engine/test/harness.ts';
import { base } from '../../engine/test/cards/equipment-spec.ts';

describe('the browser table with a gap on the spaceline', () => {
  it('shows the gap between its two missions, with its span and no mission line', () => {
    const h = setupTest(base({ planets: {}, deckSize: 10 }, { ships: [{ card: 'Runabout', at: 'Gault', crew: ['Deanna Troi'] }], hand: ['Gaps in Normal Space'], deckSize: 10 }));
    h.choose('Play Gaps in Normal Space between Gault and Distress Mission');
    h.passResponses();
    const html = renderToStaticMarkup(createElement(Table, { view: view(h.s, 'player-1'), bottom: 'player-1' }));
    expect(html).toMatch(/class="mission is-gap[^"]*"/);
    expect(html).toContain('aria-label="Gap in space Gaps in Normal Space, span 4, no mission');
    expect(html).toContain('gap, span 4');
    // no seed count at the gap: one for each of the four missions only
    expect(html.match(/data-testid="seed-count"/g)).toHaveLength(4);
    // in spaceline order: Gault, the gap, Distress Mission
    const at = (name: string) => html.indexOf(`<span class="mission-name">${name}</span>`);
    expect(at('Gault')).toBeLessThan(at('Gaps in Normal Space'));
    expect(at('Gaps in Normal Space')).toBeLessThan(at('Distress Mission'));
    h.finish();
  });
});
