// The table of Dust Tactics: the battlefield (js/games/dt-board.js) with zoom and pan, the
// units as tokens, the card of the unit clicked (dt-unit-card.js), the odds of the line being
// aimed at the target pointed at (dt-attack.js), and the choices of the decision now put on
// what they concern: a unit's (activate, aim, react, join, an order's target) on its token, a
// square's (a Move's end, a cover element's or a terrain tile's place) on the square. The rest
// (the plan, hold fire, no reaction, a casualty, who goes first...) are the buttons beside the
// table with the game's labels. Drawn from the welcome's `table` (the scenario's battlefield
// and the armies' cards) and the observation; no rule is decided here.
import { el, phraseText } from "../dom.js";
import { boardSize, boardSvg, pointedSight, squareAt } from "./dt-board.js";
import { attackRolls, newsRolls, oddsBox } from "./dt-attack.js";
import { unitCard } from "./dt-unit-card.js";

const STYLESHEET = "/static/css/dust-tactics.css";
const MAX_ZOOM = 4;

/** What the page remembers between two drawings: the unit or square clicked, the one pointed
 * at, the zoom and the pan (SVG units); and the last drawing's arguments to draw again. */
const ui = { selected: null, hover: null, zoom: 1, panX: 0, panY: 0, last: null, drag: null };

function ensureStyles() {
  if (document.querySelector(`link[href="${STYLESHEET}"]`)) return;
  document.head.append(el("link", { rel: "stylesheet", href: STYLESHEET }));
}

/** Where a legal action goes, from its notation (docs/notation/dust-tactics.md): a unit id
 * (`unit`), a square (`square`), or neither (a button beside the table). */
export function actionPlace(notation, unitIds) {
  const words = notation.trim().split(/\s+/);
  const verb = words[0];
  if (verb === "move" || verb === "place" || verb === "terrain") return { square: words[verb === "move" ? 1 : 2] };
  if (verb === "aim" && words[1] === "element") return { square: words[2], element: true };
  if (["activate", "aim", "react", "join", "repair"].includes(verb) && unitIds.has(words[1])) return { unit: words[1] };
  if (verb === "skill") {
    const unit = words.slice(2).find((w) => unitIds.has(w));
    if (unit) return { unit };
  }
  return {};
}

function tableOf(ctx) {
  if (ctx.table && ctx.table.width) return ctx.table;
  // a page without the welcome's table (an old replay): the battlefield as the observation has it
  const rows = ctx.obs.terrain || [];
  return { width: rows[0] ? rows[0].length : 0, height: rows.length, terrain: rows.map((r) => Array.from(r).map(() => "open")),
    terrain_chars: {}, structures: [], cover_zone: ctx.obs.cover_zone || [], entry: ctx.obs.entry || {},
    objectives: ctx.obs.objectives || [], cards: {} };
}

function sortActions(ctx, unitIds) {
  const unitActions = new Map();
  const squareActions = new Map();
  const others = [];
  for (const item of ctx.legal) {
    const entry = { action: item.action, label: item.label, text: phraseText(item.label) };
    const place = actionPlace(item.action, unitIds);
    if (place.unit) {
      if (!unitActions.has(place.unit)) unitActions.set(place.unit, []);
      unitActions.get(place.unit).push(entry);
    } else if (place.square && squareAt(place.square)) {
      const key = place.element ? `element:${place.square}` : place.square;
      const map = place.element ? unitActions : squareActions;
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(entry);
    } else {
      others.push(entry);
    }
  }
  return { unitActions, squareActions, others };
}

function redraw() {
  if (ui.last) drawTable(ui.last.container, ui.last.ctx);
}

function select(key) {
  ui.selected = key;
  redraw();
}

function choiceButtons(entries, ctx) {
  return entries.map((entry) => el("button", { type: "button", class: "action dt-choice", title: entry.action,
    dataset: { action: entry.action }, on: { click: () => {
      ui.selected = null;
      ctx.onAction(entry.action);
    } } }, entry.text));
}

function nameOf(id, obs, cards, glossary) {
  if (id.startsWith("element:")) {
    const square = id.slice(8);
    const item = (obs.elements || []).find((e) => e.square === square);
    return `${((glossary.elements || {})[item ? item.element : ""] || {}).name || "cover element"} ${square}`;
  }
  const unit = (obs.units || []).find((u) => u.id === id);
  return unit ? (cards[unit.card] || {}).name || unit.name : id;
}

