/** Unit tests of placeBeside: a chosen card's options next to it and inside the viewport (issue 22, phones). */
import { describe, expect, it } from 'vitest';
import { placeBeside, type Rect } from '../src/popover.ts';

const phone = { width: 390, height: 844 };
const inside = (p: { left: number; top: number; width: number }, h: number) => {
  expect(p.left).toBeGreaterThanOrEqual(0);
  expect(p.top).toBeGreaterThanOrEqual(0);
  expect(p.left + p.width).toBeLessThanOrEqual(phone.width);
  expect(p.top + h).toBeLessThanOrEqual(phone.height);
};

describe('placeBeside', () => {
  it('puts the box right under a card near the top, centred on it', () => {
    const card: Rect = { left: 150, top: 100, width: 90, height: 50 };
    const p = placeBeside(card, { width: 200, height: 150 }, phone);
    expect(p.side).toBe('below');
    expect(p.top).toBe(156);
    expect(p.left + p.width / 2).toBe(195);
    inside(p, 150);
  });

  it('puts the box over a card near the bottom (a card in hand)', () => {
    const card: Rect = { left: 10, top: 760, width: 130, height: 70 };
    const p = placeBeside(card, { width: 300, height: 200 }, phone);
    expect(p.side).toBe('above');
    expect(p.top + 200).toBe(754);
    // kept off the left edge although the card is near it
    expect(p.left).toBe(8);
    inside(p, 200);
  });

  it('keeps a box wider than the screen inside it', () => {
    const card: Rect = { left: 300, top: 200, width: 80, height: 44 };
    const p = placeBeside(card, { width: 600, height: 100 }, phone);
    expect(p.width).toBe(374);
    expect(p.left).toBe(8);
    inside(p, 100);
  });

  it('shortens a box too tall for either side and keeps it on screen', () => {
    const card: Rect = { left: 100, top: 380, width: 100, height: 60 };
    const p = placeBeside(card, { width: 300, height: 700 }, phone);
    const h = Math.min(700, p.maxHeight);
    expect(h).toBeLessThan(700);
    inside(p, h);
  });

  it('stays on screen for a card scrolled out of sight', () => {
    const card: Rect = { left: -400, top: -300, width: 100, height: 60 };
    const p = placeBeside(card, { width: 300, height: 200 }, phone);
    inside(p, Math.min(200, p.maxHeight));
  });
});
