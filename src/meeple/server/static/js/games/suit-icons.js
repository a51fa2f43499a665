// One small line drawing per Dead Man's Draw suit, so a card can be told at a glance (its
// colour comes from the stylesheet, by the class suit-<id>). Drawn with SVG paths only.
import { svg } from "../dom.js";

const PATHS = {
  anchor: "M12 3.5a2 2 0 1 0 0.01 0M12 5.5V20M8 9h8M4.5 13.5a7.5 7 0 0 0 15 0",
  hook: "M14 3v11.5a4 4 0 0 1-8 0V12M14 3h3",
  cannon: "M3.5 17.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0M7.5 14.5l11-7 2.5 4-11 6.5M19 9l2.5-1",
  key: "M3.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M10.5 12H21M17.5 12v3.5M20.5 12v3",
  chest: "M3 10h18v10H3zM3 10a9 5.5 0 0 1 18 0M10.5 12.5h3v3h-3z",
  map: "M3 6.5l6-2.5 6 2.5 6-2.5v14l-6 2.5-6-2.5-6 2.5zM9 4v14M15 6.5v14",
  oracle: "M2 12s4-6.5 10-6.5S22 12 22 12s-4 6.5-10 6.5S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0",
  sword: "M5 19L18 6M15.5 4.5L19.5 4.5 19.5 8.5M7 13.5l3.5 3.5M3.5 20.5l2-2",
  mermaid: "M12 3v9.5M12 12.5c-1.5 3.5-4.5 5.5-7.5 7 3.5 0.5 5.5-0.5 7.5-2.5 2 2 4 3 7.5 2.5-3-1.5-6-3.5-7.5-7z",
  kraken: "M6 11a6 6 0 0 1 12 0M6 11v2.5c0 3-1.5 5-3 6.5M10 12.5v4c0 2-1 3-2 4M14 12.5v4c0 2 1 3 2 4M18 11v2.5c0 3 1.5 5 3 6.5",
};

/** The icon of a suit (an empty drawing for a suit without one). */
export function suitIcon(suit) {
  const path = PATHS[suit];
  return svg("svg", { class: "suit-icon", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    path ? svg("path", { d: path }) : null);
}