/** The odds of the target pointed at (or clicked) while a line is aimed. */
function aimBox(ctx, cards) {
  const { obs, glossary } = ctx;
  if (!obs.aim_line) return null;
  const pointed = [ui.hover, ui.selected].find((key) => key && (obs.aim_options || []).some((o) => o.target === key));
  const option = (obs.aim_options || []).find((o) => o.target === pointed);
  const names = (id) => nameOf(id, obs, cards, glossary);
  const line = obs.aim_line;
  const words = glossary.table || {};
  const sight = pointedSight(obs, ui);
  // an enemy pointed at that is no target: why, in the game's words (its trace's reason)
  const why = !option && sight && sight.line ? el("p", { class: `dt-sight-why ${sight.line.visible ? "clear" : "blocked"}` },
    el("strong", { text: `${names(ui.hover || ui.selected)}: ` }),
    sight.line.visible ? words.sight_no_target || "in sight, but no target of this line"
      : `${words.sight_blocked || "no line of sight"} (${sight.line.reason})`) : null;
  return el("section", { class: "dt-aim", dataset: { range: line.range, weapon: line.weapon } },
    el("p", { class: "dt-aim-line" }, el("strong", { text: line.weapon }), ` (${line.number}/${line.lines})`),
    option ? oddsBox(option, obs, names, glossary) : why);
}

function toEnter(ctx, cards, unitActions) {
  const { obs } = ctx;
  const waiting = (obs.units || []).filter((u) => !u.square && !u.joined_to && !(obs.destroyed || []).includes(u.id));
  if (!waiting.length) return null;
  const words = (ctx.glossary.table || {});
  return el("section", { class: "dt-reserve" }, el("h4", { text: words.to_enter || "To enter" }),
    ...waiting.map((u) => el("button", { type: "button",
      class: `dt-reserve-unit side-${u.side} ${unitActions.has(u.id) ? "can-act" : ""} ${ui.selected === u.id ? "selected" : ""}`,
      dataset: { unit: u.id }, on: { click: () => select(u.id) } },
    `${(obs.unit_tags || {})[u.id] || ""} ${(cards[u.card] || {}).name || u.name}`,
    u.hero ? ` \u2605 ${(cards[u.hero.card] || {}).name || u.hero.card}` : "")));
}

/** A weapon line's name: `ref` ({index, hero}) of the unit `unitId`'s card or its joined hero's. */
function lineNameOf(obs, cards) {
  return (unitId, ref) => {
    const unit = (obs.units || []).find((u) => u.id === unitId);
    if (!unit || !ref) return "";
    const card = cards[ref.hero && unit.hero ? unit.hero.card : unit.card] || {};
    return ((card.weapons || [])[ref.index] || {}).name || "";
  };
}

function panel(ctx, cards, sorted) {
  const { obs, glossary } = ctx;
  const words = glossary.table || {};
  const rolls = attackRolls(obs, lineNameOf(obs, cards), (id) => nameOf(id, obs, cards, glossary))
    || newsRolls(ctx.news, words.latest_rolls || "Latest rolls");
  const selectedUnit = (obs.units || []).find((u) => u.id === ui.selected)
    || (obs.activation ? (obs.units || []).find((u) => u.id === obs.activation.unit) : null);
  const key = ui.selected || "";
  const here = key.startsWith("sq:") ? sorted.squareActions.get(key.slice(3)) || [] : sorted.unitActions.get(key) || [];
  return el("aside", { class: "dt-panel" },
    rolls,
    aimBox(ctx, cards),
    here.length ? el("section", { class: "dt-choices" }, el("h4", { text: words.choices_here || "Choices here" }),
      ...choiceButtons(here, ctx)) : null,
    toEnter(ctx, cards, sorted.unitActions),
    selectedUnit ? unitCard(selectedUnit, obs, cards, glossary) : null);
}

function zoomBar(table, glossary) {
  const words = glossary.table || {};
  const fit = () => { ui.zoom = 1; ui.panX = 0; ui.panY = 0; redraw(); };
  const by = (factor) => () => {
    const size = boardSize(table);
    const before = ui.zoom;
    ui.zoom = Math.min(MAX_ZOOM, Math.max(1, ui.zoom * factor));
    // keep the centre where it was
    ui.panX += (size.w / before - size.w / ui.zoom) / 2;
    ui.panY += (size.h / before - size.h / ui.zoom) / 2;
    redraw();
  };
  return el("div", { class: "dt-zoom" },
    el("button", { type: "button", class: "dt-zoom-in", title: "zoom in", text: words.zoom_in || "+", on: { click: by(1.25) } }),
    el("button", { type: "button", class: "dt-zoom-out", title: "zoom out", text: words.zoom_out || "\u2212", on: { click: by(0.8) } }),
    el("button", { type: "button", class: "dt-zoom-fit", title: "the whole battlefield", text: words.zoom_fit || "fit", on: { click: fit } }));
}

