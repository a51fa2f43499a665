// D-Day Dice's dice tray: a unit's six dice in their colours with their faces, the dice
// locked, cancelled or chosen, and one button for a whole roll decision. The engine takes a
// roll decision as its actions (docs/notation/dday-dice.md: `lock <die>` one die at a time,
// `reroll <dice>`, `stop`); a click here chooses the dice and the button sends the decision's
// actions one after the other (each only while the game still offers it: see `queue`).
import { el, phraseText, svg } from "../dom.js";

export const DICE = ["r1", "r2", "w1", "w2", "b1", "b2"];
const COLOURS = { r: "red", w: "white", b: "blue" };

/** The actions still to send of a decision made with one click: each a function of the legal
 * notations answering the next action (null: nothing more of it is offered, skip it). */
const queue = [];
let selected = new Set();
let selectionKey = "";

/** Queues the steps of one decision, then sends the first. */
let decidedAt = null;

let offered = false;
/** An action handed to the page's seat since the table was last drawn: the page marks its
 * move as on its way (`data-waiting`) only when it draws again, on the next frame. */
let sentUndrawn = false;

/** Marks on the page whether a decision is still being sent: an action on its way (until a
 * drawing of the table shows it), or one queued while the game offers this page a choice
 * (for a person's tools and the tests). */
function markBusy() {
  document.body.dataset.ddBusy = inFlight || sentUndrawn || (queue.length && offered) ? "1" : "0";
}

export function decide(steps, ctx) {
  queue.length = 0;
  queue.push(...steps);
  selected = new Set();
  decidedAt = { turn: ctx.obs.turn, phase: ctx.obs.phase };
  drain(ctx);
}

/** Sends the next queued action the game offers now (called on every drawing of the table:
 * the page gives legal actions only when it may move). */
let inFlight = false;
let lastSent = { action: null, obs: null };

export function drain(ctx) {
  const legal = (ctx.legal || []).map((item) => item.action);
  offered = legal.length > 0;
  sentUndrawn = false; // this drawing shows the last action sent (the page waits for its answer)
  if (queue.length && decidedAt && (ctx.obs.turn !== decidedAt.turn || ctx.obs.phase !== decidedAt.phase)) {
    queue.length = 0; // a decision never reaches past the phase it was made in
  }
  markBusy();
  if (!legal.length || inFlight) return;
  while (queue.length) {
    const action = queue[0](legal);
    if (action === null || action === undefined) {
      queue.shift();
      continue;
    }
    if (!legal.includes(action)) {
      queue.length = 0;
      markBusy();
      return;
    }
    if (lastSent.obs === ctx.obs && lastSent.action === action) {
      queue.length = 0; // the same table again after sending it: refused, so the decision stops here
      markBusy();
      return;
    }
    if (queue[0].repeat !== true) queue.shift();
    lastSent = { action, obs: ctx.obs };
    inFlight = true;
    markBusy();
    setTimeout(() => {
      inFlight = false;
      sentUndrawn = true;
      ctx.onAction(action);
      markBusy();
    }, 0);
    return;
  }
  markBusy();
}

export function pendingSteps() {
  return queue.length;
}

function colourOf(unit, die) {
  return (unit.colours && unit.colours[die]) || COLOURS[die[0]];
}

function faceOf(glossary, face) {
  const faces = (glossary && glossary.faces) || {};
  return faces[face] || { name: face || "", symbol: "?" };
}

