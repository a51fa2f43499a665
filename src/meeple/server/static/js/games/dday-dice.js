// The table of D-Day Dice, drawn from one seat's view (the server's observation(seat), the
// game's notes on it and the match's board data, welcome.table) and nothing else: the battle
// map with the units' markers (dday-map.js), the dice tray (dday-dice-tray.js), the units'
// resource cards and cards and the common reserve (dday-cards.js), the phase, and every legal
// action where it belongs (docs/client.md, "D-Day Dice's table"):
//
// | notation | element |
// |---|---|
// | `lock <die>`, `reroll <dice>`, `stop` | the dice tray: click dice, then one button |
// | `cancel <die>`, `corporal <die>`, `jeep <die>` | that die in the tray |
// | `move <sector>` | that sector's box on the map (its cost and rules on it) |
// | `stay` | the unit's own sector, and the decision panel |
// | `recruit <specialist> ...`, `find <item> ...` | that card of the reserve |
// | everything else | a button of the decision panel, with its label |
//
// The game's words say everything: labels, the notes (why a move is not offered, the Final
// Tally, the result), the glossary's card texts. Every action also stays in the page's list of
// buttons beside the table.
import { el, phraseNode, phraseText } from "../dom.js";
import { drawBoard } from "./dday-map.js";
import { decide, drain, drawTray } from "./dday-dice-tray.js";
import { reservePanel, unitPanel } from "./dday-cards.js";

const STYLESHEET = "/static/css/dday-dice.css";
/** The choice a person who keeps the defaults makes, in this order, where the game offers it. */
const DEFAULTS = ["done", "lose soldiers", "stay", "go-on"];
/** Above this many choices of one card, they are folded under its name. */
const GROUPED = 6;
const TRAY_VERBS = new Set(["lock", "reroll", "stop", "cancel", "corporal", "jeep", "mulligan"]);

function ensureStylesheet() {
  if (document.querySelector(`link[href="${STYLESHEET}"]`)) return;
  document.head.append(el("link", { rel: "stylesheet", href: STYLESHEET }));
}

function verbOf(action) {
  return action.split(/\s+/)[0];
}

/** The legal actions sorted by where they are clicked. */
function placeActions(legal) {
  const moves = new Map();
  const byCard = new Map();
  const tray = [];
  const panel = [];
  for (const item of legal) {
    const words = item.action.split(/\s+/);
    const verb = words[0];
    if (verb === "move" && words.length === 2) {
      moves.set(Number(words[1]), { action: item.action, labelText: phraseText(item.label) });
      continue;
    }
    if ((verb === "recruit" || verb === "find") && words.length >= 2) {
      byCard.set(words[1], [...(byCard.get(words[1]) || []), item]);
      continue;
    }
    if (TRAY_VERBS.has(verb) && !(verb === "cancel" && words.length > 2)) {
      tray.push(item);
      continue;
    }
    panel.push(item);
  }
  return { moves, byCard, tray, panel };
}

function phaseBar(ctx) {
  const { obs, glossary } = ctx;
  const edition = ((obs.rule_set || {}).edition) || 1;
  const phases = ((glossary && glossary.phases) || {})[String(edition)] || {};
  const order = edition === 2 ? ["roll", "final-count", "upkeep", "markers", "supply", "move", "combat"]
    : ["roll", "final-count", "upkeep", "supply", "move", "combat"];
  const windows = (glossary && glossary.combat_windows) || {};
  return el("ol", { class: "phase-bar", dataset: { phase: obs.phase } },
    el("li", { class: "turn-number", text: `turn ${obs.turn}` }),
    ...order.map((phase) => el("li", { class: `phase ${obs.phase === phase ? "current" : ""}`, dataset: { phase },
      text: phases[phase] || phase })),
    obs.phase === "combat" && obs.combat_stage ? el("li", { class: "window current", text: windows[obs.combat_stage] || obs.combat_stage }) : null);
}

/** The groups of choices a person unfolded (kept open across redraws). */
const unfolded = new Set();

function foldedGroup(key, buttons) {
  const details = el("details", { class: "decision-group", dataset: { group: key } },
    el("summary", { text: `${key} (${buttons.length} choices)` }), ...buttons);
  details.open = unfolded.has(key);
  details.addEventListener("toggle", () => {
    if (details.open) unfolded.add(key);
    else unfolded.delete(key);
  });
  return details;
}

/** The decision panel: the choices that have no place on the map, the tray or a card, the
 * default one first and marked. */
