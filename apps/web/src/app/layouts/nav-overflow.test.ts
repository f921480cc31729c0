import { describe, expect, it } from 'vitest';
import { type OverflowMeasure, planOverflow, samePlan } from './nav-overflow';

// The admin's links in Serbian at 1440 px: Početna, Admin panel, Moj napredak, Moj nalog, Vaučer dobrodošlice, Pomoć.
const ADMIN_LINKS = [79, 108, 115, 90, 162, 70];
const LANGUAGE = 98;
const LOGOUT = 97;

function measure(overrides: Partial<OverflowMeasure>): OverflowMeasure {
  return {
    available: 1000,
    links: ADMIN_LINKS,
    linkGap: 4,
    more: 78,
    actions: [
      { width: LOGOUT, shown: true },
      { width: LANGUAGE, shown: true },
    ],
    actionGap: 8,
    ...overrides,
  };
}

const allLinks = ADMIN_LINKS.reduce((sum, width) => sum + width, 0) + 4 * (ADMIN_LINKS.length - 1);

describe('planOverflow', () => {
  it('keeps every item in the bar when the links fit, without a menu button', () => {
    expect(planOverflow(measure({ available: allLinks }))).toEqual({ links: 6, hiddenActions: 0 });
  });

  it('tolerates half a pixel of rounding', () => {
    expect(planOverflow(measure({ available: allLinks - 0.4 }))).toEqual({ links: 6, hiddenActions: 0 });
  });

  it('moves the last links into the menu, leaving room for its button', () => {
    // One pixel short of all links: "Pomoć" alone would free 74 px, but the button needs 82, so "Vaučer" goes too.
    expect(planOverflow(measure({ available: allLinks - 1 }))).toEqual({ links: 4, hiddenActions: 0 });
    const fourAndButton = 79 + 108 + 115 + 90 + 3 * 4 + 4 + 78;
    expect(planOverflow(measure({ available: fourAndButton }))).toEqual({ links: 4, hiddenActions: 0 });
    expect(planOverflow(measure({ available: fourAndButton - 1 }))).toEqual({ links: 3, hiddenActions: 0 });
  });

  it('keeps the menu button alone once no link fits beside it', () => {
    expect(planOverflow(measure({ available: 79 + 4 + 78 - 1 }))).toEqual({ links: 0, hiddenActions: 0 });
    expect(planOverflow(measure({ available: 78 }))).toEqual({ links: 0, hiddenActions: 0 });
  });

  it('then moves the account actions into the menu, in their order', () => {
    // 40 px: the button needs 78; "Odjavi se" frees 97 + 8.
    expect(planOverflow(measure({ available: 40 }))).toEqual({ links: 0, hiddenActions: 1 });
    // Even less: the language switch goes too.
    expect(planOverflow(measure({ available: -60 }))).toEqual({ links: 0, hiddenActions: 2 });
  });

  it('counts the room of an action that is in the menu already', () => {
    // The same bar as above, measured while "Odjavi se" is in the menu: the row is wider by its width and gap.
    const logoutInMenu = measure({
      available: 40 + LOGOUT + 8,
      actions: [
        { width: LOGOUT, shown: false },
        { width: LANGUAGE, shown: true },
      ],
    });
    expect(planOverflow(logoutInMenu)).toEqual({ links: 0, hiddenActions: 1 });
    // When the bar grows back, the action comes back before any link does: 200 - 105 leaves the button's 78.
    expect(planOverflow({ ...logoutInMenu, available: 200 })).toEqual({ links: 0, hiddenActions: 0 });
    // 400 - 105 = 295: "Početna" and "Admin panel" beside the button (273), not "Moj napredak" too (392).
    expect(planOverflow({ ...logoutInMenu, available: 400 })).toEqual({ links: 2, hiddenActions: 0 });
  });

  it('hides everything when not even the menu button fits', () => {
    expect(planOverflow(measure({ available: -1000 }))).toEqual({ links: 0, hiddenActions: 2 });
    expect(planOverflow(measure({ available: 0, actions: [] }))).toEqual({ links: 0, hiddenActions: 0 });
  });
});

describe('samePlan', () => {
  it('compares plans by value', () => {
    expect(samePlan(null, { links: 1, hiddenActions: 0 })).toBe(false);
    expect(samePlan({ links: 1, hiddenActions: 0 }, { links: 1, hiddenActions: 0 })).toBe(true);
    expect(samePlan({ links: 1, hiddenActions: 0 }, { links: 1, hiddenActions: 1 })).toBe(false);
  });
});