function dieNode(unit, die, glossary, state) {
  const face = (unit.dice || {})[die];
  const info = faceOf(glossary, face);
  const colour = colourOf(unit, die);
  const classes = ["die", `die-${colour}`, state.locked ? "locked" : "", state.firstLock ? "first-lock" : "",
    state.cancelled ? "cancelled" : "", state.selected ? "selected" : "", state.clickable ? "clickable" : ""];
  const dieName = ((glossary && glossary.dice) || {})[die];
  const title = `${dieName ? dieName.name : die}: ${face ? info.name : "not rolled"}${state.locked ? " (locked)" : ""}`
    + `${state.cancelled ? " (cancelled by a skull)" : ""}${state.hint ? ` \u2014 ${state.hint}` : ""}`;
  return el("button", { type: "button", class: classes.join(" "), title, "aria-pressed": state.selected ? "true" : "false",
    disabled: !state.clickable, dataset: { die, face: face || "", action: state.action || undefined },
    on: { click: state.onClick } },
    svg("svg", { viewBox: "0 0 48 48", class: "die-face", "aria-hidden": "true" },
      svg("rect", { x: 2, y: 2, width: 44, height: 44, rx: 8 }),
      svg("text", { x: 24, y: 32, "text-anchor": "middle", text: face ? info.symbol : "" }),
      state.locked ? svg("text", { class: "lock-mark", x: 40, y: 13, "text-anchor": "middle", text: "\u25CF" }) : null),
    el("span", { class: "die-name", text: die }),
    el("span", { class: "die-face-name", text: face ? info.name : "\u2014" }));
}

/** The legal actions of the tray, read from their notation. */
function trayChoices(legal) {
  const actions = legal.map((item) => item.action);
  const lockable = DICE.filter((d) => actions.includes(`lock ${d}`));
  const rerolls = new Set(actions.filter((a) => a.startsWith("reroll ")).map((a) => a.slice(7)));
  const rerollable = DICE.filter((d) => [...rerolls].some((set) => set.split(",").includes(d)));
  const perDie = new Map();
  for (const item of legal) {
    const [verb, die, more] = item.action.split(/\s+/);
    if (["cancel", "corporal", "jeep"].includes(verb) && DICE.includes(die) && more === undefined) {
      perDie.set(die, [...(perDie.get(die) || []), item]);
    }
  }
  return { actions, lockable, rerolls, rerollable, perDie, stop: actions.includes("stop"),
    mulligan: legal.find((item) => item.action === "mulligan") };
}

function labelOf(legal, action) {
  const item = legal.find((i) => i.action === action);
  return item ? phraseText(item.label) : action;
}

/** The reroll of the unlocked dice not chosen to be locked (as the notation writes dice). */
function rerollRest(kept) {
  return (legal) => {
    const rest = DICE.filter((d) => !kept.has(d) && legal.some((a) => a.startsWith("reroll ") && a.slice(7).split(",").includes(d)));
    const action = `reroll ${rest.join(",")}`;
    return rest.length && legal.includes(action) ? action : null;
  };
}

function lockSteps(dice) {
  return dice.map((die) => (legal) => (legal.includes(`lock ${die}`) ? `lock ${die}` : null));
}

/** While the game asks for locks, the first dice it offers (the choice of whoever keeps every die). */
function lockAnyStep() {
  const step = (legal) => legal.find((a) => a.startsWith("lock ")) || null;
  step.repeat = true;
  return step;
}

function cancelAnyStep() {
  const step = (legal) => legal.find((a) => a.startsWith("cancel ")) || null;
  step.repeat = true;
  return step;
}

/**
 * The tray of `unit` (the seat `seat`). ctx: {obs, glossary, legal (only this page's seat's),
 * onAction, rerender}. mine: whether the legal actions are this unit's.
 */
