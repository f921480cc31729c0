// Which navbar items the desktop bar shows and which go into its "Još"/"More" menu (the priority+ pattern of
// ADR 036). The links give way first, from the last one on; once none is left beside the menu button, the
// account actions give way too (the language switch and "Odjavi se", or "Prijavi se"), in the order given. The
// widths are the ones the browser measured (top-nav.tsx), so the plan holds for any language, font and zoom.

export interface OverflowMeasure {
  /** The width of the links' row as laid out now: what the bar leaves between the brand side and the search. */
  available: number;
  /** Each link's width, in the bar's order. */
  links: readonly number[];
  /** The gap between two links (and between the last link shown and the menu button). */
  linkGap: number;
  /** The menu button's width. */
  more: number;
  /** The account actions that may give way, in the order they do, with whether each is in the bar now. */
  actions: readonly { width: number; shown: boolean }[];
  /** The gap between two account actions. */
  actionGap: number;
}

export interface OverflowPlan {
  /** How many links, from the first, stay in the bar. */
  links: number;
  /** How many account actions, in their giving-way order, went into the menu. */
  hiddenActions: number;
}

/** Half a pixel of slack for the browser's rounding of fractional widths. */
const SLACK = 0.5;

function rowWidth(widths: readonly number[], count: number, gap: number): number {
  let width = 0;
  for (let index = 0; index < count; index++) width += widths[index]! + (index > 0 ? gap : 0);
  return width;
}

export function planOverflow(measure: OverflowMeasure): OverflowPlan {
  const { links, linkGap, more, actions, actionGap } = measure;
  // The row's width were every action in the menu: each one in the bar now takes its width and a gap.
  let potential = measure.available;
  for (const action of actions) if (action.shown) potential += action.width + actionGap;

  for (let hidden = 0; hidden <= actions.length; hidden++) {
    let room = potential;
    for (let index = hidden; index < actions.length; index++) room -= actions[index]!.width + actionGap;
    if (hidden === 0 && rowWidth(links, links.length, linkGap) <= room + SLACK) {
      return { links: links.length, hiddenActions: 0 };
    }
    // The menu button is needed: as many links as fit beside it (none once an action has given way).
    for (let count = hidden === 0 ? links.length - 1 : 0; count >= 0; count--) {
      const width = rowWidth(links, count, linkGap) + (count > 0 ? linkGap : 0) + more;
      if (width <= room + SLACK) return { links: count, hiddenActions: hidden };
    }
  }
  return { links: 0, hiddenActions: actions.length };
}

export function samePlan(a: OverflowPlan | null, b: OverflowPlan): boolean {
  return a !== null && a.links === b.links && a.hiddenActions === b.hiddenActions;
}