function decisionPanel(ctx, panel, moves) {
  if (!panel.length && !moves.size) return null;
  const actions = panel.map((item) => item.action);
  const preferred = DEFAULTS.find((a) => actions.includes(a));
  const sorted = preferred ? [panel.find((i) => i.action === preferred), ...panel.filter((i) => i.action !== preferred)] : panel;
  const button = (item) => el("button", {
    type: "button", class: `decision ${item.action === preferred ? "primary default" : ""}`,
    dataset: { action: item.action, verb: verbOf(item.action) }, title: item.action,
    on: { click: () => decide([() => item.action], ctx) } }, phraseNode(item.label));
  // many choices of one card (the Binoculars: a die and a face) are folded under its name
  const groups = new Map();
  for (const item of sorted) {
    const key = item.action.split(/\s+/).slice(0, 2).join(" ");
    groups.set(key, [...(groups.get(key) || []), item]);
  }
  const buttons = [...groups.entries()].map(([key, items]) => (items.length > GROUPED
    ? foldedGroup(key, items.map(button))
    : items.map(button)));
  const notes = ctx.notes || {};
  return el("section", { class: "dd-decisions" },
    el("h3", { text: "Your decision" }),
    moves.size ? el("p", { class: "hint move-hint" }, "click a sector outlined in green to move there ",
      // on a phone the map is above, out of sight: one click brings it back
      el("button", { type: "button", class: "to-map", text: "\u2191 the map",
        on: { click: () => document.querySelector("#table .dday-board")?.scrollIntoView({ block: "start" }) } })) : null,
    notes.coming ? phraseNode(notes.coming, "p", { class: "dd-coming" }) : null,
    el("div", { class: "decision-buttons" }, ...buttons),
    tradesRefused(ctx));
}

/** Why no gift to each other unit is offered (the game's words, `notes.trade_refused`), under
 * the decision's buttons, where the gifts are offered. */
function tradesRefused(ctx) {
  const refused = Object.entries((ctx.notes && ctx.notes.trade_refused) || {});
  if (!refused.length) return null;
  const names = ctx.names || [];
  return el("ul", { class: "dd-trades-why" }, ...refused.map(([seat, why]) => el("li", { dataset: { seat },
    text: `No trade with ${names[Number(seat)] ?? `#${seat}`}: ${why}` })));
}

function tableNotes(ctx) {
  const notes = ctx.notes || {};
  const lines = [notes.sector_effects, notes.board_marks, notes.mgf_rolled].filter(Boolean);
  const result = notes.result || [];
  if (!lines.length && !result.length) return null;
  return el("section", { class: "dd-notes" },
    ...result.map((line) => phraseNode(line, "p", { class: "dd-result" })),
    ...lines.map((line) => phraseNode(line, "p", { class: "dd-note" })));
}

/** Victory points line by line, once the game is over (the observation's `victory_points`). */
function victoryPoints(ctx) {
  const { obs, names } = ctx;
  const lines = obs.victory_point_lines;
  if (!lines) return null;
  return el("section", { class: "dd-victory-points" },
    el("h3", { text: "Victory points" }),
    ...lines.map((unitLines, seat) => el("table", { class: "vp-table", dataset: { seat } },
      el("caption", { text: names[seat] ?? `#${seat}` }),
      el("tbody", {}, ...unitLines.map((line) => el("tr", {},
        el("td", { text: line.what }), el("td", { class: "num", text: line.count }),
        el("td", { class: "num", text: line.points }))),
        el("tr", { class: "vp-total" }, el("td", { text: "total" }), el("td", {}),
          el("td", { class: "num", text: unitLines.reduce((sum, line) => sum + line.points, 0) }))))));
}

/** The seat whose tray is drawn large: the page's seat, else the first to act, else 0. */
function trayed(ctx) {
  if (ctx.viewer !== null && ctx.viewer !== undefined && ctx.viewer >= 0) return ctx.viewer;
  return (ctx.toAct || [])[0] ?? 0;
}

/**
 * Draws the table into container. ctx: {obs, table (the board), notes, names, agents, viewer,
 * glossary, legal: [{action, label}], toAct, away, onAction(notation)}.
 */
export function drawTable(container, ctx) {
  ensureStylesheet();
  const rerender = () => drawTable(container, ctx);
  const full = { ...ctx, rerender };
  const { obs } = ctx;
  const mine = trayed(ctx);
  const { moves, byCard, tray, panel } = placeActions(ctx.legal || []);
  const stay = (ctx.legal || []).find((item) => item.action === "stay");
  const me = (obs.units || [])[mine];
  for (const [sector, move] of moves) {
    const offered = ((me && me.moves) || []).find((m) => m.to === sector);
    move.courage = offered ? offered.courage : 0;
  }
  if (stay && me) moves.set(me.sector, { action: "stay", labelText: phraseText(stay.label), courage: 0 });
  const seats = (obs.units || []).map((_u, seat) => seat);
  const others = seats.filter((seat) => seat !== mine);
  const layout = el("div", { class: "dday-table", dataset: { phase: obs.phase, turn: obs.turn } },
    el("div", { class: "dd-main" },
      phaseBar(ctx),
      drawBoard(full, moves, rerender),
      tableNotes(ctx),
      victoryPoints(ctx)),
    el("div", { class: "dd-side" },
      me ? el("section", { class: "dd-own" },
        drawTray({ ...full, legal: tray }, mine, ctx.viewer === mine),
        (ctx.notes && ctx.notes.units && ctx.notes.units[mine] && ctx.notes.units[mine].tally)
          ? phraseNode(ctx.notes.units[mine].tally, "p", { class: "dd-tally own-tally" }) : null,
        unitPanel(full, mine, { mine: ctx.viewer === mine, trayed: true })) : null,
      decisionPanel(full, panel, moves),
      reservePanel(full, byCard),
      ...others.map((seat) => unitPanel(full, seat))));
  container.replaceChildren(layout);
  drain(full);
}