/** Clicks, pointing and dragging on the board (one listener each, on its frame). */
function wireBoard(frame, ctx, sorted, table) {
  const keyAt = (node) => {
    const unit = node.closest("[data-unit]");
    if (unit) return unit.dataset.unit;
    const element = node.closest("[data-element]");
    if (element) return `element:${element.dataset.element}`;
    const offer = node.closest(".dt-offer");
    return offer ? `sq:${offer.dataset.square}` : null;
  };
  frame.addEventListener("click", (event) => {
    if (ui.drag && ui.drag.moved) return;
    const key = keyAt(event.target);
    if (!key) return;
    if (key.startsWith("sq:")) {
      const actions = sorted.squareActions.get(key.slice(3)) || [];
      if (actions.length === 1) {
        ui.selected = null;
        ctx.onAction(actions[0].action);
        return;
      }
    }
    select(key);
  });
  frame.addEventListener("mouseover", (event) => {
    const key = keyAt(event.target);
    if (key !== ui.hover) {
      ui.hover = key;
      redraw();
    }
  });
  frame.addEventListener("mouseleave", () => {
    if (ui.hover !== null) {
      ui.hover = null;
      redraw();
    }
  });
  frame.addEventListener("wheel", (event) => {
    event.preventDefault();
    const size = boardSize(table);
    const before = ui.zoom;
    ui.zoom = Math.min(MAX_ZOOM, Math.max(1, ui.zoom * (event.deltaY < 0 ? 1.15 : 1 / 1.15)));
    ui.panX += (size.w / before - size.w / ui.zoom) / 2;
    ui.panY += (size.h / before - size.h / ui.zoom) / 2;
    redraw();
  }, { passive: false });
  frame.addEventListener("pointerdown", (event) => {
    ui.drag = { x: event.clientX, y: event.clientY, panX: ui.panX, panY: ui.panY, moved: false };
  });
  frame.addEventListener("pointermove", (event) => {
    if (!ui.drag || !event.buttons || ui.zoom <= 1) return;
    const dx = event.clientX - ui.drag.x;
    const dy = event.clientY - ui.drag.y;
    if (Math.abs(dx) + Math.abs(dy) < 5 && !ui.drag.moved) return;
    ui.drag.moved = true;
    const scale = boardSize(table).w / ui.zoom / Math.max(1, frame.clientWidth);
    ui.panX = ui.drag.panX - dx * scale;
    ui.panY = ui.drag.panY - dy * scale;
    redraw();
  });
  frame.addEventListener("pointerup", () => {
    setTimeout(() => { ui.drag = null; }, 0);
  });
}

/** The observation with each unit an attack under way changes as it stands now (the game's
 * `attack_units`: models, hit points, ammunition, and the damage still `to_take`). */
export function unitsNow(obs) {
  const changed = obs.attack_units || {};
  if (!Object.keys(changed).length) return obs;
  const units = (obs.units || []).map((unit) => {
    const now = changed[unit.id];
    if (!now) return unit;
    const hero = unit.hero && now.hero ? { ...unit.hero, ...now.hero, card: unit.hero.card } : unit.hero;
    return { ...unit, ...now, hero };
  });
  return { ...obs, units };
}

/** drawTable(container, ctx): see the module comment. */
export function drawTable(container, given) {
  ensureStyles();
  ui.last = { container, ctx: given };
  const ctx = { ...given, obs: unitsNow(given.obs) };
  const table = tableOf(ctx);
  const cards = { ...((ctx.glossary || {}).units || {}), ...(table.cards || {}) };
  const unitIds = new Set((ctx.obs.units || []).map((u) => u.id));
  const sorted = sortActions(ctx, unitIds);
  const targets = new Map();
  const board = boardSvg(ctx, { table, glossary: ctx.glossary || {}, cards, squareActions: sorted.squareActions, ui, targets });
  for (const [key, node] of targets) {
    if (sorted.unitActions.has(key)) {
      node.classList.add("can-act");
      const verb = sorted.unitActions.get(key)[0].action.split(/\s+/)[0];
      node.classList.add(`offer-${verb}`);
    }
  }
  const frame = el("div", { class: `dt-board-frame ${ui.zoom > 1 ? "zoomed" : ""}` }, board);
  wireBoard(frame, ctx, sorted, table);
  const wrap = el("div", { class: "dt-table", dataset: { phase: ctx.obs.phase || "" } },
    el("div", { class: "dt-board-column" }, zoomBar(table, ctx.glossary || {}), frame),
    panel(ctx, cards, sorted));
  container.replaceChildren(wrap);
}