export function drawTray(ctx, seat, mine) {
  const { obs, glossary } = ctx;
  const unit = (obs.units || [])[seat] || {};
  const legal = mine ? ctx.legal : [];
  const choices = trayChoices(legal);
  const key = `${obs.turn}:${seat}:${unit.rolls}:${unit.stage}:${choices.lockable.length}:${choices.rerolls.size}`;
  if (key !== selectionKey) {
    selected = new Set();
    selectionKey = key;
  }
  const locked = new Set(unit.locked || []);
  const first = new Set(unit.first_locks || []);
  const cancelled = new Set(unit.cancelled || []);
  const mode = choices.lockable.length ? "lock" : choices.rerolls.size ? "reroll" : choices.perDie.size ? "die" : "show";
  const toggle = (die) => {
    if (selected.has(die)) selected.delete(die);
    else selected.add(die);
    ctx.rerender();
  };
  const dice = DICE.map((die) => {
    const state = { locked: locked.has(die), firstLock: first.has(die), cancelled: cancelled.has(die), selected: selected.has(die) };
    if (mode === "lock" && choices.lockable.includes(die)) {
      Object.assign(state, { clickable: true, hint: "click to lock it", onClick: () => toggle(die) });
    } else if (mode === "reroll" && choices.rerollable.includes(die)) {
      Object.assign(state, { clickable: true, hint: "click to reroll it", onClick: () => toggle(die) });
    } else if (choices.perDie.has(die) && choices.perDie.get(die).length === 1) {
      const item = choices.perDie.get(die)[0];
      Object.assign(state, { clickable: true, action: item.action, hint: phraseText(item.label),
        onClick: () => ctx.onAction(item.action) });
    }
    return dieNode(unit, die, glossary, state);
  });
  const buttons = [];
  const chosen = DICE.filter((d) => selected.has(d));
  if (mode === "lock") {
    buttons.push(el("button", { type: "button", class: "primary tray-keep", dataset: { decision: "keep" },
      title: "lock the dice chosen (else the first offered), then keep all six dice: the Final Tally",
      text: "Keep all six dice", on: { click: () => decide([...lockSteps(chosen), lockAnyStep(), () => "stop"], ctx) } }));
    buttons.push(el("button", { type: "button", class: "tray-lock-reroll", dataset: { decision: "lock-reroll" },
      disabled: !chosen.length, text: chosen.length ? `Lock ${chosen.join(", ")} and reroll the rest` : "Choose the dice to lock",
      on: { click: () => decide([...lockSteps(chosen), rerollRest(new Set(chosen))], ctx) } }));
  } else if (mode === "reroll") {
    const action = `reroll ${chosen.join(",")}`;
    const offered = choices.rerolls.has(chosen.join(","));
    buttons.push(el("button", { type: "button", class: `tray-reroll ${offered ? "" : "muted"}`, dataset: { decision: "reroll" },
      disabled: !offered, title: offered ? labelOf(legal, action) : "",
      text: chosen.length ? (offered ? `Reroll ${chosen.join(", ")}` : "these dice cannot be rerolled together") : "Choose the dice to reroll",
      on: { click: () => decide([() => action], ctx) } }));
    if (choices.stop) {
      buttons.unshift(el("button", { type: "button", class: "primary tray-keep", dataset: { decision: "keep" },
        title: labelOf(legal, "stop"), text: "Keep these dice", on: { click: () => decide([() => "stop"], ctx) } }));
    }
  } else if (mode === "die" && [...choices.perDie.values()].flat().some((item) => item.action.startsWith("cancel "))) {
    buttons.push(el("button", { type: "button", class: "primary tray-cancel", dataset: { decision: "cancel" },
      title: "each skull cancels the first die offered; or click a die to choose",
      text: "Let the skulls cancel (first dice offered)", on: { click: () => decide([cancelAnyStep()], ctx) } }));
  }
  if (choices.mulligan) {
    buttons.push(el("button", { type: "button", class: "tray-mulligan", dataset: { action: "mulligan" },
      text: phraseText(choices.mulligan.label), on: { click: () => decide([() => "mulligan"], ctx) } }));
  }
  const hint = mode === "lock" ? "click the dice to lock, or keep all six"
    : mode === "reroll" ? "click the dice to reroll, or keep these" : mode === "die" ? "click a die to choose it" : "";
  return el("section", { class: `dice-tray mode-${mode}`, dataset: { seat, mode } },
    el("div", { class: "dice" }, ...dice),
    hint ? el("p", { class: "hint tray-hint", text: hint }) : null,
    buttons.length ? el("div", { class: "tray-buttons" }, ...buttons) : null);
}

/** A unit's dice, small and read-only (another unit's, shown live). */
export function miniDice(unit, glossary) {
  const cancelled = new Set(unit.cancelled || []);
  const locked = new Set(unit.locked || []);
  return el("div", { class: "mini-dice" }, ...DICE.map((die) => {
    const face = (unit.dice || {})[die];
    const info = faceOf(glossary, face);
    return el("span", { class: `mini-die die-${colourOf(unit, die)} ${cancelled.has(die) ? "cancelled" : ""} ${locked.has(die) ? "locked" : ""}`,
      title: `${die}: ${face ? info.name : "not rolled"}`, dataset: { die }, text: face ? info.symbol : "\u00B7" });
  }));
}
