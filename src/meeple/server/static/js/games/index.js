// Which drawing a game's table gets. A game without its own drawing is shown as its
// observation's data, and its legal actions stay reachable through the action buttons.
import { el } from "../dom.js";
import * as deadMansDraw from "./dead-mans-draw.js";
import * as ddayDice from "./dday-dice.js";
import * as dustTactics from "./dust-tactics.js";

const TABLES = {
  "dead-mans-draw": deadMansDraw.drawTable,
  "dday-dice": ddayDice.drawTable,
  "dust-tactics": dustTactics.drawTable,
};

function drawObservation(container, ctx) {
  container.replaceChildren(el("pre", { class: "raw-observation", text: JSON.stringify(ctx.obs, null, 2) }));
}

/** The function that draws game's table: drawTable(container, ctx). */
export function tableFor(game) {
  return TABLES[game] || drawObservation;
}
